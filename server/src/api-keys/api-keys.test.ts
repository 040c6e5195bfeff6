import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { systemClock } from '../lib/clock';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { createFakeOfflineChecker } from '../test/ai-engine';
import { startScriptedProvider, type ScriptedProvider } from '../test/ai-provider';
import { encryptForServer, saveKey } from '../test/api-keys';
import { createTestApp, openTestRateLimitStore, TEST_DATABASES, type TestApp } from '../test/app';
import { openFixtureDictionary } from '../test/dictionary';
import { postGenerate } from '../test/generations';
import { captureLog } from '../test/log';
import { addWord } from '../test/words';
import { createApiKeysRepository } from './repository';
import { createApiKeysService } from './service';

const OPENAI_KEY = 'sk-proj-Secret0123456789abcdefA1b2';

describe.each(TEST_DATABASES)('bring your own AI key (%s)', (database) => {
  let provider: ScriptedProvider;
  let t: TestApp;
  let alice: RegisteredUser;
  const log = captureLog();
  beforeAll(async () => {
    provider = await startScriptedProvider();
    // The platform is offline: everything AI-related below goes through the learner's key.
    t = await createTestApp({
      database,
      env: { AI_CUSTOM_BASE_URLS: `openai=${provider.baseUrl},openrouter=${provider.baseUrl}` },
      logger: { level: 'trace', stream: log.stream },
    });
    alice = await registerUser(t);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  beforeEach(() => provider.reset());

  const status = async (token = alice.token) =>
    (await t.inject({ method: 'GET', url: '/api/auth/api-key-status', headers: bearer(token) })).json();
  const testKey = async (providerName: string, key: string, language = 'en') =>
    t.inject({
      method: 'POST',
      url: '/api/auth/test-api-key',
      headers: { ...bearer(alice.token), 'accept-language': language },
      payload: { provider: providerName, apiKey: await encryptForServer(t, key) },
    });

  it('publishes one RSA public key with its id', async () => {
    const first = (await t.inject({ method: 'GET', url: '/api/auth/public-key' })).json();
    const second = (await t.inject({ method: 'GET', url: '/api/auth/public-key' })).json();
    expect(first).toMatchObject({ success: true, algorithm: 'RSA-OAEP-256' });
    expect(first.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(first.keyId).toMatch(/^[\w-]{16}$/);
    expect(second).toEqual(first);
  });

  it('starts on the platform AI with no key', async () => {
    expect(await status()).toEqual({
      success: true,
      useCustomKey: false,
      hasCustomKey: false,
      provider: null,
      keyPreview: null,
    });
  });

  it('sends the saved key to the provider as the bearer, and generates while the platform is offline', async () => {
    const saved = await saveKey(t, alice.token, 'openai', OPENAI_KEY);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      useCustomKey: true,
      hasCustomKey: true,
      provider: 'openai',
      keyPreview: 'sk-…A1b2',
      message: 'API key saved. Wordloom now uses your own key.',
    });
    expect(saved.body).not.toContain(OPENAI_KEY);

    const models = (
      await t.inject({ method: 'GET', url: '/api/ai/models', headers: bearer(alice.token) })
    ).json();
    expect(models).toMatchObject({ source: 'custom', defaultModel: 'gpt-4.1-mini' });
    expect(models.models.map((model: { id: string }) => model.id)).toContain('gpt-4.1');

    const word = await addWord(t, alice.token, 'friend');
    const response = await postGenerate(t, alice.token, { wordIds: [word.id] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().generation).toMatchObject({ provider: 'openai', model: 'gpt-4.1-mini' });
    expect(provider.completions.at(-1)?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
  });

  it('keeps only a sealed key in the database and never shows it', async () => {
    await saveKey(t, alice.token, 'openai', OPENAI_KEY);
    const rows = await t.database.db.selectFrom('api_keys').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(rows).toHaveLength(1);
    for (const form of [OPENAI_KEY, Buffer.from(OPENAI_KEY).toString('base64'), OPENAI_KEY.slice(3, 20)])
      expect(stored).not.toContain(form);
    const serverKeys = JSON.stringify(await t.database.db.selectFrom('server_keys').selectAll().execute());
    expect(serverKeys).not.toContain('PRIVATE KEY');

    const current = await status();
    expect(current).toEqual({
      success: true,
      useCustomKey: true,
      hasCustomKey: true,
      provider: 'openai',
      keyPreview: 'sk-…A1b2',
    });
    expect(JSON.stringify(current)).not.toContain(OPENAI_KEY.slice(3, 20));
    await testKey('openai', OPENAI_KEY);
    expect(log.text()).not.toContain(OPENAI_KEY);
    expect(log.text()).not.toContain(OPENAI_KEY.slice(3, 20));
  });

  it('refuses ciphertext it cannot decrypt, and a key of the wrong shape', async () => {
    const garbage = await t.inject({
      method: 'PUT',
      url: '/api/auth/api-key',
      headers: bearer(alice.token),
      payload: {
        useCustomKey: true,
        provider: 'openai',
        encryptedKey: Buffer.alloc(384, 7).toString('base64'),
      },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The key could not be decrypted. Please reload the page and try again.',
    });

    const wrongShape = await saveKey(t, alice.token, 'anthropic', OPENAI_KEY);
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().message).toContain('Anthropic');
    expect(wrongShape.body).not.toContain(OPENAI_KEY);

    const zh = await t.inject({
      method: 'PUT',
      url: '/api/auth/api-key',
      headers: { ...bearer(alice.token), 'accept-language': 'zh' },
      payload: { useCustomKey: true, provider: 'openai', encryptedKey: 'bm90IGEga2V5' },
    });
    expect(zh.json().message).toBe('无法解密该密钥，请刷新页面后重试');
  });

  it('tests a key with one real request: success names the model', async () => {
    const response = await testKey('openai', OPENAI_KEY);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, model: 'scripted-model' });
    const [request] = provider.requests;
    expect(request).toMatchObject({ method: 'GET', path: '/v1/models' });
    expect(request?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
  });

  it('reports a refused key as "API key test failed: …" without echoing it', async () => {
    // A provider that refuses every key and, like OpenAI, echoes it back masked.
    const refusing = createServer((_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: { message: `Incorrect API key provided: sk-proj-***${OPENAI_KEY.slice(-4)}.` },
        }),
      );
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.address() as AddressInfo;
    const other = await createTestApp({
      database,
      env: { AI_CUSTOM_BASE_URLS: `openai=http://127.0.0.1:${port}/v1` },
    });
    try {
      const bob = await registerUser(other);
      const attempt = async (language: string) =>
        other.inject({
          method: 'POST',
          url: '/api/auth/test-api-key',
          headers: { ...bearer(bob.token), 'accept-language': language },
          payload: { provider: 'openai', apiKey: await encryptForServer(other, OPENAI_KEY) },
        });
      const response = await attempt('en');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'API key test failed: the provider refused the key (HTTP 401): Incorrect API key provided: [key]',
      );
      expect(response.body).not.toContain(OPENAI_KEY.slice(-4));
      expect((await attempt('zh')).json().message).toMatch(
        /^API 密钥测试失败：服务商拒绝了该密钥（HTTP 401）/,
      );
    } finally {
      await other.close();
      await new Promise((resolve) => refusing.close(resolve));
    }
  });

  it('switching back to the platform deletes the key', async () => {
    await saveKey(t, alice.token, 'openai', OPENAI_KEY);
    const response = await t.inject({
      method: 'PUT',
      url: '/api/auth/api-key',
      headers: bearer(alice.token),
      payload: { useCustomKey: false },
    });
    expect(response.json()).toMatchObject({ useCustomKey: false, hasCustomKey: false, keyPreview: null });
    const rows = await t.database.db
      .selectFrom('api_keys')
      .where('user_id', '=', alice.user.id)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
    const models = (
      await t.inject({ method: 'GET', url: '/api/ai/models', headers: bearer(alice.token) })
    ).json();
    expect(models.source).toBe('offline');
  });

  it('lets another instance with the same APP_SECRET use the key, and no instance with another', async () => {
    await saveKey(t, alice.token, 'openai', OPENAI_KEY);
    const twin = await secondInstance(t, t.config.appSecret, provider.baseUrl);
    try {
      const keyA = (await t.inject({ method: 'GET', url: '/api/auth/public-key' })).json();
      const keyB = (await twin.inject({ method: 'GET', url: '/api/auth/public-key' })).json();
      expect(keyB.keyId).toBe(keyA.keyId);
      const word = await addWord(t, alice.token, 'leaf');
      const response = await twin.inject({
        method: 'POST',
        url: '/api/generate',
        headers: bearer(alice.token),
        payload: { wordIds: [word.id] },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(provider.completions.at(-1)?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
      // A key encrypted for instance A can be saved through instance B.
      expect(
        (await saveKey({ inject: (o) => twin.inject(o) }, alice.token, 'openai', OPENAI_KEY)).statusCode,
      ).toBe(200);
    } finally {
      await twin.close();
    }

    const stranger = createApiKeysService({
      repository: createApiKeysRepository(t.database.db),
      appSecret: 'a-completely-different-app-secret-of-enough-length',
      customBaseUrls: {},
      clock: systemClock,
    });
    await expect(stranger.customSource(alice.user.id)).rejects.toThrow();
    await expect(stranger.publicKey()).rejects.toThrow();
  });
});

describe('testing keys', () => {
  it('is limited per learner, as each test is a request to a provider on their behalf', async () => {
    const provider = await startScriptedProvider();
    const t = await createTestApp({
      env: { AI_CUSTOM_BASE_URLS: `openai=${provider.baseUrl}` },
      rateLimits: { testApiKeyPerUser: { limit: 2, windowMs: 60_000 } },
    });
    try {
      const learner = await registerUser(t);
      const attempt = async () =>
        t.inject({
          method: 'POST',
          url: '/api/auth/test-api-key',
          headers: bearer(learner.token),
          payload: { provider: 'openai', apiKey: await encryptForServer(t, OPENAI_KEY) },
        });
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(200);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
      await provider.close();
    }
  });
});

describe('saving keys', () => {
  it('is limited per learner, as each save decrypts with the private key', async () => {
    const t = await createTestApp({ rateLimits: { updateApiKeyPerUser: { limit: 2, windowMs: 60_000 } } });
    try {
      const [learner, other] = [await registerUser(t), await registerUser(t)];
      expect((await saveKey(t, learner.token, 'openai', OPENAI_KEY)).statusCode).toBe(200);
      expect((await saveKey(t, learner.token, 'openai', OPENAI_KEY)).statusCode).toBe(200);
      const limited = await saveKey(t, learner.token, 'openai', OPENAI_KEY);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await saveKey(t, other.token, 'openai', OPENAI_KEY)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

/** A second server on the same database, as behind a load balancer. */
async function secondInstance(t: TestApp, appSecret: string, baseUrl: string): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.config.dataDir,
    WEB_DIST_DIR: t.config.webDistDir,
    APP_SECRET: appSecret,
    AI_CUSTOM_BASE_URLS: `openai=${baseUrl}`,
  });
  const dictionary = await openFixtureDictionary();
  const rateLimitStore = await openTestRateLimitStore(false);
  const app = await buildApp({
    config,
    database: t.database,
    dictionary,
    rateLimitStore,
    logger: false,
    offlineChecker: createFakeOfflineChecker(),
  });
  app.addHook('onClose', async () => {
    dictionary.close();
    await rateLimitStore.close();
  });
  return app;
}
