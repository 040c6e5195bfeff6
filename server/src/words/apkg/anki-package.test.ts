import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordFileImportResponseSchema } from '@contract';
import { bearer, registerUser, type RegisteredUser } from '../../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/app';
import { buildVocabDb, uploadWordFile } from '../../test/word-files';

interface NoteRow {
  id: number;
  guid: string;
  mid: number;
  flds: string;
  sfld: string;
  csum: number;
  usn: number;
}
interface NoteTypeJson {
  id: number;
  name: string;
  type: number;
  flds: Array<{ name: string }>;
  tmpls: Array<{ qfmt: string; afmt: string }>;
}

/** The package's files, and its collection opened as Anki opens it. */
function openPackage(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  const collection = new Database(Buffer.from(files['collection.anki2']!), { readonly: true });
  return { files, collection };
}

describe.each(TEST_DATABASES)('GET /api/words/export?format=apkg (%s)', (database) => {
  let t: TestApp;
  let learner: RegisteredUser;
  beforeAll(async () => {
    // Production's compiled writer, not the checking one: what a deployed server sends.
    t = await createTestApp({ database, checkAnswers: false });
    learner = await registerUser(t);
    const vocab = buildVocabDb([
      { word: 'went', stem: 'go', usage: 'She went home {{c2::early}}.', book: 'Emma' },
    ]);
    const imported = await uploadWordFile(t, learner.token, vocab);
    expect(imported.statusCode).toBe(200);
    expect(wordFileImportResponseSchema.parse(imported.json())).toEqual(imported.json());
    expect((await uploadWordFile(t, learner.token, 'leaf\nquickly\n')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const exportPackage = () =>
    t.inject({ method: 'GET', url: '/api/words/export?format=apkg', headers: bearer(learner.token) });

  it('is a zip of collection.anki2 and an empty media map, as a download', async () => {
    const response = await exportPackage();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/apkg');
    expect(response.headers['content-disposition']).toBe('attachment; filename="wordloom-words.apkg"');
    const { files, collection } = openPackage(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    expect(strFromU8(files.media!)).toBe('{}');
    const tables = collection
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all();
    expect(tables.map((row) => (row as { name: string }).name)).toEqual([
      'cards',
      'col',
      'graves',
      'notes',
      'revlog',
    ]);
    expect(collection.prepare('SELECT ver FROM col').get()).toEqual({ ver: 11 });
    collection.close();
  });

  it('has a Cloze note for a word with a sentence and Basic notes for the others, with the back Anki shows', async () => {
    const { collection } = openPackage((await exportPackage()).rawPayload);
    const col = collection.prepare('SELECT models, decks FROM col').get() as {
      models: string;
      decks: string;
    };
    const types = Object.values(JSON.parse(col.models) as Record<string, NoteTypeJson>);
    const cloze = types.find((type) => type.type === 1)!;
    const basic = types.find((type) => type.type === 0)!;
    expect(cloze.flds.map((field) => field.name)).toEqual(['Text', 'Chinese', 'Word', 'Phonetic', 'Source']);
    expect(cloze.tmpls[0]!.qfmt).toBe('{{cloze:Text}}');
    expect(cloze.tmpls[0]!.afmt).toMatch(/\{\{Chinese\}\}/);
    expect(basic.flds.map((field) => field.name)).toEqual([
      'Word',
      'Chinese',
      'Phonetic',
      'Definition',
      'Sentence',
    ]);
    expect(
      Object.values(JSON.parse(col.decks) as Record<string, { name: string }>).map((deck) => deck.name),
    ).toContain('Wordloom');

    const notes = collection.prepare('SELECT * FROM notes ORDER BY sfld').all() as NoteRow[];
    expect(notes.map((note) => note.sfld)).toEqual(['go', 'leaf', 'quickly']);
    const [go, leaf] = notes;
    expect(go!.mid).toBe(cloze.id);
    const goFields = go!.flds.split('\u001f');
    // The learner's braces are escaped: only Wordloom's own cloze is one.
    expect(goFields[0]).toBe('She {{c1::went}} home &#123;&#123;c2::early&#125;&#125;.');
    expect(goFields[1]).toMatch(/\S/);
    expect(goFields.slice(2)).toEqual(['go', '/gou/', 'Emma']);
    expect(leaf!.mid).toBe(basic.id);
    expect(leaf!.flds.split('\u001f')[0]).toBe('leaf');
    expect(leaf!.csum).toBe(parseInt(createHash('sha1').update('leaf').digest('hex').slice(0, 8), 16));
    expect(leaf!.usn).toBe(-1);

    const cards = collection.prepare('SELECT nid, ord, type, queue FROM cards ORDER BY nid').all();
    expect(cards).toHaveLength(3);
    expect(cards).toEqual(
      notes.map((note) => ({ nid: note.id, ord: 0, type: 0, queue: 0 })).sort((a, b) => a.nid - b.nid),
    );
    collection.close();
  });

  it('gives each word the same guid in every export, so a re-import updates the notes', async () => {
    const guids = async () => {
      const { collection } = openPackage((await exportPackage()).rawPayload);
      const rows = collection.prepare('SELECT sfld, guid FROM notes ORDER BY sfld').all();
      collection.close();
      return rows;
    };
    const first = await guids();
    expect((await uploadWordFile(t, learner.token, 'friend\n')).statusCode).toBe(200);
    const second = await guids();
    expect(second).toEqual(expect.arrayContaining(first));
    expect(second).toHaveLength(first.length + 1);
    expect(new Set(second.map((row) => (row as { guid: string }).guid)).size).toBe(second.length);
  });

  it('stays a CSV by default, and refuses an unknown format', async () => {
    const csv = await t.inject({ method: 'GET', url: '/api/words/export', headers: bearer(learner.token) });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const wrong = await t.inject({
      method: 'GET',
      url: '/api/words/export?format=pdf',
      headers: { ...bearer(learner.token), 'accept-language': 'zh' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('格式必须是 csv 或 apkg');
  });
});
