import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/u;

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip -9) next to every text file of the build, once,
 * so the server sends them as they are (@fastify/static's preCompressed) instead of compressing on
 * each request. A compressed copy that is not smaller is left out.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'wordloom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      // A failed build wrote nothing: let its own error be the one reported.
      if (!existsSync(outDir)) return;
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const source = readFileSync(path);
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${path}.gz`, gzip);
      }
    },
  };
}
