import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearnerStatistics, LearnerStatisticsResponse } from '@contract';
import { apiRequest } from '../../../api/client';

export async function getLearnerStats(signal?: AbortSignal): Promise<LearnerStatistics> {
  const { stats } = await apiRequest<LearnerStatisticsResponse>('/statistics/me', { signal });
  return stats;
}

/** Under 'statistics', so every change to the learner's content can refresh it with one key. */
export const learnerStatsQueryKey = ['statistics', 'me'] as const;

export const learnerStatsQueryOptions = () =>
  queryOptions({ queryKey: learnerStatsQueryKey, queryFn: ({ signal }) => getLearnerStats(signal) });

export function useLearnerStats() {
  return useQuery(learnerStatsQueryOptions());
}
