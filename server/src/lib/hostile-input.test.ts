import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { startScriptedProvider, type ScriptedProvider } from '../test/ai-provider';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { encodeKeysetCursor } from './keyset-cursor';

const NUL = '\u0000';
const nulCursor = Buffer.from(
  JSON.stringify({ s: 'recent', v: '2026-01-01T00:00:00.000Z', id: `a${NUL}b` }),
).toString('base64url');

/*
 * PostgreSQL refuses NUL in text: before the guard, every one of these was a 500, the check one after the
 * paid AI call. Now each is a 400 VALIDATION_ERROR in the caller's language, and no AI call is made.
 */
describe.each(TEST_DATABASES)('text with NUL is refused before any work (%s)', (database) => {
  let t: TestApp;
  let provider: ScriptedProvider;
  let alice: RegisteredUser;
  beforeAll(async () => {
    provider = await startScriptedProvider();
    t = await createTestApp({ database, ai: { baseUrl: provider.baseUrl } });
    alice = await registerUser(t);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const cases: Array<[string, { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }]> = [
    ['a path id', { method: 'DELETE', url: '/api/words/%00abc' }],
    ['a generation id', { method: 'GET', url: '/api/generations/x%00y' }],
    ['a search', { method: 'GET', url: '/api/words?search=a%00b' }],
    ['a cursor that decodes to NUL', { method: 'GET', url: `/api/words?cursor=${nulCursor}` }],
    [
      'a feed cursor that decodes to NUL',
      {
        method: 'GET',
        url: `/api/generations/public?cursor=${encodeKeysetCursor('recent', { value: '2026-01-01T00:00:00.000Z', id: NUL })}`,
      },
    ],
    [
      'a word definition',
      { method: 'POST', url: '/api/words', payload: { word: 'apple', definition: `a${NUL}` } },
    ],
    ['an import', { method: 'POST', url: '/api/words/import', payload: { words: [{ word: `pe${NUL}ar` }] } }],
    ['a check sentence', { method: 'POST', url: '/api/check', payload: { sentence: `She go${NUL} home.` } }],
    ['a key', { method: 'PUT', url: '/api/auth/preferences', payload: { [`theme${NUL}`]: 'dark' } } as never],
  ];

  it.each(cases)('%s', async (_name, request) => {
    provider.reset();
    for (const language of ['en', 'zh'] as const) {
      const response = await t.inject({
        ...request,
        headers: { ...bearer(alice.token), 'accept-language': language },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message:
          language === 'en' ? expect.stringMatching(/NUL|page link/) : expect.stringMatching(/NUL|链接/),
      });
    }
    expect(provider.completions).toHaveLength(0);
  });

  it('saves nothing from a refused request', async () => {
    const words = await t.inject({ method: 'GET', url: '/api/words', headers: bearer(alice.token) });
    expect(words.json().words).toEqual([]);
  });
});
