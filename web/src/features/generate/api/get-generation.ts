import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GenerationResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { GENERATIONS_KEY } from '../../../api/query-keys';

export { GENERATIONS_KEY };

export function getGeneration(id: string, signal?: AbortSignal): Promise<GenerationResponse> {
  return apiRequest<GenerationResponse>(`/generations/${encodeURIComponent(id)}`, { signal });
}

export const generationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...GENERATIONS_KEY, 'detail', id],
    queryFn: ({ signal }) => getGeneration(id, signal),
    select: (response) => response.generation,
  });

export function useGeneration(id: string) {
  return useQuery(generationQueryOptions(id));
}
