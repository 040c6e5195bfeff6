import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forecastQuerySchema,
  forecastResponseSchema,
  leechesResponseSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
  reviewRateResponseSchema,
  reviewRatingSchema,
  reviewStatsResponseSchema,
  reviewUndoParamsSchema,
  reviewWordParamsSchema,
  writeSentenceResponseSchema,
  writeSentenceSchema,
} from '@contract';
import { isAiAborted } from '../ai';
import { type Authenticate, currentUser } from '../auth';
import { answers, ok } from '../lib/answers';
import { sendCached } from '../lib/cached-answer';
import { languageFromHeader } from '../lib/language';
import type { RateLimiter } from '../lib/rate-limit';
import type { PracticeService } from './practice';
import type { ReviewService } from './service';

export interface ReviewRoutesDeps {
  review: ReviewService;
  practice: PracticeService;
  authenticate: Authenticate;
  /** A written review is an AI request: it counts in the learner's AI request limit, as POST /check does. */
  limiter: RateLimiter;
}

/** /api/review: the signed-in learner's spaced repetition. Guests get 401 on every call. */
export function reviewRoutes({
  review,
  practice,
  authenticate,
  limiter,
}: ReviewRoutesDeps): FastifyPluginAsyncZod {
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
      '/review/leeches',
      { schema: { response: answers({ 200: leechesResponseSchema }) } },
      async (request) => ok({ cards: await practice.leeches(currentUser(request)) }),
    );

    app.get(
      '/review/stats',
      { schema: { response: answers({ 200: reviewStatsResponseSchema }) } },
      async (request) => ok({ stats: await review.stats(currentUser(request)) }),
    );

    app.get(
      '/review/forecast',
      {
        schema: {
          querystring: forecastQuerySchema,
          response: answers({ 200: forecastResponseSchema }),
        },
      },
      async (request) => ok({ days: await review.forecast(currentUser(request), request.query.days) }),
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

    // Reviewing by writing a sentence with the word: checked as POST /check checks it, answered once.
    app.post(
      '/review/:wordId/sentence',
      {
        schema: {
          params: reviewWordParamsSchema,
          body: writeSentenceSchema,
          response: answers({ 200: writeSentenceResponseSchema }),
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        await limiter.consume([['aiRequestsPerUser', user.id]]);
        // A learner who goes away cancels the check at once; then nothing is saved and no card moves.
        const controller = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) controller.abort();
        });
        const language = languageFromHeader(request.headers['accept-language']);
        try {
          return ok(
            await practice.writeSentence(user, request.params.wordId, request.body, {
              signal: controller.signal,
              language,
            }),
          );
        } catch (error) {
          if (!(isAiAborted(error) || controller.signal.aborted)) throw error;
          // Nobody is waiting for an answer: close quietly instead of answering an error.
          reply.hijack();
          reply.raw.destroy();
          return reply;
        }
      },
    );

    // Sets a card aside (a leech): in no queue until unsuspended; repeating it changes nothing.
    app.post(
      '/review/:wordId/suspend',
      {
        schema: {
          params: reviewWordParamsSchema,
          response: answers({ 200: reviewRateResponseSchema }),
        },
      },
      async (request) => ok({ card: await practice.suspend(currentUser(request), request.params.wordId) }),
    );

    app.delete(
      '/review/:wordId/suspend',
      {
        schema: {
          params: reviewWordParamsSchema,
          response: answers({ 200: reviewRateResponseSchema }),
        },
      },
      async (request) => ok({ card: await practice.unsuspend(currentUser(request), request.params.wordId) }),
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
