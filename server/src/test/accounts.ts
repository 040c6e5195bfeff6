import { randomBytes } from 'node:crypto';
import type { User } from '@contract';
import type { TestApp } from './app';

export interface RegisteredUser {
  user: User;
  token: string;
  username: string;
  email: string;
  password: string;
}

/** A unique, valid username/email pair, so tests in one suite never collide. */
export function newAccount(prefix = 'user') {
  const id = randomBytes(4).toString('hex');
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.com`, password: `pw-${id}-secret` };
}

/** Registers a user through the API and returns the session. */
export async function registerUser(t: TestApp, overrides: Partial<ReturnType<typeof newAccount>> = {}) {
  const account = { ...newAccount(), ...overrides };
  const response = await t.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ user: User; token: string }>();
  return { ...account, user: body.user, token: body.token } satisfies RegisteredUser;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** PUT /api/auth/preferences, failing the test unless they were saved. */
export async function setPreferences(t: TestApp, token: string, preferences: object): Promise<void> {
  const response = await t.inject({
    method: 'PUT',
    url: '/api/auth/preferences',
    payload: preferences,
    headers: bearer(token),
  });
  if (response.statusCode !== 200)
    throw new Error(`preferences failed: ${response.statusCode} ${response.body}`);
}

/** Registers a user through the API and saves their preferences. */
export async function registerWithPreferences(t: TestApp, preferences: object): Promise<RegisteredUser> {
  const user = await registerUser(t);
  await setPreferences(t, user.token, preferences);
  return user;
}

/** Signs the user in again and keeps the new token: long gaps in a test's time would end the session. */
export async function signInAgain(t: TestApp, user: RegisteredUser): Promise<void> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  user.token = response.json<{ token: string }>().token;
}
