import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyCard, Rating, type Card, type RecordLogItem } from 'ts-fsrs';
import type { ExportedReview, ReviewCard, ReviewStats } from '@contract';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { fuzzDays, minuteOf, unfuzzedScheduler } from '../test/review';
import { addWord, getJson } from '../test/words';

const reference = unfuzzedScheduler;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const COPIES = 20;

/*
 * Ratings that reach the server together: a double tap, a retry after a lost answer, two tabs, an offline
 * queue sent again. docs/api-conventions.md: applied one at a time, in order, the same on both databases,
 * never a 409 or a 5xx; a repeated `reviewId` records nothing.
 */
describe.each(TEST_DATABASES)('ratings of one card (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const post = (user: RegisteredUser, wordId: string, payload: object, language = 'en') =>
    t.inject({
      method: 'POST',
      url: `/api/review/${wordId}`,
      payload,
      headers: { ...bearer(user.token), 'accept-language': language },
    });
  const stats = async (user: RegisteredUser) =>
    (await getJson(t, user.token, '/api/review/stats')).body.stats as ReviewStats;
  const reviewLog = async (user: RegisteredUser) =>
    (await getJson(t, user.token, '/api/export')).body.reviewLog as ExportedReview[];
  /*
   * The last of these Good ratings, each from the card the one before left, all at `at`: ts-fsrs without
   * its fuzz (the server picks the day within the fuzz range, fuzzDays).
   */
  const lastGood = (word: { id: string; createdAt: string }, times: number, at: Date): RecordLogItem => {
    let card: Card = createEmptyCard(new Date(word.createdAt));
    let outcome = reference.next(card, minuteOf(at), Rating.Good);
    for (let i = 1; i < times; i += 1) {
      card = outcome.card;
      outcome = reference.next(card, minuteOf(at), Rating.Good);
    }
    return outcome;
  };
  /* The card after these Good ratings: steps in minutes, which no fuzz moves. */
  const goodTimes = (word: { id: string; createdAt: string }, times: number, at: Date): Card =>
    lastGood(word, times, at).card;

  it('applies 20 identical ratings sent at once one after another, each from the card the last one left', async () => {
    const user = await registerUser(t);
    const word = await addWord(t, user.token, 'abandon');
    t.advanceTime(5 * 60_000);
    const responses = await Promise.all(
      Array.from({ length: COPIES }, () => post(user, word.id, { rating: 'good' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(COPIES).fill(200));

    const outcome = lastGood(word, COPIES, t.now());
    const cards = responses.map((response) => response.json<{ card: ReviewCard }>().card);
    expect(cards.map((card) => card.reps).sort((a, b) => a - b)).toEqual(
      Array.from({ length: COPIES }, (_, index) => index + 1),
    );
    const last = cards.find((card) => card.reps === COPIES)!;
    expect(last).toMatchObject({
      stability: outcome.card.stability,
      difficulty: outcome.card.difficulty,
    });
    const range = fuzzDays(outcome)!;
    const days = (Date.parse(last.due) - minuteOf(t.now()).getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(range.min);
    expect(days).toBeLessThanOrEqual(range.max);
    expect((await stats(user)).reviewedToday).toBe(COPIES);
  });

  it('records a rating sent 20 times at once with one reviewId once, and answers each copy with the card', async () => {
    const user = await registerUser(t);
    const word = await addWord(t, user.token, 'abandon');
    t.advanceTime(5 * 60_000);
    const reviewId = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: COPIES }, () => post(user, word.id, { rating: 'good', reviewId })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(COPIES).fill(200));

    const expected = goodTimes(word, 1, t.now());
    for (const response of responses) {
      expect(response.json<{ card: ReviewCard }>().card).toMatchObject({
        reps: 1,
        due: expected.due.toISOString(),
      });
    }
    expect((await stats(user)).reviewedToday).toBe(1);
    expect(await reviewLog(user)).toHaveLength(1);

    // Sent again later (an offline queue that did not hear back), it still records nothing.
    t.advanceTime(HOUR);
    const again = await post(user, word.id, { rating: 'easy', reviewId });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ card: ReviewCard }>().card).toMatchObject({
      reps: 1,
      due: expected.due.toISOString(),
    });
    expect(await reviewLog(user)).toHaveLength(1);
  });

  it('reschedules a rating made offline from when it was made', async () => {
    const user = await registerUser(t);
    const word = await addWord(t, user.token, 'abandon');
    t.advanceTime(3 * DAY);
    const madeAt = new Date(t.now().getTime() - 2 * DAY);
    const response = await post(user, word.id, { rating: 'good', reviewedAt: madeAt.toISOString() });
    expect(response.statusCode, response.body).toBe(200);

    const expected = goodTimes(word, 1, madeAt);
    expect(response.json<{ card: ReviewCard }>().card).toMatchObject({
      reps: 1,
      lastReviewedAt: minuteOf(madeAt).toISOString(),
      due: expected.due.toISOString(),
    });
    expect((await reviewLog(user)).map((entry) => entry.reviewedAt)).toEqual([
      minuteOf(madeAt).toISOString(),
    ]);
    const { history, reviewedToday } = await stats(user);
    expect(reviewedToday).toBe(0);
    expect(history).toEqual([{ date: madeAt.toISOString().slice(0, 10), reviews: 1 }]);
  });

  it('applies a rating made offline before the card was rated elsewhere after that rating', async () => {
    const user = await registerUser(t);
    const word = await addWord(t, user.token, 'abandon');
    t.advanceTime(3 * DAY);
    expect((await post(user, word.id, { rating: 'good' })).statusCode).toBe(200);
    const response = await post(user, word.id, {
      rating: 'good',
      reviewedAt: new Date(t.now().getTime() - 2 * DAY).toISOString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ card: ReviewCard }>().card).toMatchObject({
      reps: 2,
      due: goodTimes(word, 2, t.now()).due.toISOString(),
    });
  });

  it('takes a reviewedAt a few seconds ahead (a device clock running fast) as now', async () => {
    const user = await registerUser(t);
    const word = await addWord(t, user.token, 'abandon');
    const reviewedAt = new Date(t.now().getTime() + 20_000).toISOString();
    const response = await post(user, word.id, { rating: 'good', reviewedAt });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ card: ReviewCard }>().card.lastReviewedAt).toBe(minuteOf(t.now()).toISOString());
  });

  it.each([
    ['8 days ago', -8 * DAY],
    ['an hour ahead', HOUR],
  ])('refuses a reviewedAt %s with a localized 400 and records nothing', async (_, offset) => {
    const user = await registerUser(t);
    const word = await addWord(t, user.token, 'abandon');
    const reviewedAt = new Date(t.now().getTime() + offset).toISOString();
    for (const [language, message] of [
      ['en', 'Review time must be an ISO 8601 time from the last 7 days, not in the future'],
      ['zh', '复习时间必须是最近 7 天内的 ISO 8601 时间，且不能晚于现在'],
    ] as const) {
      const response = await post(user, word.id, { rating: 'good', reviewedAt }, language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message,
        errors: [{ field: 'reviewedAt', message }],
      });
    }
    expect(await reviewLog(user)).toEqual([]);
  });

  it.each([
    [
      { reviewedAt: 'yesterday' },
      'reviewedAt',
      'Review time must be an ISO 8601 time from the last 7 days, not in the future',
    ],
    [{ reviewId: 'tap-1' }, 'reviewId', 'Review id must be a UUID'],
  ])('refuses %j with a 400 naming the field', async (extra, field, message) => {
    const user = await registerUser(t);
    const word = await addWord(t, user.token, 'abandon');
    const response = await post(user, word.id, { rating: 'good', ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field, message }] });
  });
});
