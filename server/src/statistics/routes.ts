import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StatisticsService } from './service';

/** GET /api/statistics: the home page's numbers, open to everyone. */
export function statisticsRoutes({ statistics }: { statistics: StatisticsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/statistics', async () => {
      return { success: true, statistics: await statistics.site() };
    });
  };
}
