import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

const INDEX = '<!doctype html><title>Wordloom</title><div id="root"></div>';
// What web/language-pages.ts writes beside index.html: each language's page preloads its texts.
const PAGES = {
  en: '<!doctype html><html lang="en"><link rel="modulepreload" href="/assets/en-1.js"><div id="root"></div>',
  zh: '<!doctype html><html lang="zh-CN"><link rel="modulepreload" href="/assets/zh-1.js"><div id="root"></div>',
};

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'wordloom-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'index.en.html'), PAGES.en);
    writeFileSync(join(dist, 'index.zh.html'), PAGES.zh);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Wordloom"}');
    // What the build lists for the pages whose code loads on first visit (web/page-preloads.ts).
    writeFileSync(
      join(dist, 'page-preloads.json'),
      JSON.stringify([
        {
          path: '/community',
          scripts: ['assets/community-1.js', 'assets/card-2.js'],
          styles: ['assets/community-3.css'],
        },
        { path: '/generation/:id', scripts: ['assets/generation-view-4.js'], styles: [] },
      ]),
    );
    // What the build writes next to each file (web/precompress.ts).
    for (const file of ['index.html', 'index.en.html', 'index.zh.html', 'assets/index-abc123.js']) {
      const source = readFileSync(join(dist, file));
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(source));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(source));
    }
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/words', '/generation/abc-123', '/check/x?y=1', '/some/deep/link'])(
    'answers the deep link %s with the page, never cached',
    async (url) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(PAGES.en);
    },
  );

  it.each(['/sw.js', '/manifest.webmanifest'])(
    'has %s revalidated every time, so a new release reaches installed apps',
    async (url) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it("names a page's own code as preloads when the page is opened directly, and no other's", async () => {
    const link = async (url: string) => (await t.inject({ method: 'GET', url })).headers.link;
    expect(await link('/community?sort=popular')).toBe(
      '</assets/community-1.js>; rel=modulepreload; crossorigin, </assets/card-2.js>; rel=modulepreload; crossorigin, ' +
        '</assets/community-3.css>; rel=preload; as=style; crossorigin',
    );
    expect(await link('/generation/abc-123')).toBe(
      '</assets/generation-view-4.js>; rel=modulepreload; crossorigin',
    );
    for (const url of ['/', '/generation', '/generation/', '/generation/a/b', '/communityx', '/words']) {
      expect(await link(url)).toBeUndefined();
    }
  });

  it.each([
    [{ 'accept-language': 'zh-CN,zh;q=0.9' }, PAGES.zh],
    [{ 'accept-language': 'en-GB' }, PAGES.en],
    // The learner's own choice, which the web app mirrors into a cookie, wins over the browser's.
    [{ 'accept-language': 'zh-CN', cookie: 'wordloom.language=en' }, PAGES.en],
    [{ 'accept-language': 'en-US', cookie: 'wordloom.language=zh' }, PAGES.zh],
  ])('sends the page of the language the app will start in (%o)', async (headers, page) => {
    for (const url of ['/', '/community']) {
      const response = await t.inject({ method: 'GET', url, headers });
      expect(response.body).toBe(page);
      expect(String(response.headers.vary)).toMatch(/Accept-Language/);
      expect(String(response.headers.vary)).toMatch(/Cookie/);
    }
  });

  it('serves fingerprinted assets as immutable', async () => {
    const response = await t.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends the precompressed %s copy to a browser that accepts it, with the same cache rules',
    async (encoding, decompress) => {
      const asset = await t.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decompress(asset.rawPayload).toString()).toBe('console.log("app")');

      for (const url of ['/', '/community']) {
        const page = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(page.headers['content-encoding']).toBe(encoding);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(String(page.headers.vary)).toMatch(/Accept-Encoding.*Accept-Language/);
        expect(decompress(page.rawPayload).toString()).toBe(PAGES.en);
      }
    },
  );

  it('answers a missing asset with 404, not index.html', async () => {
    const response = await t.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
  });

  it('serves other files from the dist dir', async () => {
    const response = await t.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<svg');
  });

  it('keeps unknown /api paths as JSON 404, not index.html', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/words-that-do-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('does not answer index.html to other methods', async () => {
    const response = await t.inject({ method: 'POST', url: '/words', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('sends a content security policy the app can live with, without upgrade-insecure-requests', async () => {
    for (const url of ['/', '/api/health']) {
      const csp = String((await t.inject({ method: 'GET', url })).headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'font-src': "'self' data:",
        'connect-src': "'self'",
        'object-src': "'none'",
        'frame-ancestors': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
      });
    }
  });

  it('sends the other helmet headers', async () => {
    const response = await t.inject({ method: 'GET', url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('without a built web app', () => {
  it('says clearly that it must be built, and the API still works', async () => {
    const t = await createTestApp({ env: { WEB_DIST_DIR: join(tmpdir(), 'wordloom-missing-dist') } });
    const page = await t.inject({ method: 'GET', url: '/words' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build:web');
    expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.close();
  });
});
