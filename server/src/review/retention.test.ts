import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyCard, default_w, fsrs, generatorParameters, Rating } from 'ts-fsrs';
import { registerWithPreferences, type RegisteredUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { fuzzDays, minuteOf, rateCard, setTimeToNextNoon } from '../test/review';
import { fsrsReviewCard, setReviewCards } from '../test/review-cards';
import { addWord } from '../test/words';

const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)("the learner's retention and fitted parameters (%s)", (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
    setTimeToNextNoon(t);
  });
  afterAll(() => t.close());

  const withPreferences = (preferences: object) => registerWithPreferences(t, preferences);
  /* A card last reviewed 100 days ago with a stability of 100 days, due now, rated good: days until due. */
  const goodInterval = async (user: RegisteredUser) => {
    const word = await addWord(t, user.token, 'calendar');
    await setReviewCards(t, [word.id], { due: t.now(), stability: 100, daysAgo: 100 });
    const card = await rateCard(t, user.token, word.id, 'good');
    return (Date.parse(card.due) - minuteOf(t.now()).getTime()) / DAY;
  };
  const expectedRange = (retention: number, w?: number[]) => {
    const scheduler = fsrs(generatorParameters({ request_retention: retention, w, enable_fuzz: false }));
    const card = fsrsReviewCard(t, { stability: 100, daysAgo: 100 });
    return fuzzDays(scheduler.next(card, minuteOf(t.now()), Rating.Good))!;
  };

  it('rated good at 0.80 and at 0.95, the same card comes back about eight times later at 0.80', async () => {
    const low = await goodInterval(await withPreferences({ desiredRetention: 0.8 }));
    const high = await goodInterval(await withPreferences({ desiredRetention: 0.95 }));
    for (const [days, retention] of [
      [low, 0.8],
      [high, 0.95],
    ] as const) {
      const range = expectedRange(retention);
      expect(days).toBeGreaterThanOrEqual(range.min);
      expect(days).toBeLessThanOrEqual(range.max);
    }
    // FSRS-6's forgetting curve (ts-fsrs 5's default decay): (0.8^(-1/d) - 1) / (0.95^(-1/d) - 1) ≈ 8.2,
    // give or take the fuzz (with FSRS-5's decay of 0.5 it would be about 5).
    expect(low / high).toBeGreaterThan(6.5);
    expect(low / high).toBeLessThan(10);
  });

  it('schedules with the parameters fitted to the learner when they have some', async () => {
    const user = await withPreferences({ desiredRetention: 0.9 });
    const fitted = [...default_w];
    // Memories that last three times as long after the first review.
    for (const index of [0, 1, 2, 3]) fitted[index] = default_w[index]! * 3;
    await t.database.db
      .updateTable('users')
      .set({ fsrs_parameters: JSON.stringify(fitted) })
      .where('id', '=', user.user.id)
      .execute();
    const word = await addWord(t, user.token, 'abandon');
    const card = await rateCard(t, user.token, word.id, 'easy');
    expect(card.stability).toBeCloseTo(fitted[3]!, 4);
    const days = (Date.parse(card.due) - minuteOf(t.now()).getTime()) / DAY;
    const defaults = fsrs(generatorParameters({ enable_fuzz: false }));
    const unfitted = defaults.next(createEmptyCard(t.now()), minuteOf(t.now()), Rating.Easy);
    expect(days).toBeGreaterThan(2 * unfitted.card.scheduled_days);
  });
});
