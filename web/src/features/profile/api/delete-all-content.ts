import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteContentResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { CHECKS_KEY, GENERATIONS_KEY } from '../../../api/query-keys';

export function deleteAllContent(): Promise<DeleteContentResponse> {
  return apiRequest<DeleteContentResponse>('/content', { method: 'DELETE' });
}

export function useDeleteAllContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllContent,
    onSuccess: () => {
      // Every generation and check (detail pages included) may be gone; so are their likes.
      void queryClient.invalidateQueries({ queryKey: GENERATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: CHECKS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['statistics'] });
    },
  });
}
