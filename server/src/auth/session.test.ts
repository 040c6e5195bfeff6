import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey } from '../lib/keys';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('sessions: GET /api/auth/me (%s)', (database) => {
  let t: TestApp;
  let alice: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ database });
    alice = await registerUser(t);
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: '/api/auth/me', headers });
  const sign = (claims: Record<string, unknown>, key: Uint8Array, expiresAt = Date.now() / 1000 + 3600) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(alice.user.id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt))
      .sign(key);

  it('returns the signed-in user', async () => {
    const response = await me(bearer(alice.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, user: alice.user });
  });

  it('asks to sign in when there is no token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue',
    });
  });

  it.each([
    ['garbage', 'Bearer not-a-jwt'],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
  ])('refuses a malformed header (%s)', async (_name, authorization) => {
    const response = await me({ authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses a token signed with another key', async () => {
    const forged = await sign({ ver: 0 }, new TextEncoder().encode('x'.repeat(32)));
    const response = await me(bearer(forged));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('refuses a token whose payload was altered', async () => {
    const [header, , signature] = alice.token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'someone-else', ver: 0 })).toString('base64url');
    const response = await me(bearer(`${header}.${payload}.${signature}`));
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unsigned ("alg: none") token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${encode({ alg: 'none' })}.${encode({ sub: alice.user.id, ver: 0, exp: Date.now() / 1000 + 60 })}.`;
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('accepts a token made with the derived key (the test above is not vacuous)', async () => {
    const key = deriveKey(t.config.appSecret, 'session-token');
    expect((await me(bearer(await sign({ ver: 0 }, key)))).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const key = deriveKey(t.config.appSecret, 'session-token');
    const expired = await sign({ ver: 0 }, key, Date.now() / 1000 - 60);
    const response = await me(bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('keeps a token valid for 7 days and no longer', async () => {
    const session = await registerUser(t);
    t.advanceTime(7 * DAY - 60_000);
    expect((await me(bearer(session.token))).statusCode).toBe(200);
    t.advanceTime(2 * 60_000);
    expect((await me(bearer(session.token))).statusCode).toBe(401);
  });

  it('refuses the token of a deleted account', async () => {
    const bob = await registerUser(t);
    await t.database.db.deleteFrom('users').where('id', '=', bob.user.id).execute();
    expect((await me(bearer(bob.token))).statusCode).toBe(401);
  });
});
