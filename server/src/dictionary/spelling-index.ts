import type Database from 'better-sqlite3';
import { deletionHash, deletions, maxEditsFor } from './spelling';
import type { VocabularyWord } from './vocabulary';

/** Word ids fit in 20 bits, so a (hash, id) pair packs into one double below 2^52 and sorts as a number. */
const ID_BITS = 2 ** 20;

/** Writes the learner vocabulary and its deletion index (see spelling.ts). */
export function writeSpellingIndex(
  db: Database.Database,
  vocabulary: ReadonlyMap<string, VocabularyWord>,
): void {
  if (vocabulary.size >= ID_BITS) throw new Error('vocabulary too large for the deletion index');
  const insertWord = db.prepare(
    'INSERT INTO vocabulary (id, key, word, rank, best_rank, listed) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const pairs: number[] = [];
  let id = 0;
  for (const [key, { word, rank, bestRank, listed }] of vocabulary) {
    id += 1;
    insertWord.run(id, key, word, rank, bestRank, listed ? 1 : 0);
    const hashes = new Set<number>();
    for (const deletion of deletions(key, maxEditsFor(key.length))) hashes.add(deletionHash(deletion));
    for (const hash of hashes) pairs.push(hash * ID_BITS + id);
  }
  // Inserting in primary-key order turns the B-tree build into appends.
  const sorted = Float64Array.from(pairs).sort();
  const insertDeletion = db.prepare('INSERT INTO spelling_deletions (hash, word_id) VALUES (?, ?)');
  for (const pair of sorted) {
    insertDeletion.run(Math.floor(pair / ID_BITS), pair % ID_BITS);
  }
}
