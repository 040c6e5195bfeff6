import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewCard, ReviewRating } from '@contract';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { registerUser, type RegisteredUser } from '../test/accounts';
import { rateCard } from '../test/review';
import { addWord, getJson } from '../test/words';

const MINUTE = 60_000;

/*
 * docs/api-conventions.md, "Review ratings": the queue also serves learning and relearning cards falling
 * due within the next 20 minutes (Anki's learn-ahead), after the due ones, so a card rated Again or a new
 * card rated Good comes back in the same session.
 */
describe.each(TEST_DATABASES)('learning cards served ahead (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const rate = (user: RegisteredUser, wordId: string, rating: ReviewRating) =>
    rateCard(t, user.token, wordId, rating);
  const queue = async (user: RegisteredUser) => {
    const { body } = await getJson(t, user.token, '/api/review/queue');
    return body as { cards: ReviewCard[]; dueCount: number; newCount: number };
  };
  const words = (cards: ReviewCard[]) => cards.map((card) => card.word.word);

  it('brings back a card rated Again and a new card rated Good at once, after the due ones and before new ones', async () => {
    const user = await registerUser(t);
    const [abandon, calendar, child] = [
      await addWord(t, user.token, 'abandon'),
      await addWord(t, user.token, 'calendar'),
      await addWord(t, user.token, 'child'),
      await addWord(t, user.token, 'friend'),
    ];
    await rate(user, abandon!.id, 'again');
    t.advanceTime(2 * MINUTE);
    await rate(user, calendar!.id, 'good');
    await rate(user, child!.id, 'again');

    const { cards, dueCount, newCount } = await queue(user);
    // abandon is due; child (in a minute) and calendar (in ten) come sooner than their time; friend is new.
    expect(words(cards)).toEqual(['abandon', 'child', 'calendar', 'friend']);
    expect({ dueCount, newCount }).toEqual({ dueCount: 1, newCount: 1 });
    expect(cards.slice(0, 3).map((card) => card.state)).toEqual(['learning', 'learning', 'learning']);
  });

  it('leaves learning cards due in more than 20 minutes, and review cards, to their time', async () => {
    const user = await registerUser(t);
    const abandon = await addWord(t, user.token, 'abandon');
    const calendar = await addWord(t, user.token, 'calendar');
    const failed = await rate(user, abandon.id, 'again');
    const learned = await rate(user, calendar.id, 'easy');
    expect(learned.state).toBe('review');

    // The clock set back, so the learning card is further ahead than any step the defaults have.
    t.setTime(new Date(Date.parse(failed.due) - 21 * MINUTE));
    expect(words((await queue(user)).cards)).toEqual([]);
    t.setTime(new Date(Date.parse(failed.due) - 20 * MINUTE));
    expect(words((await queue(user)).cards)).toEqual(['abandon']);

    // A review card ten minutes before its time waits: only learning steps are taken ahead.
    t.setTime(new Date(Date.parse(learned.due) - 10 * MINUTE));
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    user.token = response.json<{ token: string }>().token;
    expect(words((await queue(user)).cards)).toEqual(['abandon']);
  });
});
