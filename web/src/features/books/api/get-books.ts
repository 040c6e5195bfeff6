import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Book, BooksResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { useSession } from '../../../lib/session';

/** Every books query (the list with its plans, each book's words) starts with this key. */
export const BOOKS_KEY = ['books'] as const;

export async function getBooks(signal?: AbortSignal): Promise<Book[]> {
  const { books } = await apiRequest<BooksResponse>('/books', { signal });
  return books;
}

/** Per account: a guest's books carry no plans, a learner's their own. */
export const booksQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: [...BOOKS_KEY, 'list', account],
    queryFn: ({ signal }) => getBooks(signal),
    // A plan's progress moves with every review (the queue brings its words in): read it again on each visit.
    staleTime: 0,
  });

/** The nine books, with the learner's plan on each; waits until a stored session is confirmed. */
export function useBooks() {
  const { status, user } = useSession();
  return useQuery({ ...booksQueryOptions(user?.username ?? null), enabled: status !== 'checking' });
}

/** The books the learner has a plan for, in the books' order. */
export function booksWithPlans(books: Book[]): Array<Book & { plan: NonNullable<Book['plan']> }> {
  return books.filter((book): book is Book & { plan: NonNullable<Book['plan']> } => book.plan !== null);
}
