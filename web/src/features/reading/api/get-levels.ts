import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BooksResponse } from '@contract';
import { apiRequest } from '../../../api/client';

/** The books' ids in the order of GET /books, which is the order of levels a reading's `level` names. */
export async function getLevels(signal?: AbortSignal): Promise<string[]> {
  const { books } = await apiRequest<BooksResponse>('/books', { signal });
  return books.map((book) => book.id);
}

export const levelsQueryOptions = queryOptions({
  queryKey: ['reading', 'levels'],
  queryFn: ({ signal }) => getLevels(signal),
  // The books are data of the server's dictionary: they do not change while the app runs.
  staleTime: Infinity,
});

export function useLevels() {
  return useQuery(levelsQueryOptions);
}
