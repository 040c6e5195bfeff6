import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Generation } from '@contract';
import { apiRequest } from '../../../api/client';
import { GENERATIONS_KEY } from '../../../api/query-keys';

const RELATED_LIMIT = 5;

/** Visible generations sharing words with this one, best overlap first. */
export function getRelatedGenerations(id: string, signal?: AbortSignal) {
  return apiRequest<{ generations: Generation[] }>(`/generations/${encodeURIComponent(id)}/related`, {
    query: { limit: RELATED_LIMIT },
    signal,
  });
}

export const relatedGenerationsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...GENERATIONS_KEY, 'related', id],
    queryFn: ({ signal }) => getRelatedGenerations(id, signal),
    select: (response) => response.generations,
  });

export function useRelatedGenerations(id: string) {
  return useQuery(relatedGenerationsQueryOptions(id));
}
