import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { addWord } from '../test/words';

describe.each(TEST_DATABASES)('adding a word (%s)', (database) => {
  let t: TestApp;
  let alice: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ database });
    alice = await registerUser(t);
  });
  afterAll(() => t.close());

  const post = (payload: object, language = 'en', token = alice.token) =>
    t.inject({
      method: 'POST',
      url: '/api/words',
      payload,
      headers: { ...bearer(token), 'accept-language': language },
    });

  it('fills phonetic, definition, translation and part of speech from the dictionary', async () => {
    const response = await post({ word: 'abandon' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Word added' });
    expect(body.word).toEqual({
      id: expect.any(String),
      word: 'abandon',
      phonetic: "ә'bændәn",
      definition: expect.stringContaining('forsake, leave behind'),
      translation: 'vt. 放弃，抛弃，遗弃，使屈从，沉溺，放纵\nn. 放任，无拘束，狂热',
      partOfSpeech: 'verb',
      partsOfSpeech: ['verb', 'noun'],
      usageCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      source: 'own',
      context: null,
    });
  });

  it('stores an inflected form as typed, with the details of its base word', async () => {
    const word = await addWord(t, alice.token, 'went');
    expect(word).toMatchObject({ word: 'went', partOfSpeech: 'verb', phonetic: 'gou' });
    expect(word.translation).toContain('去');
  });

  it('keeps the definition, translation and part of speech the learner gave', async () => {
    const word = await addWord(t, alice.token, {
      word: 'friend',
      definition: 'someone I trust',
      translation: '朋友',
      partOfSpeech: 'verb',
    });
    expect(word).toMatchObject({
      word: 'friend',
      definition: 'someone I trust',
      translation: '朋友',
      partOfSpeech: 'verb',
      phonetic: 'frend',
    });
  });

  it('fills only what was left out, and treats blank fields as left out', async () => {
    const word = await addWord(t, alice.token, { word: 'child', definition: '  ', translation: '小孩' });
    expect(word.translation).toBe('小孩');
    expect(word.definition).toContain('a young person of either sex');
    expect(word.partOfSpeech).toBe('noun');
  });

  it('trims, collapses inner spaces and lower-cases', async () => {
    expect((await addWord(t, alice.token, '  QUICKLY ')).word).toBe('quickly');
    expect((await addWord(t, alice.token, ' Look    UP ')).word).toBe('look up');
  });

  it('keeps the capital of a proper noun, as the dictionary writes it', async () => {
    expect((await addWord(t, alice.token, 'monday')).word).toBe('Monday');
    expect((await addWord(t, alice.token, 'MONDAYS')).word).toBe('Mondays');
  });

  it('accepts typographic apostrophes and hyphens', async () => {
    expect((await addWord(t, alice.token, 'O’Clock')).word).toBe("o'clock");
    expect((await addWord(t, alice.token, 'Well-Known')).word).toBe('well-known');
  });

  it('refuses a word already in the list, in any letter case (409)', async () => {
    for (const word of ['abandon', 'ABANDON', ' Abandon ', 'MONDAY']) {
      const response = await post({ word });
      expect(response.statusCode, word).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'CONFLICT',
        message: 'Word already exists',
      });
    }
    expect((await post({ word: 'abandon' }, 'zh')).json().message).toBe('该单词已在你的单词本中');
  });

  it('answers 409 to the loser when the same word is added twice at once', async () => {
    const responses = await Promise.all([post({ word: 'receive' }), post({ word: 'Receive' })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('suggests spellings for a word the dictionary does not know (422)', async () => {
    const response = await post({ word: 'untill' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      code: 'SPELLING_SUGGESTION',
      message: 'Spelling error detected. Did you mean: until?',
      suggestions: ['until'],
    });
    const several = await post({ word: 'wierd' });
    expect(several.json()).toMatchObject({
      message: 'Spelling error detected. Did you mean: weird, wield, wired, wields?',
      suggestions: ['weird', 'wield', 'wired', 'wields'],
    });
  });

  it('treats ECDICT’s misspelling entries as misspelled, though the dictionary has them', async () => {
    const response = await post({ word: 'thier' });
    expect(response.statusCode).toBe(422);
    expect(response.json().suggestions[0]).toBe('their');
  });

  it('questions a rare real word one edit from a common one, the common word first (422)', async () => {
    const response = await post({ word: 'wether' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'SPELLING_SUGGESTION',
      message: 'Spelling error detected. Did you mean: whether, better?',
      suggestions: ['whether', 'better'],
    });
    const forced = await addWord(t, alice.token, { word: 'wether', force: true });
    expect(forced).toMatchObject({ word: 'wether', translation: 'n. 阉羊' });
  });

  it('adds a real word common enough, however close a commoner one is', async () => {
    expect((await post({ word: 'dairy' })).statusCode).toBe(201);
    expect((await post({ word: 'diary' })).statusCode).toBe(201);
  });

  it('says so when it has no suggestion, in both languages', async () => {
    const en = await post({ word: 'qwertyx' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      suggestions: [],
      message: 'Spelling error detected. No similar words were found: check the spelling, or add it anyway.',
    });
    const zh = await post({ word: 'qwertyx' }, 'zh');
    expect(zh.json().message).toBe('检测到拼写错误，且没有找到相近的单词。请检查拼写，或选择仍然添加。');
  });

  it('answers the suggestion in Chinese', async () => {
    const response = await post({ word: 'untill' }, 'zh-CN,zh;q=0.9');
    expect(response.json().message).toBe('检测到拼写错误。你是不是想输入：until？');
  });

  it('adds an unknown word when forced, with whatever the dictionary has', async () => {
    const forced = await addWord(t, alice.token, { word: 'Untill', force: true });
    expect(forced).toMatchObject({ word: 'untill', translation: '直到' });
    const unknown = await addWord(t, alice.token, { word: 'qwertyx', force: true, translation: '乱码' });
    expect(unknown).toMatchObject({
      word: 'qwertyx',
      phonetic: null,
      definition: null,
      translation: '乱码',
      partOfSpeech: null,
    });
  });

  it('checks duplicates before spelling', async () => {
    const response = await post({ word: 'UNTILL' });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    [{}, 'Please enter a word', '请输入单词'],
    [{ word: '   ' }, 'Please enter a word', '请输入单词'],
    [{ word: 'a'.repeat(65) }, 'A word can be at most 64 characters', '单词不能超过 64 个字符'],
    [
      { word: 'hello2' },
      'A word can only contain letters, apostrophes, hyphens and spaces',
      '单词只能包含字母、撇号、连字符和空格',
    ],
    [
      { word: 'rock&roll' },
      'A word can only contain letters, apostrophes, hyphens and spaces',
      '单词只能包含字母、撇号、连字符和空格',
    ],
    [
      { word: '苹果' },
      'A word can only contain letters, apostrophes, hyphens and spaces',
      '单词只能包含字母、撇号、连字符和空格',
    ],
    [
      { word: "--'" },
      'A word can only contain letters, apostrophes, hyphens and spaces',
      '单词只能包含字母、撇号、连字符和空格',
    ],
  ])('refuses %j with a clear 400', async (payload, en, zh) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: en,
      errors: [{ field: 'word', message: en }],
    });
    expect((await post(payload, 'zh')).json().message).toBe(zh);
  });

  it('accepts exactly 64 characters after collapsing spaces', async () => {
    const word = `${'a'.repeat(31)}   ${'b'.repeat(32)}`;
    const response = await post({ word, force: true });
    expect(response.statusCode).toBe(201);
    expect(response.json().word.word).toHaveLength(64);
  });

  it('validates the other fields', async () => {
    const pos = await post({ word: 'leaf', partOfSpeech: 'thing' });
    expect(pos.statusCode).toBe(400);
    expect(pos.json().errors).toEqual([
      { field: 'partOfSpeech', message: 'Please choose a part of speech from the list' },
    ]);
    const long = await post({ word: 'leaf', definition: 'x'.repeat(2001) });
    expect(long.json().errors).toEqual([
      { field: 'definition', message: 'The definition can be at most 2000 characters' },
    ]);
    const force = await post({ word: 'leaf', force: 'yes' });
    expect(force.statusCode).toBe(400);
  });

  it('requires a session', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/words', payload: { word: 'leaf' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
