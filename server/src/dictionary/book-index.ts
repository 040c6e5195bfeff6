import type Database from 'better-sqlite3';
import { BOOKS, type BookId } from './books';
import type { SourceEntry } from './source-entry';

interface BookWord {
  key: string;
  rank: number | null;
}

/**
 * Gathers each book's words while the CSV streams by. ECDICT holds a few words twice in different case
 * ('CORE', 'core'): the first row of a key is the entry, so it is the book's word too.
 */
export class BookCollector {
  readonly #words = new Map<BookId, Map<string, BookWord>>(BOOKS.map(({ id }) => [id, new Map()]));

  add(entry: SourceEntry): void {
    for (const book of entry.books) {
      const words = this.#words.get(book)!;
      if (!words.has(entry.key)) words.set(entry.key, { key: entry.key, rank: entry.rank });
    }
  }

  /** Writes every book, its words most common first (ECDICT's `frq`, else `bnc`; unranked last; ties by word). */
  write(db: Database.Database): void {
    const insertBook = db.prepare('INSERT INTO books (id, word_count) VALUES (?, ?)');
    const insertWord = db.prepare('INSERT INTO book_words (book, position, key) VALUES (?, ?, ?)');
    for (const [book, words] of this.#words) {
      const ordered = [...words.values()].sort(
        (a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
      );
      insertBook.run(book, ordered.length);
      ordered.forEach(({ key }, at) => insertWord.run(book, at + 1, key));
    }
  }
}
