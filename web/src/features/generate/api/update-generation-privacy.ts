import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerationResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { GENERATIONS_KEY, generationQueryOptions } from './get-generation';

export interface PrivacyChange {
  id: string;
  isPublic: boolean;
}

export function updateGenerationPrivacy({ id, isPublic }: PrivacyChange): Promise<GenerationResponse> {
  return apiRequest<GenerationResponse>(`/generations/${encodeURIComponent(id)}/privacy`, {
    method: 'PUT',
    body: { isPublic },
  });
}

export function useUpdateGenerationPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGenerationPrivacy,
    onSuccess: (response) => {
      queryClient.setQueryData(generationQueryOptions(response.generation.id).queryKey, response);
      // Lists (mine, related, the community feed) change with it.
      void queryClient.invalidateQueries({
        queryKey: GENERATIONS_KEY,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
