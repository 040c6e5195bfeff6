import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_FROM_BYTES } from '../lib/cached-answer';

/*
 * API answers over 1 KB (feed pages, word lists, exports) go out compressed when the client accepts it.
 * Only whole JSON and text answers: an NDJSON stream (POST /generate and /check with Accept:
 * application/x-ndjson) must reach the reader line by line, and a compressor would hold its lines back
 * until it had a block worth sending. The built web app's files are compressed at build time instead
 * (web/vite.config.ts) and served as they are (static.ts).
 */
const COMPRESSIBLE = /^(?:application\/json|text\/(?:html|plain|css|javascript)|image\/svg\+xml)(?:;|$)/u;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_FROM_BYTES,
    customTypes: COMPRESSIBLE,
    encodings: ['br', 'gzip', 'deflate'],
    // Fast settings: an API answer is compressed on every request, unlike the assets.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    /*
     * Answers up to 64 KB (every feed, list and result page) are compressed in one call. The plugin's
     * default on a 2-core host (8 KB) sent a 13 KB feed page through a zlib stream per response, which
     * cost more than the compression itself: 3,400 → 8,000 req/s on the guest feed (npm run bench:http).
     * Larger answers (exports) still stream, so the event loop is never held for long.
     */
    syncThreshold: 64 * 1024,
  });
}
