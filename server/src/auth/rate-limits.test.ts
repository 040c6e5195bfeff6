import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { registerUser, type RegisteredUser } from '../test/accounts';

const STORES = process.env.TEST_REDIS_URL ? (['memory', 'redis'] as const) : (['memory'] as const);
const WINDOW = { windowMs: 15 * 60_000 };

describe.each(STORES)('rate limits on the account endpoints (%s store)', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // With Redis, the accounts live in PostgreSQL when it is configured: the multi-instance setup.
      database: store === 'redis' ? TEST_DATABASES.at(-1) : TEST_DATABASES[0],
      redis: store === 'redis',
      rateLimits: {
        loginFailuresPerAccountAndIp: { limit: 3, ...WINDOW },
        loginFailuresPerAccount: { limit: 8, ...WINDOW },
        loginPerIp: { limit: 5, ...WINDOW },
        registerPerIp: { limit: 4, ...WINDOW },
        forgotPasswordPerEmail: { limit: 2, ...WINDOW },
        forgotPasswordPerIp: { limit: 4, ...WINDOW },
        verifyResetCodePerEmail: { limit: 3, ...WINDOW },
        verifyResetCodePerIp: { limit: 4, ...WINDOW },
        resetPasswordPerEmail: { limit: 2, ...WINDOW },
      },
    });
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    payload: object,
    remoteAddress = '10.0.0.1',
    headers: Record<string, string> = {},
  ) => t.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress, headers });

  function expectLimited(response: Awaited<ReturnType<typeof post>>) {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(response.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please try again in ${retryAfter} seconds.`,
      retryAfter,
    });
  }

  describe('login', () => {
    let alice: RegisteredUser;
    beforeAll(async () => {
      alice = await registerUser(t, {});
    });

    it("per account and address: blocks the attacker's address while the owner signs in from theirs", async () => {
      const attacker = '10.1.0.66';
      for (let i = 0; i < 3; i += 1) {
        expect((await post('login', { email: alice.email, password: 'wrong' }, attacker)).statusCode).toBe(
          401,
        );
      }
      expectLimited(await post('login', { email: alice.email, password: 'wrong' }, attacker));
      // Even the right password: the attacker's address is blocked for this account.
      expectLimited(await post('login', { email: alice.email, password: alice.password }, attacker));
      const owner = await post(
        'login',
        { email: alice.email.toUpperCase(), password: alice.password },
        '10.1.0.1',
      );
      expect(owner.statusCode).toBe(200);
    });

    it('per account: a correct password is never refused for failures below the ceiling', async () => {
      const carol = await registerUser(t, {});
      // 7 failures from 7 addresses: under the per-account ceiling of 8.
      for (let i = 0; i < 7; i += 1) {
        expect(
          (await post('login', { email: carol.email, password: 'wrong' }, `10.7.0.${i}`)).statusCode,
        ).toBe(401);
      }
      expect(
        (await post('login', { email: carol.email, password: carol.password }, '10.7.1.1')).statusCode,
      ).toBe(200);
      // Successes do not count: the owner can sign in as often as they like.
      for (let i = 0; i < 4; i += 1) {
        expect(
          (await post('login', { email: carol.email, password: carol.password }, `10.7.2.${i}`)).statusCode,
        ).toBe(200);
      }
      // The eighth failure reaches the ceiling: a spray from many addresses stops there, for everyone.
      expect((await post('login', { email: carol.email, password: 'wrong' }, '10.7.0.8')).statusCode).toBe(
        401,
      );
      expectLimited(await post('login', { email: carol.email, password: carol.password }, '10.7.1.2'));
    });

    it('per IP: one address cannot spray many accounts', async () => {
      for (let i = 0; i < 5; i += 1) {
        const response = await post('login', { email: `spray${i}@example.com`, password: 'x' }, '10.2.0.1');
        expect(response.statusCode).toBe(401);
      }
      expectLimited(await post('login', { email: 'spray-last@example.com', password: 'x' }, '10.2.0.1'));
      expect(
        (await post('login', { email: 'spray-last@example.com', password: 'x' }, '10.2.0.2')).statusCode,
      ).toBe(401);
    });

    it('says how long to wait in Chinese too', async () => {
      const response = await post('login', { email: alice.email, password: 'x' }, '10.1.0.66', {
        'accept-language': 'zh',
      });
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toMatch(/^尝试次数过多，请 \d+ 秒后再试$/);
    });
  });

  it('register: per IP', async () => {
    const responses = [];
    for (let i = 0; i < 5; i += 1) {
      responses.push(
        await post(
          'register',
          { username: `limit_${i}_${store}`, email: `limit${i}.${store}@example.com`, password: 'secret1' },
          '10.3.0.1',
        ),
      );
    }
    expect(responses.slice(0, 4).map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expectLimited(responses[4]!);
  });

  describe('password reset', () => {
    let bob: RegisteredUser;
    beforeAll(async () => {
      bob = await registerUser(t);
    });

    it('forgot-password: per email', async () => {
      expect((await post('forgot-password', { email: bob.email }, '10.4.0.1')).statusCode).toBe(200);
      expect((await post('forgot-password', { email: bob.email }, '10.4.0.2')).statusCode).toBe(200);
      expectLimited(await post('forgot-password', { email: bob.email }, '10.4.0.3'));
      expect(t.sentMails.filter((mail) => mail.to === bob.email)).toHaveLength(2);
    });

    it('forgot-password: per IP', async () => {
      for (let i = 0; i < 4; i += 1) {
        expect(
          (await post('forgot-password', { email: `nobody${i}@example.com` }, '10.5.0.1')).statusCode,
        ).toBe(404);
      }
      expectLimited(await post('forgot-password', { email: 'nobody-else@example.com' }, '10.5.0.1'));
    });

    it('verify-reset-code: per email, whatever the address', async () => {
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await post('verify-reset-code', { email: bob.email, code: '000000' }, `10.6.0.${i}`)).statusCode,
        ).not.toBe(429);
      }
      expectLimited(await post('verify-reset-code', { email: bob.email, code: '000000' }, '10.6.0.9'));
    });

    it('verify-reset-code: per address, across many accounts', async () => {
      for (let i = 0; i < 4; i += 1) {
        expect(
          (await post('verify-reset-code', { email: `guess${i}@example.com`, code: '000000' }, '10.8.0.1'))
            .statusCode,
        ).toBe(400);
      }
      expectLimited(
        await post('verify-reset-code', { email: 'guess9@example.com', code: '000000' }, '10.8.0.1'),
      );
      expect(
        (await post('verify-reset-code', { email: 'guess9@example.com', code: '000000' }, '10.8.0.2'))
          .statusCode,
      ).toBe(400);
    });

    it('reset-password: per email', async () => {
      const payload = { email: bob.email, resetToken: 'guess', newPassword: 'secret1' };
      expect((await post('reset-password', payload)).statusCode).toBe(400);
      expect((await post('reset-password', payload)).statusCode).toBe(400);
      expectLimited(await post('reset-password', payload));
    });
  });
});
