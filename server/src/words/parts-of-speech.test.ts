import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWordsQuerySchema, type Word } from '@contract';
import { migrateToLatest, migrateUpTo } from '../db/migrate';
import type { Dictionary } from '../dictionary';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { registerUser, type RegisteredUser } from '../test/accounts';
import { openTestDatabase, type TestDatabase } from '../test/databases';
import { openFixtureDictionary } from '../test/dictionary';
import { addWord, getJson } from '../test/words';
import { fillPartsOfSpeech } from './fill-parts-of-speech';
import { createWordsRepository } from './repository';
import { createWordsService } from './service';
import { MemoryReadCache } from '../lib/read-cache';
import { transactions } from '../db/transaction';

const wordsOf = (words: Word[]) => words.map(({ word }) => word).sort();

describe.each(TEST_DATABASES)('several parts of speech per word (%s)', (database) => {
  let t: TestApp;
  let alice: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ database });
    alice = await registerUser(t);
    // leave: n. and vt. lines; good: n. and a.; fuse: ECDICT's shares say v:54 before n:46; quickly: adv. only.
    for (const word of ['leave', 'good', 'fuse', 'quickly']) await addWord(t, alice.token, word);
    await addWord(t, alice.token, { word: 'separate', partOfSpeech: 'adjective' });
  });
  afterAll(() => t.close());

  const list = (query: string) => getJson(t, alice.token, `/api/words${query}`);

  it('stores every part of speech the dictionary gives, main one first', async () => {
    const { body } = await list('?sort=alpha');
    const parts = Object.fromEntries(body.words.map((word: Word) => [word.word, word.partsOfSpeech]));
    expect(parts).toMatchObject({
      leave: ['noun', 'verb'],
      good: ['noun', 'adjective'],
      fuse: ['verb', 'noun'],
      quickly: ['adverb'],
    });
    expect(body.words.find((word: Word) => word.word === 'fuse').partOfSpeech).toBe('verb');
  });

  it("puts the learner's chosen part first and keeps the dictionary's others", async () => {
    const { body } = await list('?search=separate');
    expect(body.words[0].partOfSpeech).toBe('adjective');
    expect(body.words[0].partsOfSpeech[0]).toBe('adjective');
    expect(body.words[0].partsOfSpeech).toContain('verb');
  });

  it('filters by any of the parts, in lists, random words, the filter menu and stats', async () => {
    expect(wordsOf((await list('?partOfSpeech=verb')).body.words)).toEqual(['fuse', 'leave', 'separate']);
    expect(wordsOf((await list('?partOfSpeech=noun')).body.words)).toEqual([
      'fuse',
      'good',
      'leave',
      'separate',
    ]);
    expect(wordsOf((await list('?partOfSpeech=adjective')).body.words)).toEqual(['good', 'separate']);
    expect((await list('?partOfSpeech=verb')).body.total).toBe(3);
    const random = await getJson(t, alice.token, '/api/words/random?count=10&partOfSpeech=verb');
    expect(wordsOf(random.body.words)).toEqual(['fuse', 'leave', 'separate']);
    const menu = await getJson(t, alice.token, '/api/words/parts-of-speech');
    expect(menu.body.partsOfSpeech).toEqual(['adjective', 'adverb', 'noun', 'verb']);
    const stats = await getJson(t, alice.token, '/api/words/stats');
    expect(stats.body.stats).toMatchObject({
      totalWords: 5,
      byPartOfSpeech: { noun: 4, verb: 3, adjective: 2, adverb: 1 },
    });
  });

  it('answers every part in a dictionary lookup', async () => {
    const { body } = await getJson(t, alice.token, '/api/words/lookup?word=leave');
    expect(body.entry).toMatchObject({ partOfSpeech: 'noun', partsOfSpeech: ['noun', 'verb'] });
  });
});

describe.each(TEST_DATABASES)('migration 007: existing words get every part of speech (%s)', (kind) => {
  let test: TestDatabase;
  let dictionary: Dictionary;
  const userId = 'user-before-007';
  beforeAll(async () => {
    dictionary = await openFixtureDictionary();
    test = await openTestDatabase(kind, { migrate: false });
    await migrateUpTo(test.database, '005-api-keys');
    const { db } = test.database;
    const now = new Date().toISOString();
    // Rows as the app wrote them before 007: one part of speech each, the dictionary's main one or the learner's.
    await db
      .insertInto('users')
      .values({
        id: userId,
        username: 'before',
        username_lower: 'before',
        email: 'before@example.com',
        password_hash: 'x',
        theme: 'light',
        language: 'en',
        grammar_language: 'bilingual',
        show_in_community: 1,
        font_settings: '{}',
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    const word = (id: string, text: string, partOfSpeech: string | null) => ({
      id,
      user_id: userId,
      word: text,
      word_key: text,
      definition: null,
      translation: null,
      phonetic: null,
      part_of_speech: partOfSpeech,
      usage_count: 0,
      search_text: text,
      created_at: now,
    });
    await db
      .insertInto('words')
      .values([
        word('w1', 'leave', 'noun'),
        word('w2', 'good', 'noun'),
        word('w3', 'separate', 'adjective'),
        word('w4', 'zyxw', null),
      ] as never)
      .execute();
    await migrateToLatest(test.database);
  });
  afterAll(async () => {
    dictionary.close();
    await test.drop();
  });

  it('fills them from the dictionary at start-up, keeping the main part, once', async () => {
    const repository = createWordsRepository(test.database.db);
    const transaction = transactions(test.database.db);
    expect(await fillPartsOfSpeech(repository, transaction, dictionary)).toBe(4);
    expect(await fillPartsOfSpeech(repository, transaction, dictionary)).toBe(0);

    // Reads only: no word is added, so no review card is asked for.
    const words = createWordsService({
      words: repository,
      reviewCards: { addNewCards: () => Promise.reject(new Error('no word is added here')) },
      transaction,
      dictionary,
      clock: () => new Date(),
      readCache: new MemoryReadCache(),
    });
    const all = await words.list(userId, listWordsQuerySchema.parse({ sort: 'alpha' }));
    expect(Object.fromEntries(all.words.map((word) => [word.word, word.partsOfSpeech]))).toEqual({
      good: ['noun', 'adjective'],
      leave: ['noun', 'verb'],
      separate: ['adjective', 'noun', 'verb'],
      zyxw: [],
    });
    const verbs = await words.list(userId, listWordsQuerySchema.parse({ partOfSpeech: 'verb' }));
    expect(wordsOf(verbs.words)).toEqual(['leave', 'separate']);
    expect((await words.stats(userId)).byPartOfSpeech).toEqual({ noun: 3, verb: 2, adjective: 2 });
  });
});
