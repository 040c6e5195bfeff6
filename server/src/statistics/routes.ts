import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { learnerStatisticsResponseSchema, siteStatisticsResponseSchema } from '@contract';
import { type Authenticate, currentUser } from '../auth';
import { answers, ok } from '../lib/answers';
import { sendCached } from '../lib/cached-answer';
import type { StatisticsService } from './service';

interface StatisticsRoutesDeps {
  statistics: StatisticsService;
  authenticate: Authenticate;
}

/** GET /api/statistics: the home page's numbers, open to everyone; /statistics/me: a learner's own. */
export function statisticsRoutes({ statistics, authenticate }: StatisticsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/statistics',
      { schema: { response: answers({ 200: siteStatisticsResponseSchema }) } },
      async (request, reply) => {
        // The read cache's own object: its bytes and ETag are made once (lib/cached-answer.ts).
        const site = await statistics.site();
        return sendCached(request, reply, site, () => ok({ statistics: site }));
      },
    );

    app.get(
      '/statistics/me',
      { onRequest: authenticate, schema: { response: answers({ 200: learnerStatisticsResponseSchema }) } },
      async (request) => ok({ stats: await statistics.learner(currentUser(request).id) }),
    );
  };
}
