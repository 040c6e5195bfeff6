import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewStats, ReviewStatsResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { REVIEW_KEY } from '../../../api/query-keys';

export async function getReviewStats(signal?: AbortSignal): Promise<ReviewStats> {
  const { stats } = await apiRequest<ReviewStatsResponse>('/review/stats', { signal });
  return stats;
}

export const reviewStatsQueryOptions = () =>
  queryOptions({ queryKey: [...REVIEW_KEY, 'stats'], queryFn: ({ signal }) => getReviewStats(signal) });

export function useReviewStats() {
  return useQuery(reviewStatsQueryOptions());
}
