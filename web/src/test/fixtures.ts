import { vi } from 'vitest';
import { DEFAULT_PREFERENCES, type User } from '@contract';

export const testUser: User = {
  id: 'u1',
  username: 'lily_chen',
  email: 'lily@example.com',
  createdAt: '2025-01-01T00:00:00.000Z',
  preferences: DEFAULT_PREFERENCES,
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces fetch; each test states the answers it needs. */
export function mockFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
