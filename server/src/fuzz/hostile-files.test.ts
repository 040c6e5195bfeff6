import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '@contract';
import { registerUser, type RegisteredUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { buildVocabDb, uploadWordFile } from '../test/word-files';
import { getJson } from '../test/words';

/*
 * Hostile files against POST /api/words/import/file: XML that expands or reaches out, SQLite files with
 * code in their schema, too many rows, damage; then random and mutated files. Whatever comes in, the answer
 * is never a 5xx, a refused file is a 400 envelope in the language asked for, and nothing is added.
 */
const SEED = 20261206;
const RUNS = 150;

const LOOKUP = { word: 'went', stem: 'go', usage: 'She went home.', book: 'Emma' };
const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE wordbook [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<wordbook><item><word>leaf</word><trans>&lol3;</trans></item></wordbook>`;
const EXTERNAL_ENTITY = `<?xml version="1.0"?>
<!DOCTYPE wordbook [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<wordbook><item><word>leaf</word><trans>&secret;</trans></item></wordbook>`;
const HIDDEN_DOCTYPE = `<wordbook><!DOCTYPE x [<!ENTITY a "b">]><item><word>leaf</word></item></wordbook>`;

/** Rows of LOOKUPS past the limit, all of one word, in a file well under 10 MiB. */
const TOO_MANY_LOOKUPS = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50001)
  INSERT INTO LOOKUPS (id, word_key, book_key, usage) SELECT 'x' || i, 'en:went', 'book-1', NULL FROM n;`;

const HOSTILE: Array<[string, string | Buffer, RegExp]> = [
  ['billion laughs', BILLION_LAUGHS, /DOCTYPE or ENTITY/],
  ['an external entity', EXTERNAL_ENTITY, /DOCTYPE or ENTITY/],
  ['a DOCTYPE inside the wordbook', HIDDEN_DOCTYPE, /DOCTYPE or ENTITY/],
  ['unclosed XML', '<wordbook><item><word>leaf</word></wordbook>', /not well-formed/],
  [
    'a vocab.db with a trigger',
    buildVocabDb([LOOKUP], `CREATE TRIGGER t AFTER INSERT ON WORDS BEGIN DELETE FROM LOOKUPS; END;`),
    /triggers, views or virtual tables/,
  ],
  [
    'a vocab.db with a view',
    buildVocabDb([LOOKUP], `CREATE VIEW LOOKUPS_ALL AS SELECT * FROM LOOKUPS;`),
    /triggers, views or virtual tables/,
  ],
  [
    'a vocab.db with a virtual table',
    buildVocabDb([LOOKUP], `CREATE VIRTUAL TABLE notes USING fts5(body);`),
    /triggers, views or virtual tables/,
  ],
  ['a vocab.db with 50,001 lookups', buildVocabDb([LOOKUP], TOO_MANY_LOOKUPS), /more than 50000 lookups/],
  [
    'a vocab.db without BOOK_INFO',
    buildVocabDb([LOOKUP], 'DROP TABLE BOOK_INFO;'),
    /WORDS, LOOKUPS and BOOK_INFO/,
  ],
  ['a damaged vocab.db', damaged(buildVocabDb([LOOKUP])), /damaged/],
  ['a SQLite header and nothing else', Buffer.from('SQLite format 3\u0000'), /damaged/],
];

/** The file with its pages after the first overwritten: the header says SQLite, the b-trees are noise. */
function damaged(file: Buffer): Buffer {
  const copy = Buffer.from(file);
  for (let i = 4096; i < copy.length; i++) copy[i] = (i * 7919) % 251;
  return copy;
}

describe.each(TEST_DATABASES)('hostile word files (%s)', (database) => {
  let t: TestApp;
  let learner: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({
      database,
      rateLimits: { importWordsPerUser: { limit: 10_000, windowMs: 60_000 } },
    });
    learner = await registerUser(t);
  });
  afterAll(() => t.close());

  const listed = async () => (await getJson(t, learner.token, '/api/words')).body.total as number;

  it.each(HOSTILE)('%s: 400 with a clear message, nothing added', async (_name, file, message) => {
    const response = await uploadWordFile(t, learner.token, file);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    const zh = await uploadWordFile(t, learner.token, file, { language: 'zh' });
    expect(zh.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect(await listed()).toBe(0);
  });

  it('never answers 5xx to random or mutated files, and every error is the localized envelope', async () => {
    const valid = [
      buildVocabDb([LOOKUP, { word: 'leaves', stem: 'leaf', usage: 'Leaves fell.' }]),
      Buffer.from('<wordbook><item><word>leaf</word><trans><![CDATA[叶]]></trans></item></wordbook>'),
      Buffer.from('#separator:tab\n#html:true\nabandon\t<b>放弃</b>\n'),
      Buffer.from('序号,单词,音标,解释\n1,leaf,[liːf],"n. 叶"\n'),
      Buffer.from('word,definition\nleaf,"a, b"\n'),
    ];
    const mutated = fc
      .tuple(
        fc.constantFrom(...valid),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 40 }),
      )
      .map(([file, edits]) => {
        const copy = Buffer.from(file);
        for (const [at, byte] of edits) copy[at % copy.length] = byte;
        return copy;
      });
    const truncated = fc
      .tuple(fc.constantFrom(...valid), fc.nat())
      .map(([file, length]) => file.subarray(0, length % (file.length + 1)));
    const random = fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes));
    const text = fc.string({ unit: 'binary', maxLength: 500 }).map((value) => Buffer.from(value));
    const file = fc.oneof(mutated, truncated, random, text);
    const format = fc.option(
      fc.constantFrom('kindle', 'youdao-xml', 'eudic', 'anki-txt', 'csv', 'lines', 'x'),
      {
        nil: undefined,
      },
    );
    await fc.assert(
      fc.asyncProperty(file, format, fc.constantFrom('en', 'zh'), async (content, given, language) => {
        const response = await uploadWordFile(t, learner.token, content, { format: given, language });
        const context = `${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (response.statusCode < 400) return;
        const envelope = response.json();
        expect(ERROR_STATUS[envelope.code as keyof typeof ERROR_STATUS], context).toBe(response.statusCode);
        // The English texts name 有道 and 欧路 as they are written; any other Chinese is the Chinese text.
        const chinese = /[\u4e00-\u9fff]/.test(envelope.message.replace(/有道|欧路/g, ''));
        expect(chinese, context).toBe(language === 'zh');
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});
