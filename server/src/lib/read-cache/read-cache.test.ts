import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation } from '@contract';
import { bearer, registerUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createLearners, seedGeneration, type Learner } from '../../test/community';
import { addWord } from '../../test/words';
import { MemoryReadCache, openReadCache, type ReadCache } from '.';

describe('the in-process read cache', () => {
  it('loads a value once and serves it until it expires', async () => {
    let now = 0;
    const cache = new MemoryReadCache(1_000, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    now = 1_001;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets everything on invalidate, and never keeps a value loaded while a write happened', async () => {
    const cache = new MemoryReadCache();
    expect(await cache.get('k', async () => 'before')).toBe('before');
    await cache.invalidate();
    let release!: () => void;
    const slow = cache.get('k', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'read during a write';
    });
    await Promise.resolve();
    await cache.invalidate();
    release();
    expect(await slow).toBe('read during a write');
    expect(await cache.get('k', async () => 'after')).toBe('after');
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
    expect(await a.get('page', async () => ({ items: ['one'] }))).toEqual({ items: ['one'] });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the SET is not awaited by get
    expect(await b.get('page', async () => ({ items: ['never loaded'] }))).toEqual({ items: ['one'] });
    await b.invalidate();
    expect(await a.get('page', async () => ({ items: ['one', 'two'] }))).toEqual({ items: ['one', 'two'] });
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
