import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WordStats } from '@contract';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';

/** Unwrapped as the Words screen stores it: both screens share the cache entry under one key. */
export async function getWordStats(signal?: AbortSignal): Promise<WordStats> {
  const { stats } = await apiRequest<{ stats?: WordStats }>('/words/stats', { signal });
  if (!stats) throw new ApiError(200, 'BAD_RESPONSE', '');
  return stats;
}

export const wordTotalQueryOptions = () =>
  queryOptions({
    queryKey: ['words', 'stats'],
    queryFn: ({ signal }) => getWordStats(signal),
    select: (stats) => stats.totalWords,
  });

export function useWordTotal() {
  return useQuery(wordTotalQueryOptions());
}
