import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@contract';
import { apiRequest } from './client';

/** Public settings (footer notice, reset-code lifetime); shared by the layout and the auth screens. */
export function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('/config', { signal });
}

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    // The operator changes these only with a restart.
    staleTime: Infinity,
  });

export function useConfig() {
  return useQuery(configQueryOptions());
}
