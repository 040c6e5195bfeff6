import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewCard, ReviewStats } from '@contract';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { rateCard } from '../test/review';
import { addWord, getJson } from '../test/words';

const MINUTE = 60_000;

/* docs/api-conventions.md, "Word books and plans": POST /review/{wordId}/known ("I know this", 斩) and DELETE to take it back. */
describe.each(TEST_DATABASES)('"I know this" (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const known = (user: RegisteredUser, wordId: string, method: 'POST' | 'DELETE') =>
    t.inject({ method, url: `/api/review/${wordId}/known`, headers: bearer(user.token) });
  const cardOf = async (user: RegisteredUser, wordId: string, method: 'POST' | 'DELETE') => {
    const response = await known(user, wordId, method);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ card: ReviewCard }>().card;
  };
  const queueWords = async (user: RegisteredUser) =>
    ((await getJson(t, user.token, '/api/review/queue')).body.cards as ReviewCard[]).map(
      (card) => card.word.word,
    );
  const stats = async (user: RegisteredUser) =>
    (await getJson(t, user.token, '/api/review/stats')).body.stats as ReviewStats;

  it('takes the card out of the queue at once, for good, and says so in the word list', async () => {
    const user = await registerUser(t);
    const abandon = await addWord(t, user.token, 'abandon');
    t.advanceTime(1000);
    await addWord(t, user.token, 'calendar');
    // Read (and cached) before: the answer of POST must not be followed by the stale queue.
    expect(await queueWords(user)).toEqual(['abandon', 'calendar']);

    const card = await cardOf(user, abandon.id, 'POST');
    expect(card).toMatchObject({ state: 'known', word: { id: abandon.id, word: 'abandon' } });
    expect(await queueWords(user)).toEqual(['calendar']);
    const listed = (await getJson(t, user.token, '/api/words')).body.words as Array<{
      word: string;
      review?: { state: string };
    }>;
    expect(listed.find((word) => word.word === 'abandon')?.review?.state).toBe('known');

    t.advanceTime(90 * 24 * 60 * MINUTE);
    await signInAgain(user);
    expect(await queueWords(user)).toEqual(['calendar']);
  });

  it('is the same card when said twice', async () => {
    const user = await registerUser(t);
    const abandon = await addWord(t, user.token, 'abandon');
    const first = await cardOf(user, abandon.id, 'POST');
    t.advanceTime(5 * MINUTE);
    const second = await cardOf(user, abandon.id, 'POST');
    expect({ ...second, next: null, previewedAt: null }).toEqual({ ...first, next: null, previewedAt: null });
  });

  it('of a card under review takes it out of the due count; taking it back makes it a brand-new card', async () => {
    const user = await registerUser(t);
    const abandon = await addWord(t, user.token, 'abandon');
    await rateCard(t, user.token, abandon.id, 'again');
    await rateCard(t, user.token, abandon.id, 'good');
    t.advanceTime(3 * 24 * 60 * MINUTE);
    expect((await stats(user)).dueNow).toBe(1);

    await cardOf(user, abandon.id, 'POST');
    expect(await stats(user)).toMatchObject({ dueNow: 0, dueToday: 0, nextDueAt: null, newAvailable: 0 });

    const back = await cardOf(user, abandon.id, 'DELETE');
    expect(back).toMatchObject({
      state: 'new',
      reps: 0,
      lapses: 0,
      stability: 0,
      difficulty: 0,
      lastReviewedAt: null,
      due: t.now().toISOString(),
    });
    expect(await queueWords(user)).toEqual(['abandon']);
    expect((await stats(user)).newAvailable).toBe(1);

    // Taking back a card that is not known changes nothing: the new card stays as it was put back.
    t.advanceTime(MINUTE);
    expect((await cardOf(user, abandon.id, 'DELETE')).due).toBe(back.due);
    const rated = await rateCard(t, user.token, abandon.id, 'good');
    expect((await cardOf(user, abandon.id, 'DELETE')).due).toBe(rated.due);
  });

  it('answers 404 for a word that is not the learner’s, and leaves that card alone', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const abandon = await addWord(t, owner.token, 'abandon');
    for (const method of ['POST', 'DELETE'] as const) {
      for (const wordId of [abandon.id, 'no-such-word']) {
        const response = await known(other, wordId, method);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    }
    expect(await queueWords(owner)).toEqual(['abandon']);
    expect((await t.inject({ method: 'POST', url: `/api/review/${abandon.id}/known` })).statusCode).toBe(401);
  });

  it('of a card rated anyway, then undone, is known again', async () => {
    const user = await registerUser(t);
    const abandon = await addWord(t, user.token, 'abandon');
    await cardOf(user, abandon.id, 'POST');
    const reviewId = '0b7f3c6e-2f55-4c3e-9d59-2a8f5f0f4c11';
    await rateCard(t, user.token, abandon.id, 'good', { reviewId });
    const undone = await t.inject({
      method: 'DELETE',
      url: `/api/review/${abandon.id}/ratings/${reviewId}`,
      headers: bearer(user.token),
    });
    expect(undone.json<{ card: ReviewCard }>().card.state).toBe('known');
    t.advanceTime(30 * MINUTE);
    expect(await queueWords(user)).toEqual([]);
  });

  async function signInAgain(user: RegisteredUser) {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    user.token = response.json<{ token: string }>().token;
  }
});
