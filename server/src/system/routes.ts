import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, LIMITS, publicConfigSchema, type PublicConfig } from '@contract';
import type { AppConfig } from '../config';
import { answers, ok } from '../lib/answers';
import { VERSION } from '../version';

export interface SystemRoutesDeps {
  config: AppConfig;
  /** Throws when the database does not answer (the health check's `db`). */
  pingDatabase: () => Promise<void>;
}

/** /api/health for load balancers and /api/config for what the web app needs before sign-in. */
export function systemRoutes({ config, pingDatabase }: SystemRoutesDeps): FastifyPluginAsyncZod {
  const publicConfig: PublicConfig = ok({
    icpLicense: config.icpLicense,
    icpLink: config.icpLink,
    resetCodeMinutes: config.resetCodeTtlMinutes,
    limits: { sentenceMax: LIMITS.sentenceMax, wordsPerGeneration: LIMITS.wordsPerGenerationMax },
    aiSource: config.ai.provider === 'offline' ? 'offline' : 'platform',
  });

  return async (app) => {
    app.get('/health', { schema: { response: answers({ 200: healthResponseSchema }) } }, async () => {
      // A failing query throws: the error handler answers 500, which is what a health check should see.
      await pingDatabase();
      return ok({ status: 'ok' as const, db: 'ok' as const, version: VERSION });
    });

    app.get(
      '/config',
      { schema: { response: answers({ 200: publicConfigSchema }) } },
      async () => publicConfig,
    );
  };
}
