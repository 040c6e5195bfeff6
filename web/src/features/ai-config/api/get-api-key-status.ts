import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyStatusResponse } from '@contract';
import { apiRequest } from '../../../api/client';

export const API_KEY_STATUS_KEY = ['auth', 'api-key-status'] as const;

export function getApiKeyStatus(signal?: AbortSignal): Promise<ApiKeyStatusResponse> {
  return apiRequest<ApiKeyStatusResponse>('/auth/api-key-status', { signal });
}

export const apiKeyStatusQueryOptions = () =>
  queryOptions({ queryKey: API_KEY_STATUS_KEY, queryFn: ({ signal }) => getApiKeyStatus(signal) });

export function useApiKeyStatus() {
  return useQuery(apiKeyStatusQueryOptions());
}
