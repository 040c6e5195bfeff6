import { useMutation } from '@tanstack/react-query';
import type { UpdateFontSettings, UserResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { setUser } from '../../../lib/session';

/** The saved user carries the new settings; the app applies them from there, everywhere at once. */
export function updateFontSettings(body: UpdateFontSettings): Promise<UserResponse> {
  return apiRequest<UserResponse>('/auth/font-settings', { method: 'PUT', body });
}

export function useUpdateFontSettings() {
  return useMutation({ mutationFn: updateFontSettings, onSuccess: ({ user }) => setUser(user) });
}
