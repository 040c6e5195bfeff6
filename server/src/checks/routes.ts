import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteAllResponseSchema,
  checkListResponseSchema,
  checkRequestSchema,
  checkResponseSchema,
  deleteItemResponseSchema,
  sentenceCheckSchema,
  similarChecksResponseSchema,
} from '@contract';
import { currentUser, optionalAuthentication, viewerId, type Authenticate } from '../auth/authenticate';
import { aiResultAnswers, sendAiResult } from '../ai';
import { answers, ok } from '../lib/answers';
import { sendCached } from '../lib/cached-answer';
import { languageFromHeader, localize } from '../lib/language';
import type { RateLimiter } from '../lib/rate-limit';
import {
  itemIdParamsSchema,
  ownListQuerySchema,
  privacyBodySchema,
  relatedQuerySchema,
} from '../published/schemas';
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
      {
        onRequest: authenticate,
        schema: { body: checkRequestSchema, response: aiResultAnswers('check', sentenceCheckSchema) },
      },
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
      {
        onRequest: authenticate,
        schema: {
          querystring: ownListQuerySchema,
          response: answers({ 200: checkListResponseSchema }),
        },
      },
      async (request) => ok(await checks.listOwn(currentUser(request).id, request.query)),
    );

    // Before /checks/:id, so that "all" is never taken for an id.
    app.delete(
      '/checks/all',
      { onRequest: authenticate, schema: { response: answers({ 200: deleteAllResponseSchema }) } },
      async (request) => {
        const deletedCount = await checks.deleteAll(currentUser(request).id);
        return ok({ deletedCount, message: localize(request, 'checks.allDeleted', { count: deletedCount }) });
      },
    );

    app.get(
      '/checks/:id',
      {
        onRequest: optionalUser,
        schema: { params: itemIdParamsSchema, response: answers({ 200: checkResponseSchema }) },
      },
      async (request, reply) => {
        const check = await checks.get(request.params.id, viewerId(request));
        return sendCached(request, reply, check, () => ok({ check }));
      },
    );

    app.get(
      '/checks/:id/similar',
      {
        onRequest: optionalUser,
        schema: {
          params: itemIdParamsSchema,
          querystring: relatedQuerySchema,
          response: answers({ 200: similarChecksResponseSchema }),
        },
      },
      async (request) => {
        const similar = await checks.similar(request.params.id, viewerId(request), request.query.limit);
        return ok({ checks: similar });
      },
    );

    app.put(
      '/checks/:id/privacy',
      {
        onRequest: authenticate,
        schema: {
          params: itemIdParamsSchema,
          body: privacyBodySchema,
          response: answers({ 200: checkResponseSchema }),
        },
      },
      async (request) => {
        const { isPublic } = request.body;
        const check = await checks.setPublic(currentUser(request).id, request.params.id, isPublic);
        const message = localize(request, isPublic ? 'checks.madePublic' : 'checks.madePrivate');
        return ok({ check, message });
      },
    );

    app.delete(
      '/checks/:id',
      {
        onRequest: authenticate,
        schema: { params: itemIdParamsSchema, response: answers({ 200: deleteItemResponseSchema }) },
      },
      async (request) => {
        await checks.delete(currentUser(request).id, request.params.id);
        return ok({ message: localize(request, 'checks.deleted') });
      },
    );
  };
}
