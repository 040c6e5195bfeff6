import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewStats } from '@contract';
import { learnerFrom } from '../auth/learner';
import { createUsersRepository } from '../auth/repository';
import { transactions } from '../db/transaction';
import { MemoryReadCache } from '../lib/read-cache';
import { bearer, registerUser, setPreferences, type RegisteredUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { openFixtureDictionary } from '../test/dictionary';
import { rateCard } from '../test/review';
import { addWord, getJson } from '../test/words';
import type { Dictionary } from '../dictionary';
import type { PlanServing, PlanWords } from './plan-words';
import { createReviewRepository } from './repository';
import { createReviewService } from './service';

const MINUTE = 60_000;

/*
 * The queue with word-book plans (docs/api-conventions.md, "Word books and plans"): due cards, learning ahead, the learner's
 * own new words up to dailyNewWords, then what each plan serves. Plans are another feature: here the seam
 * (PlanWords) answers fixed counts, and the plans' cards are made as the plans make them, through the
 * repository with their book.
 */
describe.each(TEST_DATABASES)('the queue with plans (%s)', (database) => {
  let t: TestApp;
  let dictionary: Dictionary;
  beforeAll(async () => {
    t = await createTestApp({ database });
    dictionary = await openFixtureDictionary();
  });
  afterAll(async () => {
    dictionary.close();
    await t.close();
  });

  const learner = async (user: RegisteredUser) =>
    learnerFrom((await createUsersRepository(t.database.db).findById(user.user.id))!);

  /** A review service on the app's database whose plans serve what `serve` says, and every room asked. */
  const withPlans = (serve: (room: number) => PlanServing[]) => {
    const rooms: number[] = [];
    const planWords: PlanWords = {
      serve: async (_learner, _now, room) => {
        rooms.push(room);
        return serve(room);
      },
    };
    const service = createReviewService({
      review: createReviewRepository(t.database.db),
      transaction: transactions(t.database.db),
      dictionary,
      clock: () => t.now(),
      readCache: new MemoryReadCache(),
      planWords,
    });
    return {
      rooms,
      queue: async (user: RegisteredUser, limit = 20) => {
        // A read of a later second: this service's cache does not hear the app's invalidations.
        t.advanceTime(1000);
        const queue = await service.queue(await learner(user), limit);
        return { ...queue, words: queue.cards.map((card) => card.word.word) };
      },
    };
  };

  /* A word a plan brought in: in the list with its book as source, its new card marked with the book. */
  const addPlanWord = async (user: RegisteredUser, word: string, book: string) => {
    const row = {
      id: randomUUID(),
      user_id: user.user.id,
      word,
      word_key: word,
      definition: null,
      translation: null,
      phonetic: null,
      part_of_speech: null,
      parts_of_speech: '',
      usage_count: 0,
      search_text: word,
      source: `book:${book}`,
      context_sentence: null,
      context_source: null,
      created_at: t.now().toISOString(),
    };
    await transactions(t.database.db)(async (trx) => {
      await trx.insertInto('words').values(row).execute();
      await createReviewRepository(t.database.db).addNewCards(trx, [row], book);
    });
    t.advanceTime(1000);
    return row;
  };
  const addOwnWord = async (user: RegisteredUser, word: string) => {
    const added = await addWord(t, user.token, word);
    t.advanceTime(1000);
    return added;
  };
  const setDailyNewWords = (user: RegisteredUser, dailyNewWords: number) =>
    setPreferences(t, user.token, { dailyNewWords });
  const stats = async (user: RegisteredUser) =>
    (await getJson(t, user.token, '/api/review/stats')).body.stats as ReviewStats;

  it('serves due cards, then own new words, then each plan’s words in the plans’ order, oldest first', async () => {
    const user = await registerUser(t);
    await setDailyNewWords(user, 3);
    // The plans' words are older than the learner's own: own words still come first.
    await addPlanWord(user, 'leaf', 'cet4');
    await addPlanWord(user, 'mouse', 'cet4');
    await addPlanWord(user, 'record', 'cet4');
    await addPlanWord(user, 'diary', 'ielts');
    const due = await addOwnWord(user, 'abandon');
    await addOwnWord(user, 'calendar');
    await addOwnWord(user, 'child');
    await addOwnWord(user, 'friend');
    await rateCard(t, user.token, due.id, 'again');
    t.advanceTime(10 * MINUTE);

    const plans = withPlans(() => [
      { bookId: 'cet4', count: 2 },
      { bookId: 'ielts', count: 1 },
    ]);
    const queue = await plans.queue(user);
    // One own first today (abandon): two own new words left of three.
    expect(queue.words).toEqual(['abandon', 'calendar', 'child', 'leaf', 'mouse', 'diary']);
    expect({ dueCount: queue.dueCount, newCount: queue.newCount }).toEqual({ dueCount: 1, newCount: 5 });
    expect(plans.rooms).toEqual([20 - 1 - 2]);

    // A plan asked for more than the room left gets the room: the limit holds.
    const tight = await plans.queue(user, 4);
    expect(tight.words).toEqual(['abandon', 'calendar', 'child', 'leaf']);
    expect(plans.rooms.at(-1)).toBe(1);
  });

  it('asks no plan when the own words fill the queue, and serves the plans alone when no own word is new', async () => {
    const user = await registerUser(t);
    await addPlanWord(user, 'leaf', 'cet4');
    await addOwnWord(user, 'abandon');
    await addOwnWord(user, 'calendar');
    const plans = withPlans((room) => [{ bookId: 'cet4', count: room }]);
    expect((await plans.queue(user, 2)).words).toEqual(['abandon', 'calendar']);
    expect(plans.rooms).toEqual([]);

    const other = await registerUser(t);
    await addPlanWord(other, 'leaf', 'cet4');
    await addPlanWord(other, 'mouse', 'cet4');
    expect((await plans.queue(other)).words).toEqual(['leaf', 'mouse']);
  });

  it('lets a plan’s first reviews take nothing from the learner’s own allowance', async () => {
    const user = await registerUser(t);
    await setDailyNewWords(user, 1);
    const leaf = await addPlanWord(user, 'leaf', 'cet4');
    await addPlanWord(user, 'mouse', 'cet4');
    const abandon = await addOwnWord(user, 'abandon');
    await addOwnWord(user, 'calendar');
    const plans = withPlans(() => [{ bookId: 'cet4', count: 1 }]);

    await rateCard(t, user.token, leaf.id, 'easy');
    expect((await plans.queue(user)).words).toEqual(['abandon', 'mouse']);
    expect(await stats(user)).toMatchObject({ newToday: 1, newLeftToday: 1, newAvailable: 1 });

    await rateCard(t, user.token, abandon.id, 'easy');
    expect((await plans.queue(user)).words).toEqual(['mouse']);
    expect(await stats(user)).toMatchObject({ newToday: 2, newLeftToday: 0, newAvailable: 0 });
  });

  it('never serves a known card, own or a plan’s, nor counts it due or new', async () => {
    const user = await registerUser(t);
    const leaf = await addPlanWord(user, 'leaf', 'cet4');
    const abandon = await addOwnWord(user, 'abandon');
    const calendar = await addOwnWord(user, 'calendar');
    await rateCard(t, user.token, calendar.id, 'again');
    t.advanceTime(10 * MINUTE);
    expect(await stats(user)).toMatchObject({ dueNow: 1, newAvailable: 1, cards: 3 });

    for (const word of [leaf, abandon, calendar]) {
      const known = await t.inject({
        method: 'POST',
        url: `/api/review/${word.id}/known`,
        headers: bearer(user.token),
      });
      expect(known.statusCode).toBe(200);
    }
    const plans = withPlans(() => [{ bookId: 'cet4', count: 5 }]);
    expect(await plans.queue(user)).toMatchObject({ cards: [], dueCount: 0, newCount: 0 });
    // Long after the card would have been due (within the session's 7 days).
    t.advanceTime(6 * 24 * 60 * MINUTE);
    expect((await plans.queue(user)).cards).toEqual([]);
    expect(await stats(user)).toMatchObject({
      dueNow: 0,
      dueToday: 0,
      newAvailable: 0,
      nextDueAt: null,
      cards: 3,
    });
    const card = await t.database.db
      .selectFrom('review_cards')
      .select(['state', 'is_new', 'plan_book'])
      .where('word_id', '=', leaf.id)
      .executeTakeFirstOrThrow();
    expect(card).toEqual({ state: 'known', is_new: 2, plan_book: null });
  });
});
