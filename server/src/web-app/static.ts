import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errors } from '../lib/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from the same port as /api. Vite fingerprints files under /assets, so
 * they are cached for good; index.html is revalidated every time so a new release shows at once.
 * Any other GET that is not a file gets index.html, so deep links like /generation/{id} work.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: 'index.html',
      // The build writes .br and .gz next to each file (web/vite.config.ts): sent as they are.
      preCompressed: true,
      // Our own cache headers below; send's default would overwrite them.
      cacheControl: false,
      setHeaders(response, sentPath) {
        const path = sentPath.replace(/\.(?:br|gz)$/u, '');
        if (path.endsWith('index.html')) response.setHeader('cache-control', 'no-cache');
        else if (path.includes('/assets/') || path.includes('\\assets\\'))
          response.setHeader('cache-control', IMMUTABLE);
      },
    });
  } else {
    app.log.warn(
      `The web app is not built: ${indexFile} does not exist. Run \`npm run build:web\`; /api works without it.`,
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw errors.notFound(isApi ? 'errors.routeNotFound' : 'errors.notFound');
    }
    // A missing asset (an old tab asking for last release's bundle) must not get HTML back as "JavaScript".
    if (path.startsWith('/assets/')) throw errors.notFound();
    return built ? sendIndex(reply) : sendNotBuilt(reply, webDistDir);
  });
}

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

function sendNotBuilt(reply: FastifyReply, webDistDir: string) {
  return reply
    .code(503)
    .type('text/plain; charset=utf-8')
    .send(
      `Wordloom's web app is not built (nothing in ${webDistDir}).\nRun \`npm run build:web\`, or \`npm run dev\` while developing. The API is at /api.`,
    );
}
