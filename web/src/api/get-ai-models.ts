import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiModelsResponse } from '@contract';
import { apiRequest } from './client';

/** The models the caller may choose (platform or their own key); shared by Generate and Check. */
export function getAiModels(signal?: AbortSignal): Promise<AiModelsResponse> {
  return apiRequest<AiModelsResponse>('/ai/models', { signal });
}

/** Per account: a learner with their own key sees that provider's models. */
export const aiModelsQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: ['ai', 'models', account],
    queryFn: ({ signal }) => getAiModels(signal),
    staleTime: 5 * 60_000,
  });

/** Public; `enabled` waits for a stored session to be confirmed, so the list is the right account's. */
export function useAiModels(account: string | null, enabled: boolean) {
  return useQuery({ ...aiModelsQueryOptions(account), enabled });
}

/**
 * Whether a model can write for this learner (the platform's, or their own key): false on a default
 * install without one, where AI steps are not offered; undefined until known.
 */
export function useAiAvailable(account: string | null, enabled: boolean): boolean | undefined {
  const models = useAiModels(account, enabled);
  return models.data ? models.data.source !== 'offline' : undefined;
}
