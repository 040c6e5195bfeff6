import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStatsResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import type { PublishedKind } from '../../../api/published/kind';
import { statsKey } from './feed-keys';

export function getPublicStats(kind: PublishedKind, signal?: AbortSignal): Promise<PublicStatsResponse> {
  return apiRequest<PublicStatsResponse>(`/${kind}/public/stats`, { signal });
}

export const publicStatsQueryOptions = (kind: PublishedKind) =>
  queryOptions({
    queryKey: statsKey(kind),
    queryFn: ({ signal }) => getPublicStats(kind, signal),
    select: (response) => response.stats,
  });

export function usePublicStats(kind: PublishedKind) {
  return useQuery(publicStatsQueryOptions(kind));
}
