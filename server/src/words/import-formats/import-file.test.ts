import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Word } from '@contract';
import { bearer, registerUser } from '../../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/app';
import { buildVocabDb, importReport, uploadWordFile, wordsOf } from '../../test/word-files';
import { getJson } from '../../test/words';

describe.each(TEST_DATABASES)('POST /api/words/import/file (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const added = (response: { json: () => unknown }) => importReport(response).added.map((word) => word.word);

  it("imports Kindle's vocab.db: one word per stem, the first lookup's sentence its context, the book its source", async () => {
    const learner = await registerUser(t);
    const file = buildVocabDb([
      { word: 'went', stem: 'go', usage: 'She went home before the rain.', book: 'Emma' },
      { word: 'going', stem: 'go', usage: 'He is going too.', book: 'Persuasion' },
      { word: 'leaves', stem: 'leaf', usage: null, book: 'Emma' },
      { word: 'leaf', stem: 'leaf', usage: 'A leaf fell on the page.', book: 'Persuasion' },
      { word: 'perception', usage: 'Her perception was keen.', book: 'Emma' },
      { word: 'xqzvbn', usage: 'Not a word at all.' },
    ]);
    const response = await uploadWordFile(t, learner.token, file, { filename: 'vocab.db' });
    expect(response.statusCode, response.body).toBe(200);
    expect(importReport(response)).toMatchObject({
      format: 'kindle',
      duplicates: [],
      misspelled: [{ word: 'xqzvbn', suggestions: [] }],
      invalid: [],
      withContext: 3,
      message: 'Imported 3 of 4 words (kindle)',
    });
    const words = await wordsOf(t, learner);
    expect(words.map((word) => word.word)).toEqual(['go', 'leaf', 'perception']);
    expect(words.find((word) => word.word === 'go')).toMatchObject({
      source: 'import',
      context: { sentence: 'She went home before the rain.', source: 'Emma' },
      translation: expect.any(String),
    });
    expect(words.find((word) => word.word === 'leaf')?.context).toEqual({
      sentence: 'A leaf fell on the page.',
      source: 'Persuasion',
    });

    // Each imported word is a card whose first cloze is the sentence it was read in.
    const queue = await getJson(t, learner.token, '/api/review/queue?limit=10');
    const go = queue.body.cards.find((card: { word: Word }) => card.word.word === 'go');
    expect(go.cloze).toMatchObject({
      source: 'context',
      answer: 'went',
      text: 'She ____ home before the rain.',
    });

    const again = await uploadWordFile(t, learner.token, file);
    expect(importReport(again)).toMatchObject({
      added: [],
      duplicates: ['go', 'leaf', 'perception'],
      withContext: 0,
    });
    expect(await wordsOf(t, learner)).toHaveLength(3);
  });

  it('imports a 有道 wordbook: the translation from <trans>, entities and CDATA read as text', async () => {
    const learner = await registerUser(t);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<wordbook>
  <item><word>abandon</word><trans><![CDATA[v. 放弃；抛弃]]></trans><phonetic><![CDATA[[əˈbændən]]]></phonetic><tags>CET4</tags><progress>1</progress></item>
  <item><word>receive</word><trans>v. 收到 &amp; 接待</trans><phonetic></phonetic><tags/><progress>0</progress></item>
  <item><word>untill</word><trans>直到</trans></item>
</wordbook>`;
    const response = await uploadWordFile(t, learner.token, xml, { filename: 'wordbook.xml' });
    expect(response.statusCode, response.body).toBe(200);
    expect(importReport(response)).toMatchObject({
      format: 'youdao-xml',
      misspelled: [{ word: 'untill', suggestions: ['until'] }],
    });
    expect(importReport(response).added.map(({ word, translation }) => ({ word, translation }))).toEqual([
      { word: 'abandon', translation: 'v. 放弃；抛弃' },
      { word: 'receive', translation: 'v. 收到 & 接待' },
    ]);
  });

  it('imports 欧路 exports: CSV with a Chinese header, numbered rows, and word@meaning text', async () => {
    const learner = await registerUser(t);
    const csv =
      '\uFEFF序号,单词,音标,解释,笔记\r\n1,abandon,[əˈbændən],"v. 放弃<br>n. 放纵",\r\n2,leaf,[liːf],n. 叶子,my note\r\n';
    const first = await uploadWordFile(t, learner.token, csv, { filename: 'eudic.csv' });
    expect(first.statusCode, first.body).toBe(200);
    expect(importReport(first).format).toBe('eudic');
    expect(importReport(first).added.map(({ word, translation }) => ({ word, translation }))).toEqual([
      { word: 'abandon', translation: 'v. 放弃\nn. 放纵' },
      { word: 'leaf', translation: 'n. 叶子' },
    ]);

    const numbered = await uploadWordFile(t, learner.token, '0,"friend","n. 朋友"\n1,"leaf","n. 叶"\n');
    expect(importReport(numbered)).toMatchObject({ format: 'eudic', duplicates: ['leaf'] });
    expect(added(numbered)).toEqual(['friend']);

    const text = await uploadWordFile(t, learner.token, 'quickly@adv. 迅速地\nseparate@<b>v.</b> 分开\n');
    expect(importReport(text).format).toBe('eudic');
    expect(importReport(text).added.map(({ word, translation }) => ({ word, translation }))).toEqual([
      { word: 'quickly', translation: 'adv. 迅速地' },
      { word: 'separate', translation: 'v. 分开' },
    ]);
  });

  it("imports Anki's notes as plain text: header lines, skipped columns, HTML fields, a Cloze note's sentence", async () => {
    const learner = await registerUser(t);
    const notes = [
      '#separator:tab',
      '#html:true',
      '#notetype column:1',
      '#deck column:2',
      'Basic\tEnglish\tabandon\t<b>v.</b> 放弃',
      'Cloze\tEnglish\tThe children {{c1::ran::verb}} to school.\t跑',
      'Basic\tEnglish\twield\tto hold and use a tool',
    ].join('\n');
    const response = await uploadWordFile(t, learner.token, notes);
    expect(response.statusCode, response.body).toBe(200);
    expect(importReport(response)).toMatchObject({ format: 'anki-txt', withContext: 1 });
    const words = importReport(response).added;
    expect(words.map(({ word, translation, definition }) => ({ word, translation, definition }))).toEqual([
      { word: 'abandon', translation: 'v. 放弃', definition: expect.any(String) },
      { word: 'ran', translation: '跑', definition: expect.any(String) },
      { word: 'wield', translation: expect.any(String), definition: 'to hold and use a tool' },
    ]);
    expect(words[1]?.context).toEqual({ sentence: 'The children ran to school.', source: null });

    // Older Anki versions export tab-separated notes without header lines.
    const plain = await uploadWordFile(t, learner.token, 'diary\t日记\nabandon\t放弃\n');
    expect(importReport(plain)).toMatchObject({ format: 'anki-txt', duplicates: ['abandon'] });
    expect(added(plain)).toEqual(['diary']);
  });

  it('imports its own CSV export back, and one word a line', async () => {
    const owner = await registerUser(t);
    const lines = await uploadWordFile(t, owner.token, 'leaf\r\nMonday\r\n\r\nhello2\r\nquickly\r\n');
    expect(importReport(lines)).toMatchObject({ format: 'lines', invalid: ['hello2'] });
    expect(added(lines)).toEqual(['leaf', 'Monday', 'quickly']);
    await t.inject({
      method: 'PUT',
      url: `/api/words/${importReport(lines).added[0]!.id}`,
      headers: bearer(owner.token),
      payload: { definition: 'my own meaning, with a comma' },
    });

    const exported = await t.inject({
      method: 'GET',
      url: '/api/words/export',
      headers: bearer(owner.token),
    });
    const csv = exported.body;
    const other = await registerUser(t);
    const response = await uploadWordFile(t, other.token, csv, { filename: 'wordloom-words.csv' });
    expect(importReport(response).format).toBe('csv');
    const imported = await wordsOf(t, other);
    expect(imported.map((word) => word.word)).toEqual(['leaf', 'Monday', 'quickly']);
    expect(imported[0]?.definition).toBe('my own meaning, with a comma');
  });
});
