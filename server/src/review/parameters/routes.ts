import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fitParametersResponseSchema,
  resetParametersResponseSchema,
  reviewParametersResponseSchema,
} from '@contract';
import { type Authenticate, currentUser } from '../../auth';
import { answers, ok } from '../../lib/answers';
import { localize } from '../../lib/language';
import type { RateLimiter } from '../../lib/rate-limit';
import type { ParametersService } from './service';

export interface ParametersRoutesDeps {
  parameters: ParametersService;
  authenticate: Authenticate;
  /** A fit is seconds of CPU: it counts in the learner's limit of AI requests, as a generation does. */
  limiter: RateLimiter;
}

/** /api/review/parameters: FSRS fitted to the signed-in learner's review log. */
export function parametersRoutes({
  parameters,
  authenticate,
  limiter,
}: ParametersRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate);

    app.get(
      '/review/parameters',
      { schema: { response: answers({ 200: reviewParametersResponseSchema }) } },
      async (request) => ok(await parameters.get(currentUser(request))),
    );

    app.post(
      '/review/parameters',
      { schema: { response: answers({ 200: fitParametersResponseSchema }) } },
      async (request) => {
        const user = currentUser(request);
        await limiter.consume([['aiRequestsPerUser', user.id]]);
        const fit = await parameters.fit(user);
        const message = fit.kept
          ? localize(request, 'fitParameters.kept', { reviews: fit.reviews })
          : localize(request, 'fitParameters.notKept');
        return ok({ ...fit, message });
      },
    );

    app.delete(
      '/review/parameters',
      { schema: { response: answers({ 200: resetParametersResponseSchema }) } },
      async (request) =>
        ok({
          ...(await parameters.reset(currentUser(request))),
          message: localize(request, 'fitParameters.reset'),
        }),
    );
  };
}
