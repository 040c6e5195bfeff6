import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  drillAnswerResponseSchema,
  drillAnswerSchema,
  drillParamsSchema,
  drillsQuerySchema,
  drillsResponseSchema,
  mistakesQuerySchema,
  mistakesResponseSchema,
  mistakeStatsResponseSchema,
} from '@contract';
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

    app.get(
      '/mistakes/drills',
      { schema: { querystring: drillsQuerySchema, response: answers({ 200: drillsResponseSchema }) } },
      async (request) => ok(await mistakes.drills(currentUser(request), request.query.limit)),
    );

    app.post(
      '/mistakes/drills/:id',
      {
        schema: {
          params: drillParamsSchema,
          body: drillAnswerSchema,
          response: answers({ 200: drillAnswerResponseSchema }),
        },
      },
      async (request) =>
        ok(await mistakes.answer(currentUser(request), request.params.id, request.body.answer)),
    );
  };
}
