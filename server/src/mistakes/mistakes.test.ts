import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport, CheckIssue, Mistake, MistakeStats } from '@contract';
import { bearer, registerUser, signInAgain, type RegisteredUser } from '../test/accounts';
import { checkJson } from '../test/ai-provider';
import { createAiTestApp, createCheck, type AiTestApp } from '../test/generations';
import { TEST_DATABASES } from '../test/app';
import { addWord, getJson } from '../test/words';

const DAY = 24 * 60 * 60 * 1000;

const issue = (
  type: CheckIssue['type'],
  original: string,
  suggestion: string,
  start: number,
): CheckIssue => ({
  type,
  original,
  suggestion,
  explanation: `${type}: ${original} → ${suggestion}`,
  start,
  end: start + original.length,
});

describe.each(TEST_DATABASES)('the mistakes notebook (%s)', (database) => {
  let ai: AiTestApp;
  beforeAll(async () => {
    ai = await createAiTestApp(database);
  });
  afterAll(() => ai.close());

  const check = async (user: RegisteredUser, sentence: string, issues: CheckIssue[]) => {
    ai.provider.enqueue({
      content: checkJson({ correctedSentence: sentence, isCorrect: issues.length === 0, issues }),
    });
    return createCheck(ai.t, user.token, sentence);
  };
  const list = async (user: RegisteredUser, query = '') => {
    const { status, body } = await getJson(ai.t, user.token, `/api/mistakes${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as { mistakes: Mistake[]; nextCursor: string | null; hasMore: boolean };
  };
  const stats = async (user: RegisteredUser) =>
    (await getJson(ai.t, user.token, '/api/mistakes/stats')).body.stats as MistakeStats;
  const send = (user: RegisteredUser, method: 'DELETE' | 'GET', url: string) =>
    ai.t.inject({ method, url, headers: bearer(user.token) });

  it('holds every issue of the learner’s checks, newest first, filtered by type and paged', async () => {
    const alice = await registerUser(ai.t);
    const other = await registerUser(ai.t);
    const first = await check(alice, 'She go to scool.', [
      issue('grammar', 'go', 'goes', 4),
      issue('spelling', 'scool', 'school', 10),
    ]);
    ai.t.advanceTime(1_000);
    const second = await check(alice, 'I has a apple', [
      issue('grammar', 'has', 'have', 2),
      issue('word-choice', 'a', 'an', 6),
      issue('punctuation', 'apple', 'apple.', 8),
    ]);
    await check(alice, 'All is well.', []);
    await check(other, 'He go home.', [issue('grammar', 'go', 'goes', 3)]);

    const all = await list(alice);
    expect(all.hasMore).toBe(false);
    expect(all.mistakes).toHaveLength(5);
    expect(all.mistakes.slice(0, 3).every((mistake) => mistake.checkId === second.id)).toBe(true);
    expect(all.mistakes.find((mistake) => mistake.type === 'spelling')).toMatchObject({
      checkId: first.id,
      sentence: 'She go to scool.',
      correctedSentence: 'She go to scool.',
      original: 'scool',
      suggestion: 'school',
      explanation: 'spelling: scool → school',
      start: 10,
      end: 15,
      createdAt: first.createdAt,
    });

    const grammar = await list(alice, '?type=grammar');
    expect(grammar.mistakes.map((mistake) => mistake.original)).toEqual(['has', 'go']);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(
        alice,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.mistakes.length).toBeLessThanOrEqual(2);
      seen.push(...page.mistakes.map((mistake) => mistake.id));
      cursor = page.nextCursor;
      expect(page.hasMore).toBe(cursor !== null);
    } while (cursor);
    expect(seen).toEqual(all.mistakes.map((mistake) => mistake.id));

    expect(await stats(alice)).toMatchObject({
      total: 5,
      byType: { grammar: 2, spelling: 1, punctuation: 1, 'word-choice': 1, style: 0 },
      last30Days: 5,
    });
  });

  it('counts the last 30 days in the learner’s zone, a day at a time', async () => {
    const user = await registerUser(ai.t);
    await check(user, 'She go.', [issue('grammar', 'go', 'goes', 4)]);
    ai.t.advanceTime(40 * DAY);
    await signInAgain(ai.t, user);
    await check(user, 'He go.', [issue('grammar', 'go', 'goes', 3)]);
    const result = await stats(user);
    expect(result.total).toBe(2);
    expect(result.last30Days).toBe(1);
    expect(result.daily).toHaveLength(30);
    expect(result.daily.at(-1)).toEqual({ date: ai.t.now().toISOString().slice(0, 10), mistakes: 1 });
  });

  it('loses a check’s mistakes when the check is deleted, and all of them with all checks', async () => {
    const user = await registerUser(ai.t);
    const kept = await check(user, 'She go.', [issue('grammar', 'go', 'goes', 4)]);
    const gone = await check(user, 'I has it.', [issue('grammar', 'has', 'have', 2)]);
    expect((await send(user, 'DELETE', `/api/checks/${gone.id}`)).statusCode).toBe(200);
    expect((await list(user)).mistakes.map((mistake) => mistake.checkId)).toEqual([kept.id]);
    expect((await send(user, 'DELETE', '/api/checks/all')).statusCode).toBe(200);
    expect((await list(user)).mistakes).toEqual([]);
    expect((await stats(user)).total).toBe(0);
  });

  it('deleting all content removes the mistakes but keeps the review history of words', async () => {
    const user = await registerUser(ai.t);
    const word = await addWord(ai.t, user.token, 'child');
    const rated = await ai.t.inject({
      method: 'POST',
      url: `/api/review/${word.id}`,
      payload: { rating: 'good', durationMs: 3_000 },
      headers: bearer(user.token),
    });
    expect(rated.statusCode).toBe(200);
    await check(user, 'She go.', [issue('grammar', 'go', 'goes', 4)]);
    expect((await send(user, 'DELETE', '/api/content')).statusCode).toBe(200);
    expect((await list(user)).mistakes).toEqual([]);
    const data = (await send(user, 'GET', '/api/export')).json<AccountExport>();
    expect(data.mistakes).toEqual([]);
    expect(data.reviewCards).toEqual([expect.objectContaining({ wordId: word.id, reps: 1 })]);
    expect(data.reviewLog).toHaveLength(1);
    expect((await getJson(ai.t, user.token, '/api/review/stats')).body.stats.reviewedToday).toBe(1);
  });

  it('exports the cards with every FSRS field, the log and the notebook', async () => {
    const user = await registerUser(ai.t);
    const other = await registerUser(ai.t);
    await addWord(ai.t, other.token, 'friend');
    const child = await addWord(ai.t, user.token, 'child');
    const leaf = await addWord(ai.t, user.token, 'leaf');
    const rated = await ai.t.inject({
      method: 'POST',
      url: `/api/review/${child.id}`,
      payload: { rating: 'easy', durationMs: 1_500 },
      headers: bearer(user.token),
    });
    const card = rated.json().card;
    const made = await check(user, 'She go.', [issue('grammar', 'go', 'goes', 4)]);
    const data = (await send(user, 'GET', '/api/export')).json<AccountExport>();
    expect(data.reviewCards).toHaveLength(2);
    expect(data.reviewCards.find((exported) => exported.wordId === child.id)).toEqual({
      wordId: child.id,
      word: 'child',
      state: card.state,
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      elapsedDays: 0,
      scheduledDays: expect.any(Number),
      learningSteps: expect.any(Number),
      reps: 1,
      lapses: 0,
      lastReviewedAt: card.lastReviewedAt,
    });
    expect(data.reviewCards.find((exported) => exported.wordId === leaf.id)).toMatchObject({
      state: 'new',
      reps: 0,
    });
    expect(data.reviewLog).toEqual([
      {
        id: expect.any(String),
        wordId: child.id,
        word: 'child',
        rating: 'easy',
        stateBefore: 'new',
        stateAfter: card.state,
        elapsedDays: 0,
        scheduledDays: expect.any(Number),
        durationMs: 1_500,
        reviewedAt: card.lastReviewedAt,
      },
    ]);
    expect(data.mistakes).toEqual([expect.objectContaining({ checkId: made.id, original: 'go' })]);
  });

  it('a deleted word takes its card and its review log with it', async () => {
    const user = await registerUser(ai.t);
    const word = await addWord(ai.t, user.token, 'mouse');
    await ai.t.inject({
      method: 'POST',
      url: `/api/review/${word.id}`,
      payload: { rating: 'again' },
      headers: bearer(user.token),
    });
    expect((await send(user, 'DELETE', `/api/words/${word.id}`)).statusCode).toBe(200);
    const data = (await send(user, 'GET', '/api/export')).json<AccountExport>();
    expect(data.reviewCards).toEqual([]);
    expect(data.reviewLog).toEqual([]);
    const { db } = ai.t.database;
    expect(await db.selectFrom('review_cards').where('word_id', '=', word.id).selectAll().execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('review_log').where('word_id', '=', word.id).selectAll().execute()).toEqual(
      [],
    );
    const again = await ai.t.inject({
      method: 'POST',
      url: `/api/review/${word.id}`,
      payload: { rating: 'good' },
      headers: bearer(user.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['?type=typo', 'type', 'Type must be grammar, spelling, punctuation, word-choice or style'],
    ['?limit=0', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['?cursor=not-a-cursor', 'cursor', 'This page link is invalid or out of date. Please reload the list.'],
  ])('refuses %s with a 400', async (query, field, message) => {
    const user = await registerUser(ai.t);
    const { status, body } = await getJson(ai.t, user.token, `/api/mistakes${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field, message }] });
    const chinese = await getJson(ai.t, user.token, `/api/mistakes${query}`, 'zh');
    expect(chinese.body.errors[0].message).not.toBe(message);
  });

  it('refuses a cursor of another filter', async () => {
    const user = await registerUser(ai.t);
    await check(user, 'She go to scool.', [
      issue('grammar', 'go', 'goes', 4),
      issue('grammar', 'to', 'to', 7),
      issue('spelling', 'scool', 'school', 10),
    ]);
    const page = await list(user, '?type=grammar&limit=1');
    expect(page.nextCursor).not.toBeNull();
    const { status } = await getJson(
      ai.t,
      user.token,
      `/api/mistakes?type=spelling&cursor=${page.nextCursor}`,
    );
    expect(status).toBe(400);
  });
});
