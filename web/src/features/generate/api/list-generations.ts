import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GenerationListResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { GENERATIONS_KEY } from '../../../api/query-keys';

export const RECENT_GENERATIONS_LIMIT = 5;

/** The caller's own generations, newest first. */
export function listGenerations(limit: number, signal?: AbortSignal): Promise<GenerationListResponse> {
  return apiRequest<GenerationListResponse>('/generations', { query: { limit }, signal });
}

export const recentGenerationsQueryOptions = () =>
  queryOptions({
    queryKey: [...GENERATIONS_KEY, 'mine', RECENT_GENERATIONS_LIMIT],
    queryFn: ({ signal }) => listGenerations(RECENT_GENERATIONS_LIMIT, signal),
    select: (response) => response.generations,
  });

export function useRecentGenerations(enabled: boolean) {
  return useQuery({ ...recentGenerationsQueryOptions(), enabled });
}
