import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CheckIssueType, MistakesResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { MISTAKES_KEY } from '../../../api/query-keys';

export function listMistakes(
  type: CheckIssueType | null,
  limit: number,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<MistakesResponse> {
  return apiRequest<MistakesResponse>('/mistakes', {
    query: { type: type ?? undefined, limit, cursor },
    signal,
  });
}

export const MISTAKES_PAGE_SIZE = 20;

/** Newest first, one kind or all; `limit` is smaller for the overview's groups. */
export const mistakesQueryOptions = (type: CheckIssueType | null, limit = MISTAKES_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...MISTAKES_KEY, 'list', type ?? 'all', limit],
    queryFn: ({ pageParam, signal }) => listMistakes(type, limit, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore && page.nextCursor ? page.nextCursor : undefined),
  });

export function useMistakes(type: CheckIssueType | null, limit?: number) {
  return useInfiniteQuery(mistakesQueryOptions(type, limit));
}
