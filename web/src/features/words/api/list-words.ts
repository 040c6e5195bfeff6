import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PartOfSpeech, WordListResponse, WordReviewFilter, WordSort } from '@contract';
import { apiRequest } from '../../../api/client';
import { WORDS_KEY } from '../../../api/query-keys';

/** Every words query starts with this key (api/query-keys.ts); re-exported for the feature's own calls. */
export { WORDS_KEY };

export const WORDS_PAGE_SIZE = 30;

export interface WordFilters {
  search: string;
  partOfSpeech: PartOfSpeech | null;
  sort: WordSort;
  /** Only words due now, scheduled later, or never reviewed; null for all. */
  review: WordReviewFilter | null;
}

export function listWords(
  filters: WordFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<WordListResponse> {
  return apiRequest<WordListResponse>('/words', {
    query: {
      search: filters.search.trim() || undefined,
      partOfSpeech: filters.partOfSpeech ?? undefined,
      sort: filters.sort,
      review: filters.review ?? undefined,
      limit: WORDS_PAGE_SIZE,
      cursor,
    },
    signal,
  });
}

export function wordsQueryOptions(filters: WordFilters) {
  return infiniteQueryOptions({
    queryKey: [...WORDS_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) => listWords(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore && page.nextCursor ? page.nextCursor : undefined),
  });
}

/** The previous results stay on screen while a new search loads, so the list does not flash. */
export function useWords(filters: WordFilters) {
  return useInfiniteQuery({ ...wordsQueryOptions(filters), placeholderData: keepPreviousData });
}
