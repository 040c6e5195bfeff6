import type { BookWordStatus } from '@contract';
import type { BookKeys } from './book-keys';

/** What a learner has of the books: their list's keys and known cards, and the words they marked known. */
export interface LearnerWords {
  /** Each word of the list by key: its id, and whether its card is known ("I know this"). */
  listed: Map<string, { wordId: string; known: boolean }>;
  /** known_words: words known without being in the list. */
  known: Set<string>;
}

export const NO_WORDS: LearnerWords = { listed: new Map(), known: new Set() };

/**
 * A book word's status for the learner. A word counts once: in the list, its card decides (known, else
 * learning: its card is in the learner's reviews); out of it, known_words does.
 */
export function statusOf(learner: LearnerWords, key: string): BookWordStatus {
  const listed = learner.listed.get(key);
  if (listed) return listed.known ? 'known' : 'learning';
  return learner.known.has(key) ? 'known' : 'unseen';
}

export interface Progress {
  total: number;
  /** Book words in the list, not known. */
  introduced: number;
  known: number;
  /** total − introduced − known. */
  remaining: number;
}

export function progressOf(book: BookKeys, learner: LearnerWords): Progress {
  let introduced = 0;
  let known = 0;
  for (const key of book.keys) {
    const status = statusOf(learner, key);
    if (status === 'learning') introduced += 1;
    else if (status === 'known') known += 1;
  }
  const total = book.keys.length;
  return { total, introduced, known, remaining: Math.max(0, total - introduced - known) };
}
