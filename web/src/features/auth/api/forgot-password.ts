import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@contract';
import { apiRequest } from '../../../api/client';

/** Sends (or re-sends: a new request replaces the old code) the 6-digit reset code. */
export function requestResetCode(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  return apiRequest<ForgotPasswordResponse>('/auth/forgot-password', { method: 'POST', body });
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}
