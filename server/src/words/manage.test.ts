import { beforeAll, describe, expect, it } from 'vitest';
import type { Word } from '@contract';
import { TEST_DATABASES } from '../test/app';
import { withRegisteredPair } from '../test/suite';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { addWord, getJson } from '../test/words';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('managing words (%s)', (database) => {
  const suite = withRegisteredPair(database);

  const remove = (id: string, token = suite.alice.token, language = 'en') =>
    suite.t.inject({
      method: 'DELETE',
      url: `/api/words/${id}`,
      headers: { ...bearer(token), 'accept-language': language },
    });

  describe('one word by id, and deleting', () => {
    let bobsWord: Word;
    beforeAll(async () => {
      bobsWord = await addWord(suite.t, suite.bob.token, 'calendar');
    });

    it('shows the owner their word', async () => {
      const { status, body } = await getJson(suite.t, suite.bob.token, `/api/words/${bobsWord.id}`);
      expect(status).toBe(200);
      expect(body.word).toEqual(bobsWord);
    });

    it('hides another user’s word: not listed, not found by id, not deletable (404)', async () => {
      expect((await getJson(suite.t, suite.alice.token, '/api/words?search=calendar')).body.total).toBe(0);
      const byId = await getJson(suite.t, suite.alice.token, `/api/words/${bobsWord.id}`);
      expect(byId.status).toBe(404);
      expect(byId.body).toMatchObject({ code: 'NOT_FOUND', message: 'Word not found' });
      const deleted = await remove(bobsWord.id);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Word not found' });
      expect((await getJson(suite.t, suite.bob.token, `/api/words/${bobsWord.id}`)).status).toBe(200);
    });

    it('answers an unknown id like another user’s', async () => {
      const response = await remove('00000000-0000-0000-0000-000000000000', suite.alice.token, 'zh');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('未找到该单词');
    });

    it('deletes the caller’s own word, which then is gone', async () => {
      const word = await addWord(suite.t, suite.alice.token, 'relieve');
      const response = await remove(word.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Word deleted' });
      expect((await getJson(suite.t, suite.alice.token, `/api/words/${word.id}`)).status).toBe(404);
      expect((await remove(word.id)).statusCode).toBe(404);
      expect(
        (
          await remove((await addWord(suite.t, suite.alice.token, 'relieve')).id, suite.alice.token, 'zh')
        ).json(),
      ).toEqual({
        success: true,
        message: '单词已删除',
      });
    });

    it('goes with its owner’s account', async () => {
      const carol = await registerUser(suite.t);
      await addWord(suite.t, carol.token, 'leaf');
      await suite.t.database.db.deleteFrom('users').where('id', '=', carol.user.id).execute();
      const left = await suite.t.database.db
        .selectFrom('words')
        .select('id')
        .where('user_id', '=', carol.user.id)
        .execute();
      expect(left).toEqual([]);
    });
  });

  describe('stats and parts of speech', () => {
    let dana: RegisteredUser;
    beforeAll(async () => {
      dana = await registerUser(suite.t);
      for (const word of ['abandon', 'fuse', 'friend']) await addWord(suite.t, dana.token, word);
      suite.t.advanceTime(8 * DAY_MS);
      // Sessions last 7 days: sign in again.
      const login = await suite.t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: dana.email, password: dana.password },
      });
      dana = { ...dana, token: login.json().token };
      for (const word of ['quickly', 'child']) await addWord(suite.t, dana.token, word);
      await addWord(suite.t, dana.token, { word: 'zyxw', force: true });
      await suite.t.database.db
        .updateTable('words')
        .set({ usage_count: 4 })
        .where('user_id', '=', dana.user.id)
        .where('word', 'in', ['abandon', 'child'])
        .execute();
    });

    it('counts words, usage, parts of speech and the last 7 days', async () => {
      const { status, body } = await getJson(suite.t, dana.token, '/api/words/stats');
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        stats: {
          totalWords: 6,
          totalUsage: 8,
          // abandon and go are verbs and nouns too: a word counts under each of its parts.
          byPartOfSpeech: { verb: 2, noun: 4, adverb: 1 },
          addedThisWeek: 3,
        },
      });
    });

    it('answers zeros for an empty list', async () => {
      const erin = await registerUser(suite.t);
      expect((await getJson(suite.t, erin.token, '/api/words/stats')).body.stats).toEqual({
        totalWords: 0,
        totalUsage: 0,
        byPartOfSpeech: {},
        addedThisWeek: 0,
      });
      expect((await getJson(suite.t, erin.token, '/api/words/parts-of-speech')).body).toEqual({
        success: true,
        partsOfSpeech: [],
      });
    });

    it('lists the parts of speech in the caller’s list, sorted, once each', async () => {
      const { body } = await getJson(suite.t, dana.token, '/api/words/parts-of-speech');
      expect(body).toEqual({ success: true, partsOfSpeech: ['adverb', 'noun', 'verb'] });
    });
  });

  describe('random words', () => {
    let frank: RegisteredUser;
    const franks = [
      'abandon',
      'calendar',
      'child',
      'friend',
      'fuse',
      'go',
      'good',
      'leaf',
      'mouse',
      'quickly',
    ];
    beforeAll(async () => {
      frank = await registerUser(suite.t);
      for (const word of franks) await addWord(suite.t, frank.token, word);
    });
    const random = (query = '', token = frank.token) => getJson(suite.t, token, `/api/words/random${query}`);

    it('answers 5 distinct words of the caller by default', async () => {
      const { status, body } = await random();
      expect(status).toBe(200);
      expect(body.words).toHaveLength(5);
      const words = body.words.map((word: Word) => word.word);
      expect(new Set(words).size).toBe(5);
      for (const word of words) expect(franks).toContain(word);
      expect(body.words[0]).toMatchObject({ id: expect.any(String), usageCount: 0 });
    });

    it('answers every word, each once, when asked for more than there are', async () => {
      const { body } = await random('?count=50');
      expect(body.words.map((word: Word) => word.word).sort()).toEqual([...franks].sort());
    });

    it('varies from call to call', async () => {
      const orders = new Set<string>();
      for (let i = 0; i < 10; i += 1) {
        orders.add((await random('?count=3')).body.words.map((word: Word) => word.id).join());
      }
      expect(orders.size).toBeGreaterThan(1);
    });

    it('filters by part of speech', async () => {
      const { body } = await random('?count=10&partOfSpeech=noun');
      // Any of a word's parts: abandon, fuse and go are verbs and nouns.
      expect(body.words.map((word: Word) => word.word).sort()).toEqual(
        franks.filter((word) => word !== 'quickly'),
      );
      expect((await random('?partOfSpeech=suffix')).body.words).toEqual([]);
    });

    it('answers nothing for an empty list', async () => {
      const gina = await registerUser(suite.t);
      expect((await random('', gina.token)).body).toEqual({ success: true, words: [] });
    });

    it.each(['0', '51', 'x', '1.5'])('refuses count=%s', async (count) => {
      const { status, body } = await random(`?count=${count}`);
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: 'count', message: 'Count must be a whole number from 1 to 50' }]);
    });

    it('accepts count 1 and 50', async () => {
      expect((await random('?count=1')).body.words).toHaveLength(1);
      expect((await random('?count=50')).status).toBe(200);
    });
  });

  describe('dictionary lookup', () => {
    // The stats moved the clock past the first sessions' lifetime.
    beforeAll(async () => {
      suite.alice = await registerUser(suite.t);
    });

    it('answers the entry, inflected forms with their base word', async () => {
      const { status, body } = await getJson(suite.t, suite.alice.token, '/api/words/lookup?word=went');
      expect(status).toBe(200);
      expect(body.entry).toMatchObject({
        word: 'go',
        lemma: 'go',
        phonetic: 'gou',
        partOfSpeech: 'verb',
        exchanges: expect.objectContaining({ past: 'went' }),
        tags: expect.any(Array),
      });
      expect(Object.keys(body.entry)).toEqual(
        expect.arrayContaining([
          'word',
          'phonetic',
          'definition',
          'translation',
          'partOfSpeech',
          'exchanges',
          'tags',
        ]),
      );
    });

    it('answers the entry a learner reads: senses, examples, roots, confusable words, rank', async () => {
      const { status, body } = await getJson(suite.t, suite.alice.token, '/api/words/lookup?word=abandon');
      expect(status).toBe(200);
      expect(body.entry.senses[0]).toMatchObject({ partOfSpeech: 'verb', definition: expect.any(String) });
      expect(body.entry.examples[0]).toBe('We abandoned the old car in the empty parking lot');
      expect(body.entry.confusables).toContainEqual({
        words: expect.arrayContaining(['abandon', 'desert']),
        note: expect.stringMatching(/[\u4e00-\u9fff]/),
      });
      expect(body.entry).toHaveProperty('roots', expect.any(Array));
      expect(body.entry.frequencyRank).toEqual(expect.any(Number));
    });

    it('answers 404 for a word it does not have, in both languages', async () => {
      const en = await getJson(suite.t, suite.alice.token, '/api/words/lookup?word=qwertyx');
      expect(en.status).toBe(404);
      expect(en.body).toMatchObject({ code: 'NOT_FOUND', message: 'This word is not in the dictionary' });
      const zh = await getJson(suite.t, suite.alice.token, '/api/words/lookup?word=qwertyx', 'zh');
      expect(zh.body.message).toBe('词典中没有这个单词');
    });

    it('needs a word', async () => {
      const { status, body } = await getJson(suite.t, suite.alice.token, '/api/words/lookup');
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: 'word', message: 'Please enter a word' }]);
    });
  });

  it.each([
    ['GET', '/api/words'],
    ['POST', '/api/words'],
    ['DELETE', '/api/words/some-id'],
    ['GET', '/api/words/some-id'],
    ['GET', '/api/words/stats'],
    ['GET', '/api/words/parts-of-speech'],
    ['GET', '/api/words/random'],
    ['GET', '/api/words/lookup?word=go'],
    ['POST', '/api/words/import'],
    ['GET', '/api/words/export'],
  ] as const)('%s %s answers guests 401', async (method, url) => {
    const response = await suite.t.inject({ method, url, headers: { 'accept-language': 'zh' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: '请先登录' });
    const forged = await suite.t.inject({ method, url, headers: bearer('not-a-token') });
    expect(forged.statusCode).toBe(401);
  });
});
