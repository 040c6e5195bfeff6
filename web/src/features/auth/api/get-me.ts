import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserResponse } from '@contract';
import { apiRequest } from '../../../api/client';

export function getMe(signal?: AbortSignal): Promise<UserResponse> {
  return apiRequest<UserResponse>('/auth/me', { signal, beforeFirstPaint: true });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    // docs/product.md, "Everywhere": a failed check logs the user out, so a retry would only delay that.
    retry: false,
    staleTime: Infinity,
    // Asked even when the browser says it is offline: the failure is what lets the app start offline
    // with the stored user (use-session-bootstrap.ts) instead of waiting for a network.
    networkMode: 'always',
  });

export function useMe(enabled: boolean) {
  return useQuery({ ...meQueryOptions(), enabled });
}
