import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountExportFilename } from '@contract';
import { currentUser, type Authenticate } from '../auth/authenticate';
import { localize } from '../lib/language';
import type { AccountDataService } from './service';

export interface AccountDataRoutesDeps {
  accountData: AccountDataService;
  authenticate: Authenticate;
}

/** GET /api/export and DELETE /api/content: the signed-in learner's own data; guests get 401. */
export function accountDataRoutes({
  accountData,
  authenticate,
}: AccountDataRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate);

    app.get('/export', async (request, reply) => {
      const data = await accountData.exportData(currentUser(request));
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${accountExportFilename(data.exportedAt)}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    });

    app.delete('/content', async (request) => {
      const deleted = await accountData.deleteAllContent(currentUser(request).id);
      const totalDeleted = deleted.generations + deleted.sentenceChecks;
      return {
        success: true,
        totalDeleted,
        ...deleted,
        message: localize(request, 'content.allDeleted', { total: totalDeleted }),
      };
    });
  };
}
