import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkListResponseSchema,
  checkRequestSchema,
  checkResponseSchema,
  sentenceCheckSchema,
  similarChecksResponseSchema,
} from '@contract';
import type { Authenticate } from '../auth';
import type { RateLimiter } from '../lib/rate-limit';
import { ownListQuerySchema, publishedRoutes } from '../published';
import type { ChecksService } from './service';

export interface ChecksRoutesDeps {
  checks: ChecksService;
  authenticate: Authenticate;
  limiter: RateLimiter;
}

/**
 * POST /api/check and /api/checks: the routes of a published item (published/routes.ts) with a check's
 * request and its similar list.
 */
export function checksRoutes({ checks, authenticate, limiter }: ChecksRoutesDeps): FastifyPluginAsyncZod {
  return publishedRoutes({
    kind: 'check',
    collection: 'checks',
    createPath: '/check',
    relatedPath: 'similar',
    schemas: {
      createBody: checkRequestSchema,
      item: sentenceCheckSchema,
      listQuery: ownListQuerySchema,
      oneResponse: checkResponseSchema,
      listResponse: checkListResponseSchema,
      relatedResponse: similarChecksResponseSchema,
    },
    service: { ...checks, related: checks.similar },
    authenticate,
    limiter,
  });
}
