import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { CHECKS_KEY } from '../../../api/query-keys';

export { CHECKS_KEY };

export function getCheck(id: string, signal?: AbortSignal): Promise<CheckResponse> {
  return apiRequest<CheckResponse>(`/checks/${encodeURIComponent(id)}`, { signal });
}

export const checkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CHECKS_KEY, 'detail', id],
    queryFn: ({ signal }) => getCheck(id, signal),
    select: (response) => response.check,
  });

export function useCheck(id: string) {
  return useQuery(checkQueryOptions(id));
}
