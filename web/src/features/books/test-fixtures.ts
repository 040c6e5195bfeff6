import type { Book, BookWord, BooksResponse, BookWordsResponse, Plan } from '@contract';
import { jsonResponse } from '../../test/fixtures';

/*
 * The books calls' answers, built from the contract's types. They are not in contract/api-answers.ts
 * (so not in the typed `answer()` of test/fixtures.ts); the types here keep them to the contract.
 */

export function aPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    bookId: 'cet4',
    dailyNew: 20,
    targetDate: null,
    paused: false,
    startedAt: '2026-03-01T00:00:00.000Z',
    total: 3800,
    introduced: 400,
    known: 120,
    remaining: 3280,
    introducedToday: 12,
    projectedFinish: '2026-08-13',
    ...overrides,
  };
}

export function aBook(overrides: Partial<Book> = {}): Book {
  return {
    id: 'cet4',
    name: 'CET-4',
    description: 'The words of the College English Test, band 4.',
    wordCount: 3800,
    plan: null,
    ...overrides,
  };
}

export function aBookWord(word: string, overrides: Partial<BookWord> = {}): BookWord {
  return {
    word,
    phonetic: null,
    translation: null,
    frequencyRank: null,
    status: 'unseen',
    wordId: null,
    ...overrides,
  };
}

export function booksAnswer(books: Book[]): Response {
  const body: BooksResponse = { success: true, books };
  return jsonResponse(body);
}

export function bookWordsAnswer(page: Omit<BookWordsResponse, 'success'>): Response {
  return jsonResponse({ success: true, ...page });
}
