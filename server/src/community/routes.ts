import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkListResponseSchema,
  generationListResponseSchema,
  likeResponseSchema,
  publicFeedQuerySchema,
  publicStatsResponseSchema,
} from '@contract';
import { currentUser, optionalAuthentication, viewerId, type Authenticate } from '../auth/authenticate';
import { itemIdParamsSchema } from '../published/schemas';
import { answers, ok } from '../lib/answers';
import { localize } from '../lib/language';
import { sendShared } from '../lib/shared-answer';
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
    // A guest's feed page is the read cache's own object, the same for every guest: its bytes are made
    // once (lib/shared-answer.ts). A signed-in reader's page carries their likes and is written per request.
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
        const viewer = viewerId(request);
        const page = await community.publicGenerations(request.query, viewer);
        const { items, ...rest } = page;
        const answer = () => ok({ generations: items, ...rest });
        return viewer === null ? sendShared(request, reply, page, answer) : answer();
      },
    );

    app.get(
      '/checks/public',
      {
        onRequest: optionalUser,
        schema: { querystring: publicFeedQuerySchema, response: answers({ 200: checkListResponseSchema }) },
      },
      async (request, reply) => {
        const viewer = viewerId(request);
        const page = await community.publicChecks(request.query, viewer);
        const { items, ...rest } = page;
        const answer = () => ok({ checks: items, ...rest });
        return viewer === null ? sendShared(request, reply, page, answer) : answer();
      },
    );

    for (const [path, kind] of [
      ['/generations/public/stats', 'generation'],
      ['/checks/public/stats', 'check'],
    ] as const) {
      app.get(path, { schema: { response: answers({ 200: publicStatsResponseSchema }) } }, async () =>
        ok({ stats: await community.publicStats(kind) }),
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
