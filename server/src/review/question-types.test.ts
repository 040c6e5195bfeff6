import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionType, ReviewCard } from '@contract';
import { bearer, registerUser, registerWithPreferences, type RegisteredUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { setReviewCards } from '../test/review-cards';
import { addWord, getJson } from '../test/words';

describe.each(TEST_DATABASES)('question types (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const learner = (questionTypes?: QuestionType[]) =>
    questionTypes ? registerWithPreferences(t, { questionTypes }) : registerUser(t);
  /* The card as the queue serves it once it has been reviewed `reps` times and is due. */
  const servedAfter = async (user: RegisteredUser, wordId: string, reps: number) => {
    await setReviewCards(t, [wordId], { due: t.now() }, { reps });
    t.advanceTime(1_000);
    const { body } = await getJson(t, user.token, '/api/review/queue?limit=50');
    return (body as { cards: ReviewCard[] }).cards.find((card) => card.word.id === wordId)!;
  };
  const rate = (user: RegisteredUser, wordId: string, payload: object) =>
    t.inject({ method: 'POST', url: `/api/review/${wordId}`, payload, headers: bearer(user.token) });
  const loggedQuestions = async (wordId: string) =>
    (
      await t.database.db
        .selectFrom('review_log')
        .select('question')
        .where('word_id', '=', wordId)
        .orderBy('reviewed_at')
        .orderBy('id')
        .execute()
    ).map((row) => row.question);

  it('asks a card each of the four ways in turn, each rated and logged with how it was asked', async () => {
    const user = await learner();
    // The dictionary has an example of abandon: it may be asked as a cloze.
    const word = await addWord(t, user.token, 'abandon');
    const asked: QuestionType[] = [];
    for (let reps = 3; reps < 7; reps += 1) {
      // A minute apart, so the log's order is the ratings'.
      t.advanceTime(60_000);
      const card = await servedAfter(user, word.id, reps);
      // Read again before rating, the card is asked the same way.
      expect((await servedAfter(user, word.id, reps)).question).toBe(card.question);
      asked.push(card.question);
      const response = await rate(user, word.id, { rating: 'good', question: card.question });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect([...asked].sort()).toEqual(['cloze', 'listening', 'recall', 'recognition']);
    expect(await loggedQuestions(word.id)).toEqual(asked);
  });

  it('asks only the ways the learner chose, a cloze only of a card with a sentence', async () => {
    const listener = await learner(['listening']);
    const withSentence = await addWord(t, listener.token, 'abandon');
    // No sentence anywhere has diary: it has no cloze.
    const without = await addWord(t, listener.token, 'diary');
    for (let reps = 0; reps < 4; reps += 1) {
      expect((await servedAfter(listener, withSentence.id, reps)).question).toBe('listening');
      expect((await servedAfter(listener, without.id, reps)).question).toBe('listening');
    }

    const clozeOnly = await learner(['cloze']);
    const sentence = await addWord(t, clozeOnly.token, 'abandon');
    const noSentence = await addWord(t, clozeOnly.token, 'diary');
    expect((await servedAfter(clozeOnly, sentence.id, 1)).question).toBe('cloze');
    // Nothing else allowed and no sentence: the meaning is shown, as for any card without one.
    expect((await servedAfter(clozeOnly, noSentence.id, 1)).question).toBe('recall');

    const noCloze = await learner(['recall', 'recognition']);
    const card = await addWord(t, noCloze.token, 'abandon');
    const asked = new Set<QuestionType>();
    for (let reps = 0; reps < 4; reps += 1) asked.add((await servedAfter(noCloze, card.id, reps)).question);
    expect([...asked].sort()).toEqual(['recall', 'recognition']);
  });

  it('logs no question when none is sent, and refuses an unknown one', async () => {
    const user = await learner();
    const word = await addWord(t, user.token, 'calendar');
    expect((await rate(user, word.id, { rating: 'good' })).statusCode).toBe(200);
    expect(await loggedQuestions(word.id)).toEqual([null]);
    const response = await rate(user, word.id, { rating: 'good', question: 'dictation' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'question', message: 'Question must be cloze, recall, recognition or listening' }],
    });
  });
});
