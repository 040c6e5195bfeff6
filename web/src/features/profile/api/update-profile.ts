import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileRequest, UserResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { setUser } from '../../../lib/session';

export function updateProfile(body: UpdateProfileRequest): Promise<UserResponse> {
  return apiRequest<UserResponse>('/auth/profile', { method: 'PUT', body });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ user }) => setUser(user) });
}
