import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../lib/errors';
import { pageLanguage } from './page-language';
import { pagePreloads } from './page-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from the same port as /api. Vite fingerprints files under /assets, so
 * they are cached for good; index.html is revalidated every time so a new release shows at once.
 * Any other GET that is not a file gets index.html, so deep links like /generation/{id} work: the
 * visitor's language's copy (index.en.html, index.zh.html; web/language-pages.ts) where the build has it.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // `/` is a page like any other: it gets the visitor's language's copy (sendIndex below).
      index: false,
      // The build writes .br and .gz next to each file (web/vite.config.ts): sent as they are.
      preCompressed: true,
      // Our own cache headers below; send's default would overwrite them.
      cacheControl: false,
      setHeaders(response, sentPath) {
        const path = sentPath.replace(/\.(?:br|gz)$/u, '');
        // The page, the service worker and its manifest name the current release: revalidated each time.
        if (/(?:index\.html|sw\.js|manifest\.webmanifest)$/u.test(path))
          response.setHeader('cache-control', 'no-cache');
        else if (path.includes('/assets/') || path.includes('\\assets\\'))
          response.setHeader('cache-control', IMMUTABLE);
      },
    });
  } else {
    app.log.warn(
      `The web app is not built: ${indexFile} does not exist. Run \`npm run build:web\`; /api works without it.`,
    );
  }

  const languagePages = LANGUAGE_PAGE_NAMES.every((name) => existsSync(join(webDistDir, name)));
  const preloadsFor = pagePreloads(webDistDir);
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const link = preloadsFor(request.url.split('?')[0] ?? '/');
    if (link) reply.header('link', link);
    return sendIndex(reply, languagePages ? `index.${pageLanguage(request.headers)}.html` : 'index.html');
  };
  if (built) app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw errors.notFound(isApi ? 'errors.routeNotFound' : 'errors.notFound');
    }
    // A missing asset (an old tab asking for last release's bundle) must not get HTML back as "JavaScript".
    if (path.startsWith('/assets/')) throw errors.notFound();
    return built ? sendPage(request, reply) : sendNotBuilt(reply, webDistDir);
  });
}

const LANGUAGE_PAGE_NAMES = ['index.en.html', 'index.zh.html'];

function sendIndex(reply: FastifyReply, page: string) {
  // Caches keep one copy per language choice (cookie) and browser preference.
  return reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
    .sendFile(page);
}

function sendNotBuilt(reply: FastifyReply, webDistDir: string) {
  return reply
    .code(503)
    .type('text/plain; charset=utf-8')
    .send(
      `Wordloom's web app is not built (nothing in ${webDistDir}).\nRun \`npm run build:web\`, or \`npm run dev\` while developing. The API is at /api.`,
    );
}
