import { useMutation } from '@tanstack/react-query';
import type { TestApiKeyInput, TestApiKeyResponse } from '@contract';
import { apiRequest } from '../../../api/client';

/** One real request to the provider with the (encrypted) key; nothing is saved. */
export function testApiKey(body: TestApiKeyInput): Promise<TestApiKeyResponse> {
  return apiRequest<TestApiKeyResponse>('/auth/test-api-key', { method: 'POST', body });
}

export function useTestApiKey() {
  return useMutation({ mutationFn: testApiKey });
}
