import type Database from 'better-sqlite3';
import { CONTEXT_LIMITS, WORD_FILE_LIMITS } from '@contract';
import type { ImportItem } from '../import';
import { toImportItem } from './entry-text';
import { fileError } from './file-errors';
import { columnsOf, readUntrustedSqlite } from './untrusted-sqlite';

/*
 * Kindle's Vocabulary Builder, system/vocabulary/vocab.db: WORDS (id 'en:word', word as looked up, stem its
 * dictionary form, lang), LOOKUPS (word_key -> WORDS.id, book_key -> BOOK_INFO.id, usage the sentence it was
 * read in, timestamp in ms) and BOOK_INFO (id, title). One entry per stem, with the sentence of its first
 * lookup that has one as its context and that book's title as the context's source.
 */
const REQUIRED: Record<string, string[]> = {
  WORDS: ['id', 'word', 'stem', 'lang'],
  LOOKUPS: ['word_key', 'book_key', 'usage', 'timestamp'],
  BOOK_INFO: ['id', 'title'],
};

interface WordRow {
  id: unknown;
  word: unknown;
  stem: unknown;
}
interface LookupRow {
  word_key: unknown;
  book_key: unknown;
  usage: unknown;
  timestamp: unknown;
}
interface BookRow {
  id: unknown;
  title: unknown;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export function readKindle(bytes: Uint8Array): Promise<ImportItem[]> {
  return readUntrustedSqlite(bytes, (db) => {
    checkSchema(db);
    const max = WORD_FILE_LIMITS.kindleLookupsMax;
    for (const table of Object.keys(REQUIRED)) {
      // A count reads one table only; the file's own indexes are not trusted to exist.
      const { rows } = db.prepare(`SELECT count(*) AS rows FROM "${table}"`).get() as { rows: number };
      if (rows > max) throw fileError('wordFiles.kindleTooManyRows', { max });
    }
    return entriesOf(db);
  });
}

function checkSchema(db: Database.Database): void {
  for (const [table, columns] of Object.entries(REQUIRED)) {
    const found = columnsOf(db, table);
    if (!columns.every((column) => found.has(column.toLowerCase())))
      throw fileError('wordFiles.kindleSchema');
  }
}

/* Each table read once into memory (bounded by the row limit) and joined here, whatever indexes the file has. */
function entriesOf(db: Database.Database): ImportItem[] {
  const words = new Map<string, string>();
  for (const row of db.prepare('SELECT id, word, stem FROM WORDS').iterate() as IterableIterator<WordRow>) {
    const id = text(row.id);
    const word = text(row.stem) ?? text(row.word);
    if (id !== null && word !== null) words.set(id, word);
  }
  const titles = new Map<string, string>();
  for (const row of db.prepare('SELECT id, title FROM BOOK_INFO').iterate() as IterableIterator<BookRow>) {
    const id = text(row.id);
    const title = text(row.title);
    if (id !== null && title !== null) titles.set(id, title);
  }
  const lookups = db.prepare('SELECT word_key, book_key, usage, timestamp FROM LOOKUPS').all() as LookupRow[];
  const time = (row: LookupRow) => (typeof row.timestamp === 'number' ? row.timestamp : 0);
  lookups.sort((a, b) => time(a) - time(b));

  const entries = new Map<string, { word: string; sentence: string | null; source: string | null }>();
  for (const lookup of lookups) {
    const word = words.get(text(lookup.word_key) ?? '');
    if (word === undefined) continue;
    const key = word.toLowerCase();
    const entry = entries.get(key) ?? { word, sentence: null, source: null };
    const usage = text(lookup.usage);
    // A sentence too long to keep gives way to a later lookup's.
    if (entry.sentence === null && usage !== null && usage.trim().length <= CONTEXT_LIMITS.sentenceMax) {
      entry.sentence = usage;
      entry.source = titles.get(text(lookup.book_key) ?? '') ?? null;
    }
    entries.set(key, entry);
  }
  return [...entries.values()].map(toImportItem);
}
