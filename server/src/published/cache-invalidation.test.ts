import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Generation, SentenceCheck } from '@contract';
import { cacheTags, MemoryReadCache, type CacheTag, type ReadCache } from '../lib/read-cache';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { startScriptedProvider, type ScriptedProvider } from '../test/ai-provider';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { createLearners, seedCheck, seedGeneration, type Learner } from '../test/community';
import { countingLoads } from '../test/read-cache';
import { createCheck, createGeneration } from '../test/generations';
import { addWord } from '../test/words';

/*
 * Each write of a published item invalidates the tags of what it changed from its service, once its transaction
 * has committed and before it answers (published/service.ts, `changedTags`): the change is seen at once,
 * a private item's page is never served again, and nothing else is read again.
 */
describe.each(TEST_DATABASES)(
  'published items invalidate what they changed, once committed (%s)',
  (database) => {
    let provider: ScriptedProvider;
    let t: TestApp;
    let alice: Learner;
    let bob: Learner;
    let carol: RegisteredUser;
    // Long-lived entries: only an invalidation, never the time limit, makes a read be loaded again here.
    const counting = countingLoads(new MemoryReadCache(10 * 60_000));
    const invalidated: CacheTag[][] = [];
    /** What the database holds, read outside the write's transaction at the moment it invalidates. */
    let seenAtInvalidation: () => Promise<unknown> = async () => undefined;
    const seen: unknown[] = [];
    const readCache: ReadCache = {
      ...counting,
      async invalidate(tags) {
        seen.push(await seenAtInvalidation());
        invalidated.push([...tags]);
        return counting.invalidate(tags);
      },
    };

    beforeAll(async () => {
      provider = await startScriptedProvider();
      t = await createTestApp({
        database,
        readCache,
        ai: { baseUrl: provider.baseUrl },
      });
      [alice, bob] = (await createLearners(t, 2)) as [Learner, Learner];
      carol = await registerUser(t);
    });
    afterAll(async () => {
      await t.close();
      await provider.close();
    });
    beforeEach(() => {
      invalidated.length = 0;
      seen.length = 0;
      seenAtInvalidation = async () => undefined;
    });

    const get = async <T>(url: string, token?: string) => {
      const response = await t.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
      return { status: response.statusCode, body: response.json<T>() };
    };
    const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) => {
      const response = await t.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      return response;
    };
    const guestFeed = async () =>
      (await get<{ generations: Generation[] }>('/api/generations/public?sort=recent')).body.generations;
    const likesInDatabase = (id: string) => async () =>
      (
        await t.database.db
          .selectFrom('published_items')
          .select('likes')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).likes;

    it('a like: its item and, when public, its feed, after it committed', async () => {
      const id = await seedGeneration(t, alice.id);
      expect((await get<{ generation: Generation }>(`/api/generations/${id}`)).body.generation.likes).toBe(0);
      expect((await guestFeed()).find((item) => item.id === id)?.likes).toBe(0);
      seenAtInvalidation = likesInDatabase(id);
      await send('POST', `/api/generations/${id}/like`, bob.token);
      expect(invalidated).toEqual([[cacheTags.item(id), cacheTags.feed('generation')]]);
      // Read on another connection (PostgreSQL) or after the transaction let go of the only one (SQLite).
      expect(seen).toEqual([1]);
      expect((await get<{ generation: Generation }>(`/api/generations/${id}`)).body.generation.likes).toBe(1);
      expect((await guestFeed()).find((item) => item.id === id)?.likes).toBe(1);

      const check = await seedCheck(t, alice.id);
      const own = await seedGeneration(t, alice.id, { isPublic: false });
      invalidated.length = 0;
      await send('POST', `/api/checks/${check}/like`, bob.token);
      await send('POST', `/api/generations/${own}/like`, alice.token);
      // A private item is in no feed, and its likes in no public number.
      expect(invalidated).toEqual([[cacheTags.item(check), cacheTags.feed('check')], [cacheTags.item(own)]]);
    });

    it("a privacy change: the item's page, the feed and the public set, so a private item is never served again", async () => {
      const id = await seedGeneration(t, alice.id);
      expect((await get(`/api/generations/${id}`)).status).toBe(200);
      expect((await guestFeed()).map((item) => item.id)).toContain(id);
      const before = counting.loads.length;
      expect((await get(`/api/generations/${id}`)).status).toBe(200);
      expect(counting.loads.length).toBe(before); // cached
      await send('PUT', `/api/generations/${id}/privacy`, alice.token, { isPublic: false });
      expect(invalidated).toEqual([
        [cacheTags.item(id), cacheTags.feed('generation'), cacheTags.publicItems('generation')],
      ]);
      expect((await get(`/api/generations/${id}`)).status).toBe(404);
      expect((await guestFeed()).map((item) => item.id)).not.toContain(id);
      // Already private: nothing changed, nothing to read again.
      await send('PUT', `/api/generations/${id}/privacy`, alice.token, { isPublic: false });
      expect(invalidated).toHaveLength(1);
    });

    it("a new item: the kind's feed when public, the site's numbers and the owner's pages", async () => {
      const word = await addWord(t, carol.token, 'leaf');
      const numbers = async () =>
        (await get<{ statistics: { generations: number; sentenceChecks: number } }>('/api/statistics')).body
          .statistics;
      const before = await numbers();
      await guestFeed();
      invalidated.length = 0;
      const generation = await createGeneration(t, carol.token, [word.id], { isPublic: true });
      const learner = cacheTags.learner(carol.user.id);
      expect(invalidated).toEqual([
        [
          cacheTags.feed('generation'),
          cacheTags.publicItems('generation'),
          cacheTags.siteStatistics,
          learner,
        ],
      ]);
      expect((await guestFeed()).map((item) => item.id)).toContain(generation.id);
      expect(await numbers()).toMatchObject({ generations: before.generations + 1 });

      invalidated.length = 0;
      const check: SentenceCheck = await createCheck(t, carol.token, 'She go to school.');
      expect(check.isPublic).toBe(false);
      expect(invalidated).toEqual([[cacheTags.siteStatistics, learner]]);
      expect(await numbers()).toMatchObject({ sentenceChecks: before.sentenceChecks + 1 });
    });

    it("deleting: each item's page, the feed, the site's numbers and the owner's pages", async () => {
      const [dora] = (await createLearners(t, 1)) as [Learner];
      const [first, second] = [await seedGeneration(t, dora.id), await seedGeneration(t, dora.id)];
      expect((await get(`/api/generations/${first}`)).status).toBe(200);
      const rest = [
        cacheTags.feed('generation'),
        cacheTags.publicItems('generation'),
        cacheTags.siteStatistics,
        cacheTags.learner(dora.id),
      ];
      await send('DELETE', `/api/generations/${first}`, dora.token);
      expect(invalidated).toEqual([[cacheTags.item(first), ...rest]]);
      expect((await get(`/api/generations/${first}`)).status).toBe(404);

      invalidated.length = 0;
      expect((await get(`/api/generations/${second}`)).status).toBe(200);
      await send('DELETE', '/api/generations/all', dora.token);
      expect(invalidated).toEqual([[cacheTags.item(second), ...rest]]);
      expect((await get(`/api/generations/${second}`)).status).toBe(404);

      // Nothing deleted, nothing changed.
      invalidated.length = 0;
      expect((await send('DELETE', `/api/generations/${second}`, dora.token)).statusCode).toBe(404);
      await send('DELETE', '/api/generations/all', dora.token);
      expect(invalidated).toEqual([]);
    });
  },
);
