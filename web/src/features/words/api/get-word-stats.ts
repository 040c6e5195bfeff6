import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WordStats } from '@contract';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { WORDS_KEY } from './list-words';

export async function getWordStats(signal?: AbortSignal): Promise<WordStats> {
  const { stats } = await apiRequest<{ stats?: WordStats }>('/words/stats', { signal });
  if (!stats) throw new ApiError(200, 'BAD_RESPONSE', '');
  return stats;
}

export function wordStatsQueryOptions() {
  return queryOptions({ queryKey: [...WORDS_KEY, 'stats'], queryFn: ({ signal }) => getWordStats(signal) });
}

export function useWordStats() {
  return useQuery(wordStatsQueryOptions());
}
