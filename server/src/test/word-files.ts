import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Word, WordFileImportResponse } from '@contract';
import { bearer } from './accounts';
import type { TestApp } from './app';
import { getJson } from './words';

export interface UploadPart {
  name: string;
  value: string | Uint8Array;
  /** Makes the part a file. */
  filename?: string;
}

/** A multipart/form-data body as a browser sends one. */
export function multipartBody(parts: UploadPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----wordloom${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : '\r\nContent-Type: application/octet-stream';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/words/import/file with one file (and a `format` when given). */
export function uploadWordFile(
  t: TestApp,
  token: string | null,
  content: string | Uint8Array,
  options: { format?: string; language?: 'en' | 'zh'; filename?: string } = {},
) {
  const parts: UploadPart[] = [{ name: 'file', value: content, filename: options.filename ?? 'words.txt' }];
  if (options.format !== undefined) parts.unshift({ name: 'format', value: options.format });
  const { payload, contentType } = multipartBody(parts);
  return t.inject({
    method: 'POST',
    url: '/api/words/import/file',
    payload,
    headers: {
      'content-type': contentType,
      'accept-language': options.language ?? 'en',
      ...(token === null ? {} : bearer(token)),
    },
  });
}

/** An upload's answer, read as the import report it is. */
export const importReport = (response: { json: () => unknown }) => response.json() as WordFileImportResponse;

/** The learner's words in alphabetical order (the first 100): what imports left them. */
export async function wordsOf(t: TestApp, learner: { token: string }): Promise<Word[]> {
  return (await getJson(t, learner.token, '/api/words?sort=alpha&limit=100')).body.words as Word[];
}

export interface KindleLookup {
  word: string;
  stem?: string;
  usage?: string | null;
  book?: string;
  timestamp?: number;
  lang?: string;
}

/** Kindle's vocab.db tables as the Vocabulary Builder creates them (plus METADATA, DICT_INFO, VERSION). */
const KINDLE_SCHEMA = `
CREATE TABLE WORDS (id TEXT PRIMARY KEY NOT NULL UNIQUE, word TEXT, stem TEXT, lang TEXT,
  category INTEGER DEFAULT 0, timestamp INTEGER DEFAULT 0, profileid TEXT);
CREATE TABLE LOOKUPS (id TEXT PRIMARY KEY NOT NULL, word_key TEXT, book_key TEXT, dict_key TEXT,
  pos TEXT, usage TEXT, timestamp INTEGER DEFAULT 0);
CREATE TABLE BOOK_INFO (id TEXT PRIMARY KEY NOT NULL, asin TEXT, guid TEXT, lang TEXT, title TEXT, authors TEXT);
CREATE TABLE DICT_INFO (id TEXT PRIMARY KEY NOT NULL, asin TEXT, langin TEXT, langout TEXT);
CREATE TABLE METADATA (id TEXT PRIMARY KEY NOT NULL, dsname TEXT, sscnt INTEGER, profileid TEXT);
CREATE TABLE VERSION (id TEXT PRIMARY KEY NOT NULL, dsname TEXT, value INTEGER);
CREATE INDEX wordlookups ON LOOKUPS (word_key);
`;

/**
 * A vocab.db with these lookups; `extraSql` runs after (a trigger, a view, more rows: hostile files).
 * Built in memory and serialized: the bytes a Kindle's file has.
 */
export function buildVocabDb(lookups: KindleLookup[], extraSql = ''): Buffer {
  const db = new Database(':memory:');
  try {
    db.exec(KINDLE_SCHEMA);
    const books = new Map<string, string>();
    const insertWord = db.prepare('INSERT OR IGNORE INTO WORDS (id, word, stem, lang) VALUES (?, ?, ?, ?)');
    const insertBook = db.prepare(
      'INSERT INTO BOOK_INFO (id, asin, guid, lang, title, authors) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const insertLookup = db.prepare(
      'INSERT INTO LOOKUPS (id, word_key, book_key, usage, timestamp) VALUES (?, ?, ?, ?, ?)',
    );
    lookups.forEach((lookup, index) => {
      const lang = lookup.lang ?? 'en';
      const wordId = `${lang}:${lookup.word}`;
      insertWord.run(wordId, lookup.word, lookup.stem ?? lookup.word, lang);
      const title = lookup.book ?? 'A Book';
      if (!books.has(title)) {
        books.set(title, `book-${books.size + 1}`);
        insertBook.run(books.get(title), 'B000', randomUUID(), 'en', title, 'An Author');
      }
      const timestamp = lookup.timestamp ?? 1_700_000_000_000 + index;
      insertLookup.run(`${wordId}:${index}`, wordId, books.get(title), lookup.usage ?? null, timestamp);
    });
    if (extraSql) db.exec(extraSql);
    return db.serialize();
  } finally {
    db.close();
  }
}
