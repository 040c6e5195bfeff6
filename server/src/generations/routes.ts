import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  generateRequestSchema,
  generationListResponseSchema,
  generationResponseSchema,
  generationSchema,
  relatedGenerationsResponseSchema,
} from '@contract';
import type { Authenticate } from '../auth';
import type { RateLimiter } from '../lib/rate-limit';
import { listGenerationsQuerySchema, publishedRoutes } from '../published';
import type { GenerationsService } from './service';

export interface GenerationsRoutesDeps {
  generations: GenerationsService;
  authenticate: Authenticate;
  limiter: RateLimiter;
}

/**
 * POST /api/generate and /api/generations: the routes of a published item (published/routes.ts) with a
 * generation's request, its own list filter (`word`) and its related list.
 */
export function generationsRoutes({
  generations,
  authenticate,
  limiter,
}: GenerationsRoutesDeps): FastifyPluginAsyncZod {
  return publishedRoutes({
    kind: 'generation',
    collection: 'generations',
    createPath: '/generate',
    relatedPath: 'related',
    schemas: {
      createBody: generateRequestSchema,
      item: generationSchema,
      listQuery: listGenerationsQuerySchema,
      oneResponse: generationResponseSchema,
      listResponse: generationListResponseSchema,
      relatedResponse: relatedGenerationsResponseSchema,
    },
    service: generations,
    authenticate,
    limiter,
  });
}
