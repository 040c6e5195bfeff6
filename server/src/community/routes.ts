import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkListResponseSchema,
  generationListResponseSchema,
  likeResponseSchema,
  publicFeedQuerySchema,
  publicStatsResponseSchema,
} from '@contract';
import { type Authenticate, currentUser, optionalAuthentication, viewerId } from '../auth';
import { itemIdParamsSchema } from '../published';
import { answers, ok } from '../lib/answers';
import { localize } from '../lib/language';
import { sendCached } from '../lib/cached-answer';
import type { CommunityService } from './service';

export interface CommunityRoutesDeps {
  community: CommunityService;
  authenticate: Authenticate;
}

/**
 * The public feeds and their statistics (open to guests; a signed-in reader also sees which items they
 * liked), and liking (signed-in only). Registered before the generation and check routes: these paths
 * are static, so /generations/public is never read as an id either way.
 */
export function communityRoutes({ community, authenticate }: CommunityRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // A feed page is the read cache's own object, the guests' one or a reader's own with their likes:
    // its bytes are made once (lib/cached-answer.ts).
    const optionalUser = optionalAuthentication(authenticate);

    app.get(
      '/generations/public',
      {
        onRequest: optionalUser,
        schema: {
          querystring: publicFeedQuerySchema,
          response: answers({ 200: generationListResponseSchema }),
        },
      },
      async (request, reply) => {
        const page = await community.publicGenerations(request.query, viewerId(request));
        const { items, ...rest } = page;
        return sendCached(request, reply, page, () => ok({ generations: items, ...rest }));
      },
    );

    app.get(
      '/checks/public',
      {
        onRequest: optionalUser,
        schema: { querystring: publicFeedQuerySchema, response: answers({ 200: checkListResponseSchema }) },
      },
      async (request, reply) => {
        const page = await community.publicChecks(request.query, viewerId(request));
        const { items, ...rest } = page;
        return sendCached(request, reply, page, () => ok({ checks: items, ...rest }));
      },
    );

    for (const [path, kind] of [
      ['/generations/public/stats', 'generation'],
      ['/checks/public/stats', 'check'],
    ] as const) {
      app.get(
        path,
        { schema: { response: answers({ 200: publicStatsResponseSchema }) } },
        async (request, reply) => {
          const stats = await community.publicStats(kind);
          return sendCached(request, reply, stats, () => ok({ stats }));
        },
      );
    }

    for (const [path, kind] of [
      ['/generations/:id/like', 'generation'],
      ['/checks/:id/like', 'check'],
    ] as const) {
      app.post(
        path,
        {
          onRequest: authenticate,
          schema: { params: itemIdParamsSchema, response: answers({ 200: likeResponseSchema }) },
        },
        async (request) => {
          const result = await community.toggleLike(kind, request.params.id, currentUser(request).id);
          const message = localize(request, result.liked ? 'likes.liked' : 'likes.unliked');
          return ok({ ...result, message });
        },
      );
    }
  };
}
