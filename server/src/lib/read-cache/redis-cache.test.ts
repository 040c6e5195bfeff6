import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cacheTags,
  openReadCache,
  READ_CACHE_TTL_MS,
  REDIS_READ_CACHE_LIMITS,
  TAG_VERSION_TTL_MS,
  type OpenReadCacheOptions,
  type ReadCache,
} from '.';

const FEED = cacheTags.feed('generation');
const ALICE = cacheTags.learner('alice');
const newPrefix = () => `wordloom:test:read:${randomBytes(6).toString('hex')}:`;
/* The store after a load is not awaited by get: one connection answers in order, so a later command on
   it waits for the store; across connections, a moment does. */
const storesDone = () => new Promise((resolve) => setTimeout(resolve, 50));

describe.skipIf(!process.env.TEST_REDIS_URL)('a read cache shared through Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  const opened: ReadCache[] = [];
  const open = async (options: Partial<OpenReadCacheOptions> = {}) => {
    const cache = await openReadCache({ redisUrl: process.env.TEST_REDIS_URL!, ...options });
    opened.push(cache);
    return cache;
  };
  /** Two instances sharing one Redis. */
  const instances = async () => {
    const prefix = newPrefix();
    return { prefix, a: await open({ prefix }), b: await open({ prefix }) };
  };
  afterAll(async () => {
    await Promise.all(opened.map((cache) => cache.close()));
    await redis.quit();
  });

  it('serves one instance what another cached, until a write on either invalidates its tag', async () => {
    const { a, b } = await instances();
    expect(await a.get('page', [FEED], async () => ({ items: ['one'] }))).toEqual({ items: ['one'] });
    await a.get('words', [ALICE], async () => ['abandon']);
    await storesDone();
    expect(await b.get('page', [FEED], async () => ({ items: ['never loaded'] }))).toEqual({
      items: ['one'],
    });
    await b.invalidate([FEED]);
    expect(await a.get('page', [FEED], async () => ({ items: ['one', 'two'] }))).toEqual({
      items: ['one', 'two'],
    });
    expect(await a.get('words', [ALICE], async () => ['never loaded'])).toEqual(['abandon']);
    await a.invalidateAll();
    expect(await b.get('words', [ALICE], async () => ['calendar'])).toEqual(['calendar']);
  });

  it('never serves a value whose load started before another instance invalidated its tag', async () => {
    const { a, b } = await instances();
    let release!: () => void;
    const slow = a.get('item', [cacheTags.item('1')], async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'public, read before the write';
    });
    await storesDone();
    await b.invalidate([cacheTags.item('1')]);
    expect(await b.get('item', [cacheTags.item('1')], async () => 'private now')).toBe('private now');
    await storesDone();
    release();
    expect(await slow).toBe('public, read before the write');
    await storesDone();
    // Neither served nor stored over the value read after the write.
    expect(await a.get('item', [cacheTags.item('1')], async () => 'loaded again')).toBe('private now');
  });

  it('gives concurrent misses of one key on one instance one load', async () => {
    const { a } = await instances();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await storesDone();
      return 'page';
    };
    const pages = await Promise.all(Array.from({ length: 10 }, () => a.get('page', [FEED], load)));
    expect(pages).toEqual(Array(10).fill('page'));
    expect(loads).toBe(1);
  });

  it('keeps tag versions for a while after their last use, and never gives one twice', async () => {
    const { prefix, a } = await instances();
    const tagKey = `${prefix}tag:${FEED}`;
    await a.invalidate([FEED]);
    const first = await redis.get(tagKey);
    expect(await redis.pttl(tagKey)).toBeGreaterThan(TAG_VERSION_TTL_MS - 1_000);
    await a.get('page', [FEED], async () => 'stored under the first version');
    await storesDone();
    // Kept at least as long as the value stored under it: refreshed by the store.
    await redis.pexpire(tagKey, 2_000);
    await a.get('other page', [FEED], async () => 'stored');
    await storesDone();
    expect(await redis.pttl(tagKey)).toBeGreaterThan(READ_CACHE_TTL_MS);

    await a.invalidate([FEED]);
    // The version expires and the counter is lost: later versions still never match an old value.
    await redis.del(tagKey, `${prefix}clock`);
    await a.invalidate([FEED]);
    expect(BigInt((await redis.get(tagKey))!)).toBeGreaterThan(BigInt(first!));
    expect(await a.get('page', [FEED], async () => 'loaded again')).toBe('loaded again');
  });

  it('answers but does not store a load longer than its versions are surely kept', async () => {
    const a = await open({ prefix: newPrefix(), longestStoredLoadMs: 20 });
    const slow = async () => {
      await storesDone();
      return 'slow';
    };
    expect(await a.get('page', [FEED], slow)).toBe('slow');
    await storesDone();
    expect(await a.get('page', [FEED], async () => 'loaded again')).toBe('loaded again');
  });

  it('reads the database while Redis is away', async () => {
    const a = await open({ prefix: newPrefix() });
    await a.close();
    opened.splice(opened.indexOf(a), 1);
    expect(await a.get('page', [FEED], async () => 'from the database')).toBe('from the database');
    await a.invalidate([FEED]);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('the Redis read cache is bounded', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());

  /** The values stored under `prefix` (not its tag versions, list of keys or byte count) and their bytes. */
  async function storedValues(prefix: string) {
    const keys = await redis.keys(`${prefix}entry:*`);
    const sizes = await Promise.all(keys.map((key) => redis.strlen(key)));
    return { count: keys.length, bytes: sizes.reduce((sum, size, i) => sum + size + keys[i]!.length, 0) };
  }

  /** Asks for `count` distinct pages, then waits until the cache has stored the last. */
  async function fill(cache: ReadCache, count: number, value: (index: number) => unknown) {
    for (let i = 0; i < count; i += 1) await cache.get(`page:${i}`, [FEED], async () => value(i));
    // One connection answers in order: when this read is answered, every store before it is done.
    let reloaded = false;
    await cache.get(`page:${count - 1}`, [FEED], async () => ((reloaded = true), value(count - 1)));
    return reloaded;
  }

  it('keeps at most its number of entries, the newest', async () => {
    const prefix = newPrefix();
    const limits = { ...REDIS_READ_CACHE_LIMITS, maxEntries: 10 };
    const cache = await openReadCache({ redisUrl: process.env.TEST_REDIS_URL!, prefix, limits });
    try {
      expect(await fill(cache, 50, (i) => ({ page: i }))).toBe(false);
      expect((await storedValues(prefix)).count).toBe(10);
      expect(await cache.get('page:40', [FEED], async () => 'loaded again')).toEqual({ page: 40 });
      expect(await cache.get('page:0', [FEED], async () => 'loaded again')).toBe('loaded again');
    } finally {
      await cache.close();
    }
  });

  it('keeps at most its bytes, and never a value too big to be worth it', async () => {
    const prefix = newPrefix();
    const limits = { maxEntries: 1_000, maxBytes: 16_000 };
    const cache = await openReadCache({ redisUrl: process.env.TEST_REDIS_URL!, prefix, limits });
    try {
      expect(await fill(cache, 100, (i) => ({ page: i, text: 'x'.repeat(500) }))).toBe(false);
      const { count, bytes } = await storedValues(prefix);
      expect(bytes).toBeLessThanOrEqual(limits.maxBytes);
      expect(count).toBeGreaterThan(20);
      await cache.get('big', [FEED], async () => 'y'.repeat(limits.maxBytes / 8));
      expect(await cache.get('big', [FEED], async () => 'loaded again')).toBe('loaded again');
    } finally {
      await cache.close();
    }
  });
});
