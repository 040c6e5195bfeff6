import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '@contract';
import { encodeKeysetCursor } from '../lib/keyset-cursor';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { startScriptedProvider, type ScriptedProvider } from '../test/ai-provider';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { seedCheck, seedGeneration } from '../test/community';
import { addWord } from '../test/words';

/*
 * Hostile input against every registered route: wrong types, huge and NUL-laden strings, bad cursors and
 * ids, broken escapes, deep JSON. Whatever comes in, the answer is never a 5xx, and every error is API.md's
 * envelope in the language asked for. A fixed seed and a bounded count keep CI repeatable and quick.
 */
const SEED = 20261123;
const RUNS = 1000;

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/** Every route from Fastify's own tree (printRoutes), so a route added later is fuzzed too. */
function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((part) => part.trim())) {
      if (method === 'GET' || method === 'POST' || method === 'PUT' || method === 'DELETE') {
        routes.push({ method, path });
      }
    }
  }
  return routes.filter(({ path }) => path.startsWith('/api/'));
}

/* Every byte escaped: encodeURIComponent would throw on a lone surrogate before the request is sent. */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const NUL = '\u0000';
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string().map((text) => `${text}${NUL}${text}`),
  fc.constantFrom(
    '',
    ' ',
    NUL,
    '%',
    '%ff',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '😀'.repeat(3),
    '\uD800',
  ),
  fc.nat({ max: 70_000 }).map((length) => 'a'.repeat(length)),
  fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value)).toString('base64url')),
  fc.constant(encodeKeysetCursor('recent', { value: 'x', id: NUL })),
);

/** Nested arrays or objects far deeper than any real request. */
const deepJson = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.jsonValue({ maxDepth: 4 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 60 }),
);

const FIELDS = [
  'email',
  'password',
  'username',
  'currentPassword',
  'code',
  'resetToken',
  'newPassword',
  'word',
  'definition',
  'translation',
  'partOfSpeech',
  'force',
  'words',
  'wordIds',
  'sentence',
  'model',
  'maxRetries',
  'grammarLanguage',
  'enableThinking',
  'isPublic',
  'theme',
  'language',
  'size',
  'provider',
  'apiKey',
  'encryptedKey',
  'useCustomKey',
];
const QUERY_KEYS = ['limit', 'cursor', 'search', 'sort', 'word', 'count', 'partOfSpeech', 'type'];

const body = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 6 })
    .map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  deepJson,
  fc.string(),
  fc.constant(undefined),
);

describe.each(TEST_DATABASES)('hostile requests to every route (%s)', (database) => {
  let provider: ScriptedProvider;
  let t: TestApp;
  let learner: RegisteredUser;
  let routes: Route[];
  let realIds: string[];
  beforeAll(async () => {
    provider = await startScriptedProvider();
    t = await createTestApp({ database, ai: { baseUrl: provider.baseUrl } });
    learner = await registerUser(t);
    const word = await addWord(t, learner.token, { word: 'apple', force: true });
    realIds = [
      word.id,
      await seedGeneration(t, learner.user.id, { words: ['apple'] }),
      await seedCheck(t, learner.user.id),
    ];
    routes = registeredRoutes(t.app);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('finds the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'DELETE', path: '/api/words/:id' });
  });

  it('never answers 5xx, and every error is the localized envelope', async () => {
    const request = fc.record({
      route: fc.constantFrom(...routes),
      id: fc.oneof(hostileText, fc.constantFrom(...realIds)),
      /** The id as sent: encoded, or raw (broken escapes and all). */
      rawId: fc.boolean(),
      query: fc.dictionary(fc.constantFrom(...QUERY_KEYS), hostileText, { maxKeys: 3 }),
      body,
      signedIn: fc.boolean(),
      language: fc.constantFrom('en', 'zh'),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ route, id, rawId, query, body: payload, signedIn, language }) => {
        const pathId = rawId ? id.replace(/[/?#\s]/g, '') : percentEncoded(id);
        const search = new URLSearchParams(query).toString();
        const url = `${route.path.replace(':id', pathId || 'x')}${search ? `?${search}` : ''}`;
        const response = await t.inject({
          method: route.method,
          url,
          headers: {
            'accept-language': language,
            ...(signedIn ? bearer(learner.token) : {}),
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(payload !== undefined && route.method !== 'GET' ? { payload } : {}),
        });
        const context = `${route.method} ${url.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (response.statusCode < 400) return;
        const envelope = response.json();
        expect(envelope, context).toMatchObject({ success: false, message: expect.any(String) });
        expect(ERROR_STATUS[envelope.code as keyof typeof ERROR_STATUS], context).toBe(response.statusCode);
        const chinese = /[\u4e00-\u9fff]/.test(envelope.message);
        expect(chinese, context).toBe(language === 'zh');
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});
