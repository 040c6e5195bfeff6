import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan, ReviewCard, Word } from '@contract';
import type { Learner } from '../auth';
import { transactions } from '../db/transaction';
import type { Dictionary } from '../dictionary';
import { MemoryReadCache } from '../lib/read-cache';
import { createReviewRepository } from '../review/repository';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { openFixtureDictionary } from '../test/dictionary';
import { rateCard } from '../test/review';
import { addWord, getJson } from '../test/words';
import { createBookWords } from '../words';
import { createWordsRepository } from '../words/repository';
import { createPlansRepository } from './repository';
import { createPlansService, type PlansService } from './service';

const ZK = ['the', 'be', 'and', 'a', 'in', 'with', 'go', 'their', 'which', 'run', 'good', 'child'];
const DAY = 24 * 60 * 60 * 1000;

/*
 * The queue's side of plans (review/plan-words.ts), asked directly of a plans service built on the test
 * app's database and read cache, as the review queue asks it; what it did is read back through the API.
 */
describe.each(TEST_DATABASES)('serving plan words (%s)', (database) => {
  let t: TestApp;
  let dictionary: Dictionary;
  let service: PlansService;
  const readCache = new MemoryReadCache();
  beforeAll(async () => {
    t = await createTestApp({ database, readCache });
    t.setTime(new Date('2030-03-10T12:00:00Z'));
    dictionary = await openFixtureDictionary();
    const db = t.database.db;
    const review = createReviewRepository(db);
    service = createPlansService({
      plans: createPlansRepository(db),
      review,
      bookWords: createBookWords({ words: createWordsRepository(db), reviewCards: review, dictionary }),
      dictionary,
      transaction: transactions(db),
      clock: () => t.now(),
      readCache,
    });
  });
  afterAll(async () => {
    await t.close();
    dictionary.close();
  });

  const learnerOf = (user: RegisteredUser): Learner => ({
    id: user.user.id,
    username: user.username,
    email: user.email,
    createdAt: user.user.createdAt,
    tokenVersion: 0,
    preferences: user.user.preferences,
  });
  const serve = (user: RegisteredUser, room = 30) => service.serve(learnerOf(user), t.now(), room);
  const call = async (
    user: RegisteredUser,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const response = await t.inject({ method, url, payload, headers: bearer(user.token) });
    expect(response.statusCode).toBeLessThan(300);
    return response.json();
  };
  const startPlan = async (user: RegisteredUser, payload: object) =>
    (await call(user, 'POST', '/api/plans', payload)).plan as Plan;
  const plan = async (user: RegisteredUser) =>
    (await getJson(t, user.token, '/api/plans')).body.plans[0] as Plan;
  /* The learner's words, oldest first. */
  const words = async (user: RegisteredUser) => {
    const { body } = await getJson(t, user.token, '/api/words?sort=recent&limit=100');
    return (body.words as Word[]).toReversed();
  };
  const planBooks = async (user: RegisteredUser) =>
    t.database.db
      .selectFrom('review_cards')
      .innerJoin('words', 'words.id', 'review_cards.word_id')
      .select(['words.word', 'review_cards.plan_book'])
      .where('review_cards.user_id', '=', user.user.id)
      .orderBy('words.created_at')
      .execute();

  it('brings in up to the day’s number of the book’s next words, in its order, filled from the dictionary', async () => {
    const learner = await registerUser(t);
    await startPlan(learner, { bookId: 'zk', dailyNew: 5 });
    expect(await words(learner)).toEqual([]);

    expect(await serve(learner)).toEqual([{ bookId: 'zk', count: 5 }]);
    const added = await words(learner);
    expect(added.map((word) => word.word)).toEqual(ZK.slice(0, 5));
    for (const word of added) {
      expect(word.source).toBe('book:zk');
      expect(word.translation).not.toBeNull();
    }
    // A millisecond apart, in the book's order.
    expect(added.map((word) => Date.parse(word.createdAt) - t.now().getTime())).toEqual([0, 1, 2, 3, 4]);
    expect((await planBooks(learner)).map((card) => card.plan_book)).toEqual(Array(5).fill('zk'));
    expect(await plan(learner)).toMatchObject({ introduced: 5, introducedToday: 5, remaining: 18 });

    // Served again before any is reviewed: the same five, nothing more.
    expect(await serve(learner)).toEqual([{ bookId: 'zk', count: 5 }]);
    expect(await words(learner)).toHaveLength(5);
  });

  it('fits in the room the queue has left', async () => {
    const learner = await registerUser(t);
    await startPlan(learner, { bookId: 'zk', dailyNew: 5 });
    expect(await serve(learner, 2)).toEqual([{ bookId: 'zk', count: 2 }]);
    expect(await serve(learner, 0)).toEqual([]);
    expect(await serve(learner, 4)).toEqual([{ bookId: 'zk', count: 4 }]);
    expect((await words(learner)).map((word) => word.word)).toEqual(ZK.slice(0, 4));
  });

  it('steps over words already in the list and words marked known', async () => {
    const learner = await registerUser(t);
    await addWord(t, learner.token, 'be');
    await startPlan(learner, { bookId: 'zk', dailyNew: 3 });
    await call(learner, 'POST', '/api/plans/zk/known', { words: ['and', 'with'] });
    expect(await serve(learner)).toEqual([{ bookId: 'zk', count: 3 }]);
    expect((await words(learner)).map((word) => word.word)).toEqual(['be', 'the', 'a', 'in']);
    expect((await planBooks(learner)).map((card) => card.plan_book)).toEqual([null, 'zk', 'zk', 'zk']);
  });

  it('brings in more on the learner’s next day, once the day’s words are reviewed', async () => {
    const learner = await registerUser(t);
    await startPlan(learner, { bookId: 'zk', dailyNew: 2 });
    expect(await serve(learner)).toEqual([{ bookId: 'zk', count: 2 }]);
    for (const word of await words(learner)) await rateCard(t, learner.token, word.id, 'good');
    // The day's two are in: nothing more today.
    expect(await serve(learner)).toEqual([]);
    expect(await words(learner)).toHaveLength(2);

    t.advanceTime(DAY);
    try {
      expect(await serve(learner)).toEqual([{ bookId: 'zk', count: 2 }]);
      expect((await words(learner)).map((word) => word.word)).toEqual(ZK.slice(0, 4));
      expect(await plan(learner)).toMatchObject({ introduced: 4, introducedToday: 2 });
    } finally {
      t.advanceTime(-DAY);
    }
  });

  it('keeps a day’s unreviewed words within the day’s number: they are served before new ones come', async () => {
    const learner = await registerUser(t);
    await startPlan(learner, { bookId: 'zk', dailyNew: 3 });
    await serve(learner);
    t.advanceTime(DAY);
    try {
      // Yesterday's three are still new: today's allowance goes to them.
      expect(await serve(learner)).toEqual([{ bookId: 'zk', count: 3 }]);
      expect(await words(learner)).toHaveLength(3);
    } finally {
      t.advanceTime(-DAY);
    }
  });

  it('serves nothing of a paused plan', async () => {
    const learner = await registerUser(t);
    await startPlan(learner, { bookId: 'zk', dailyNew: 3 });
    await call(learner, 'PUT', '/api/plans/zk', { paused: true });
    expect(await serve(learner)).toEqual([]);
    expect(await words(learner)).toEqual([]);
    await call(learner, 'PUT', '/api/plans/zk', { paused: false });
    expect(await serve(learner)).toEqual([{ bookId: 'zk', count: 3 }]);
  });

  it('introduces the words once when the queue is read by several requests at once', async () => {
    const learner = await registerUser(t);
    await startPlan(learner, { bookId: 'zk', dailyNew: 4 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => serve(learner)));
    for (const answer of answers) expect(answer).toEqual([{ bookId: 'zk', count: 4 }]);
    expect((await words(learner)).map((word) => word.word)).toEqual(ZK.slice(0, 4));
    expect(await plan(learner)).toMatchObject({ introduced: 4, introducedToday: 4 });
  });

  it('serves each plan in the order they were started, within the room', async () => {
    const learner = await registerUser(t);
    await startPlan(learner, { bookId: 'cet6', dailyNew: 2 });
    t.advanceTime(1000);
    await startPlan(learner, { bookId: 'zk', dailyNew: 3 });
    expect(await serve(learner, 4)).toEqual([
      { bookId: 'cet6', count: 2 },
      { bookId: 'zk', count: 2 },
    ]);
    // "record" and "leaf" came from CET-6; the zk plan serves its own next words.
    expect((await words(learner)).map((word) => [word.word, word.source])).toEqual([
      ['record', 'book:cet6'],
      ['leaf', 'book:cet6'],
      ['the', 'book:zk'],
      ['be', 'book:zk'],
    ]);
  });

  it('paces a plan with a target date by what is left', async () => {
    const learner = await registerUser(t);
    // 23 words over 2 days.
    await startPlan(learner, { bookId: 'zk', targetDate: '2030-03-12' });
    expect(await serve(learner)).toEqual([{ bookId: 'zk', count: 12 }]);
    expect(await plan(learner)).toMatchObject({ dailyNew: 12, introducedToday: 12, remaining: 11 });
  });

  it('makes the learner’s pages read again when it brings words in', async () => {
    const learner = await registerUser(t);
    await startPlan(learner, { bookId: 'zk', dailyNew: 2 });
    expect(await words(learner)).toEqual([]);
    await serve(learner);
    expect(await words(learner)).toHaveLength(2);
  });

  it('leaves the words a stopped plan brought in, their new cards the learner’s own', async () => {
    const learner = await registerUser(t);
    await startPlan(learner, { bookId: 'zk', dailyNew: 3 });
    await serve(learner);
    const [first] = await words(learner);
    await rateCard(t, learner.token, first!.id, 'good');
    await call(learner, 'DELETE', '/api/plans/zk');
    expect((await words(learner)).map((word) => [word.word, word.source])).toEqual([
      ['the', 'book:zk'],
      ['be', 'book:zk'],
      ['and', 'book:zk'],
    ]);
    // The reviewed one keeps its book (it counts as the plan's in the day's totals); the new ones are freed.
    expect((await planBooks(learner)).map((card) => card.plan_book)).toEqual(['zk', null, null]);
    expect(await serve(learner)).toEqual([]);
  });

  it('is what the review queue serves after the learner’s own new words', async () => {
    const learner = await registerUser(t);
    await addWord(t, learner.token, 'quickly');
    await startPlan(learner, { bookId: 'zk', dailyNew: 2 });
    const { status, body } = await getJson(t, learner.token, '/api/review/queue?limit=10');
    expect(status).toBe(200);
    expect((body.cards as ReviewCard[]).map((card) => card.word.word)).toEqual(['quickly', 'the', 'be']);
  });
});
