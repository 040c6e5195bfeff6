import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { WordListResponse } from '@contract';
import { apiRequest } from '../../../api/client';

const PAGE_SIZE = 50;

/** The learner's words for the picker, alphabetical, matching `search`. */
export function listWords(search: string, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest<WordListResponse>('/words', {
    query: { search: search.trim() || undefined, sort: 'alpha', limit: PAGE_SIZE, cursor },
    signal,
  });
}

// Under the Words screen's ['words'] key, so adding or using words refreshes both.
export const pickerWordsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['words', 'picker', search.trim()],
    queryFn: ({ pageParam, signal }) => listWords(search, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore && page.nextCursor ? page.nextCursor : undefined),
  });

export function usePickerWords(search: string, enabled: boolean) {
  return useInfiniteQuery({ ...pickerWordsQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
