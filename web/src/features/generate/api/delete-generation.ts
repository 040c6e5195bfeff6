import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { GENERATIONS_KEY, generationQueryOptions } from './get-generation';

export function deleteGeneration(id: string): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/generations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGeneration,
    onSuccess: (_response, id) => {
      // The page on screen leaves right away; refetching it now would only find it gone.
      void queryClient.invalidateQueries({
        queryKey: generationQueryOptions(id).queryKey,
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({
        queryKey: GENERATIONS_KEY,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
