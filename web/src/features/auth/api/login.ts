import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@contract';
import { apiRequest } from '../../../api/client';
import { signIn } from '../../../lib/session';
import { syncTimeZone } from './sync-time-zone';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/login', { method: 'POST', body });
}

/** On success the session holds the user (the guest-only route then leaves /login) in the browser's zone. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { successToast: 'auth.login.success' },
    onSuccess: ({ user, token }) => {
      signIn(user, token);
      void syncTimeZone(user);
    },
  });
}
