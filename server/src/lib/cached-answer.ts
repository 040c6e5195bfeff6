import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/** Smaller than this, compressing an answer is not worth it (here and in web-app/compression.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/*
 * The bytes made for each cached value, by encoding. Keyed by the value itself: a value the read cache
 * holds is the same object for every request that reads it until the cache drops it, and then its bytes
 * go with it. A value the cache did not keep (a fresh one from Redis) simply misses: its bytes are made
 * again, never stale.
 */
const madeBytes = new WeakMap<object, Map<Encoding, Made>>();

interface Made {
  bytes: Buffer;
  /** What the bytes are: a small answer is kept as it is whatever the client accepts. */
  encoding: Encoding;
}

/**
 * Sends an answer made from a value the read cache holds (a guests' feed page, a reader's own page of
 * words) as bytes made once: serialized by the route's own response schema and compressed in the
 * encoding the client asked for, the first time each is asked for. Every later request that reads the
 * same value gets those bytes as they are: no serializing, no compressing per request (npm run
 * bench:http). A value read for one reader is only ever that reader's: the cache keys it by reader.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: object,
  answer: () => unknown,
): FastifyReply {
  const encoding = (negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) ??
    'identity') as Encoding;
  let byEncoding = madeBytes.get(cached);
  if (!byEncoding) {
    byEncoding = new Map();
    madeBytes.set(cached, byEncoding);
  }
  let made = byEncoding.get(encoding);
  if (!made) {
    const json = Buffer.from(reply.serialize(answer()) as string);
    made =
      json.length < COMPRESS_FROM_BYTES
        ? { bytes: json, encoding: 'identity' }
        : { bytes: compress(json, encoding), encoding };
    byEncoding.set(encoding, made);
  }
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  // Already compressed: @fastify/compress passes an answer with a content-encoding through untouched.
  if (made.encoding !== 'identity') reply.header('content-encoding', made.encoding);
  return reply.send(made.bytes);
}

function compress(json: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return encoding === 'gzip' ? gzipSync(json) : json;
}
