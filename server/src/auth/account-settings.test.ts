import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FONT_SETTINGS } from '@contract';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { bearer, newAccount, registerUser, type RegisteredUser } from '../test/accounts';

describe.each(TEST_DATABASES)('the signed-in user’s own settings (%s)', (database) => {
  let t: TestApp;
  let alice: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ database });
    alice = await registerUser(t);
  });
  afterAll(() => t.close());

  const put = (url: string, payload: object, token = alice.token, headers: Record<string, string> = {}) =>
    t.inject({ method: 'PUT', url, payload, headers: { ...bearer(token), ...headers } });
  const me = async (token = alice.token) =>
    (await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user;

  describe('PUT /api/auth/profile', () => {
    it('changes the username and email, and GET /me shows them', async () => {
      const next = newAccount('renamed');
      const response = await put('/api/auth/profile', {
        username: next.username,
        email: next.email.toUpperCase(),
        currentPassword: alice.password,
      });
      expect(response.statusCode).toBe(200);
      // A new email ends the old session: the answer carries the new one.
      alice = { ...alice, token: response.json().token };
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Profile updated',
        user: { username: next.username, email: next.email },
      });
      expect(await me()).toMatchObject({ username: next.username, email: next.email });
      alice = { ...alice, username: next.username, email: next.email };
    });

    it('lets the user sign in with the new email', async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: alice.email, password: alice.password },
      });
      expect(response.statusCode).toBe(200);
    });

    it('changes only what is sent', async () => {
      const before = await me();
      const response = await put('/api/auth/profile', {});
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toEqual(before);
    });

    it('allows changing the letter case of one’s own username', async () => {
      const response = await put('/api/auth/profile', { username: alice.username.toUpperCase() });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.username).toBe(alice.username.toUpperCase());
    });

    it('refuses a username or email another user has, in any case (409)', async () => {
      const bob = await registerUser(t);
      const name = await put('/api/auth/profile', { username: bob.username.toUpperCase() });
      expect(name.statusCode).toBe(409);
      expect(name.json()).toMatchObject({ code: 'CONFLICT', message: 'This username is already taken' });
      const email = await put('/api/auth/profile', {
        email: bob.email.toUpperCase(),
        currentPassword: alice.password,
      });
      expect(email.statusCode).toBe(409);
      expect(email.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'An account with this email already exists',
      });
    });

    it('answers 409, never 500, when two users race for one new name', async () => {
      const [bob, carol] = await Promise.all([registerUser(t), registerUser(t)]);
      const wanted = newAccount('wanted').username;
      const responses = await Promise.all(
        [bob, carol].map((user) => put('/api/auth/profile', { username: wanted }, user.token)),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    });

    it.each([
      [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
      [{ username: 'has space' }, 'username', 'Username can only contain letters, numbers and underscores'],
      [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ password: 'secret123' }, 'password', 'Please check this field'],
    ])('validates %j', async (payload, field, message) => {
      const response = await put('/api/auth/profile', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field, message }] });
    });

    it('requires a session', async () => {
      const response = await t.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        payload: { username: 'abc' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PUT /api/auth/preferences', () => {
    it('saves a subset and keeps the rest', async () => {
      const response = await put('/api/auth/preferences', { theme: 'dark', showInCommunity: false });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Preferences updated',
        user: {
          preferences: {
            theme: 'dark',
            language: 'en',
            grammarLanguage: 'bilingual',
            showInCommunity: false,
          },
        },
      });
      await put('/api/auth/preferences', { language: 'zh', grammarLanguage: 'english' });
      expect((await me()).preferences).toEqual({
        theme: 'dark',
        language: 'zh',
        grammarLanguage: 'english',
        showInCommunity: false,
        fontSettings: DEFAULT_FONT_SETTINGS,
        englishVariety: 'american',
        dailyNewWords: 10,
        timeZone: 'UTC',
        reminder: { email: false, hour: 20 },
        desiredRetention: 0.9,
        dailyReviewLimit: 0,
        easyDays: [],
        questionTypes: ['cloze', 'recall', 'recognition', 'listening'],
      });
    });

    it.each([
      [{ theme: 'blue' }, 'theme'],
      [{ language: 'fr' }, 'language'],
      [{ grammarLanguage: 'chinese' }, 'grammarLanguage'],
      [{ showInCommunity: 'yes' }, 'showInCommunity'],
      [{ fontSettings: { size: 'lg' } }, 'fontSettings'],
    ])('refuses %j', async (payload, field) => {
      const response = await put('/api/auth/preferences', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field }] });
    });

    it('answers in the language of the request', async () => {
      const response = await put('/api/auth/preferences', { theme: 'light' }, alice.token, {
        'accept-language': 'zh',
      });
      expect(response.json().message).toBe('偏好设置已更新');
    });
  });

  describe('PUT /api/auth/font-settings', () => {
    it('merges a partial update into the stored settings', async () => {
      const first = await put('/api/auth/font-settings', { size: 'lg', family: 'serif' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ message: 'Font settings updated' });
      const second = await put('/api/auth/font-settings', { color: 'high-contrast', lineHeight: 'loose' });
      expect(second.json().user.preferences.fontSettings).toEqual({
        size: 'lg',
        weight: 'normal',
        lineHeight: 'loose',
        family: 'serif',
        color: 'high-contrast',
      });
      expect((await me()).preferences.fontSettings).toEqual(second.json().user.preferences.fontSettings);
    });

    it('leaves the other preferences alone', async () => {
      const before = await me();
      await put('/api/auth/font-settings', { weight: 'bold' });
      const after = await me();
      expect({ ...after.preferences, fontSettings: null }).toEqual({
        ...before.preferences,
        fontSettings: null,
      });
    });

    it.each([
      [{ size: 'huge' }, 'size'],
      [{ weight: 'heavy' }, 'weight'],
      [{ lineHeight: 'double' }, 'lineHeight'],
      [{ family: 'cursive' }, 'family'],
      [{ color: 'pink' }, 'color'],
      [{ unknown: 'x' }, 'unknown'],
    ])('refuses %j', async (payload, field) => {
      const response = await put('/api/auth/font-settings', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field }] });
    });
  });
});
