import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { sendCached } from './cached-answer';

function appWith(shared: { items: string[] }, answer: () => unknown) {
  const app = Fastify();
  app.get(
    '/feed',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { success: { type: 'boolean' }, items: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
    (request, reply) => sendCached(request, reply, shared, answer),
  );
  return app;
}

describe('sendCached', () => {
  const shared = { items: Array.from({ length: 200 }, (_, index) => `sentence number ${index}`) };

  it('sends the answer in the encoding asked for, serialized by the route schema, made once per encoding', async () => {
    // `secret` is not in the response schema: the route's own serializer leaves it out.
    const answer = vi.fn(() => ({ success: true, items: shared.items, secret: 'not in the schema' }));
    const app = appWith(shared, answer);
    const expected = JSON.stringify({ success: true, items: shared.items });

    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let request = 0; request < 3; request += 1) {
        const response = await app.inject({ url: '/feed', headers: { 'accept-encoding': `${encoding}` } });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/Accept-Encoding/);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(decode(response.rawPayload).toString()).toBe(expected);
      }
    }
    const plain = await app.inject({ url: '/feed' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(expected);
    // br, gzip and identity: three makings for nine requests.
    expect(answer).toHaveBeenCalledTimes(3);
  });

  it('tags each encoding with a strong ETag made with its bytes, and answers a match with a 304', async () => {
    const answer = vi.fn(() => ({ success: true, items: shared.items }));
    const app = appWith({ items: [...shared.items] }, answer);
    const first = await app.inject({ url: '/feed', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect((await app.inject({ url: '/feed', headers: { 'accept-encoding': 'br' } })).headers.etag).toBe(
      etag,
    );
    const gzip = await app.inject({ url: '/feed', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.etag).not.toBe(etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await app.inject({
        url: '/feed',
        headers: { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await app.inject({
      url: '/feed',
      headers: { 'accept-encoding': 'br', 'if-none-match': gzip.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
    // br and gzip: two makings, however many requests and revalidations.
    expect(answer).toHaveBeenCalledTimes(2);
  });

  it("lets shared caches keep a guest's answer briefly, and only the reader's browser a reader's", async () => {
    const app = appWith(shared, () => shared);
    const guest = await app.inject({ url: '/feed' });
    expect(guest.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(guest.headers.vary).toBe('Authorization, Accept-Encoding');
    const reader = await app.inject({ url: '/feed', headers: { authorization: 'Bearer a-token' } });
    expect(reader.headers['cache-control']).toBe('private, no-cache');
    expect(reader.headers.vary).toBe('Authorization, Accept-Encoding');
  });

  it('makes the bytes anew for another value (the read cache dropped or replaced the page)', async () => {
    let current = { items: ['first'] };
    const app = Fastify();
    app.get('/feed', (request, reply) => sendCached(request, reply, current, () => current));
    const first = await app.inject({ url: '/feed' });
    expect(first.json()).toEqual({ items: ['first'] });
    current = { items: ['second'] };
    const second = await app.inject({
      url: '/feed',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ items: ['second'] });
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });
});
