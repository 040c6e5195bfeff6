import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_RATINGS, type ReviewCard, type ReviewRating } from '@contract';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { registerUser, signInAgain, type RegisteredUser } from '../test/accounts';
import { rateCard, setTimeToNextNoon } from '../test/review';
import { addWord, getJson } from '../test/words';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WORDS = [
  'abandon',
  'calendar',
  'child',
  'friend',
  'fuse',
  'leaf',
  'mouse',
  'perception',
  'quickly',
  'receive',
  'relieve',
  'separate',
];
/* How the first eight words are rated on the first day; the last four stay new. */
const FIRST_DAY: ReviewRating[] = ['easy', 'easy', 'easy', 'good', 'good', 'hard', 'again', 'again'];

/*
 * docs/api-conventions.md, "Review ratings": each card's `next` is exactly what each rating will give
 * (same fuzz, same clock rounding), so the interval on a button is the interval the learner gets. The
 * rule: a rating is scheduled from the minute it is made, with fuzz seeded from the card, and
 * `previewedAt` is the minute `next` counts from.
 */
describe.each(TEST_DATABASES)('the intervals on the rating buttons (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const post = (user: RegisteredUser, wordId: string, rating: ReviewRating) =>
    rateCard(t, user.token, wordId, rating);
  const queue = async (user: RegisteredUser) =>
    (await getJson(t, user.token, '/api/review/queue?limit=100')).body.cards as ReviewCard[];

  /*
   * A learner with cards in every state: three weeks after a first day of ratings, review cards long
   * overdue, two of them just failed (relearning, served ahead), and new ones. Starts at a UTC noon, so
   * no minute of the test crosses a day (FSRS counts elapsed days by the UTC date).
   */
  async function learnerWithHistory(): Promise<RegisteredUser> {
    setTimeToNextNoon(t);
    const user = await registerUser(t);
    const words = [];
    for (const text of WORDS) words.push(await addWord(t, user.token, text));
    t.advanceTime(MINUTE);
    for (const [index, rating] of FIRST_DAY.entries()) await post(user, words[index]!.id, rating);
    t.advanceTime(10 * MINUTE);
    for (const word of words.slice(3, 8)) await post(user, word.id, 'good');
    t.advanceTime(21 * DAY);
    await signInAgain(t, user);
    await post(user, words[0]!.id, 'again');
    await post(user, words[3]!.id, 'again');
    return user;
  }

  /* 5 seconds into a minute, so a rating 45 seconds after the queue was read falls in the same minute. */
  const fiveSecondsIntoAMinute = () => {
    t.setTime(new Date((Math.floor(t.now().getTime() / MINUTE) + 1) * MINUTE + 5_000));
  };
  const interval = (from: string, to: string) => Date.parse(to) - Date.parse(from);

  it.each(REVIEW_RATINGS)(
    'gives exactly the due time the queue showed for %s, rated 45 seconds after the queue was read',
    async (rating) => {
      const user = await learnerWithHistory();
      fiveSecondsIntoAMinute();
      const shown = await queue(user);
      expect(new Set(shown.map((card) => card.state))).toEqual(
        new Set(['new', 'review', 'relearning', 'learning']),
      );
      // Intervals of days are fuzzed: the rule is tested where fuzz applies.
      expect(shown.some((card) => interval(card.previewedAt, card.next[rating]) >= 3 * DAY)).toBe(
        rating !== 'again',
      );
      t.advanceTime(45_000);
      for (const card of shown) {
        const rated = await post(user, card.word.id, rating);
        expect(rated.due, `${card.word.word} (${card.state}) rated ${rating}`).toBe(card.next[rating]);
      }
    },
  );

  it('gives the same intervals from a later minute: the labels hold while the learner thinks', async () => {
    const user = await learnerWithHistory();
    fiveSecondsIntoAMinute();
    const shown = await queue(user);
    t.advanceTime(3 * MINUTE + 30_000);
    for (const [index, card] of shown.entries()) {
      const rating = REVIEW_RATINGS[index % REVIEW_RATINGS.length]!;
      const rated = await post(user, card.word.id, rating);
      expect(
        interval(rated.lastReviewedAt!, rated.due),
        `${card.word.word} (${card.state}) rated ${rating}`,
      ).toBe(interval(card.previewedAt, card.next[rating]));
    }
  });
});
