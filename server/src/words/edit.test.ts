import { describe, expect, it } from 'vitest';
import type { Word } from '@contract';
import { TEST_DATABASES } from '../test/app';
import { withRegisteredPair } from '../test/suite';
import { bearer } from '../test/accounts';
import { addWord, getJson } from '../test/words';

describe.each(TEST_DATABASES)('editing a word (%s)', (database) => {
  const suite = withRegisteredPair(database);

  const edit = (id: string, payload: object, token = suite.alice.token, language = 'en') =>
    suite.t.inject({
      method: 'PUT',
      url: `/api/words/${id}`,
      payload,
      headers: { ...bearer(token), 'accept-language': language },
    });

  it('replaces the dictionary’s meaning with the learner’s own, keeping what was not sent', async () => {
    const word = await addWord(suite.t, suite.alice.token, 'fuse');
    const response = await edit(word.id, {
      translation: '导火索',
      definition: 'a cord that is lit to set off a bomb',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Word updated',
      word: { ...word, translation: '导火索', definition: 'a cord that is lit to set off a bomb' },
    });
    const { body } = await getJson(suite.t, suite.alice.token, `/api/words/${word.id}`);
    expect(body.word).toEqual(response.json().word);
  });

  it('finds the word by its new meaning, and no longer by the old one', async () => {
    const word = await addWord(suite.t, suite.alice.token, 'wield');
    await edit(word.id, { translation: '掌权' });
    const found = await getJson(
      suite.t,
      suite.alice.token,
      `/api/words?search=${encodeURIComponent('掌权')}`,
    );
    expect(found.body.words.map((one: Word) => one.word)).toEqual(['wield']);
    const old = await getJson(suite.t, suite.alice.token, `/api/words?search=${encodeURIComponent('挥舞')}`);
    expect(old.body.total).toBe(0);
  });

  it('sets the phonetic and the main part of speech, keeping the other parts for the filter', async () => {
    const word = await addWord(suite.t, suite.alice.token, 'leave');
    expect(word.partsOfSpeech).toEqual(['noun', 'verb']);
    const response = await edit(word.id, { phonetic: 'liːv', partOfSpeech: 'verb' });
    expect(response.json().word).toMatchObject({
      phonetic: 'liːv',
      partOfSpeech: 'verb',
      partsOfSpeech: ['verb', 'noun'],
    });
  });

  it('clears a field sent blank or null', async () => {
    const word = await addWord(suite.t, suite.alice.token, 'weird');
    const response = await edit(word.id, { definition: '  ', phonetic: null, partOfSpeech: null });
    expect(response.json().word).toMatchObject({
      definition: null,
      phonetic: null,
      partOfSpeech: null,
      partsOfSpeech: [],
      translation: word.translation,
    });
  });

  it('answers 404 for another learner’s word or an unknown id, and changes nothing', async () => {
    const bobs = await addWord(suite.t, suite.bob.token, 'calendar');
    const response = await edit(bobs.id, { translation: '偷改' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Word not found' });
    expect((await getJson(suite.t, suite.bob.token, `/api/words/${bobs.id}`)).body.word).toEqual(bobs);
    const unknown = await edit(
      '00000000-0000-0000-0000-000000000000',
      { translation: '无' },
      suite.alice.token,
      'zh',
    );
    expect(unknown.json().message).toBe('未找到该单词');
  });

  it('validates the fields, in the learner’s language', async () => {
    const word = await addWord(suite.t, suite.alice.token, 'good');
    const long = await edit(word.id, { phonetic: 'x'.repeat(101) }, suite.alice.token, 'zh');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'phonetic', message: '音标不能超过 100 个字符' }]);
    const part = await edit(word.id, { partOfSpeech: 'thing' });
    expect(part.statusCode).toBe(400);
  });

  it('requires a session', async () => {
    const response = await suite.t.inject({ method: 'PUT', url: '/api/words/x', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
