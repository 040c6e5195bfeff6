import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { detailKey, invalidateLists, itemUrl, type PublishedKind, type PublishedResponses } from './kind';

export interface PrivacyChange {
  id: string;
  isPublic: boolean;
}

/** Where the switch was pressed: on the item's page, or on a row of a list that holds it. */
export type MutationOrigin = 'page' | 'list';

function updatePrivacy<K extends PublishedKind>(
  kind: K,
  { id, isPublic }: PrivacyChange,
): Promise<PublishedResponses[K]> {
  return apiRequest<PublishedResponses[K]>(itemUrl(kind, id, '/privacy'), {
    method: 'PUT',
    body: { isPublic },
  });
}

export function useUpdatePrivacy<K extends PublishedKind>(kind: K, from: MutationOrigin = 'page') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PrivacyChange) => updatePrivacy(kind, change),
    onSuccess: (response, { id }) => {
      queryClient.setQueryData(detailKey(kind, id), response);
      // Own lists, related/similar, counts and the community feeds change with it. From a list, the
      // switch holds its new place (the mutation stays pending) until that list has been read again.
      const lists = invalidateLists(queryClient, kind);
      return from === 'list' ? lists : undefined;
    },
  });
}
