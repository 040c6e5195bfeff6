import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckListResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { CHECKS_KEY } from '../../../api/query-keys';

export const RECENT_CHECKS_LIMIT = 5;

/** The caller's own sentence checks, newest first. */
export function listChecks(limit: number, signal?: AbortSignal): Promise<CheckListResponse> {
  return apiRequest<CheckListResponse>('/checks', { query: { limit }, signal });
}

export const recentChecksQueryOptions = () =>
  queryOptions({
    queryKey: [...CHECKS_KEY, 'mine', RECENT_CHECKS_LIMIT],
    queryFn: ({ signal }) => listChecks(RECENT_CHECKS_LIMIT, signal),
    select: (response) => response.checks,
  });

export function useRecentChecks(enabled: boolean) {
  return useQuery({ ...recentChecksQueryOptions(), enabled });
}
