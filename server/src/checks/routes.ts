import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkRequestSchema } from '@contract';
import { currentUser, optionalAuthentication, viewerId, type Authenticate } from '../auth/authenticate';
import { sendAiResult } from '../ai';
import {
  itemIdParamsSchema,
  ownListQuerySchema,
  privacyBodySchema,
  relatedQuerySchema,
} from '../generations/schemas';
import { languageFromHeader, localize } from '../lib/language';
import type { RateLimiter } from '../lib/rate-limit';
import type { ChecksService } from './service';

export interface ChecksRoutesDeps {
  checks: ChecksService;
  authenticate: Authenticate;
  limiter: RateLimiter;
}

/**
 * POST /api/check and /api/checks. Creating, listing one's own and changing need a session; one check
 * and its similar ones are open to guests (public ones; the owner also sees private ones).
 */
export function checksRoutes({ checks, authenticate, limiter }: ChecksRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const optionalUser = optionalAuthentication(authenticate);

    app.post(
      '/check',
      { onRequest: authenticate, schema: { body: checkRequestSchema } },
      async (request, reply) => {
        await limiter.consume([['aiRequestsPerUser', currentUser(request).id]]);
        const plan = await checks.plan(currentUser(request), request.body);
        const language = languageFromHeader(request.headers['accept-language']);
        return sendAiResult(request, reply, {
          kind: 'check',
          run: (signal, onProgress) => checks.create(plan, { signal, language, onProgress }),
          present: (check) => check,
          status: 201,
          message: 'checks.created',
        });
      },
    );

    app.get(
      '/checks',
      { onRequest: authenticate, schema: { querystring: ownListQuerySchema } },
      async (request) => {
        return { success: true, ...(await checks.listOwn(currentUser(request).id, request.query)) };
      },
    );

    // Before /checks/:id, so that "all" is never taken for an id.
    app.delete('/checks/all', { onRequest: authenticate }, async (request) => {
      const deletedCount = await checks.deleteAll(currentUser(request).id);
      return {
        success: true,
        deletedCount,
        message: localize(request, 'checks.allDeleted', { count: deletedCount }),
      };
    });

    app.get(
      '/checks/:id',
      { onRequest: optionalUser, schema: { params: itemIdParamsSchema } },
      async (request) => {
        return { success: true, check: await checks.get(request.params.id, viewerId(request)) };
      },
    );

    app.get(
      '/checks/:id/similar',
      { onRequest: optionalUser, schema: { params: itemIdParamsSchema, querystring: relatedQuerySchema } },
      async (request) => {
        const similar = await checks.similar(request.params.id, viewerId(request), request.query.limit);
        return { success: true, checks: similar };
      },
    );

    app.put(
      '/checks/:id/privacy',
      { onRequest: authenticate, schema: { params: itemIdParamsSchema, body: privacyBodySchema } },
      async (request) => {
        const { isPublic } = request.body;
        const check = await checks.setPublic(currentUser(request).id, request.params.id, isPublic);
        const message = localize(request, isPublic ? 'checks.madePublic' : 'checks.madePrivate');
        return { success: true, check, message };
      },
    );

    app.delete(
      '/checks/:id',
      { onRequest: authenticate, schema: { params: itemIdParamsSchema } },
      async (request) => {
        await checks.delete(currentUser(request).id, request.params.id);
        return { success: true, message: localize(request, 'checks.deleted') };
      },
    );
  };
}
