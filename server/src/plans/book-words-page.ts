import type { BookWord, BookWordsQuery } from '@contract';
import type { BookId, Dictionary } from '../dictionary';
import { bookWordKey, type BookKeys } from './book-keys';
import { decodeBookCursor, encodeBookCursor } from './cursor';
import { statusOf, type LearnerWords } from './progress';

export interface BookWordsPage {
  words: BookWord[];
  /** Words of the book with the status asked for. */
  total: number;
  nextCursor: string | null;
  hasMore: boolean;
}

/**
 * One page of a book's words in the book's order, with the status filter. Which words are on the page is
 * worked out from the book's keys and the learner's, in memory; then only those words are read from the
 * dictionary, a run of neighbouring words in one seek.
 */
export function readBookWordsPage(
  dictionary: Pick<Dictionary, 'bookWords'>,
  bookId: BookId,
  book: BookKeys,
  learner: LearnerWords,
  { status, limit, cursor }: BookWordsQuery,
): BookWordsPage {
  const after = cursor === undefined ? 0 : decodeBookCursor(cursor, bookId, status);
  const matches = (index: number) => status === 'all' || statusOf(learner, book.keys[index]!) === status;

  let total = 0;
  const picked: number[] = [];
  book.keys.forEach((_, index) => {
    if (!matches(index)) return;
    total += 1;
    if (book.positions[index]! > after && picked.length <= limit) picked.push(index);
  });
  const hasMore = picked.length > limit;
  const page = picked.slice(0, limit);

  const words: BookWord[] = [];
  for (let start = 0; start < page.length;) {
    let end = start;
    while (end + 1 < page.length && page[end + 1] === page[end]! + 1) end += 1;
    const first = page[start]!;
    const before = first === 0 ? 0 : book.positions[first - 1]!;
    for (const word of dictionary.bookWords(bookId, before, end - start + 1)) {
      const key = bookWordKey(word.word);
      words.push({
        word: word.word,
        phonetic: word.phonetic,
        translation: word.translation,
        frequencyRank: word.frequencyRank,
        status: statusOf(learner, key),
        wordId: learner.listed.get(key)?.wordId ?? null,
      });
    }
    start = end + 1;
  }
  const last = page.at(-1);
  return {
    words,
    total,
    nextCursor:
      hasMore && last !== undefined ? encodeBookCursor(bookId, status, book.positions[last]!) : null,
    hasMore,
  };
}
