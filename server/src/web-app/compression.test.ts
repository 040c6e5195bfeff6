import { request as httpRequest, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/accounts';
import { startScriptedProvider, type ScriptedProvider } from '../test/ai-provider';
import { createTestApp, type TestApp } from '../test/app';
import { createLearners, seedGeneration, type Learner } from '../test/community';

describe('compressed API answers', () => {
  let provider: ScriptedProvider;
  let t: TestApp;
  let origin: string;
  let learner: Learner;
  beforeAll(async () => {
    provider = await startScriptedProvider();
    t = await createTestApp({ ai: { baseUrl: provider.baseUrl } });
    [learner] = (await createLearners(t, 1)) as [Learner];
    for (let i = 0; i < 20; i += 1) await seedGeneration(t, learner.id);
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends a feed page (over 1 KB) as %s to a client that accepts it',
    async (encoding, decompress) => {
      const plain = await t.inject({ method: 'GET', url: '/api/generations/public?sort=recent' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const packed = await t.inject({
        method: 'GET',
        url: '/api/generations/public?sort=recent',
        headers: { 'accept-encoding': encoding },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decompress(packed.rawPayload).toString())).toEqual(plain.json());
    },
  );

  it('leaves small answers as they are', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().success).toBe(true);
  });

  it('never holds back an NDJSON stream: its first line arrives while the AI is still answering', async () => {
    provider.enqueue({ hang: true });
    const response = await post(`${origin}/api/check`, {
      accept: 'application/x-ndjson',
      'accept-encoding': 'br, gzip, deflate',
      'content-type': 'application/json',
      ...bearer(learner.token),
    });
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      const first = await new Promise<string>((resolve) =>
        response.once('data', (chunk) => resolve(String(chunk))),
      );
      expect(first).toContain('"type":"attempt"');
      expect(response.complete).toBe(false);
    } finally {
      response.destroy();
    }
  });
});

function post(url: string, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = httpRequest(url, { method: 'POST', headers }, resolve);
    client.on('error', reject);
    client.end(JSON.stringify({ sentence: 'She go to school every day.', isPublic: false }));
  });
}
