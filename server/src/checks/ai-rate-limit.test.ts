import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';

/* The offline checker answers here (the test app's stand-in), so only the limit is under test. */
describe('AI requests are rate-limited per learner', () => {
  let t: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { aiRequestsPerUser: { limit: 2, windowMs: 60_000 } } });
    alice = await registerUser(t);
    bob = await registerUser(t);
  });
  afterAll(() => t.close());

  const check = (user: RegisteredUser, language = 'en') =>
    t.inject({
      method: 'POST',
      url: '/api/check',
      headers: { ...bearer(user.token), 'accept-language': language },
      payload: { sentence: 'She go to school every day.' },
    });
  const generate = (user: RegisteredUser) =>
    t.inject({
      method: 'POST',
      url: '/api/generate',
      headers: bearer(user.token),
      payload: { wordIds: ['x'] },
    });

  it('answers 429 with Retry-After once generations and checks together pass the limit', async () => {
    expect((await check(alice)).statusCode).toBe(201);
    expect((await generate(alice)).statusCode).toBe(404);
    const limited = await check(alice, 'zh');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('秒后再试'),
    });
    expect((await generate(alice)).statusCode).toBe(429);
  });

  it("does not touch another learner's budget", async () => {
    expect((await check(bob)).statusCode).toBe(201);
  });
});
