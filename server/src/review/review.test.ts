import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyCard, Rating, type Card, type Grade, type RecordLogItem } from 'ts-fsrs';
import type { ReviewCard, ReviewRating, ReviewStats } from '@contract';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { bearer, registerUser, setPreferences, signInAgain, type RegisteredUser } from '../test/accounts';
import { fuzzDays, minuteOf, rateCard, unfuzzedScheduler } from '../test/review';
import { addWord, getJson } from '../test/words';

const reference = unfuzzedScheduler;
const emptyCard = (word: { id: string; createdAt: string }) => ({
  ...createEmptyCard(new Date(word.createdAt)),
  word_id: word.id,
});
const GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/*
 * The due time a rating gave, against ts-fsrs's: exactly its time for steps in minutes and short intervals,
 * else whole days from the rating's minute within ts-fsrs's fuzz range (where the load balancer chose).
 */
function expectDueAsFsrs(due: string, expected: RecordLogItem, minute: Date) {
  const range = fuzzDays(expected);
  if (!range) return expect(due).toBe(expected.card.due.toISOString());
  const days = (Date.parse(due) - minute.getTime()) / DAY;
  expect(Number.isInteger(days), `${due} is whole days after ${minute.toISOString()}`).toBe(true);
  expect(days).toBeGreaterThanOrEqual(range.min);
  expect(days).toBeLessThanOrEqual(range.max);
}

