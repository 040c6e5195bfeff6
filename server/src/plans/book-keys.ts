import type { BookId, Dictionary } from '../dictionary';

/** A book's words as keys (words.word_key: the headword lower-cased), in the book's order. */
export interface BookKeys {
  /** Book positions, ascending (1 for the most common word). */
  positions: number[];
  /** The key at each of those positions. */
  keys: string[];
  /** A key's book position. */
  positionOf: Map<string, number>;
  /** The last position: a plan whose cursor reached it has nothing left to bring in. */
  last: number;
}

/** The key a book's headword has in a learner's list ('Monday' is 'monday', as words.word_key). */
export const bookWordKey = (headword: string) => headword.toLowerCase();

/**
 * Each book's keys, read from the dictionary once per book and kept: the dictionary is read-only, and a
 * learner's progress is worked out by holding their keys against a whole book.
 */
export function bookKeysReader(dictionary: Pick<Dictionary, 'books' | 'bookWords'>) {
  const cached = new Map<BookId, BookKeys>();
  return (bookId: BookId): BookKeys => {
    let book = cached.get(bookId);
    if (!book) {
      const count = dictionary.books().find((candidate) => candidate.id === bookId)?.wordCount ?? 0;
      const words = dictionary.bookWords(bookId, 0, count);
      const keys = words.map((word) => bookWordKey(word.word));
      const positions = words.map((word) => word.position);
      book = {
        positions,
        keys,
        positionOf: new Map(keys.map((key, index) => [key, positions[index]!])),
        last: positions.at(-1) ?? 0,
      };
      cached.set(bookId, book);
    }
    return book;
  };
}

export type BookKeysReader = ReturnType<typeof bookKeysReader>;
