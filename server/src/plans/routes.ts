import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookParamsSchema,
  booksResponseSchema,
  bookWordsQuerySchema,
  bookWordsResponseSchema,
  createPlanSchema,
  markKnownResponseSchema,
  markKnownSchema,
  messageResponseSchema,
  planParamsSchema,
  planResponseSchema,
  plansResponseSchema,
  updatePlanSchema,
} from '@contract';
import { type Authenticate, currentUser, optionalAuthentication } from '../auth';
import { answers, ok } from '../lib/answers';
import { languageFromHeader, localize } from '../lib/language';
import type { PlansService } from './service';

export interface PlansRoutesDeps {
  plans: PlansService;
  authenticate: Authenticate;
}

/**
 * /api/books (open to guests: a signed-in learner also sees their plan and where they are with each word)
 * and /api/plans (signed-in only).
 */
export function plansRoutes({ plans, authenticate }: PlansRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const optionalUser = optionalAuthentication(authenticate);

    app.get(
      '/books',
      { onRequest: optionalUser, schema: { response: answers({ 200: booksResponseSchema }) } },
      async (request) =>
        ok({
          books: await plans.books(request.user, languageFromHeader(request.headers['accept-language'])),
        }),
    );

    app.get(
      '/books/:id/words',
      {
        onRequest: optionalUser,
        schema: {
          params: bookParamsSchema,
          querystring: bookWordsQuerySchema,
          response: answers({ 200: bookWordsResponseSchema }),
        },
      },
      async (request) => ok(await plans.bookWords(request.user, request.params.id, request.query)),
    );

    app.post(
      '/plans',
      {
        onRequest: authenticate,
        schema: { body: createPlanSchema, response: answers({ 201: planResponseSchema }) },
      },
      async (request, reply) => {
        const plan = await plans.start(currentUser(request), request.body);
        const message = localize(request, 'success.planStarted', { dailyNew: plan.dailyNew });
        return reply.code(201).send(ok({ plan, message }));
      },
    );

    app.get(
      '/plans',
      { onRequest: authenticate, schema: { response: answers({ 200: plansResponseSchema }) } },
      async (request) => ok({ plans: await plans.list(currentUser(request)) }),
    );

    app.put(
      '/plans/:bookId',
      {
        onRequest: authenticate,
        schema: {
          params: planParamsSchema,
          body: updatePlanSchema,
          response: answers({ 200: planResponseSchema }),
        },
      },
      async (request) => {
        const { plan, messageKey } = await plans.update(
          currentUser(request),
          request.params.bookId,
          request.body,
        );
        return ok({ plan, message: localize(request, messageKey) });
      },
    );

    app.delete(
      '/plans/:bookId',
      {
        onRequest: authenticate,
        schema: { params: planParamsSchema, response: answers({ 200: messageResponseSchema }) },
      },
      async (request) => {
        await plans.stop(currentUser(request), request.params.bookId);
        return ok({ message: localize(request, 'success.planStopped') });
      },
    );

    app.post(
      '/plans/:bookId/known',
      {
        onRequest: authenticate,
        schema: {
          params: planParamsSchema,
          body: markKnownSchema,
          response: answers({ 200: markKnownResponseSchema }),
        },
      },
      async (request) =>
        ok(await plans.markKnown(currentUser(request), request.params.bookId, request.body.words)),
    );
  };
}
