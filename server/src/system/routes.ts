import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, LIMITS, publicConfigSchema, type PublicConfig } from '@contract';
import type { AppConfig } from '../config';
import { answers, ok } from '../lib/answers';
import { errors } from '../lib/errors';
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
      // Whatever the failure, this instance cannot serve: 503 takes it out of a load balancer's rotation.
      await pingDatabase().catch((error: unknown) => {
        throw Object.assign(errors.databaseUnavailable(), { cause: error });
      });
      return ok({ status: 'ok' as const, db: 'ok' as const, version: VERSION });
    });

    app.get(
      '/config',
      { schema: { response: answers({ 200: publicConfigSchema }) } },
      async () => publicConfig,
    );
  };
}
