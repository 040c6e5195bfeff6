import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewCard, ReviewStats } from '@contract';
import { registerWithPreferences, type RegisteredUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { rateCard, setTimeToNextNoon } from '../test/review';
import { importWords, setReviewCards } from '../test/review-cards';
import { getJson } from '../test/words';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(TEST_DATABASES)('the daily review limit (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
    // Noon UTC (the learners' zone): the test's hours stay within one day.
    setTimeToNextNoon(t);
  });
  afterAll(() => t.close());

  const queue = async (user: RegisteredUser) => {
    t.advanceTime(1_000);
    const { status, body } = await getJson(t, user.token, '/api/review/queue?limit=50');
    expect(status).toBe(200);
    return body as { cards: ReviewCard[]; dueCount: number };
  };
  const stats = async (user: RegisteredUser) =>
    (await getJson(t, user.token, '/api/review/stats')).body.stats as ReviewStats;
  /* Five review cards, due 5, 4, 3, 2 and 1 hours ago: the first the most overdue. */
  const learnerWithDueCards = async (dailyReviewLimit: number) => {
    const user = await registerWithPreferences(t, { dailyReviewLimit, dailyNewWords: 0 });
    const words = ['abandon', 'calendar', 'child', 'friend', 'harvest'];
    const ids = await importWords(t, user, words);
    const rows = await t.database.db
      .selectFrom('words')
      .select(['id', 'word'])
      .where('id', 'in', ids)
      .execute();
    const ordered = words.map((word) => rows.find((row) => row.word === word)!.id);
    for (const [index, id] of ordered.entries()) {
      await setReviewCards(t, [id], { due: new Date(t.now().getTime() - (5 - index) * HOUR) });
    }
    return { user, ids: ordered };
  };

  it('serves at most the limit less today’s reviews, most overdue first; the rest wait', async () => {
    const { user, ids } = await learnerWithDueCards(3);
    const first = await queue(user);
    expect(first.cards.map((card) => card.word.id)).toEqual(ids.slice(0, 3));
    expect(first.dueCount).toBe(3);
    // The counts keep their meaning: every card due now.
    expect((await stats(user)).dueNow).toBe(5);

    await rateCard(t, user.token, ids[0]!, 'good');
    expect((await queue(user)).cards.map((card) => card.word.id)).toEqual(ids.slice(1, 3));
    await rateCard(t, user.token, ids[1]!, 'good');
    // Rated again, a card relearns: it comes back today, whatever the limit.
    await rateCard(t, user.token, ids[2]!, 'again');
    expect((await queue(user)).cards.map((card) => card.word.id)).toEqual([ids[2]]);
    expect((await stats(user)).dueNow).toBe(2);
  });

  it('with no limit (0) serves every due card; a limit of 0 left serves none', async () => {
    const open = await learnerWithDueCards(0);
    expect((await queue(open.user)).cards.map((card) => card.word.id)).toEqual(open.ids);
    const done = await learnerWithDueCards(1);
    await rateCard(t, done.user.token, done.ids[0]!, 'good');
    expect((await queue(done.user)).cards).toEqual([]);
  });
});
