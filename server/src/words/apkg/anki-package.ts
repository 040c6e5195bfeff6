import Database from 'better-sqlite3';
import { strToU8, zipSync } from 'fflate';
import type { Dictionary } from '../../dictionary';
import type { WordRow } from '../repository';
import {
  COLLECTION_TABLES,
  COLLECTION_VERSION,
  collectionConfigJson,
  DECK_OPTIONS_JSON,
  decksJson,
  WORDLOOM_DECK,
} from './collection-schema';
import { noteTypesJson } from './note-types';
import { noteOf } from './notes';

/*
 * Anki updates the notes of a package whose guids it has: usn -1 marks rows as not yet synced, `mod` is
 * the export's time. Note and card ids are made from the word's creation time (unique within the package),
 * so two exports of the same list are the same package but for `mod`.
 */
const FIELD_SEPARATOR = '\u001f';

/**
 * GET /api/words/export?format=apkg: the learner's words as an Anki package (.apkg): a zip of the
 * collection `collection.anki2` (written with the SQLite the server ships, in memory) and an empty `media`
 * map. One note per word, one new card per note, in the list's alphabetical order.
 */
export function writeAnkiPackage(rows: WordRow[], dictionary: Pick<Dictionary, 'lookup'>, now: Date): Buffer {
  const db = new Database(':memory:');
  try {
    db.exec(COLLECTION_TABLES);
    const modSeconds = Math.floor(now.getTime() / 1000);
    db.prepare('INSERT INTO col VALUES (1, ?, ?, ?, ?, 0, -1, 0, ?, ?, ?, ?, ?)').run(
      dayStartSeconds(now),
      now.getTime(),
      now.getTime(),
      COLLECTION_VERSION,
      collectionConfigJson(),
      noteTypesJson(modSeconds, WORDLOOM_DECK.id),
      decksJson(modSeconds),
      DECK_OPTIONS_JSON,
      '{}',
    );
    const insertNote = db.prepare('INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    // type 0 and queue 0: a new card; due is its place among the new cards.
    const insertCard = db.prepare(
      'INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, ?)',
    );
    const ids = uniqueIds(rows);
    // A scratch database in memory: each insert commits without touching a disk.
    rows.forEach((row, position) => {
      const note = noteOf(row, dictionary);
      const id = ids[position]!;
      const tags = ` wordloom ${row.source.replace(/[^a-z0-9:_-]/gi, '_')} `;
      const fields = note.fields.join(FIELD_SEPARATOR);
      insertNote.run(id, note.guid, note.type.id, modSeconds, tags, fields, note.sortText, note.checksum, '');
      insertCard.run(id, id, WORDLOOM_DECK.id, modSeconds, position + 1, '');
    });
    const zip = zipSync({ 'collection.anki2': new Uint8Array(db.serialize()), media: strToU8('{}') });
    return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  } finally {
    db.close();
  }
}

/* Milliseconds of each word's creation, moved on by one where two words share a millisecond. */
function uniqueIds(rows: WordRow[]): number[] {
  const taken = new Set<number>();
  return rows.map((row) => {
    let id = Date.parse(row.created_at) || 1;
    while (taken.has(id)) id += 1;
    taken.add(id);
    return id;
  });
}

function dayStartSeconds(now: Date): number {
  return Math.floor(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) / 1000);
}
