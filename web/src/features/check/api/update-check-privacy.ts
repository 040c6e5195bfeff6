import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { CHECKS_KEY, checkQueryOptions } from './get-check';

export interface PrivacyChange {
  id: string;
  isPublic: boolean;
}

export function updateCheckPrivacy({ id, isPublic }: PrivacyChange): Promise<CheckResponse> {
  return apiRequest<CheckResponse>(`/checks/${encodeURIComponent(id)}/privacy`, {
    method: 'PUT',
    body: { isPublic },
  });
}

export function useUpdateCheckPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCheckPrivacy,
    onSuccess: (response) => {
      queryClient.setQueryData(checkQueryOptions(response.check.id).queryKey, response);
      // Lists (mine, similar, the community feed) change with it.
      void queryClient.invalidateQueries({
        queryKey: CHECKS_KEY,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
