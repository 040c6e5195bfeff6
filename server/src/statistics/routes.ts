import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Authenticate } from '../auth/authenticate';
import type { StatisticsService } from './service';

interface StatisticsRoutesDeps {
  statistics: StatisticsService;
  authenticate: Authenticate;
}

/** GET /api/statistics: the home page's numbers, open to everyone; /statistics/me: a learner's own. */
export function statisticsRoutes({ statistics, authenticate }: StatisticsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/statistics', async () => {
      return { success: true, statistics: await statistics.site() };
    });

    app.get('/statistics/me', { onRequest: authenticate }, async (request) => {
      return { success: true, stats: await statistics.learner(currentUser(request).id) };
    });
  };
}
