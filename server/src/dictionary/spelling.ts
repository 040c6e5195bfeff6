import { editDistance } from './edit-distance';
import { toKey } from './key';

/*
 * Spelling suggestions use symmetric delete (SymSpell): every common word is stored under each string
 * obtained by deleting up to N of its letters, and a query looks up its own deletions. Two strings within
 * edit distance N share a deletion, so candidates come from a few index seeks instead of a scan over the
 * vocabulary; the real distance is then computed for those candidates only. Deletion strings are stored as
 * 32-bit hashes to keep the table small; a hash collision only adds a candidate that the distance check drops.
 * As in SymSpell, only the first PREFIX_LENGTH letters are indexed: two words within N edits still share a
 * deletion of their prefixes, and long words no longer need hundreds of deletions each.
 */

const PREFIX_LENGTH = 7;

/** Words that can be suggested: letters, with inner hyphens or apostrophes ('well-known', "o'clock"). */
export const SUGGESTIBLE_WORD = /^[a-z]+(?:['-][a-z]+)*$/i;

/**
 * How many edits a word of this length may be from a suggestion. Within two edits of a four-letter word
 * lies half the language, so short words get one.
 */
export function maxEditsFor(length: number): number {
  return length <= 4 ? 1 : 2;
}

/** The deletion keys of a word (see above): its prefix and every string made by deleting up to `maxEdits` of its letters. */
export function deletions(word: string, maxEdits: number): Set<string> {
  const prefix = word.slice(0, PREFIX_LENGTH);
  const found = new Set([prefix]);
  let level = [prefix];
  for (let edit = 0; edit < maxEdits; edit++) {
    const next: string[] = [];
    for (const text of level) {
      for (let i = 0; i < text.length; i++) {
        const shorter = text.slice(0, i) + text.slice(i + 1);
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    }
    level = next;
  }
  return found;
}

/** FNV-1a over UTF-16 code units: fast, and stable between the build and the lookup. */
export function deletionHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface SpellingCandidate {
  key: string;
  word: string;
  rank: number | null;
}

/**
 * Orders candidates by edit distance, then frequency (unranked last), then alphabetically. A candidate
 * spelled exactly as typed is no suggestion, but one differing only in case is ('monday' -> 'Monday').
 */
export function rankSuggestions(
  typed: string,
  candidates: readonly SpellingCandidate[],
  limit: number,
): string[] {
  const query = toKey(typed);
  const maxEdits = maxEditsFor(query.length);
  return candidates
    .map((candidate) => ({ ...candidate, distance: editDistance(query, candidate.key, maxEdits) }))
    .filter((candidate) => candidate.distance <= maxEdits && candidate.word !== typed.trim())
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        (a.rank ?? Infinity) - (b.rank ?? Infinity) ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    )
    .slice(0, limit)
    .map((candidate) => candidate.word);
}
