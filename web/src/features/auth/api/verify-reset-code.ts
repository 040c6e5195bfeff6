import { useMutation } from '@tanstack/react-query';
import type { VerifyResetCodeRequest, VerifyResetCodeResponse } from '@contract';
import { apiRequest } from '../../../api/client';

export function verifyResetCode(body: VerifyResetCodeRequest): Promise<VerifyResetCodeResponse> {
  return apiRequest<VerifyResetCodeResponse>('/auth/verify-reset-code', { method: 'POST', body });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
