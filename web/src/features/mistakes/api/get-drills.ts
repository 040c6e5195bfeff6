import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRACTICE_LIMITS, type DrillsResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { MISTAKES_KEY } from '../../../api/query-keys';

export function getDrills(limit: number, signal?: AbortSignal): Promise<DrillsResponse> {
  return apiRequest<DrillsResponse>('/mistakes/drills', { query: { limit }, signal });
}

/** A sitting works through one answer, so it is fetched afresh each time it starts. */
export const drillsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...MISTAKES_KEY, 'drills', limit],
    queryFn: ({ signal }) => getDrills(limit, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useDrills(limit: number = PRACTICE_LIMITS.drillsDefault) {
  return useQuery(drillsQueryOptions(limit));
}
