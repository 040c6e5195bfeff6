import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
  reviewRateResponseSchema,
  reviewRatingSchema,
  reviewStatsResponseSchema,
  reviewUndoParamsSchema,
  reviewWordParamsSchema,
} from '@contract';
import { type Authenticate, currentUser } from '../auth';
import { answers, ok } from '../lib/answers';
import { sendCached } from '../lib/cached-answer';
import type { ReviewService } from './service';

export interface ReviewRoutesDeps {
  review: ReviewService;
  authenticate: Authenticate;
}

/** /api/review: the signed-in learner's spaced repetition. Guests get 401 on every call. */
export function reviewRoutes({ review, authenticate }: ReviewRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate);

    app.get(
      '/review/queue',
      {
        schema: {
          querystring: reviewQueueQuerySchema,
          response: answers({ 200: reviewQueueResponseSchema }),
        },
      },
      async (request, reply) => {
        const queue = await review.queue(currentUser(request), request.query.limit);
        return sendCached(request, reply, queue, () => ok(queue));
      },
    );

    app.get(
      '/review/stats',
      { schema: { response: answers({ 200: reviewStatsResponseSchema }) } },
      async (request) => ok({ stats: await review.stats(currentUser(request)) }),
    );

    app.post(
      '/review/:wordId',
      {
        schema: {
          params: reviewWordParamsSchema,
          body: reviewRatingSchema,
          response: answers({ 200: reviewRateResponseSchema }),
        },
      },
      async (request) =>
        ok({ card: await review.rate(currentUser(request), request.params.wordId, request.body) }),
    );

    // "I know this" (斩): the card leaves every queue for good; repeating it changes nothing.
    app.post(
      '/review/:wordId/known',
      {
        schema: {
          params: reviewWordParamsSchema,
          response: answers({ 200: reviewRateResponseSchema }),
        },
      },
      async (request) => ok({ card: await review.markKnown(currentUser(request), request.params.wordId) }),
    );

    // Takes "I know this" back: the card is a new one again.
    app.delete(
      '/review/:wordId/known',
      {
        schema: {
          params: reviewWordParamsSchema,
          response: answers({ 200: reviewRateResponseSchema }),
        },
      },
      async (request) => ok({ card: await review.unmarkKnown(currentUser(request), request.params.wordId) }),
    );

    // Extension: undo the last rating of a card (docs/api-conventions.md), answering the card as it was.
    app.delete(
      '/review/:wordId/ratings/:reviewId',
      {
        schema: {
          params: reviewUndoParamsSchema,
          response: answers({ 200: reviewRateResponseSchema }),
        },
      },
      async (request) =>
        ok({
          card: await review.undo(currentUser(request), request.params.wordId, request.params.reviewId),
        }),
    );
  };
}
