import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_LIMITS, type ReviewCard, type Word } from '@contract';
import { bearer, registerUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { addWord, getJson } from '../test/words';

/* docs/api-conventions.md, "Reading": POST /words `context`, the sentence a word was met in. */
describe.each(TEST_DATABASES)('a word added with the sentence it was met in (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const post = (token: string, payload: object, language = 'en') =>
    t.inject({
      method: 'POST',
      url: '/api/words',
      payload,
      headers: { ...bearer(token), 'accept-language': language },
    });

  it('keeps the sentence and where it is from, comes from reading, and is asked first as that cloze', async () => {
    const user = await registerUser(t);
    const sentence = 'They abandoned the ship before dawn.';
    const word = await addWord(t, user.token, {
      word: 'abandon',
      context: { sentence: `  ${sentence} `, source: 'The Old Man and the Sea' },
    });
    expect(word).toMatchObject({
      source: 'reading',
      context: { sentence, source: 'The Old Man and the Sea' },
    });

    const listed = (await getJson(t, user.token, '/api/words')).body.words as Word[];
    expect(listed.find((entry) => entry.id === word.id)?.context).toEqual(word.context);
    const cards = (await getJson(t, user.token, '/api/review/queue')).body.cards as ReviewCard[];
    expect(cards.find((card) => card.word.id === word.id)?.cloze).toMatchObject({
      text: 'They ____ the ship before dawn.',
      answer: 'abandoned',
      sentence,
      source: 'context',
    });
  });

  it('needs no source; a word without a sentence stays the learner’s own', async () => {
    const user = await registerUser(t);
    const met = await addWord(t, user.token, {
      word: 'calendar',
      context: { sentence: 'A calendar hung there.' },
    });
    expect(met).toMatchObject({
      source: 'reading',
      context: { sentence: 'A calendar hung there.', source: null },
    });
    const typed = await addWord(t, user.token, 'weird');
    expect(typed).toMatchObject({ source: 'own', context: null });
  });

  it('refuses a sentence or a source too long, or a blank sentence, in English and Chinese', async () => {
    const user = await registerUser(t);
    const longSentence = { word: 'go', context: { sentence: 'a'.repeat(CONTEXT_LIMITS.sentenceMax + 1) } };
    const english = await post(user.token, longSentence);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(english.body).toContain('The sentence can be at most 500 characters');
    expect((await post(user.token, longSentence, 'zh')).body).toContain('句子最多 500 个字符');

    const longSource = {
      word: 'go',
      context: { sentence: 'We go.', source: 'x'.repeat(CONTEXT_LIMITS.sourceMax + 1) },
    };
    expect((await post(user.token, longSource, 'zh')).body).toContain('句子出处最多 200 个字符');
    const blank = await post(user.token, { word: 'go', context: { sentence: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Please give the sentence the word was met in');
    expect((await post(user.token, { word: 'go', context: 'We go.' })).statusCode).toBe(400);

    // Nothing was added by the refused requests.
    expect((await getJson(t, user.token, '/api/words')).body.total).toBe(0);
    const exactly = await post(user.token, {
      word: 'go',
      context: { sentence: 'a'.repeat(CONTEXT_LIMITS.sentenceMax) },
    });
    expect(exactly.statusCode).toBe(201);
  });
});
