import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { CHECKS_KEY, checkQueryOptions } from './get-check';

export function deleteCheck(id: string): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/checks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCheck,
    onSuccess: (_response, id) => {
      // The page on screen leaves right away; refetching it now would only find it gone.
      void queryClient.invalidateQueries({ queryKey: checkQueryOptions(id).queryKey, refetchType: 'none' });
      void queryClient.invalidateQueries({
        queryKey: CHECKS_KEY,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
