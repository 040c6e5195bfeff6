import type * as argon2Module from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';

// The real argon2, watched: an unknown email must cost a hash verification like a wrong password does.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof argon2Module>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

describe.each(TEST_DATABASES)('POST /api/auth/login (%s)', (database) => {
  let t: TestApp;
  let alice: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ database });
    alice = await registerUser(t);
  });
  afterAll(() => t.close());

  const login = (payload: object, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: '/api/auth/login', payload, headers });

  it('signs in with the right password and the token works', async () => {
    const response = await login({ email: alice.email, password: alice.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Login successful', user: { id: alice.user.id } });
    const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.json().user.username).toBe(alice.username);
  });

  it('accepts the email in any letter case', async () => {
    const response = await login({ email: alice.email.toUpperCase(), password: alice.password });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401', async () => {
    const response = await login({ email: alice.email, password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password',
    });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await login({ email: 'nobody@example.com', password: alice.password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password',
    });
  });

  it('spends a password verification on an unknown email too, so timing does not reveal accounts', async () => {
    await login({ email: 'warm-up@example.com', password: 'wrong-password' });
    for (const email of [alice.email, 'nobody-else@example.com']) {
      vi.mocked(verify).mockClear();
      const response = await login({ email, password: 'wrong-password' });
      expect(response.statusCode).toBe(401);
      expect(verify).toHaveBeenCalledTimes(1);
    }
  });

  it('answers in Chinese when asked', async () => {
    const response = await login({ email: alice.email, password: 'nope' }, { 'accept-language': 'zh' });
    expect(response.json().message).toBe('邮箱或密码错误');
  });

  it('requires email and password', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password is required' },
    ]);
  });
});
