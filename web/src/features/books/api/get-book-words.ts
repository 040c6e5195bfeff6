import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PLAN_LIMITS, type BookWordStatus, type BookWordsResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { useSession } from '../../../lib/session';
import { BOOKS_KEY } from './get-books';

export type BookWordFilter = BookWordStatus | 'all';

export function listBookWords(
  bookId: string,
  query: { status: BookWordFilter; limit?: number; cursor?: string },
  signal?: AbortSignal,
): Promise<BookWordsResponse> {
  return apiRequest<BookWordsResponse>(`/books/${encodeURIComponent(bookId)}/words`, {
    query: {
      status: query.status,
      limit: query.limit ?? PLAN_LIMITS.bookWordsPageDefault,
      cursor: query.cursor,
    },
    signal,
  });
}

export function bookWordsQueryOptions(bookId: string, status: BookWordFilter, account: string | null) {
  return infiniteQueryOptions({
    queryKey: [...BOOKS_KEY, 'words', bookId, status, account],
    queryFn: ({ pageParam, signal }) => listBookWords(bookId, { status, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore && page.nextCursor ? page.nextCursor : undefined),
  });
}

/** A book's words in book order, a page at a time; the last filter's words stay while a new one loads. */
export function useBookWords(bookId: string, status: BookWordFilter) {
  const { status: session, user } = useSession();
  return useInfiniteQuery({
    ...bookWordsQueryOptions(bookId, status, user?.username ?? null),
    enabled: session !== 'checking',
    placeholderData: keepPreviousData,
  });
}
