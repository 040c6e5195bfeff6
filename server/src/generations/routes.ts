import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteAllResponseSchema,
  deleteItemResponseSchema,
  generateRequestSchema,
  generationListResponseSchema,
  generationResponseSchema,
  generationSchema,
  relatedGenerationsResponseSchema,
} from '@contract';
import { currentUser, optionalAuthentication, viewerId, type Authenticate } from '../auth/authenticate';
import { aiResultAnswers, sendAiResult } from '../ai';
import { answers, ok } from '../lib/answers';
import { sendCached } from '../lib/cached-answer';
import { languageFromHeader, localize } from '../lib/language';
import type { RateLimiter } from '../lib/rate-limit';
import {
  itemIdParamsSchema,
  listGenerationsQuerySchema,
  privacyBodySchema,
  relatedQuerySchema,
} from '../published/schemas';
import type { GenerationsService } from './service';

export interface GenerationsRoutesDeps {
  generations: GenerationsService;
  authenticate: Authenticate;
  limiter: RateLimiter;
}

/**
 * POST /api/generate and /api/generations. Creating, listing one's own and changing need a session;
 * one generation and its related ones are open to guests (public ones; the owner also sees private ones).
 */
export function generationsRoutes({
  generations,
  authenticate,
  limiter,
}: GenerationsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const optionalUser = optionalAuthentication(authenticate);

    app.post(
      '/generate',
      {
        onRequest: authenticate,
        schema: { body: generateRequestSchema, response: aiResultAnswers('generation', generationSchema) },
      },
      async (request, reply) => {
        await limiter.consume([['aiRequestsPerUser', currentUser(request).id]]);
        // Words not in the caller's list are refused before any AI work starts (404, not a stream).
        const plan = await generations.plan(currentUser(request), request.body);
        const language = languageFromHeader(request.headers['accept-language']);
        return sendAiResult(request, reply, {
          kind: 'generation',
          run: (signal, onProgress) => generations.create(plan, { signal, language, onProgress }),
          present: (generation) => generation,
          status: 201,
          message: 'generations.created',
        });
      },
    );

    app.get(
      '/generations',
      {
        onRequest: authenticate,
        schema: {
          querystring: listGenerationsQuerySchema,
          response: answers({ 200: generationListResponseSchema }),
        },
      },
      async (request) => ok(await generations.listOwn(currentUser(request).id, request.query)),
    );

    // Before /generations/:id, so that "all" is never taken for an id.
    app.delete(
      '/generations/all',
      { onRequest: authenticate, schema: { response: answers({ 200: deleteAllResponseSchema }) } },
      async (request) => {
        const deletedCount = await generations.deleteAll(currentUser(request).id);
        return ok({
          deletedCount,
          message: localize(request, 'generations.allDeleted', { count: deletedCount }),
        });
      },
    );

    app.get(
      '/generations/:id',
      {
        onRequest: optionalUser,
        schema: { params: itemIdParamsSchema, response: answers({ 200: generationResponseSchema }) },
      },
      async (request, reply) => {
        const generation = await generations.get(request.params.id, viewerId(request));
        return sendCached(request, reply, generation, () => ok({ generation }));
      },
    );

    app.get(
      '/generations/:id/related',
      {
        onRequest: optionalUser,
        schema: {
          params: itemIdParamsSchema,
          querystring: relatedQuerySchema,
          response: answers({ 200: relatedGenerationsResponseSchema }),
        },
      },
      async (request) => {
        const related = await generations.related(request.params.id, viewerId(request), request.query.limit);
        return ok({ generations: related });
      },
    );

    app.put(
      '/generations/:id/privacy',
      {
        onRequest: authenticate,
        schema: {
          params: itemIdParamsSchema,
          body: privacyBodySchema,
          response: answers({ 200: generationResponseSchema }),
        },
      },
      async (request) => {
        const { isPublic } = request.body;
        const generation = await generations.setPublic(currentUser(request).id, request.params.id, isPublic);
        const message = localize(request, isPublic ? 'generations.madePublic' : 'generations.madePrivate');
        return ok({ generation, message });
      },
    );

    app.delete(
      '/generations/:id',
      {
        onRequest: authenticate,
        schema: { params: itemIdParamsSchema, response: answers({ 200: deleteItemResponseSchema }) },
      },
      async (request) => {
        await generations.delete(currentUser(request).id, request.params.id);
        return ok({ message: localize(request, 'generations.deleted') });
      },
    );
  };
}
