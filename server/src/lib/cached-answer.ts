import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/* Every encoding the compression plugin offers: one it would add itself would not match the ETag. */
type Encoding = 'br' | 'gzip' | 'deflate' | 'identity';

/** Smaller than this, compressing an answer is not worth it (here and in web-app/compression.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/*
 * A guest's answer may be kept by the browser and shared caches for a few seconds, and used a while
 * longer while it is checked again in the background. A signed-in reader's carries their likedByMe (or is
 * their own page): kept by their browser only, and always checked again first (a 304 when unchanged).
 */
export const GUEST_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';
export const READER_CACHE_CONTROL = 'private, no-cache';

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
  /** A strong validator: a hash of exactly these bytes, so the same page has the same one everywhere. */
  etag: string;
}

/**
 * Sends an answer made from a value the read cache holds (a feed page, an item, the statistics, a
 * reader's own page of words) as bytes made once: serialized by the route's own response schema and
 * compressed in the encoding the client asked for, the first time each is asked for. Every later request
 * that reads the same value gets those bytes as they are: no serializing, no compressing, no hashing per
 * request (npm run bench:http). A value read for one reader is only ever that reader's: the cache keys it
 * by reader.
 *
 * HTTP caching: the answer carries its ETag, and a request whose If-None-Match names it gets a 304 with
 * no body. Guests (no Authorization header) may be served from caches for a few seconds; a signed-in
 * reader's answer is private and revalidated every time.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: object,
  answer: () => unknown,
): FastifyReply {
  const encoding = (negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip', 'deflate']) ??
    'identity') as Encoding;
  let byEncoding = madeBytes.get(cached);
  if (!byEncoding) {
    byEncoding = new Map();
    madeBytes.set(cached, byEncoding);
  }
  let made = byEncoding.get(encoding);
  if (!made) {
    made = make(Buffer.from(reply.serialize(answer()) as string), encoding);
    byEncoding.set(encoding, made);
  }
  reply
    .header('etag', made.etag)
    .header(
      'cache-control',
      request.headers.authorization === undefined ? GUEST_CACHE_CONTROL : READER_CACHE_CONTROL,
    )
    .header('vary', 'Authorization, Accept-Encoding');
  if (namesEtag(request.headers['if-none-match'], made.etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  // Already compressed: @fastify/compress passes an answer with a content-encoding through untouched.
  if (made.encoding !== 'identity') reply.header('content-encoding', made.encoding);
  return reply.send(made.bytes);
}

function make(json: Buffer, encoding: Encoding): Made {
  const [bytes, madeEncoding] =
    json.length < COMPRESS_FROM_BYTES ? [json, 'identity' as const] : [compress(json, encoding), encoding];
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
  return { bytes, encoding: madeEncoding, etag };
}

function compress(json: Buffer, encoding: Encoding): Buffer {
  switch (encoding) {
    case 'br':
      return brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    case 'gzip':
      return gzipSync(json);
    case 'deflate':
      return deflateSync(json);
    case 'identity':
      return json;
  }
}

/*
 * If-None-Match: "*" or a list of entity tags, compared weakly (RFC 9110 §13.1.2): W/"x" names "x" too.
 */
function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
