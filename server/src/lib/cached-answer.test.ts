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

  it('makes the bytes anew for another value (the read cache dropped or replaced the page)', async () => {
    let current = { items: ['first'] };
    const app = Fastify();
    app.get('/feed', (request, reply) => sendCached(request, reply, current, () => current));
    expect((await app.inject({ url: '/feed' })).json()).toEqual({ items: ['first'] });
    current = { items: ['second'] };
    expect((await app.inject({ url: '/feed' })).json()).toEqual({ items: ['second'] });
  });
});
