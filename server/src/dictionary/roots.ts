import type Database from 'better-sqlite3';
import { toKey } from './key';

/*
 * Word roots and affixes from ECDICT's wordroot.txt: a JSON object, one member per root, e.g.
 *   "-less": { "class": "adjective-forming suffix", "root": "-less", "meaning": "without",
 *              "example": ["aimless", "careless", ...], "origin": "Middle English", ... }
 * A root's words are its examples, so a word's roots are those that list it (or its base word). Homographs
 * carry a number ('ped1, pedi, -pede', 'soundless1'), which a learner does not need to see.
 */

export const ROOT_KINDS = ['prefix', 'root', 'suffix'] as const;
export type RootKind = (typeof ROOT_KINDS)[number];

export interface WordRoot {
  /** The root's spellings, as the source writes them: 'dic, dict', 'tra-, trans-', '-less'. */
  part: string;
  /** Its meaning, in English: 'without', 'say, speak'. */
  meaning: string;
  kind: RootKind;
}

export interface SourceRoot extends WordRoot {
  /** Keys of the words it is found in. */
  words: string[];
}

const HOMOGRAPH_NUMBER = /(?<=[\p{L}-])\d+(?=$|[\s,)])/gu;

/** Reads wordroot.txt; members without a meaning or words are skipped, not fatal. */
export function parseWordRoots(text: string): SourceRoot[] {
  const data: unknown = JSON.parse(text);
  if (typeof data !== 'object' || data === null) throw new Error('wordroot.txt: not a JSON object');
  const roots: SourceRoot[] = [];
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    const { root, meaning, example, class: kind } = (value ?? {}) as Record<string, unknown>;
    if (typeof meaning !== 'string' || meaning.trim() === '' || !Array.isArray(example)) continue;
    const words = example.filter((word): word is string => typeof word === 'string');
    if (words.length === 0) continue;
    roots.push({
      part: withoutNumbers(typeof root === 'string' ? root : name),
      meaning: meaning.trim(),
      kind: kindOf(typeof kind === 'string' ? kind : ''),
      words: [...new Set(words.map((word) => toKey(withoutNumbers(word))))],
    });
  }
  return roots;
}

function withoutNumbers(text: string): string {
  return text.replace(HOMOGRAPH_NUMBER, '').trim();
}

/* 'prefix', 'root', 'adjective-forming suffix', 'adjective- and noun-forming suffix'... */
function kindOf(sourceClass: string): RootKind {
  if (/\bsuffix\b/.test(sourceClass)) return 'suffix';
  return /\bprefix\b/.test(sourceClass) ? 'prefix' : 'root';
}

export function writeWordRoots(db: Database.Database, roots: readonly SourceRoot[]): void {
  const insertRoot = db.prepare('INSERT INTO word_roots (id, part, meaning, kind) VALUES (?, ?, ?, ?)');
  const insertWord = db.prepare('INSERT INTO word_root_words (key, root_id) VALUES (?, ?)');
  roots.forEach(({ part, meaning, kind, words }, at) => {
    insertRoot.run(at + 1, part, meaning, kind);
    for (const key of words) insertWord.run(key, at + 1);
  });
}

/** A word's roots, in the order they stand in a word: prefixes, roots, suffixes. */
export function wordRootReads(db: Database.Database): (keys: readonly string[]) => WordRoot[] {
  const query = db.prepare<[string], WordRoot>(`
    SELECT DISTINCT r.id, r.part, r.meaning, r.kind FROM word_root_words w JOIN word_roots r ON r.id = w.root_id
    WHERE w.key IN (SELECT value FROM json_each(?))
    ORDER BY CASE r.kind WHEN 'prefix' THEN 0 WHEN 'root' THEN 1 ELSE 2 END, r.id`);
  return (keys) =>
    query.all(JSON.stringify(keys)).map(({ part, meaning, kind }) => ({ part, meaning, kind }));
}
