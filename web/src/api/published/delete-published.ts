import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { detailKey, invalidateLists, itemUrl, type PublishedKind } from './kind';
import type { MutationOrigin } from './update-privacy';

function deletePublished(kind: PublishedKind, id: string): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(itemUrl(kind, id), { method: 'DELETE' });
}

interface DeleteOptions {
  from?: MutationOrigin;
  /** An i18n key toasted from the cache: a row's own mutate() callbacks die with the row. */
  successToast?: string;
}

export function useDeletePublished(kind: PublishedKind, { from = 'page', successToast }: DeleteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePublished(kind, id),
    meta: successToast === undefined ? undefined : { successToast },
    onSuccess: (_response, id) => {
      if (from === 'page') {
        // The page on screen leaves right away; refetching it now would only find it gone.
        void queryClient.invalidateQueries({ queryKey: detailKey(kind, id), refetchType: 'none' });
        void invalidateLists(queryClient, kind);
        return undefined;
      }
      queryClient.removeQueries({ queryKey: detailKey(kind, id) });
      void queryClient.invalidateQueries({ queryKey: ['statistics'] });
      // Pending until the list on screen no longer has it, so the row never flashes back.
      return invalidateLists(queryClient, kind);
    },
  });
}
