import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation } from '@contract';
import { bearer, registerUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createLearners, seedGeneration, type Learner } from '../../test/community';
import { countingLoads } from '../../test/read-cache';
import { addWord } from '../../test/words';
import { openReadCache } from '.';

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

describe.skipIf(!process.env.TEST_REDIS_URL)('an app caching in Redis', () => {
  const prefix = `wordloom:test:read:${randomBytes(6).toString('hex')}:`;

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
        await new Promise((resolve) => setTimeout(resolve, 50)); // the store is not awaited by get
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

/*
 * A guest can send any cursor. Only one spelling of a position is a cursor, so a guest cannot make the
 * cache keep one page under many keys, and anything else is a 400 that stores nothing.
 */
describe('cursors and the cache', () => {
  let t: TestApp;
  let cache: ReturnType<typeof countingLoads>;
  beforeAll(async () => {
    const inner = await openReadCache({
      redisUrl: process.env.TEST_REDIS_URL ?? null,
      prefix: `wordloom:test:read:${randomBytes(6).toString('hex')}:`,
    });
    cache = countingLoads(inner);
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

  it('keeps a page under its one cursor; another spelling, or junk, is a 400 that loads nothing', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/generations/public?sort=popular&limit=1' });
    const cursor = first.json<{ nextCursor: string }>().nextCursor;
    expect((await guestPage(cursor)).statusCode).toBe(200);
    const loadsBefore = cache.loads.length;

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
    expect(cache.loads.slice(loadsBefore)).toEqual([]);
  });
});
