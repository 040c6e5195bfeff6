import type Database from 'better-sqlite3';
import { BOOK_IDS, BOOKS, type BookId, type Localized } from './books';
import { displayTranslation } from './display-text';
import { toKey } from './key';
import { storedPartsOfSpeech } from './parts-of-speech';

export interface Book {
  id: BookId;
  name: Localized;
  description: Localized;
  wordCount: number;
}

export interface BookWord {
  /** The headword as the dictionary writes it ('American', 'a bit'). */
  word: string;
  /** 1 for the book's most common word. */
  position: number;
  phonetic: string | null;
  /** As a lookup shows it (display-text.ts). */
  translation: string | null;
  frequencyRank: number | null;
}

export interface BookPlace {
  bookId: BookId;
  position: number;
}

export interface BookReads {
  /** The books in the order of BOOKS, with how many words each holds. */
  books(): Book[];
  /**
   * The book's words after a position, in order, leaving out the words of `skip` (any case): a plan's next
   * words are `bookWords(book, 0, dailyNew, wordsTheLearnerHasOrKnows)`. One seek on (book, position);
   * skipped words are stepped over in the same scan.
   */
  bookWords(bookId: BookId, afterPosition: number, limit: number, skip?: Iterable<string>): BookWord[];
  /** Where the word (exactly: 'went' is not 'go') stands in the book, or null when the book lacks it. */
  bookPosition(bookId: BookId, word: string): number | null;
  /** Every book the word (exactly) is in, in the order of BOOKS. */
  booksOf(word: string): BookPlace[];
}

interface BookWordRow {
  position: number;
  word: string;
  phonetic: string | null;
  translation: string | null;
  pos: string | null;
  rank: number | null;
}

export function bookReads(db: Database.Database): BookReads {
  const counts = new Map(
    db
      .prepare<[], { id: string; count: number }>('SELECT id, word_count AS count FROM books')
      .all()
      .map(({ id, count }) => [id, count]),
  );
  const words = db.prepare<[string, number, string, number], BookWordRow>(`
    SELECT b.position, e.word, e.phonetic, e.translation, e.pos, e.rank
    FROM book_words b JOIN entries e ON e.key = b.key
    WHERE b.book = ? AND b.position > ? AND b.key NOT IN (SELECT value FROM json_each(?))
    ORDER BY b.position LIMIT ?`);
  const position = db
    .prepare<[string, string], number>('SELECT position FROM book_words WHERE key = ? AND book = ?')
    .pluck();
  const places = db.prepare<[string], { book: BookId; position: number }>(
    'SELECT book, position FROM book_words WHERE key = ?',
  );
  return {
    books: () =>
      BOOKS.map(({ id, name, description }) => ({ id, name, description, wordCount: counts.get(id) ?? 0 })),
    bookWords(bookId, afterPosition, limit, skip = []) {
      const skipped = JSON.stringify([...skip].map(toKey));
      return words.all(bookId, afterPosition, skipped, Math.max(0, limit)).map((row) => ({
        word: row.word,
        position: row.position,
        phonetic: row.phonetic,
        translation: displayTranslation(row.translation, storedPartsOfSpeech(row.pos)),
        frequencyRank: row.rank,
      }));
    },
    bookPosition: (bookId, word) => position.get(toKey(word), bookId) ?? null,
    booksOf: (word) =>
      places
        .all(toKey(word))
        .map(({ book, position }) => ({ bookId: book, position }))
        .sort((a, b) => BOOK_IDS.indexOf(a.bookId) - BOOK_IDS.indexOf(b.bookId)),
  };
}
