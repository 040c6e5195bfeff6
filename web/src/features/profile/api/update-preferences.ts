import { useMutation } from '@tanstack/react-query';
import type { UpdatePreferences, UserResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { setUser } from '../../../lib/session';

export function updatePreferences(body: UpdatePreferences): Promise<UserResponse> {
  return apiRequest<UserResponse>('/auth/preferences', { method: 'PUT', body });
}

export function useUpdatePreferences() {
  return useMutation({ mutationFn: updatePreferences, onSuccess: ({ user }) => setUser(user) });
}
