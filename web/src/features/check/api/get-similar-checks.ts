import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SentenceCheck } from '@contract';
import { apiRequest } from '../../../api/client';
import { CHECKS_KEY } from '../../../api/query-keys';

const SIMILAR_LIMIT = 5;

/** Visible checks of similar sentences. */
export function getSimilarChecks(id: string, signal?: AbortSignal) {
  return apiRequest<{ checks: SentenceCheck[] }>(`/checks/${encodeURIComponent(id)}/similar`, {
    query: { limit: SIMILAR_LIMIT },
    signal,
  });
}

export const similarChecksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CHECKS_KEY, 'similar', id],
    queryFn: ({ signal }) => getSimilarChecks(id, signal),
    select: (response) => response.checks,
  });

export function useSimilarChecks(id: string) {
  return useQuery(similarChecksQueryOptions(id));
}
