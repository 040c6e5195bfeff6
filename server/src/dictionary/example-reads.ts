import type Database from 'better-sqlite3';
import type { WordUse } from './word-use';

export interface StoredExample extends WordUse {
  sentence: string;
}

/**
 * A word's examples best first: those of the part of speech asked for, then the rest, each by quality
 * (examples.ts: its main part of speech, its most frequent senses, a medium length). A sentence met in
 * another word's sense has no part of speech of its own, so it never fits the one asked for.
 */
export function exampleReads(
  db: Database.Database,
): (key: string, partOfSpeech: string | null, limit: number) => StoredExample[] {
  const query = db.prepare<[string, string | null, number], StoredExample>(`
    SELECT sentence, use_start AS start, use_end AS end FROM examples WHERE key = ?
    ORDER BY coalesce(pos = ?, 0) DESC, quality, rowid LIMIT ?`);
  return (key, partOfSpeech, limit) => query.all(key, partOfSpeech, limit);
}
