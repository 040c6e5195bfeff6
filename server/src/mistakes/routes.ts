import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mistakesQuerySchema } from '@contract';
import { currentUser, type Authenticate } from '../auth/authenticate';
import type { MistakesService } from './service';

export interface MistakesRoutesDeps {
  mistakes: MistakesService;
  authenticate: Authenticate;
}

/** /api/mistakes: the signed-in learner's mistakes notebook. Guests get 401. */
export function mistakesRoutes({ mistakes, authenticate }: MistakesRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate);

    app.get('/mistakes', { schema: { querystring: mistakesQuerySchema } }, async (request) => {
      return { success: true, ...(await mistakes.list(currentUser(request).id, request.query)) };
    });

    app.get('/mistakes/stats', async (request) => {
      return { success: true, stats: await mistakes.stats(currentUser(request)) };
    });
  };
}
