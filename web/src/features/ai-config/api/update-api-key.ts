import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateApiKeyInput, UpdateApiKeyResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { API_KEY_STATUS_KEY } from './get-api-key-status';

export function updateApiKey(body: UpdateApiKeyInput): Promise<UpdateApiKeyResponse> {
  return apiRequest<UpdateApiKeyResponse>('/auth/api-key', { method: 'PUT', body });
}

/** Saving a key or switching back changes which models Generate and Check offer. */
export function useUpdateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApiKey,
    onSuccess: async ({ success: _success, message: _message, ...status }) => {
      queryClient.setQueryData(API_KEY_STATUS_KEY, { success: true, ...status });
      await queryClient.invalidateQueries({ queryKey: ['ai', 'models'] });
    },
  });
}
