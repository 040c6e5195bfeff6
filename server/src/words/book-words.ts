import { bookSource } from '@contract';
import type { Dictionary } from '../dictionary';
import type { Transaction } from '../db/transaction';
import { toNewWord, toWordRow } from './new-word';
import type { WordRow, WordsRepository } from './repository';
import type { NewWordCards } from './review-cards';

/* Rows per INSERT: well under both dialects' limits on bound parameters. */
const INSERT_CHUNK = 100;

export interface BookWordsDeps {
  words: WordsRepository;
  reviewCards: NewWordCards;
  dictionary: Dictionary;
}

export interface BookWordsToAdd {
  userId: string;
  bookId: string;
  /** The book's headwords, in the book's order. */
  headwords: string[];
  /** The first word's creation time (or just after the list's latest word); each next one is a millisecond later. */
  firstAt: Date;
}

/**
 * A word-book plan's next words joining the learner's list, in the plan's transaction: each filled from the
 * dictionary and marked as the book's (`source` 'book:<id>'), with its new card held by the plan
 * (review_cards.plan_book). Their creation times step by a millisecond, after the list's latest word, so
 * the cards, served oldest first, come in the book's order. A word the learner added meanwhile is left out
 * (their own row stays).
 */
export function createBookWords({ words, reviewCards, dictionary }: BookWordsDeps) {
  return {
    async add(trx: Transaction, { userId, bookId, headwords, firstAt }: BookWordsToAdd): Promise<WordRow[]> {
      if (headwords.length === 0) return [];
      const source = bookSource(bookId);
      // After every word already in the list, even one added in this same millisecond.
      const latest = await words.latestCreatedAt(trx, userId);
      const first = Math.max(firstAt.getTime(), latest === null ? 0 : Date.parse(latest) + 1);
      const rows = headwords.map((headword, index) =>
        toWordRow(userId, toNewWord(headword, dictionary), { source }, new Date(first + index).toISOString()),
      );
      const added: WordRow[] = [];
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const part = rows.slice(start, start + INSERT_CHUNK);
        const inserted = await words.insertNew(trx, part);
        added.push(...part.filter((row) => inserted.has(row.id)));
      }
      await reviewCards.addNewCards(trx, added, bookId);
      return added;
    },
  };
}

export type BookWords = ReturnType<typeof createBookWords>;
