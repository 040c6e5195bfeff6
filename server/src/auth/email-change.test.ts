import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';

/* A stolen token alone must not be enough to move an account to another address. */
describe.each(TEST_DATABASES)('changing the email (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database,
      rateLimits: { loginFailuresPerAccountAndIp: { limit: 3, windowMs: 15 * 60_000 } },
    });
  });
  afterAll(() => t.close());

  const putProfile = (token: string, payload: object, language = 'en') =>
    t.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...bearer(token), 'accept-language': language },
      payload,
    });
  const me = (token: string) => t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  it('needs the current password: 400 without it', async () => {
    const victim = await registerUser(t);
    const response = await putProfile(victim.token, { email: 'attacker@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Enter your current password to change your email',
      errors: [{ field: 'currentPassword', message: 'Enter your current password to change your email' }],
    });
    expect((await me(victim.token)).json().user.email).toBe(victim.email);
  });

  it('403, not 401, when the password is wrong: the session stays', async () => {
    const victim = await registerUser(t);
    const response = await putProfile(
      victim.token,
      { email: 'attacker@example.com', currentPassword: 'not-it' },
      'zh',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, code: 'FORBIDDEN', message: '当前密码不正确' });
    expect((await me(victim.token)).json().user.email).toBe(victim.email);
  });

  it('with the password: a fresh token, every older one ended, a notice to the old address', async () => {
    const owner = await registerUser(t);
    const newEmail = `moved.${owner.username}@example.com`;
    const response = await putProfile(
      owner.token,
      { email: newEmail.toUpperCase(), currentPassword: owner.password },
      'zh',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, user: { email: newEmail }, token: expect.any(String) });
    expect((await me(owner.token)).statusCode).toBe(401);
    expect((await me(body.token)).json().user.email).toBe(newEmail);
    const notice = t.sentMails.find((mail) => mail.to === owner.email);
    expect(notice?.subject).toBe('你的 Wordloom 邮箱已更改');
    expect(notice?.text).toContain(newEmail);
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: newEmail, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a username alone, or the same email, needs no password and keeps the session', async () => {
    const owner = await registerUser(t);
    const renamed = await putProfile(owner.token, { username: `${owner.username}_2`, email: owner.email });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().token).toBeUndefined();
    expect((await me(owner.token)).statusCode).toBe(200);
    expect(t.sentMails.some((mail) => mail.to === owner.email)).toBe(false);
  });

  it('wrong passwords are limited like logins', async () => {
    const victim = await registerUser(t);
    for (let i = 0; i < 3; i += 1) {
      const response = await putProfile(victim.token, {
        email: 'x@example.com',
        currentPassword: `guess${i}`,
      });
      expect(response.statusCode).toBe(403);
    }
    const limited = await putProfile(victim.token, {
      email: 'x@example.com',
      currentPassword: victim.password,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