describe.each(TEST_DATABASES)('review (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const queue = async (user: RegisteredUser, limit?: number) => {
    const { status, body } = await getJson(
      t,
      user.token,
      `/api/review/queue${limit ? `?limit=${limit}` : ''}`,
    );
    expect(status).toBe(200);
    return body as { cards: ReviewCard[]; dueCount: number; newCount: number };
  };
  const rate = (user: RegisteredUser, wordId: string, rating: ReviewRating, durationMs?: number) =>
    rateCard(t, user.token, wordId, rating, durationMs === undefined ? {} : { durationMs });
  /* Days pass in these tests, more than a session lasts. */
  const stats = async (user: RegisteredUser) =>
    (await getJson(t, user.token, '/api/review/stats')).body.stats as ReviewStats;

  describe('new cards', () => {
    it('appear for words added one by one and imported, in the order they were added', async () => {
      const alice = await registerUser(t);
      const apple = await addWord(t, alice.token, 'abandon');
      t.advanceTime(MINUTE);
      const imported = await t.inject({
        method: 'POST',
        url: '/api/words/import',
        payload: { words: [{ word: 'calendar' }, { word: 'child' }] },
        headers: bearer(alice.token),
      });
      expect(imported.statusCode).toBe(200);
      const { cards, dueCount, newCount } = await queue(alice);
      // Imported together, the two share a creation time: their order between them is the cards' ids'.
      expect(cards.map((card) => card.word.word)[0]).toBe('abandon');
      expect(
        cards
          .map((card) => card.word.word)
          .slice(1)
          .sort(),
      ).toEqual(['calendar', 'child']);
      expect({ dueCount, newCount }).toEqual({ dueCount: 0, newCount: 3 });
      expect(cards[0]).toMatchObject({
        word: { id: apple.id, word: 'abandon' },
        state: 'new',
        reps: 0,
        lapses: 0,
        lastReviewedAt: null,
        // No sentence of the learner's or anyone's yet: the dictionary's example.
        cloze: { source: 'dictionary', answer: 'abandoned', generationId: null },
      });
      expect(Object.keys(cards[0]!.next)).toEqual(['again', 'hard', 'good', 'easy']);
    });
  });

  describe('scheduling', () => {
    it.each(['again', 'hard', 'good', 'easy'] as const)(
      'a first %s gives the due time ts-fsrs gives',
      async (rating) => {
        const user = await registerUser(t);
        const word = await addWord(t, user.token, 'abandon');
        t.advanceTime(5 * MINUTE);
        const now = minuteOf(t.now());
        const outcome = reference.next(emptyCard(word), now, GRADES[rating]);
        const expected = outcome.card;
        const card = await rate(user, word.id, rating, 4_000);
        expectDueAsFsrs(card.due, outcome, now);
        expect(card).toMatchObject({
          state: ['new', 'learning', 'review', 'relearning'][expected.state],
          reps: expected.reps,
          lapses: expected.lapses,
          stability: expected.stability,
          difficulty: expected.difficulty,
          lastReviewedAt: now.toISOString(),
        });
      },
    );

    it('follows a whole history as ts-fsrs does, within its fuzz, and the previews match the ratings', async () => {
      const user = await registerUser(t);
      const word = await addWord(t, user.token, 'calendar');
      let expected: Card = emptyCard(word);
      const history: Array<[ReviewRating, number]> = [
        ['good', MINUTE],
        ['good', 10 * MINUTE],
        ['easy', 2 * DAY],
        ['again', 3 * DAY],
        ['hard', 12 * MINUTE],
        ['good', DAY],
      ];
      for (const [rating, wait] of history) {
        t.advanceTime(wait);
        const [shown] = (await queue(user, 100)).cards.filter((card) => card.word.id === word.id);
        const now = minuteOf(t.now());
        const outcome = reference.next(expected, now, GRADES[rating]);
        const card = await rate(user, word.id, rating);
        // The button showed the time the rating gave.
        if (shown) expect(shown.next[rating]).toBe(card.due);
        expectDueAsFsrs(card.due, outcome, now);
        expect(card.stability).toBe(outcome.card.stability);
        expect(card.difficulty).toBe(outcome.card.difficulty);
        expect(card.reps).toBe(outcome.card.reps);
        expect(card.lapses).toBe(outcome.card.lapses);
        // The next review starts from the card as the server left it (its due among the fuzzed days).
        expected = { ...outcome.card, due: new Date(card.due) };
      }
      expect(expected.lapses).toBe(1);
    });
  });

  describe('the queue', () => {
    it('lists due cards first, most overdue first, then new cards up to what is left today', async () => {
      // The next noon (UTC, the learner's zone): the test's half hour must not cross into a new day.
      const noon = new Date(t.now());
      noon.setUTCHours(12, 0, 0, 0);
      if (noon <= t.now()) noon.setUTCDate(noon.getUTCDate() + 1);
      t.setTime(noon);
      const user = await registerUser(t);
      await setPreferences(t, user.token, { dailyNewWords: 3 });
      const words = [];
      for (const text of ['abandon', 'calendar', 'child', 'go', 'good']) {
        words.push(await addWord(t, user.token, text));
        t.advanceTime(1_000);
      }
      const [apple, book, child] = words;
      // Before any review: five new words, three allowed today; the badge's count says three.
      expect(await stats(user)).toMatchObject({ newLeftToday: 3, newAvailable: 3 });
      // Three first reviews use up today's three new cards; 'again' brings a card back soonest.
      await rate(user, child!.id, 'good');
      t.advanceTime(MINUTE);
      await rate(user, apple!.id, 'hard');
      t.advanceTime(MINUTE);
      await rate(user, book!.id, 'again');
      const before = await queue(user);
      expect(before.newCount).toBe(0);
      expect(await stats(user)).toMatchObject({ newLeftToday: 0, newAvailable: 0 });

      t.advanceTime(30 * MINUTE);
      const { cards, dueCount, newCount } = await queue(user);
      const dues = cards.map((card) => card.due);
      expect(dueCount).toBe(3);
      expect(newCount).toBe(0);
      expect([...dues].sort()).toEqual(dues);
      expect(cards.map((card) => card.word.word)).toEqual(
        [...cards].sort((a, b) => a.due.localeCompare(b.due)).map((card) => card.word.word),
      );
      expect(cards.every((card) => card.state !== 'new')).toBe(true);

      await setPreferences(t, user.token, { dailyNewWords: 4 });
      const more = await queue(user);
      expect(more.newCount).toBe(1);
      expect(more.cards.at(-1)).toMatchObject({ state: 'new', word: { word: 'go' } });
      expect(more.cards.slice(0, 3).map((card) => card.state)).not.toContain('new');
    });

    it('keeps to the limit, due cards taking the room first', async () => {
      const user = await registerUser(t);
      for (const text of ['abandon', 'calendar', 'child']) await addWord(t, user.token, text);
      const first = await queue(user, 2);
      expect(first.cards).toHaveLength(2);
      await rate(user, first.cards[0]!.word.id, 'again');
      t.advanceTime(10 * MINUTE);
      const next = await queue(user, 2);
      expect(next).toMatchObject({ dueCount: 1, newCount: 1 });
      expect(next.cards[0]!.word.id).toBe(first.cards[0]!.word.id);
    });

    it('gives no new cards when the daily allowance is 0', async () => {
      const user = await registerUser(t);
      await setPreferences(t, user.token, { dailyNewWords: 0 });
      await addWord(t, user.token, 'abandon');
      expect(await queue(user)).toMatchObject({ cards: [], dueCount: 0, newCount: 0 });
    });
  });

  describe('days in the learner’s zone', () => {
    it('start a new "today" at the zone’s midnight, and the streak counts those days', async () => {
      const user = await registerUser(t);
      await setPreferences(t, user.token, { timeZone: 'Asia/Shanghai', dailyNewWords: 1 });
      const [apple, book] = [
        await addWord(t, user.token, 'abandon'),
        await addWord(t, user.token, 'calendar'),
      ];
      // Shanghai is UTC+8 all year: its midnight is 16:00 UTC. Both reviews below fall on one UTC day.
      const midnight = nextShanghaiMidnight(new Date(t.now().getTime() + 60 * MINUTE));
      t.setTime(new Date(midnight.getTime() - 30 * MINUTE));
      const firstDay = shanghaiDay(t.now());
      expect((await stats(user)).streakDays).toBe(0);
      await rate(user, apple.id, 'good');
      expect(await stats(user)).toMatchObject({
        reviewedToday: 1,
        newToday: 1,
        newLeftToday: 0,
        newAvailable: 0,
        streakDays: 1,
      });
      expect((await queue(user)).newCount).toBe(0);

      t.setTime(new Date(midnight.getTime() + 30 * MINUTE));
      const secondDay = shanghaiDay(t.now());
      expect(secondDay).not.toBe(firstDay);
      // A new day: nothing reviewed yet, the streak still stands, a new card is allowed again.
      expect(await stats(user)).toMatchObject({
        reviewedToday: 0,
        newToday: 0,
        newLeftToday: 1,
        // One new card is allowed and one word is still new: the badge counts it.
        newAvailable: 1,
        streakDays: 1,
      });
      const { cards } = await queue(user);
      expect(cards.map((card) => card.word.id)).toContain(book.id);
      await rate(user, book.id, 'easy');
      const second = await stats(user);
      expect(second).toMatchObject({ reviewedToday: 1, streakDays: 2 });
      expect(second.history).toEqual([
        { date: firstDay, reviews: 1 },
        { date: secondDay, reviews: 1 },
      ]);

      // A day without reviews ends the streak.
      t.setTime(new Date(midnight.getTime() + 2 * DAY + 30 * MINUTE));
      expect((await stats(user)).streakDays).toBe(0);
    });

    it('counts every card of the learner, none before the first word, due and new apart', async () => {
      const user = await registerUser(t);
      expect(await stats(user)).toMatchObject({ cards: 0, dueNow: 0, newAvailable: 0 });
      const apple = await addWord(t, user.token, 'abandon');
      await addWord(t, user.token, 'calendar');
      await rate(user, apple.id, 'again');
      t.advanceTime(2 * MINUTE);
      expect(await stats(user)).toMatchObject({ cards: 2, dueNow: 1, newAvailable: 1 });
    });

    it('counts due now and due before the end of today, retention over 30 days, and the next due time', async () => {
      const user = await registerUser(t);
      const apple = await addWord(t, user.token, 'abandon');
      const book = await addWord(t, user.token, 'calendar');
      expect(await stats(user)).toMatchObject({ dueNow: 0, dueToday: 0, retention: null, nextDueAt: null });
      const again = await rate(user, apple.id, 'again');
      await rate(user, book.id, 'easy');
      const now = await stats(user);
      expect(now.dueNow).toBe(0);
      expect(now.nextDueAt).toBe(again.due);
      t.setTime(new Date(again.due));
      expect((await stats(user)).dueNow).toBe(1);
      // Retention counts reviews of cards in `review` state only.
      expect((await stats(user)).retention).toBeNull();
      const reviewCard = await rate(user, book.id, 'good');
      expect(reviewCard.state).toBe('review');
      t.setTime(new Date(reviewCard.due));
      await signInAgain(t, user);
      await rate(user, book.id, 'again');
      expect((await stats(user)).retention).toBe(0.5);
    });
  });

  describe('rules', () => {
    it('answers 401 to a guest on every call', async () => {
      for (const [method, url] of [
        ['GET', '/api/review/queue'],
        ['GET', '/api/review/stats'],
        ['POST', '/api/review/some-id'],
        ['GET', '/api/mistakes'],
        ['GET', '/api/mistakes/stats'],
      ] as const) {
        const response = await t.inject({
          method,
          url,
          ...(method === 'POST' ? { payload: { rating: 'good' } } : {}),
        });
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
    });

    it('answers 404 for another learner’s word, and leaves that card alone', async () => {
      const owner = await registerUser(t);
      const other = await registerUser(t);
      const word = await addWord(t, owner.token, 'abandon');
      const response = await t.inject({
        method: 'POST',
        url: `/api/review/${word.id}`,
        payload: { rating: 'easy' },
        headers: bearer(other.token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Word not found' });
      expect((await queue(owner)).cards[0]).toMatchObject({ state: 'new', reps: 0 });
      expect((await queue(other)).cards).toEqual([]);
    });

    it.each([
      [
        { rating: 'perfect' },
        'rating',
        'Rating must be again, hard, good or easy',
        '评分只能是 again、hard、good 或 easy',
      ],
      [{}, 'rating', 'Rating must be again, hard, good or easy', '评分只能是 again、hard、good 或 easy'],
      [
        { rating: 'good', durationMs: -5 },
        'durationMs',
        'Duration must be a whole number of milliseconds, at most one hour',
        '用时必须是毫秒数（整数），最多一小时',
      ],
      [
        { rating: 'good', durationMs: 3_600_001 },
        'durationMs',
        'Duration must be a whole number of milliseconds, at most one hour',
        '用时必须是毫秒数（整数），最多一小时',
      ],
    ])('refuses %j with a localized 400', async (payload, field, english, chinese) => {
      const user = await registerUser(t);
      const word = await addWord(t, user.token, 'abandon');
      for (const [language, message] of [
        ['en', english],
        ['zh', chinese],
      ] as const) {
        const response = await t.inject({
          method: 'POST',
          url: `/api/review/${word.id}`,
          payload,
          headers: { ...bearer(user.token), 'accept-language': language },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field, message }] });
      }
    });

    it.each(['0', '101', 'ten', '2.5'])('refuses queue limit %s', async (limit) => {
      const user = await registerUser(t);
      const { status, body } = await getJson(t, user.token, `/api/review/queue?limit=${limit}`, 'zh');
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'limit', message: '每页数量必须是 1 到 100 之间的整数' }],
      });
    });
  });
});

function shanghaiDay(instant: Date): string {
  return new Date(instant.getTime() + 8 * 60 * MINUTE).toISOString().slice(0, 10);
}

/** The first Shanghai midnight (16:00 UTC) after this instant. */
function nextShanghaiMidnight(after: Date): Date {
  const candidate = new Date(after);
  candidate.setUTCHours(16, 0, 0, 0);
  if (candidate <= after) candidate.setUTCDate(candidate.getUTCDate() + 1);
  return candidate;
}
