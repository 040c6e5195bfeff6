import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mistake, SentenceCheck, WriteSentenceResponse } from '@contract';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { createFakeOfflineChecker } from '../test/ai-engine';
import type { ScriptedProvider } from '../test/ai-provider';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { createAiTestApp, type AiTestApp } from '../test/generations';
import { addWord, getJson } from '../test/words';

type Written = Omit<WriteSentenceResponse, 'success'>;

const writeSentence = (t: TestApp, token: string | null, wordId: string, payload: object) =>
  t.inject({
    method: 'POST',
    url: `/api/review/${wordId}/sentence`,
    payload,
    headers: token === null ? {} : bearer(token),
  });

async function written(t: TestApp, token: string, wordId: string, sentence: string): Promise<Written> {
  const response = await writeSentence(t, token, wordId, { sentence });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Written>();
}

const cardRow = (t: TestApp, wordId: string) =>
  t.database.db
    .selectFrom('review_cards')
    .selectAll()
    .where('word_id', '=', wordId)
    .executeTakeFirstOrThrow();

const logRows = (t: TestApp, wordId: string) =>
  t.database.db.selectFrom('review_log').selectAll().where('word_id', '=', wordId).execute();

describe.each(TEST_DATABASES)('writing a sentence with a due word, on an AI provider (%s)', (database) => {
  let ai: AiTestApp;
  let t: TestApp;
  let provider: ScriptedProvider;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  beforeAll(async () => {
    ai = await createAiTestApp(database);
    ({ t, provider } = ai);
    alice = await registerUser(t);
    bob = await registerUser(t);
  });
  afterAll(() => ai.close());

  it('grades an inflected use of the word good and reschedules the card with it, logged as written', async () => {
    const harvest = await addWord(t, alice.token, { word: 'harvest', force: true });
    const answer = await written(t, alice.token, harvest.id, 'We harvested the corn in autumn.');
    expect(answer).toMatchObject({ usedForm: 'harvested', rating: 'good' });
    // The provider answered, and says so.
    expect(answer.check).toMatchObject({ model: 'scripted-model', isPublic: false, issues: [] });
    expect(answer.check.provider).not.toBe('offline');
    expect(answer.card).toMatchObject({ reps: 1, state: 'learning', lastReviewedAt: expect.any(String) });
    expect(await logRows(t, harvest.id)).toEqual([
      expect.objectContaining({ rating: 'good', mode: 'write', review_id: null, state_before: 'new' }),
    ]);
  });

  it("counts the dictionary's irregular forms: 'went' uses go", async () => {
    const go = await addWord(t, alice.token, 'go');
    const answer = await written(t, alice.token, go.id, 'Yesterday we went to the river.');
    expect(answer).toMatchObject({ usedForm: 'went', rating: 'good' });
  });

  it('grades a sentence with issues hard, saves the check private and files its mistakes', async () => {
    const go = await addWord(t, bob.token, 'go');
    const answer = await written(t, bob.token, go.id, 'She go to school every day.');
    expect(answer).toMatchObject({ usedForm: 'go', rating: 'hard' });
    expect(answer.check).toMatchObject({
      isPublic: false,
      correctedSentence: 'She goes to school every day.',
      issues: [expect.objectContaining({ original: 'go', suggestion: 'goes' })],
    });
    const saved = await getJson(t, bob.token, `/api/checks/${answer.check.id}`);
    expect((saved.body as { check: SentenceCheck }).check.isPublic).toBe(false);
    const { mistakes } = (await getJson(t, bob.token, '/api/mistakes')).body as { mistakes: Mistake[] };
    expect(mistakes).toEqual([
      expect.objectContaining({ checkId: answer.check.id, original: 'go', suggestion: 'goes' }),
    ]);
    expect((await logRows(t, go.id)).map((row) => [row.rating, row.mode])).toEqual([['hard', 'write']]);
  });

  it('grades a sentence without the word again', async () => {
    const word = await addWord(t, alice.token, 'calendar');
    const answer = await written(t, alice.token, word.id, 'I like apples.');
    expect(answer).toMatchObject({ usedForm: null, rating: 'again' });
    expect(answer.card.reps).toBe(1);
  });

  it('answers an AI failure as /check does and changes no card', async () => {
    const word = await addWord(t, alice.token, 'friend');
    const before = await cardRow(t, word.id);
    provider.enqueue({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const response = await writeSentence(t, alice.token, word.id, { sentence: 'My friend is kind.' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ success: false, code: 'AI_PROVIDER_ERROR' });
    expect(await cardRow(t, word.id)).toEqual(before);
    expect(await logRows(t, word.id)).toEqual([]);
  });

  it('refuses a sentence over 300 characters, an empty one, a guest and another learner’s word', async () => {
    const word = await addWord(t, alice.token, 'child');
    const completions = provider.completions.length;
    const long = await writeSentence(t, alice.token, word.id, { sentence: `A child ${'x'.repeat(300)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await writeSentence(t, alice.token, word.id, { sentence: '   ' })).statusCode).toBe(400);
    expect((await writeSentence(t, null, word.id, { sentence: 'A child.' })).statusCode).toBe(401);
    const others = await writeSentence(t, bob.token, word.id, { sentence: 'A child plays.' });
    expect(others.statusCode).toBe(404);
    expect(others.json()).toMatchObject({ code: 'NOT_FOUND' });
    // Nothing refused reached the AI, and the card did not move.
    expect(provider.completions.length).toBe(completions);
    expect(await logRows(t, word.id)).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('writing a sentence on the built-in checker (%s)', (database) => {
  let t: TestApp;
  let alice: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({
      database,
      ai: {
        offlineChecker: createFakeOfflineChecker({
          correctedSentence: 'He leaves at noon.',
          isCorrect: false,
          score: 80,
          explanation: 'Third person singular takes -s.',
          issues: [
            {
              type: 'grammar',
              original: 'leave',
              suggestion: 'leaves',
              explanation: 'Third person singular takes -s.',
              start: 3,
              end: 8,
            },
          ],
        }),
      },
    });
    alice = await registerUser(t);
  });
  afterAll(() => t.close());

  it('checks with the built-in checker, says so, and grades its issues hard', async () => {
    const leave = await addWord(t, alice.token, 'leave');
    const answer = await written(t, alice.token, leave.id, 'He leave at noon.');
    expect(answer).toMatchObject({ usedForm: 'leave', rating: 'hard' });
    expect(answer.check).toMatchObject({ provider: 'offline', isPublic: false });
    expect((await logRows(t, leave.id)).map((row) => [row.rating, row.mode])).toEqual([['hard', 'write']]);
  });
});
