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
 * ids, broken escapes, deep JSON. Whatever comes in, the answer is never a 5xx, and every error is the error
 * envelope (docs/api-conventions.md) in the language asked for. A fixed seed and a bounded count keep CI
 * repeatable and quick.
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

/** A cursor as a forger writes it: any JSON, base64url-encoded as the server's own are. */
const forgedCursor = (json: string) => Buffer.from(json).toString('base64url');
const SOME_ID = '0b6f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f';

/*
 * Each cursor below decodes to JSON of the right shape whose value no column can hold or no row can have:
 * PostgreSQL refused the out-of-range integers with a 500. Every one is a bad cursor: 400, in both
 * databases, with the message that tells the reader to reload the list.
 */
const OUT_OF_RANGE: Array<[string, string, string]> = [
  ['likes past int4', '/api/generations/public?sort=popular', '{"s":"popular","v":2147483648,"id":"%id"}'],
  [
    'likes past int4 (checks)',
    '/api/checks/public?sort=popular',
    '{"s":"popular","v":2147483648,"id":"%id"}',
  ],
  ['likes far past int4', '/api/checks/public?sort=popular', '{"s":"popular","v":1e300,"id":"%id"}'],
  ['usage past int4', '/api/words?sort=usage', '{"s":"usage","v":2147483648,"id":"%id"}'],
  ['usage below zero', '/api/words?sort=usage', '{"s":"usage","v":-1,"id":"%id"}'],
  ['an infinite hot score', '/api/generations/public?sort=trending', '{"s":"trending","v":1e999,"id":"%id"}'],
  [
    'a year past what dates can hold',
    '/api/generations/public?sort=recent',
    '{"s":"recent","v":"+275760-09-13T00:00:00.000Z","id":"%id"}',
  ],
  ['not a date', '/api/checks/public?sort=recent', '{"s":"recent","v":"not-a-date","id":"%id"}'],
  [
    'a day that does not exist',
    '/api/generations',
    '{"s":"recent","v":"2025-02-30T00:00:00.000Z","id":"%id"}',
  ],
  ['a date without milliseconds', '/api/checks', '{"s":"recent","v":"2025-01-01T00:00:00Z","id":"%id"}'],
  [
    'a far date in the words list',
    '/api/words?sort=recent',
    '{"s":"recent","v":"+275760-09-13T00:00:00.000Z","id":"%id"}',
  ],
  ['a far due date', '/api/words?sort=due', '{"s":"due","v":"0|+275760-09-13T00:00:00.000Z","id":"%id"}'],
  ['a mistake cursor with no date', '/api/mistakes', '{"s":"m:all","v":"yesterday","id":"%id"}'],
  ['an id that is no id', '/api/generations/public?sort=popular', '{"s":"popular","v":1,"id":"../../x"}'],
  ['a long id', '/api/words?sort=alpha', `{"s":"alpha","v":"apple","id":"${'a'.repeat(100)}"}`],
];

describe.each(TEST_DATABASES)('cursors bounded to what their columns hold (%s)', (database) => {
  let t: TestApp;
  let learner: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ database });
    learner = await registerUser(t);
    await addWord(t, learner.token, { word: 'apple', force: true });
    await addWord(t, learner.token, { word: 'pear', force: true });
    for (let i = 0; i < 2; i += 1) {
      await seedGeneration(t, learner.user.id);
      await seedCheck(t, learner.user.id);
    }
  });
  afterAll(() => t.close());

  it.each(OUT_OF_RANGE)('%s: 400', async (_name, url, json) => {
    const cursor = forgedCursor(json.replace('%id', SOME_ID));
    for (const language of ['en', 'zh'] as const) {
      const response = await t.inject({
        method: 'GET',
        url: `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}`,
        headers: { ...bearer(learner.token), 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message: language === 'en' ? expect.stringMatching(/page link/) : expect.stringMatching(/分页链接/),
      });
    }
  });

  it.each([
    '/api/generations/public?sort=recent',
    '/api/generations/public?sort=popular',
    '/api/checks/public?sort=trending',
    '/api/generations',
    '/api/checks',
    '/api/words?sort=recent',
    '/api/words?sort=alpha',
    '/api/words?sort=usage',
    '/api/words?sort=due',
  ])('still follows the next page of %s', async (url) => {
    const read = (cursor = '') =>
      t.inject({
        method: 'GET',
        url: `${url}${url.includes('?') ? '&' : '?'}limit=1${cursor && `&cursor=${cursor}`}`,
        headers: bearer(learner.token),
      });
    const first = await read();
    expect(first.json()).toMatchObject({ hasMore: true });
    const second = await read(first.json<{ nextCursor: string }>().nextCursor);
    expect(second.statusCode, second.body).toBe(200);
  });
});

/*
 * The router decodes %61 to "a": a write through /%61pi/... is a write to /api/..., and the service it
 * reaches invalidates what it changed like any other, or a guest keeps seeing an item its owner has just
 * made private.
 */
describe.each(TEST_DATABASES)('a write through a percent-encoded path (%s)', (database) => {
  let t: TestApp;
  let owner: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ database });
    owner = await registerUser(t);
  });
  afterAll(() => t.close());

  const guestFeed = async () =>
    (await t.inject({ method: 'GET', url: '/api/generations/public?sort=recent' }))
      .json<{ generations: Array<{ id: string }> }>()
      .generations.map(({ id }) => id);

  it('hides an item made private from the next guest read', async () => {
    const id = await seedGeneration(t, owner.user.id, { isPublic: false });
    const shown = await t.inject({
      method: 'PUT',
      url: `/api/generations/${id}/privacy`,
      headers: bearer(owner.token),
      payload: { isPublic: true },
    });
    expect(shown.statusCode).toBe(200);
    expect(await guestFeed()).toContain(id);

    const hidden = await t.inject({
      method: 'PUT',
      url: `/%61pi/generations/${id}/privacy`,
      headers: bearer(owner.token),
      payload: { isPublic: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await guestFeed()).not.toContain(id);
  });
});
