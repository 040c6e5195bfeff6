import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewCard, ReviewStats } from '@contract';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { rateCard } from '../test/review';
import { addWord, getJson } from '../test/words';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(TEST_DATABASES)('leeches and suspended cards (%s)', (database) => {
  let t: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ database });
    alice = await registerUser(t);
    bob = await registerUser(t);
  });
  afterAll(() => t.close());

  const setLapses = async (wordId: string, lapses: number) => {
    await t.database.db.updateTable('review_cards').set({ lapses }).where('word_id', '=', wordId).execute();
    await t.forgetReads();
  };
  const leeches = async (user: RegisteredUser) => {
    const { status, body } = await getJson(t, user.token, '/api/review/leeches');
    expect(status).toBe(200);
    return (body as { cards: ReviewCard[] }).cards;
  };
  const queueWords = async (user: RegisteredUser) => {
    t.advanceTime(1000);
    const { body } = await getJson(t, user.token, '/api/review/queue?limit=50');
    return (body as { cards: ReviewCard[] }).cards.map((card) => card.word.word);
  };
  const suspension = (user: RegisteredUser | null, wordId: string, method: 'POST' | 'DELETE') =>
    t.inject({
      method,
      url: `/api/review/${wordId}/suspend`,
      headers: user ? bearer(user.token) : {},
    });
  const suspend = async (user: RegisteredUser, wordId: string, method: 'POST' | 'DELETE' = 'POST') => {
    const response = await suspension(user, wordId, method);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ card: ReviewCard }>().card;
  };

  it('lists the cards with 8 lapses or more, most lapses first, suspended ones too', async () => {
    const carol = await registerUser(t);
    const [abandon, calendar, child] = [
      await addWord(t, carol.token, 'abandon'),
      await addWord(t, carol.token, 'calendar'),
      await addWord(t, carol.token, 'child'),
    ];
    await setLapses(abandon.id, 8);
    await setLapses(calendar.id, 7);
    await setLapses(child.id, 12);
    await suspend(carol, abandon.id);
    const cards = await leeches(carol);
    expect(cards.map((card) => [card.word.word, card.lapses, card.leech, card.suspended])).toEqual([
      ['child', 12, true, false],
      ['abandon', 8, true, true],
    ]);
    expect(await leeches(alice)).toEqual([]);
    expect((await t.inject({ method: 'GET', url: '/api/review/leeches' })).statusCode).toBe(401);
  });

  it('takes a suspended new card out of the queue and the counts; unsuspending brings it back new', async () => {
    const friend = await addWord(t, alice.token, 'friend');
    expect(await queueWords(alice)).toContain('friend');
    const suspended = await suspend(alice, friend.id);
    expect(suspended).toMatchObject({ suspended: true, state: 'new' });
    // Repeating it changes nothing.
    expect(await suspend(alice, friend.id)).toMatchObject({ suspended: true, state: 'new' });
    expect(await queueWords(alice)).not.toContain('friend');
    const stats = (await getJson(t, alice.token, '/api/review/stats')).body.stats as ReviewStats;
    expect(stats.newAvailable).toBe(0);
    const back = await suspend(alice, friend.id, 'DELETE');
    expect(back).toMatchObject({ suspended: false, state: 'new' });
    expect(await suspend(alice, friend.id, 'DELETE')).toMatchObject({ suspended: false });
    expect(await queueWords(alice)).toContain('friend');
  });

  it("refuses another learner's word and a guest", async () => {
    const word = await addWord(t, alice.token, 'mouse');
    for (const method of ['POST', 'DELETE'] as const) {
      const others = await suspension(bob, word.id, method);
      expect(others.statusCode).toBe(404);
      expect(others.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await suspension(null, word.id, method)).statusCode).toBe(401);
    }
    const row = await t.database.db
      .selectFrom('review_cards')
      .select('is_new')
      .where('word_id', '=', word.id)
      .executeTakeFirstOrThrow();
    expect(row.is_new).toBe(1);
  });

  it('keeps a suspended reviewed card out of the due queue, even rated, until unsuspended', async () => {
    const leaf = await addWord(t, alice.token, 'leaf');
    await rateCard(t, alice.token, leaf.id, 'good');
    t.advanceTime(HOUR);
    const dueBefore = ((await getJson(t, alice.token, '/api/review/stats')).body.stats as ReviewStats).dueNow;
    expect(await queueWords(alice)).toContain('leaf');
    await suspend(alice, leaf.id);
    expect(await queueWords(alice)).not.toContain('leaf');
    const stats = (await getJson(t, alice.token, '/api/review/stats')).body.stats as ReviewStats;
    expect(stats.dueNow).toBe(dueBefore - 1);
    // A rating made anyway (from the leeches page, say) reschedules the card but leaves it set aside.
    const reviewId = randomUUID();
    expect(await rateCard(t, alice.token, leaf.id, 'again', { reviewId })).toMatchObject({ suspended: true });
    const undone = await t.inject({
      method: 'DELETE',
      url: `/api/review/${leaf.id}/ratings/${reviewId}`,
      headers: bearer(alice.token),
    });
    expect(undone.json<{ card: ReviewCard }>().card).toMatchObject({ suspended: true });
    await rateCard(t, alice.token, leaf.id, 'again');
    t.advanceTime(DAY);
    expect(await queueWords(alice)).not.toContain('leaf');
    expect(await suspend(alice, leaf.id, 'DELETE')).toMatchObject({ suspended: false, state: 'learning' });
    expect(await queueWords(alice)).toContain('leaf');
  });
});
