import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation } from '@contract';
import { bearer, registerUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createLearners, seedGeneration, type Learner } from '../../test/community';
import { addWord } from '../../test/words';
import { MemoryReadCache, openReadCache, REDIS_READ_CACHE_LIMITS, type ReadCache } from '.';

describe('the in-process read cache', () => {
  it('loads a value once and serves it until it expires', async () => {
    let now = 0;
    const cache = new MemoryReadCache(1_000, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', [], load)).toBe(1);
    expect(await cache.get('k', [], load)).toBe(1);
    now = 1_001;
    expect(await cache.get('k', [], load)).toBe(2);
  });

  it('forgets everything on invalidate, and never keeps a value loaded while a write happened', async () => {
    const cache = new MemoryReadCache();
    expect(await cache.get('k', [], async () => 'before')).toBe('before');
    await cache.invalidate([]);
    let release!: () => void;
    const slow = cache.get('k', [], async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'read during a write';
    });
    await Promise.resolve();
    await cache.invalidate([]);
    release();
    expect(await slow).toBe('read during a write');
    expect(await cache.get('k', [], async () => 'after')).toBe('after');
  });
});

/*
 * The feeds and numbers as guests see them come from the cache; these tests show a write through the API
 * is seen at once, by the writer and by everyone, on one server and across servers sharing Redis.
 */
describe('cached feeds and statistics', () => {
  let t: TestApp;
  let alice: Learner;
  let bob: Learner;
  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob] = (await createLearners(t, 2)) as [Learner, Learner];
    await seedGeneration(t, alice.id);
  });
  afterAll(() => t.close());

  const guestFeed = async (app: Pick<TestApp, 'inject'> = t, headers = {}) =>
    (await app.inject({ method: 'GET', url: '/api/generations/public?sort=recent', headers })).json<{
      generations: Generation[];
    }>().generations;

  it("shows a like at once, in the liker's likedByMe and in everyone's count", async () => {
    const [first] = await guestFeed();
    expect(first!.likes).toBe(0);
    expect((await guestFeed(t, bearer(bob.token)))[0]!.likedByMe).toBe(false);
    const liked = await t.inject({
      method: 'POST',
      url: `/api/generations/${first!.id}/like`,
      headers: bearer(bob.token),
    });
    expect(liked.statusCode).toBe(200);
    expect((await guestFeed())[0]!.likes).toBe(1);
    const asBob = await guestFeed(t, bearer(bob.token));
    expect(asBob[0]).toMatchObject({ likes: 1, likedByMe: true });
    expect((await guestFeed(t, bearer(alice.token)))[0]!.likedByMe).toBe(false);
  });

  it('drops an item made private at once, and counts it out of the statistics', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/generations/public/stats' })).json<{
      stats: { total: number };
    }>();
    const [first] = await guestFeed();
    const hidden = await t.inject({
      method: 'PUT',
      url: `/api/generations/${first!.id}/privacy`,
      headers: bearer(alice.token),
      payload: { isPublic: false },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await guestFeed()).map((item) => item.id)).not.toContain(first!.id);
    const after = (await t.inject({ method: 'GET', url: '/api/generations/public/stats' })).json<{
      stats: { total: number };
    }>();
    expect(after.stats.total).toBe(before.stats.total - 1);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('a read cache shared through Redis', () => {
  const prefix = `wordloom:test:read:${randomBytes(6).toString('hex')}:`;
  let caches: ReadCache[];
  beforeAll(async () => {
    caches = await Promise.all(
      [0, 1].map(() => openReadCache({ redisUrl: process.env.TEST_REDIS_URL!, prefix })),
    );
  });
  afterAll(async () => {
    await Promise.all(caches.map((cache) => cache.close()));
  });

  it('serves one instance what another cached, until a write on either', async () => {
    const [a, b] = caches as [ReadCache, ReadCache];
    expect(await a.get('page', [], async () => ({ items: ['one'] }))).toEqual({ items: ['one'] });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the SET is not awaited by get
    expect(await b.get('page', [], async () => ({ items: ['never loaded'] }))).toEqual({ items: ['one'] });
    await b.invalidate([]);
    expect(await a.get('page', [], async () => ({ items: ['one', 'two'] }))).toEqual({
      items: ['one', 'two'],
    });
  });

  it("keeps a learner's own pages as the contract shapes them, and a write shows at once", async () => {
    const cache = await openReadCache({ redisUrl: process.env.TEST_REDIS_URL!, prefix: `${prefix}app:` });
    const t = await createTestApp({ readCache: cache });
    try {
      const learner = await registerUser(t);
      await addWord(t, learner.token, 'abandon');
      const read = async (url: string) => {
        const response = await t.inject({ method: 'GET', url, headers: bearer(learner.token) });
        expect(response.statusCode).toBe(200);
        return response.json<{ words?: { word: string }[]; total?: number; cards?: unknown[] }>();
      };
      // The second read of each is Redis's copy, parsed back from JSON and held to the contract's schema.
      for (let round = 0; round < 2; round += 1) {
        expect((await read('/api/words?limit=20')).words?.map(({ word }) => word)).toEqual(['abandon']);
        expect((await read('/api/review/queue')).cards).toHaveLength(1);
        await new Promise((resolve) => setTimeout(resolve, 50)); // the SET is not awaited by get
      }
      await addWord(t, learner.token, 'calendar');
      expect((await read('/api/words?limit=20')).total).toBe(2);
      expect((await read('/api/review/queue')).cards).toHaveLength(2);
    } finally {
      await t.close();
      await cache.close();
    }
  });
});

