import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewCard, Word } from '@contract';
import { cacheTags, MemoryReadCache, type CacheTag, type ReadCache } from '../lib/read-cache';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { countingLoads } from '../test/read-cache';
import { rateCard } from '../test/review';
import { addWord, getJson } from '../test/words';

/*
 * A learner's own pages (the word list and the review queue) are cached under their learner tag, and each
 * of their writes in words and review invalidates that tag once committed, from the service: with the
 * coarse "every write empties the cache" hook off, the writer reads the change at once, and another
 * learner's cached pages are not read again.
 */
describe.each(TEST_DATABASES)("a learner's writes invalidate their own pages only (%s)", (database) => {
  let t: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  // Long-lived entries: only an invalidation, never the time limit, makes a page be read again here.
  const counting = countingLoads(new MemoryReadCache(10 * 60_000));
  const invalidated: CacheTag[][] = [];
  const readCache: ReadCache = {
    ...counting,
    invalidate: (tags) => {
      invalidated.push([...tags]);
      return counting.invalidate(tags);
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ database, readCache });
    alice = await registerUser(t);
    bob = await registerUser(t);
    await addWord(t, alice.token, 'abandon');
    await addWord(t, bob.token, 'friend');
  });
  afterAll(() => t.close());

  const words = async (user: RegisteredUser) =>
    (await getJson(t, user.token, '/api/words?sort=alpha')).body.words as Word[];
  const queue = async (user: RegisteredUser) =>
    (await getJson(t, user.token, '/api/review/queue?limit=50')).body.cards as ReviewCard[];
  const wordNamed = async (user: RegisteredUser, text: string) =>
    (await words(user)).find((word) => word.word === text);

  // Both learners' pages cached, then only what the write under test does is recorded.
  beforeEach(async () => {
    for (const user of [alice, bob]) {
      await words(user);
      await queue(user);
    }
    invalidated.length = 0;
    counting.loads.length = 0;
  });

  /* The write invalidated Alice's tag and nothing else, and Bob's pages are still served from the cache. */
  async function expectOnlyAlicesPagesInvalidated() {
    expect(invalidated).toEqual([[cacheTags.learner(alice.user.id)]]);
    const bobsWords = await words(bob);
    await queue(bob);
    expect(counting.loads).toEqual([]);
    expect(bobsWords.map((word) => word.word)).toEqual(['friend']);
  }

  it('adding a word: the list and the queue show it', async () => {
    await addWord(t, alice.token, 'good');
    await expectOnlyAlicesPagesInvalidated();
    expect((await words(alice)).map((word) => word.word)).toEqual(['abandon', 'good']);
    expect((await queue(alice)).map((card) => card.word.word)).toContain('good');
  });

  it('importing words: the list shows them', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/words/import',
      payload: { words: [{ word: 'leave' }] },
      headers: bearer(alice.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectOnlyAlicesPagesInvalidated();
    expect(await wordNamed(alice, 'leave')).toBeDefined();
  });

  it("editing a word: the list shows the learner's meaning", async () => {
    const word = (await wordNamed(alice, 'leave'))!;
    const response = await t.inject({
      method: 'PUT',
      url: `/api/words/${word.id}`,
      payload: { definition: 'my own meaning' },
      headers: bearer(alice.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectOnlyAlicesPagesInvalidated();
    expect((await wordNamed(alice, 'leave'))!.definition).toBe('my own meaning');
  });

  it("rating a card, then undoing it: the list and the queue show the card's state each time", async () => {
    const word = (await wordNamed(alice, 'good'))!;
    const reviewId = randomUUID();
    const rated = await rateCard(t, alice.token, word.id, 'good', { reviewId });
    expect(rated.state).not.toBe('new');
    await expectOnlyAlicesPagesInvalidated();
    expect((await wordNamed(alice, 'good'))!.review!.state).toBe(rated.state);
    expect((await queue(alice)).find((card) => card.word.id === word.id)?.state).not.toBe('new');

    await words(alice);
    await queue(alice);
    invalidated.length = 0;
    counting.loads.length = 0;
    const undone = await t.inject({
      method: 'DELETE',
      url: `/api/review/${word.id}/ratings/${reviewId}`,
      headers: bearer(alice.token),
    });
    expect(undone.statusCode, undone.body).toBe(200);
    await expectOnlyAlicesPagesInvalidated();
    expect((await wordNamed(alice, 'good'))!.review!.state).toBe('new');
  });

  it('deleting a word: the list and the queue lose it', async () => {
    const word = (await wordNamed(alice, 'abandon'))!;
    const response = await t.inject({
      method: 'DELETE',
      url: `/api/words/${word.id}`,
      headers: bearer(alice.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectOnlyAlicesPagesInvalidated();
    expect(await wordNamed(alice, 'abandon')).toBeUndefined();
    expect((await queue(alice)).map((card) => card.word.id)).not.toContain(word.id);
  });

  it('a write that changes nothing (a word already in the list) invalidates nothing', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/words',
      payload: { word: 'good' },
      headers: bearer(alice.token),
    });
    expect(response.statusCode).toBe(409);
    expect(invalidated).toEqual([]);
  });
});
