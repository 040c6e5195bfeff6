import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteStatisticsResponse } from '@contract';
import { apiRequest } from '../../../api/client';

export function getStatistics(signal?: AbortSignal): Promise<SiteStatisticsResponse> {
  return apiRequest<SiteStatisticsResponse>('/statistics', { signal });
}

export const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: ['statistics'],
    queryFn: ({ signal }) => getStatistics(signal),
    select: (response) => response.statistics,
  });

export function useStatistics() {
  return useQuery(statisticsQueryOptions());
}
