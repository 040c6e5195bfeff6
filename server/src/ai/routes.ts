import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiModelsResponseSchema } from '@contract';
import type { Authenticate } from '../auth';
import { answers, ok } from '../lib/answers';
import type { AiEngine } from './types';

export interface AiRoutesDeps {
  engine: AiEngine;
  authenticate: Authenticate;
}

/** /api/ai/models: public; a signed-in caller may see their own key's models (a later issue). */
export function aiRoutes({ engine, authenticate }: AiRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ai/models',
      { schema: { response: answers({ 200: aiModelsResponseSchema }) } },
      async (request) => {
        if (request.headers.authorization) {
          // A stale token must not lock a guest out of a public list: it is read as no session.
          await authenticate(request).catch(() => {
            request.user = null;
          });
        }
        const caller = request.user
          ? { userId: request.user.id, timeZone: request.user.preferences.timeZone }
          : null;
        return ok(await engine.models(caller));
      },
    );
  };
}
