import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation } from '@contract';
import { bearer, registerUser, type RegisteredUser } from '../../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/app';
import { createLearners, seedGeneration, type Learner } from '../../test/community';
import { countingLoads } from '../../test/read-cache';
import { addWord } from '../../test/words';
import { MemoryReadCache, openReadCache, type ReadCache } from '.';

/*
 * Each write invalidates the tags of what it changed, from its service, once committed: what it changed
 * is seen at once, and every other read stays cached (counted here by the loads the cache runs).
 */
const FEED = '/api/generations/public?sort=recent';

describe('writes invalidate what they changed, and nothing else', () => {
  let t: TestApp;
  let cache: ReturnType<typeof countingLoads>;
  let alice: Learner;
  let bob: Learner;
  let carol: RegisteredUser;
  let generationId: string;
  beforeAll(async () => {
    cache = countingLoads(new MemoryReadCache());
    t = await createTestApp({ readCache: cache });
    [alice, bob] = (await createLearners(t, 2)) as [Learner, Learner];
    carol = await registerUser(t);
    generationId = await seedGeneration(t, alice.id);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, token?: string) => {
    const response = await t.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const guestFeed = async () => (await get<{ generations: Generation[] }>(FEED)).body.generations;
  const guestItem = async (id: string) => get<{ generation: Generation }>(`/api/generations/${id}`);
  /** How many times the cache has read the database so far. */
  const loads = () => cache.loads.length;

  it('keeps every read across a login and a change of theme', async () => {
    await guestFeed();
    await get('/api/words?limit=20', carol.token);
    const before = loads();
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: carol.email, password: carol.password },
    });
    expect(login.statusCode).toBe(200);
    const theme = await t.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: bearer(carol.token),
      payload: { theme: 'dark' },
    });
    expect(theme.statusCode).toBe(200);
    await guestFeed();
    await get('/api/words?limit=20', carol.token);
    expect(loads()).toBe(before);
  });

  it("shows a like at once on the item and the feed, and keeps a learner's pages", async () => {
    expect((await guestFeed())[0]!.likes).toBe(0);
    expect((await guestItem(generationId)).body.generation.likes).toBe(0);
    await get('/api/words?limit=20', carol.token);
    const liked = await t.inject({
      method: 'POST',
      url: `/api/generations/${generationId}/like`,
      headers: bearer(bob.token),
    });
    expect(liked.statusCode).toBe(200);
    expect((await guestFeed())[0]!.likes).toBe(1);
    expect((await guestItem(generationId)).body.generation.likes).toBe(1);
    const before = loads();
    await get('/api/words?limit=20', carol.token);
    expect(loads()).toBe(before);
  });

  it("shows a word added on that learner's pages at once, and keeps the feed", async () => {
    await addWord(t, carol.token, 'abandon');
    await guestFeed();
    const before = loads();
    await addWord(t, carol.token, 'calendar');
    await guestFeed();
    expect(loads()).toBe(before);
    const list = await get<{ total: number }>('/api/words?limit=20', carol.token);
    expect(list.body.total).toBe(2);
  });

  it("shows a new daily allowance or time zone in the learner's review queue at once", async () => {
    const queue = async () =>
      (await get<{ newCount: number }>('/api/review/queue', carol.token)).body.newCount;
    expect(await queue()).toBe(2);
    const changed = await t.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: bearer(carol.token),
      payload: { dailyNewWords: 1 },
    });
    expect(changed.statusCode).toBe(200);
    expect(await queue()).toBe(1);
  });

  it("shows a new name at once on the feeds and on the author's items", async () => {
    expect((await guestItem(generationId)).body.generation.author.username).toBe(alice.username);
    expect((await guestFeed())[0]!.author.username).toBe(alice.username);
    const username = `renamed_${randomBytes(4).toString('hex')}`;
    const renamed = await t.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(alice.token),
      payload: { username },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await guestItem(generationId)).body.generation.author.username).toBe(username);
    expect((await guestFeed())[0]!.author.username).toBe(username);
  });

  it('takes deleted content off the feeds, its pages and the numbers at once', async () => {
    const [dora] = (await createLearners(t, 1)) as [Learner];
    const id = await seedGeneration(t, dora.id);
    const numbers = async () =>
      (await get<{ statistics: { generations: number } }>('/api/statistics')).body.statistics.generations;
    const before = await numbers();
    expect((await guestItem(id)).status).toBe(200);
    expect((await guestFeed()).map((item) => item.id)).toContain(id);
    const deleted = await t.inject({ method: 'DELETE', url: '/api/content', headers: bearer(dora.token) });
    expect(deleted.statusCode).toBe(200);
    expect((await guestItem(id)).status).toBe(404);
    expect((await guestFeed()).map((item) => item.id)).not.toContain(id);
    expect(await numbers()).toBe(before - 1);
  });
});

/*
 * The privacy promise across instances: two servers share the database and the Redis read cache; once
 * the answer that made an item private has gone out from one, no instance serves the item again.
 */
describe.skipIf(!process.env.TEST_REDIS_URL)('two instances sharing Redis', () => {
  describe.each(TEST_DATABASES)('on %s', (database) => {
    const prefix = `wordloom:test:read:${randomBytes(6).toString('hex')}:`;
    let caches: ReturnType<typeof countingLoads>[];
    let a: TestApp;
    let b: TestApp;
    let alice: Learner;
    beforeAll(async () => {
      const open = async (): Promise<ReadCache> =>
        openReadCache({ redisUrl: process.env.TEST_REDIS_URL!, prefix });
      caches = [countingLoads(await open()), countingLoads(await open())];
      a = await createTestApp({ database, readCache: caches[0] });
      b = await createTestApp({ sharedWith: a, readCache: caches[1] });
      [alice] = (await createLearners(a, 1)) as [Learner];
    });
    afterAll(async () => {
      await b.close();
      await a.close();
      await Promise.all(caches.map((cache) => cache.close()));
    });

    it('never serves an item made private on one instance from the other', async () => {
      const id = await seedGeneration(a, alice.id);
      const onB = async () => ({
        item: (await b.inject({ method: 'GET', url: `/api/generations/${id}` })).statusCode,
        inFeed: (await b.inject({ method: 'GET', url: FEED }))
          .json<{ generations: Generation[] }>()
          .generations.some((item) => item.id === id),
      });
      expect(await onB()).toEqual({ item: 200, inFeed: true });
      await new Promise((resolve) => setTimeout(resolve, 50)); // the store is not awaited by get
      const loadsOnB = caches[1]!.loads.length;
      expect(await onB()).toEqual({ item: 200, inFeed: true });
      expect(caches[1]!.loads.length).toBe(loadsOnB); // both now come from Redis

      const hidden = await a.inject({
        method: 'PUT',
        url: `/api/generations/${id}/privacy`,
        headers: bearer(alice.token),
        payload: { isPublic: false },
      });
      expect(hidden.statusCode).toBe(200);
      expect(await onB()).toEqual({ item: 404, inFeed: false });
    });
  });
});
