import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Word } from '@contract';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { addWord, getJson } from '../test/words';

describe.each(TEST_DATABASES)('importing and exporting words (%s)', (database) => {
  let t: TestApp;
  let alice: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ database });
    alice = await registerUser(t);
  });
  afterAll(() => t.close());

  const importWords = (payload: object, token = alice.token, language = 'en') =>
    t.inject({
      method: 'POST',
      url: '/api/words/import',
      payload,
      headers: { ...bearer(token), 'accept-language': language },
    });

  describe('POST /api/words/import', () => {
    it('adds the good words and reports duplicates, misspellings and invalid entries', async () => {
      await addWord(t, alice.token, 'abandon');
      const response = await importWords({
        words: [
          { word: 'Leaf' },
          { word: ' went ', definition: 'past of go' },
          { word: 'ABANDON' },
          { word: 'leaf' },
          { word: 'untill' },
          { word: 'qwertyx' },
          { word: 'hello2' },
          { word: '   ' },
          { word: 'monday' },
        ],
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.added.map((word: Word) => word.word)).toEqual(['leaf', 'went', 'Monday']);
      expect(body.added[1]).toMatchObject({
        definition: 'past of go',
        partOfSpeech: 'verb',
        phonetic: 'gou',
      });
      expect(body.added[0].translation).toContain('树叶');
      expect(body.duplicates).toEqual(['leaf', 'abandon']);
      expect(body.misspelled).toEqual([
        { word: 'untill', suggestions: ['until'] },
        { word: 'qwertyx', suggestions: [] },
      ]);
      expect(body.invalid).toEqual(['hello2', '   ']);
      expect(body.message).toBe('Imported 3 of 9 words');
      const listed = await getJson(t, alice.token, '/api/words?sort=alpha');
      expect(listed.body.words.map((word: Word) => word.word)).toEqual(['abandon', 'leaf', 'Monday', 'went']);
    });

    it('reports a rare real word one edit from a common one as misspelled, the common word first', async () => {
      const bob = await registerUser(t);
      const response = await importWords({ words: [{ word: 'wether' }, { word: 'dairy' }] }, bob.token);
      expect(response.json()).toMatchObject({
        added: [expect.objectContaining({ word: 'dairy' })],
        misspelled: [{ word: 'wether', suggestions: ['whether', 'better'] }],
      });
    });

    it('adds misspelled words too when forced', async () => {
      const response = await importWords(
        { words: [{ word: 'untill' }, { word: 'leaf' }], force: true },
        alice.token,
        'zh',
      );
      const body = response.json();
      expect(body).toMatchObject({ duplicates: ['leaf'], misspelled: [], invalid: [] });
      expect(body.added.map((word: Word) => word.word)).toEqual(['untill']);
      expect(body.message).toBe('已导入 1 个单词（共 2 个）');
    });

    it('adds up to 500 words in one request', async () => {
      const bob = await registerUser(t);
      const words = Array.from({ length: 500 }, (_, i) => ({
        word: `word${String.fromCharCode(97 + (i % 26))}${i.toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`,
      }));
      const response = await importWords({ words, force: true }, bob.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().added).toHaveLength(500);
      expect((await getJson(t, bob.token, '/api/words?limit=1')).body.total).toBe(500);
    });

    it.each([[{ words: [] }], [{ words: Array.from({ length: 501 }, () => ({ word: 'a' })) }], [{}]])(
      'refuses an empty or oversized import',
      async (payload) => {
        const response = await importWords(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          errors: [{ field: 'words', message: 'Import between 1 and 500 words at a time' }],
        });
      },
    );
  });

  describe('GET /api/words/export', () => {
    it('downloads the list as CSV that Excel opens with the Chinese intact', async () => {
      const carol = await registerUser(t);
      await addWord(t, carol.token, {
        word: 'friend',
        definition: 'says "hi", then\nleaves',
        translation: '朋友，伙伴',
      });
      await addWord(t, carol.token, 'quickly');
      await t.database.db
        .updateTable('words')
        .set({ usage_count: 2 })
        .where('user_id', '=', carol.user.id)
        .where('word', '=', 'quickly')
        .execute();
      const response = await t.inject({
        method: 'GET',
        url: '/api/words/export',
        headers: bearer(carol.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="wordloom-words.csv"');
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = response.body.slice(1).split('\r\n');
      expect(lines[0]).toBe('word,phonetic,part_of_speech,translation,definition,usage_count,created_at');
      // A line break inside a quoted field is data; records end in CRLF.
      expect(lines[1]).toMatch(
        /^friend,frend,noun,朋友，伙伴,"says ""hi"", then\nleaves",0,\d{4}-\d\d-\d\dT[\d:.]+Z$/,
      );
      expect(lines[2]).toMatch(/^quickly,'kwikli,adverb,adv\. 很快地,r\. with rapid movements,2,/);
      expect(lines.slice(3)).toEqual(['']);
    });

    it('exports only the caller’s words; an empty list is just the header', async () => {
      const dave = await registerUser(t);
      const response = await t.inject({
        method: 'GET',
        url: '/api/words/export',
        headers: bearer(dave.token),
      });
      expect(response.body).toBe(
        '\uFEFFword,phonetic,part_of_speech,translation,definition,usage_count,created_at\r\n',
      );
    });
  });
});
