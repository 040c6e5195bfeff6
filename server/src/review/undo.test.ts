import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportedReview, ReviewCard, ReviewRating, ReviewStats } from '@contract';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { rateCard } from '../test/review';
import { addWord, getJson } from '../test/words';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/* The card's own fields, without the preview (which counts from the time it is read). */
const schedule = ({ next: _next, previewedAt: _previewedAt, ...card }: ReviewCard) => card;

/*
 * Extension: DELETE /review/{wordId}/ratings/{reviewId} undoes the learner's last rating of a card, putting
 * the card back exactly as it was and removing the rating from the log; 404 when there is nothing to undo.
 */
describe.each(TEST_DATABASES)('undoing a rating (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const rate = async (
    user: RegisteredUser,
    wordId: string,
    rating: ReviewRating,
    reviewId = randomUUID(),
  ) => {
    return { card: await rateCard(t, user.token, wordId, rating, { reviewId }), reviewId };
  };
  const undo = (user: RegisteredUser, wordId: string, reviewId: string, language = 'en') =>
    t.inject({
      method: 'DELETE',
      url: `/api/review/${wordId}/ratings/${reviewId}`,
      headers: { ...bearer(user.token), 'accept-language': language },
    });
  const queueCard = async (user: RegisteredUser, wordId: string) =>
    ((await getJson(t, user.token, '/api/review/queue?limit=100')).body.cards as ReviewCard[]).find(
      (card) => card.word.id === wordId,
    );
  const stats = async (user: RegisteredUser) =>
    (await getJson(t, user.token, '/api/review/stats')).body.stats as ReviewStats;
  const reviewLog = async (user: RegisteredUser) =>
    (await getJson(t, user.token, '/api/export')).body.reviewLog as ExportedReview[];

  it('puts a reviewed card back exactly as it was, due when it was due, and forgets the rating', async () => {
    const user = await registerUser(t);
    const word = await addWord(t, user.token, 'abandon');
    await rate(user, word.id, 'good');
    t.advanceTime(10 * MINUTE);
    const learned = (await rate(user, word.id, 'good')).card;
    expect(learned.state).toBe('review');
    // Rated long after it was due: ts-fsrs's rollback would bring it back due at the time of the rating.
    t.setTime(new Date(Date.parse(learned.due) + 3 * DAY + 17_000));
    const loginAgain = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    user.token = loginAgain.json<{ token: string }>().token;
    const before = (await queueCard(user, word.id))!;
    const logBefore = await reviewLog(user);
    const statsBefore = await stats(user);

    const { reviewId } = await rate(user, word.id, 'again');
    expect((await stats(user)).reviewedToday).toBe(statsBefore.reviewedToday + 1);
    const response = await undo(user, word.id, reviewId);

    expect(response.statusCode, response.body).toBe(200);
    const restored = response.json<{ card: ReviewCard }>().card;
    expect(schedule(restored)).toEqual(schedule(before));
    expect(restored.next).toEqual(before.next);
    expect(schedule((await queueCard(user, word.id))!)).toEqual(schedule(before));
    expect(await reviewLog(user)).toEqual(logBefore);
    expect(await stats(user)).toEqual(statsBefore);
  });

  it('gives a new card back to today’s new cards', async () => {
    const user = await registerUser(t);
    await t.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      payload: { dailyNewWords: 1 },
      headers: bearer(user.token),
    });
    const word = await addWord(t, user.token, 'abandon');
    const { reviewId } = await rate(user, word.id, 'easy');
    expect(await stats(user)).toMatchObject({ newToday: 1, newLeftToday: 0, newAvailable: 0 });

    expect((await undo(user, word.id, reviewId)).statusCode).toBe(200);
    expect(await stats(user)).toMatchObject({ newToday: 0, newLeftToday: 1, newAvailable: 1, dueNow: 0 });
    expect(await queueCard(user, word.id)).toMatchObject({ state: 'new', reps: 0, lastReviewedAt: null });
  });

  it('answers a localized 404 when there is nothing to undo, and changes nothing', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const word = await addWord(t, user.token, 'abandon');
    const first = await rate(user, word.id, 'good');
    t.advanceTime(MINUTE);
    const second = await rate(user, word.id, 'good');
    const logBefore = await reviewLog(user);

    // An earlier rating (a later one came after it), a rating never made, another learner's card.
    for (const [who, reviewId] of [
      [user, first.reviewId],
      [user, randomUUID()],
      [other, second.reviewId],
    ] as const) {
      for (const [language, message] of [
        ['en', who === other ? 'Word not found' : 'There is no rating of this card to undo'],
        ['zh', who === other ? '未找到该单词' : '这张卡片没有可以撤销的评分'],
      ] as const) {
        const response = await undo(who, word.id, reviewId, language);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message });
      }
    }
    expect(await reviewLog(user)).toEqual(logBefore);
    const { reviewCards } = (await getJson(t, user.token, '/api/export')).body;
    expect(reviewCards).toEqual([expect.objectContaining({ reps: 2, due: second.card.due })]);

    // Undone once, the same rating is not there to undo again; the one before it now is.
    expect((await undo(user, word.id, second.reviewId)).statusCode).toBe(200);
    expect((await undo(user, word.id, second.reviewId)).statusCode).toBe(404);
    expect((await undo(user, word.id, first.reviewId)).statusCode).toBe(200);
    expect(await reviewLog(user)).toEqual([]);
  });

  it('refuses a reviewId that is not a UUID with a 400 naming it', async () => {
    const user = await registerUser(t);
    const word = await addWord(t, user.token, 'abandon');
    const response = await undo(user, word.id, 'tap-1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'reviewId', message: 'Review id must be a UUID' }],
    });
  });
});
