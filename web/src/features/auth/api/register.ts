import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterRequest } from '@contract';
import { apiRequest } from '../../../api/client';
import { signIn } from '../../../lib/session';

export function register(body: RegisterRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    meta: { successToast: 'auth.register.success' },
    onSuccess: ({ user, token }) => signIn(user, token),
  });
}