/** A read cache that records each key it stored a value under (a load that succeeded). */
function recordingStores(inner: ReadCache): ReadCache & { stored: string[] } {
  const stored: string[] = [];
  return {
    stored,
    get: (key, tags, load) =>
      inner.get(key, tags, async () => {
        const value = await load();
        stored.push(key);
        return value;
      }),
    invalidate: (tags) => inner.invalidate(tags),
    close: () => inner.close(),
  };
}

/*
 * A guest can send any cursor. Only one spelling of a position is a cursor, so a guest cannot make the
 * cache keep one page under many keys, and anything else is a 400 that stores nothing.
 */
describe('cursors and the cache', () => {
  let t: TestApp;
  let cache: ReturnType<typeof recordingStores>;
  beforeAll(async () => {
    const inner = await openReadCache({
      redisUrl: process.env.TEST_REDIS_URL ?? null,
      prefix: `wordloom:test:read:${randomBytes(6).toString('hex')}:`,
    });
    cache = recordingStores(inner);
    t = await createTestApp({ readCache: cache });
    const [author] = (await createLearners(t, 1)) as [Learner];
    for (let i = 0; i < 3; i += 1) await seedGeneration(t, author.id);
  });
  afterAll(async () => {
    await t.close();
    await cache.close();
  });

  const guestPage = (cursor: string) =>
    t.inject({ method: 'GET', url: `/api/generations/public?sort=popular&limit=1&cursor=${cursor}` });
  const respelled = (cursor: string, spell: (position: Record<string, unknown>) => string) =>
    Buffer.from(spell(JSON.parse(Buffer.from(cursor, 'base64url').toString()))).toString('base64url');

  it('stores a page under its one cursor; another spelling, or junk, is a 400 that stores nothing', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/generations/public?sort=popular&limit=1' });
    const cursor = first.json<{ nextCursor: string }>().nextCursor;
    expect((await guestPage(cursor)).statusCode).toBe(200);
    const storedBefore = cache.stored.length;

    const spellings = [
      respelled(cursor, ({ s, v, id }) => JSON.stringify({ id, v, s })),
      respelled(cursor, (position) => JSON.stringify(position, null, 1)),
      respelled(cursor, (position) => JSON.stringify({ ...position, page: 'junk' })),
      `${cursor}A`,
      Buffer.from('{"s":"popular","v":2147483648,"id":"0b6f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f"}').toString(
        'base64url',
      ),
      'not-a-cursor',
    ];
    for (const spelling of spellings) {
      const response = await guestPage(spelling);
      expect(response.statusCode, spelling).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await guestPage(cursor)).statusCode).toBe(200);
    expect(cache.stored.slice(storedBefore)).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('the Redis read cache is bounded', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());

  /** The values stored under `prefix` (not its generation, list of keys or byte count) and their bytes. */
  async function storedValues(prefix: string) {
    const keys = (await redis.keys(`${prefix}*`)).filter((key) => /^\d+:/.test(key.slice(prefix.length)));
    const sizes = await Promise.all(keys.map((key) => redis.strlen(key)));
    return { count: keys.length, bytes: sizes.reduce((sum, size, i) => sum + size + keys[i]!.length, 0) };
  }

  /** Asks for `count` distinct pages, then waits until the cache has stored the last. */
  async function fill(cache: ReadCache, count: number, value: (index: number) => unknown) {
    for (let i = 0; i < count; i += 1) await cache.get(`page:${i}`, [], async () => value(i));
    // One connection answers in order: when this read is answered, every store before it is done.
    let reloaded = false;
    await cache.get(`page:${count - 1}`, [], async () => ((reloaded = true), value(count - 1)));
    return reloaded;
  }

  it('keeps at most its number of entries, the newest', async () => {
    const prefix = `wordloom:test:read:${randomBytes(6).toString('hex')}:`;
    const cache = await openReadCache({
      redisUrl: process.env.TEST_REDIS_URL!,
      prefix,
      limits: { ...REDIS_READ_CACHE_LIMITS, maxEntries: 10 },
    });
    try {
      expect(await fill(cache, 50, (i) => ({ page: i }))).toBe(false);
      expect((await storedValues(prefix)).count).toBe(10);
      expect(await cache.get('page:40', [], async () => 'loaded again')).toEqual({ page: 40 });
      expect(await cache.get('page:0', [], async () => 'loaded again')).toBe('loaded again');
    } finally {
      await cache.close();
    }
  });

  it('keeps at most its bytes, and never a value too big to be worth it', async () => {
    const prefix = `wordloom:test:read:${randomBytes(6).toString('hex')}:`;
    const limits = { maxEntries: 1_000, maxBytes: 16_000 };
    const cache = await openReadCache({ redisUrl: process.env.TEST_REDIS_URL!, prefix, limits });
    try {
      expect(await fill(cache, 100, (i) => ({ page: i, text: 'x'.repeat(500) }))).toBe(false);
      const { count, bytes } = await storedValues(prefix);
      expect(bytes).toBeLessThanOrEqual(limits.maxBytes);
      expect(count).toBeGreaterThan(20);
      await cache.get('big', [], async () => 'y'.repeat(limits.maxBytes / 8));
      expect(await cache.get('big', [], async () => 'loaded again')).toBe('loaded again');
    } finally {
      await cache.close();
    }
  });
});
