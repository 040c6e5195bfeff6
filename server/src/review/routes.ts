import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewQueueQuerySchema, reviewRatingSchema, reviewWordParamsSchema } from '@contract';
import { currentUser, type Authenticate } from '../auth/authenticate';
import type { ReviewService } from './service';

export interface ReviewRoutesDeps {
  review: ReviewService;
  authenticate: Authenticate;
}

/** /api/review: the signed-in learner's spaced repetition. Guests get 401 on every call. */
export function reviewRoutes({ review, authenticate }: ReviewRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate);

    app.get('/review/queue', { schema: { querystring: reviewQueueQuerySchema } }, async (request) => {
      return { success: true, ...(await review.queue(currentUser(request), request.query.limit)) };
    });

    app.get('/review/stats', async (request) => {
      return { success: true, stats: await review.stats(currentUser(request)) };
    });

    app.post(
      '/review/:wordId',
      { schema: { params: reviewWordParamsSchema, body: reviewRatingSchema } },
      async (request) => {
        const card = await review.rate(currentUser(request), request.params.wordId, request.body);
        return { success: true, card };
      },
    );
  };
}
