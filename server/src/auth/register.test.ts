import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FONT_SETTINGS } from '@contract';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { newAccount, registerUser } from '../test/accounts';

describe.each(TEST_DATABASES)('POST /api/auth/register (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const register = (payload: unknown, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, headers });

  it('creates the account and answers 201 with the user, a token and a message', async () => {
    const account = newAccount();
    const response = await register(account);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Registration successful. Welcome to Wordloom!',
      user: {
        username: account.username,
        email: account.email,
        preferences: {
          theme: 'light',
          language: 'en',
          grammarLanguage: 'bilingual',
          showInCommunity: true,
          fontSettings: DEFAULT_FONT_SETTINGS,
        },
      },
    });
    expect(body.user.id).toEqual(expect.any(String));
    expect(new Date(body.user.createdAt).toISOString()).toBe(body.user.createdAt);
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('never shows the password or its hash', async () => {
    const account = newAccount();
    const response = await register(account);
    expect(response.body).not.toContain(account.password);
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('keeps the theme and language chosen before signing up', async () => {
    const response = await register({ ...newAccount(), preferences: { theme: 'dark', language: 'zh' } });
    expect(response.json().user.preferences).toMatchObject({ theme: 'dark', language: 'zh' });
  });

  it('stores the email lower-cased and trimmed', async () => {
    const account = newAccount();
    const response = await register({ ...account, email: `  ${account.email.toUpperCase()} ` });
    expect(response.json().user.email).toBe(account.email);
  });

  it.each([
    ['username', { username: undefined }, 'Username is required'],
    ['username', { username: '' }, 'Username is required'],
    ['username', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['username', { username: 'a'.repeat(30) }, 'Username must be less than 30 characters'],
    ['username', { username: 'bad name!' }, 'Username can only contain letters, numbers and underscores'],
    ['username', { username: '张三丰' }, 'Username can only contain letters, numbers and underscores'],
    // Too short as well, but the characters are the rule to learn first.
    ['username', { username: '小明' }, 'Username can only contain letters, numbers and underscores'],
    ['email', { email: undefined }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['password', { password: undefined }, 'Password is required'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    ['preferences.theme', { preferences: { theme: 'blue' } }, 'Please check this field'],
  ])('refuses a bad %s: %j', async (field, change, message) => {
    const response = await register({ ...newAccount(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message,
      errors: [{ field, message }],
    });
  });

  it('accepts a username of exactly 3 and of 29 characters', async () => {
    expect((await register({ ...newAccount(), username: `a${randomSuffix(2)}` })).statusCode).toBe(201);
    expect((await register({ ...newAccount(), username: `b${randomSuffix(28)}` })).statusCode).toBe(201);
  });

  it('lists every bad field, with a general message', async () => {
    const response = await register({ username: 'x', email: 'y', password: 'z' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('Please correct the highlighted fields');
    expect(body.errors.map((error: { field: string }) => error.field)).toEqual([
      'username',
      'email',
      'password',
    ]);
  });

  it('answers in Chinese when asked', async () => {
    const response = await register(
      { ...newAccount(), password: '1' },
      { 'accept-language': 'zh-CN,zh;q=0.9' },
    );
    expect(response.json()).toMatchObject({
      message: '密码至少 6 个字符',
      errors: [{ message: '密码至少 6 个字符' }],
    });
  });

  it('refuses a username taken in any letter case (409)', async () => {
    const first = await registerUser(t);
    const response = await register({ ...newAccount(), username: first.username.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'This username is already taken',
    });
  });

  it('refuses an email taken in any letter case (409)', async () => {
    const first = await registerUser(t);
    const response = await register({ ...newAccount(), email: first.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
  });

  it('answers 409, never 500, when two sign-ups race for one name', async () => {
    const account = newAccount();
    const responses = await Promise.all(
      [1, 2, 3].map((n) =>
        register({ ...newAccount(), username: account.username, email: `race${n}.${account.email}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

function randomSuffix(length: number): string {
  return Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
}
