import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MistakeStats, MistakeStatsResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { MISTAKES_KEY } from '../../../api/query-keys';

export async function getMistakeStats(signal?: AbortSignal): Promise<MistakeStats> {
  const { stats } = await apiRequest<MistakeStatsResponse>('/mistakes/stats', { signal });
  return stats;
}

export const mistakeStatsQueryOptions = () =>
  queryOptions({ queryKey: [...MISTAKES_KEY, 'stats'], queryFn: ({ signal }) => getMistakeStats(signal) });

export function useMistakeStats() {
  return useQuery(mistakeStatsQueryOptions());
}
