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
