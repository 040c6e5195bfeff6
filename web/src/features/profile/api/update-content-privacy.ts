import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { contentKey, notDetail, type ContentKind } from './content-kind';

export interface PrivacyChange {
  id: string;
  isPublic: boolean;
}

export function updateContentPrivacy(
  kind: ContentKind,
  { id, isPublic }: PrivacyChange,
): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/${kind}/${encodeURIComponent(id)}/privacy`, {
    method: 'PUT',
    body: { isPublic },
  });
}

export function useUpdateContentPrivacy(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PrivacyChange) => updateContentPrivacy(kind, change),
    onSuccess: (_response, { id }) => {
      void queryClient.invalidateQueries({ queryKey: [...contentKey(kind), 'detail', id] });
      // Own lists, counts and the community feeds change with it; the switch holds its new place
      // (the mutation stays pending) until the list on screen has been read again.
      return queryClient.invalidateQueries({ queryKey: contentKey(kind), predicate: notDetail });
    },
  });
}
