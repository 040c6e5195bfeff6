import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicFeedQuerySchema } from '@contract';
import { currentUser, optionalAuthentication, viewerId, type Authenticate } from '../auth/authenticate';
import { itemIdParamsSchema } from '../generations/schemas';
import { localize } from '../lib/language';
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
    const optionalUser = optionalAuthentication(authenticate);

    app.get(
      '/generations/public',
      { onRequest: optionalUser, schema: { querystring: publicFeedQuerySchema } },
      async (request) => {
        const { items, ...page } = await community.publicGenerations(request.query, viewerId(request));
        return { success: true, generations: items, ...page };
      },
    );

    app.get(
      '/checks/public',
      { onRequest: optionalUser, schema: { querystring: publicFeedQuerySchema } },
      async (request) => {
        const { items, ...page } = await community.publicChecks(request.query, viewerId(request));
        return { success: true, checks: items, ...page };
      },
    );

    app.get('/generations/public/stats', async () => {
      return { success: true, stats: await community.publicStats('generation') };
    });

    app.get('/checks/public/stats', async () => {
      return { success: true, stats: await community.publicStats('check') };
    });

    for (const [path, kind] of [
      ['/generations/:id/like', 'generation'],
      ['/checks/:id/like', 'check'],
    ] as const) {
      app.post(path, { onRequest: authenticate, schema: { params: itemIdParamsSchema } }, async (request) => {
        const result = await community.toggleLike(kind, request.params.id, currentUser(request).id);
        const message = localize(request, result.liked ? 'likes.liked' : 'likes.unliked');
        return { success: true, ...result, message };
      });
    }
  };
}
