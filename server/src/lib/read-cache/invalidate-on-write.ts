import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from './cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every successful write through the API (any method but GET/HEAD/OPTIONS, answered below 400)
 * invalidates the read cache: before the answer goes out, so the writer's next read is fresh, and again
 * when it has gone out, for streamed answers (POST /generate as NDJSON) that save at the end of the stream.
 * Coarse on purpose: no write can be forgotten, and reads far outnumber writes.
 * Whether it was the API's is asked of the route that matched, never of the URL as sent: the router
 * decodes the path first, so /%61pi/... reaches an /api/ route too.
 */
export function invalidateOnWrite(app: FastifyInstance, cache: ReadCache): void {
  const wrote = (request: FastifyRequest, reply: FastifyReply) =>
    !READS.has(request.method) &&
    reply.statusCode < 400 &&
    (request.routeOptions.url?.startsWith('/api/') ?? false);
  const invalidate = async (request: FastifyRequest) => {
    try {
      await cache.invalidate([]);
    } catch (error) {
      // Cached pages still expire on their own; the write itself has succeeded.
      request.log.error({ err: error }, 'could not invalidate the read cache');
    }
  };
  app.addHook('onSend', async (request, reply, payload) => {
    if (wrote(request, reply)) await invalidate(request);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (wrote(request, reply)) await invalidate(request);
  });
}
