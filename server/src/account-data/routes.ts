import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountExportFilename, accountExportSchema, deleteContentResponseSchema } from '@contract';
import { type Authenticate, currentUser } from '../auth';
import { answers, ok } from '../lib/answers';
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

    const exportAnswer = { content: { 'application/json': { schema: accountExportSchema } } };
    app.get('/export', { schema: { response: answers({ 200: exportAnswer }) } }, async (request, reply) => {
      const data = await accountData.exportData(currentUser(request));
      return (
        reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${accountExportFilename(data.exportedAt)}"`)
          .header('cache-control', 'no-store')
          // Pretty-printed for the person who opens the file; its own serializer, not the schema's.
          .serializer((file) => JSON.stringify(file, null, 2))
          .send(data)
      );
    });

    app.delete(
      '/content',
      { schema: { response: answers({ 200: deleteContentResponseSchema }) } },
      async (request) => {
        const deleted = await accountData.deleteAllContent(currentUser(request).id);
        const totalDeleted = deleted.generations + deleted.sentenceChecks;
        return ok({
          totalDeleted,
          ...deleted,
          message: localize(request, 'content.allDeleted', { total: totalDeleted }),
        });
      },
    );
  };
}
