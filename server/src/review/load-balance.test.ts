import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fsrs, generatorParameters, Rating } from 'ts-fsrs';
import type { ReviewCard } from '@contract';
import { registerWithPreferences, type RegisteredUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { fuzzDays, minuteOf, rateCard, setTimeToNextNoon } from '../test/review';
import { fsrsReviewCard, importWords, madeUpWords, setReviewCards } from '../test/review-cards';
import { addWord, getJson } from '../test/words';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/* A card of 40 days' stability, reviewed 40 days ago: rated good, about 106 days, and 15 days of fuzz. */
const CARD = { stability: 40, daysAgo: 40 };

describe.each(TEST_DATABASES)('load balancing and easy days (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
    // Noon UTC (the learners' zone): a due time a few hours either side stays on its day.
    setTimeToNextNoon(t);
  });
  afterAll(() => t.close());

  const learner = (preferences: object = {}) => registerWithPreferences(t, preferences);
  /* The learner's card due now, and the whole days after this minute good may give it. */
  const dueCard = async (user: RegisteredUser) => {
    const word = await addWord(t, user.token, 'calendar');
    await setReviewCards(t, [word.id], { due: t.now(), ...CARD });
    const unfuzzed = fsrs(generatorParameters({ enable_fuzz: false }));
    const range = fuzzDays(unfuzzed.next(fsrsReviewCard(t, CARD), minuteOf(t.now()), Rating.Good))!;
    return { word, range };
  };
  const daysAfterNow = (due: string) => (Date.parse(due) - minuteOf(t.now()).getTime()) / DAY;
  const shownGood = async (user: RegisteredUser, wordId: string) => {
    const { body } = await getJson(t, user.token, '/api/review/queue?limit=100');
    return (body as { cards: ReviewCard[] }).cards.find((card) => card.word.id === wordId)!.next.good;
  };

  it('puts a card on the day of its fuzz range with the fewest cards due, as its preview said', async () => {
    const user = await learner();
    const { word, range } = await dueCard(user);
    expect(range.max - range.min).toBeGreaterThanOrEqual(6);
    const emptyDay = range.min + 3;
    // 30 cards already due on every other day of the range.
    const busyDays = [];
    for (let days = range.min; days <= range.max; days += 1) if (days !== emptyDay) busyDays.push(days);
    const others = await importWords(t, user, madeUpWords('busy', 30 * busyDays.length));
    for (const [index, days] of busyDays.entries()) {
      const due = new Date(minuteOf(t.now()).getTime() + days * DAY + 2 * HOUR);
      await setReviewCards(t, others.slice(index * 30, (index + 1) * 30), { due, ...CARD });
    }
    const shown = await shownGood(user, word.id);
    const card = await rateCard(t, user.token, word.id, 'good');
    expect(daysAfterNow(card.due)).toBe(emptyDay);
    expect(card.due).toBe(shown);
  });

  it("avoids the learner's easy days when the range has another day", async () => {
    const probe = await learner();
    const { range } = await dueCard(probe);
    // Every weekday is easy but that of one day in the range (which, over a week long, holds every weekday).
    const open = new Date(minuteOf(t.now()).getTime() + (range.min + 1) * DAY).getUTCDay();
    const easyDays = [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== open);
    const user = await learner({ easyDays });
    const { word } = await dueCard(user);
    const shown = await shownGood(user, word.id);
    const card = await rateCard(t, user.token, word.id, 'good');
    expect(new Date(card.due).getUTCDay()).toBe(open);
    expect(card.due).toBe(shown);

    // Every day easy: the card still comes back within the range.
    const allEasy = await learner({ easyDays: [0, 1, 2, 3, 4, 5, 6] });
    const again = await dueCard(allEasy);
    const days = daysAfterNow((await rateCard(t, allEasy.token, again.word.id, 'good')).due);
    expect(days).toBeGreaterThanOrEqual(again.range.min);
    expect(days).toBeLessThanOrEqual(again.range.max);
  });

  it("keeps the day's own ratings out of the loads, so the preview read before them still holds", async () => {
    const user = await learner();
    const words = await importWords(t, user, madeUpWords('same', 12));
    await setReviewCards(t, words, { due: t.now(), ...CARD });
    const { body } = await getJson(t, user.token, '/api/review/queue?limit=100');
    const shown = new Map(
      (body as { cards: ReviewCard[] }).cards.map((card) => [card.word.id, card.next.good]),
    );
    const days = new Set<number>();
    for (const id of words) {
      const card = await rateCard(t, user.token, id, 'good');
      expect(card.due).toBe(shown.get(id));
      days.add(daysAfterNow(card.due));
    }
    // Twelve like cards rated together spread over several days of their range.
    expect(days.size).toBeGreaterThan(1);
  });
});
