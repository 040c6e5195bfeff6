import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileRequest, UpdateProfileResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { setUser, signIn } from '../../../lib/session';

export function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return apiRequest<UpdateProfileResponse>('/auth/profile', { method: 'PUT', body });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    // A new email ends every older token: the answer's fresh one keeps this tab signed in.
    onSuccess: ({ user, token }) => (token ? signIn(user, token) : setUser(user)),
  });
}
