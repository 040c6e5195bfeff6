import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mistakesQuerySchema, mistakesResponseSchema, mistakeStatsResponseSchema } from '@contract';
import { type Authenticate, currentUser } from '../auth';
import { answers, ok } from '../lib/answers';
import type { MistakesService } from './service';

export interface MistakesRoutesDeps {
  mistakes: MistakesService;
  authenticate: Authenticate;
}

/** /api/mistakes: the signed-in learner's mistakes notebook. Guests get 401. */
export function mistakesRoutes({ mistakes, authenticate }: MistakesRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate);

    app.get(
      '/mistakes',
      { schema: { querystring: mistakesQuerySchema, response: answers({ 200: mistakesResponseSchema }) } },
      async (request) => ok(await mistakes.list(currentUser(request).id, request.query)),
    );

    app.get(
      '/mistakes/stats',
      { schema: { response: answers({ 200: mistakeStatsResponseSchema }) } },
      async (request) => ok({ stats: await mistakes.stats(currentUser(request)) }),
    );
  };
}
