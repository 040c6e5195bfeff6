import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStatsResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { kindKey, type FeedKind } from './feed-kind';

export function getPublicStats(kind: FeedKind, signal?: AbortSignal): Promise<PublicStatsResponse> {
  return apiRequest<PublicStatsResponse>(`/${kind}/public/stats`, { signal });
}

export const publicStatsQueryOptions = (kind: FeedKind) =>
  queryOptions({
    queryKey: [...kindKey(kind), 'public', 'stats'],
    queryFn: ({ signal }) => getPublicStats(kind, signal),
    select: (response) => response.stats,
  });

export function usePublicStats(kind: FeedKind) {
  return useQuery(publicStatsQueryOptions(kind));
}
