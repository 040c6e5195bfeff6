import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { contentKey, notDetail, type ContentKind } from './content-kind';

export function deleteContentItem(kind: ContentKind, id: string): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteContentItem(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteContentItem(kind, id),
    // The row that asked unmounts when the list refreshes, before a mutate() callback could run.
    meta: { successToast: `profile.content.deleted.${kind}` },
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: [...contentKey(kind), 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: ['statistics'] });
      // Pending until the list on screen no longer has it, so it never flashes back.
      return queryClient.invalidateQueries({ queryKey: contentKey(kind), predicate: notDetail });
    },
  });
}
