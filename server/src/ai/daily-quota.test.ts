import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { startScriptedProvider, type ScriptedProvider } from '../test/ai-provider';
import { saveKey } from '../test/api-keys';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { NDJSON, postCheck } from '../test/generations';

const DAY_MS = 24 * 60 * 60 * 1000;
const REDIS = Boolean(process.env.TEST_REDIS_URL);
/* In-process on SQLite; with Redis and PostgreSQL configured, the setup of several instances. */
const SETUPS = [
  { database: TEST_DATABASES[0]!, redis: false },
  ...(REDIS ? [{ database: TEST_DATABASES.at(-1)!, redis: true }] : []),
];

describe.each(SETUPS)('daily platform AI calls per learner ($database, redis: $redis)', (setup) => {
  let provider: ScriptedProvider;
  let t: TestApp;
  let alice: RegisteredUser;
  beforeAll(async () => {
    provider = await startScriptedProvider();
    t = await createTestApp({
      ...setup,
      ai: {
        baseUrl: provider.baseUrl,
        env: { AI_DAILY_CALLS_PER_USER: '3', AI_CUSTOM_BASE_URLS: `openai=${provider.baseUrl}` },
      },
    });
    alice = await registerUser(t);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  beforeEach(() => provider.reset());

  const models = async (user: RegisteredUser) =>
    (await t.inject({ method: 'GET', url: '/api/ai/models', headers: bearer(user.token) })).json();

  it('counts every attempt, retries included, and then answers 429 until midnight', async () => {
    expect((await models(alice)).dailyCalls).toEqual({ limit: 3, remaining: 3 });
    // Two refused answers and a good one: three provider calls.
    provider.enqueue({ content: 'not json' }, { content: '{"nope":1}' });
    const checked = await postCheck(t, alice.token, { sentence: 'She go to school.', maxRetries: 3 });
    expect(checked.statusCode).toBe(201);
    expect(provider.completions).toHaveLength(3);
    expect((await models(alice)).dailyCalls).toEqual({ limit: 3, remaining: 0 });

    const refused = await postCheck(
      t,
      alice.token,
      { sentence: 'She go to school.' },
      { 'accept-language': 'zh' },
    );
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    const untilMidnight = Math.ceil((DAY_MS - (Date.now() % DAY_MS)) / 1000);
    // The test app's clock stands still from its start: within a minute of the next UTC midnight.
    expect(Math.abs(retryAfter - untilMidnight)).toBeLessThan(60);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'AI_QUOTA_EXCEEDED',
      message: expect.stringContaining('今天的 3 次 AI 请求已用完'),
      retryAfter,
    });
    // Streamed requests are refused the same way, before the stream starts.
    const streamed = await postCheck(t, alice.token, { sentence: 'She go to school.' }, { accept: NDJSON });
    expect(streamed.statusCode).toBe(429);
    expect(provider.completions).toHaveLength(3);
  });

  it('stops a run whose retries reach the cap', async () => {
    const bob = await registerUser(t);
    provider.enqueue({ content: 'not json' }, { content: 'not json' }, { content: 'not json' });
    const first = await postCheck(t, bob.token, { sentence: 'She go to school.', maxRetries: 2 });
    expect(first.json().code).toBe('AI_FORMAT_ERROR');
    const second = await postCheck(t, bob.token, { sentence: 'She go to school.', maxRetries: 5 });
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('AI_QUOTA_EXCEEDED');
    // Two attempts, then one more before the cap: never a fourth paid call.
    expect(provider.completions).toHaveLength(3);
  });

  it("does not count calls on the learner's own key", async () => {
    const carol = await registerUser(t);
    expect((await saveKey(t, carol.token, 'openai', 'sk-proj-Own0123456789abcdefA1b2')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await postCheck(t, carol.token, { sentence: 'She go to school.' })).statusCode).toBe(201);
    }
    expect(provider.completions).toHaveLength(4);
    expect((await models(carol)).dailyCalls).toBeNull();
  });

  it('opens again the next day', async () => {
    const dave = await registerUser(t);
    for (let i = 0; i < 3; i += 1) await postCheck(t, dave.token, { sentence: 'She go to school.' });
    expect((await postCheck(t, dave.token, { sentence: 'She go to school.' })).statusCode).toBe(429);
    t.advanceTime(DAY_MS);
    expect((await postCheck(t, dave.token, { sentence: 'She go to school.' })).statusCode).toBe(201);
  });
});

describe('without a cap', () => {
  it('AI_DAILY_CALLS_PER_USER=0 counts nothing', async () => {
    const provider = await startScriptedProvider();
    const t = await createTestApp({
      ai: { baseUrl: provider.baseUrl, env: { AI_DAILY_CALLS_PER_USER: '0' } },
    });
    try {
      const erin = await registerUser(t);
      const models = await t.inject({ method: 'GET', url: '/api/ai/models', headers: bearer(erin.token) });
      expect(models.json().dailyCalls).toBeNull();
    } finally {
      await t.close();
      await provider.close();
    }
  });
});
