import { queryOptions } from '@tanstack/react-query';
import type { PublicKeyResponse } from '@contract';
import { apiRequest } from '../../../api/client';

/** The server's RSA public key: browsers encrypt a learner's AI key with it before sending it. */
export function getPublicKey(signal?: AbortSignal): Promise<PublicKeyResponse> {
  return apiRequest<PublicKeyResponse>('/auth/public-key', { signal });
}

/* The pair changes only if an operator replaces it; an hour's cache saves a request per save or test. */
export const publicKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'public-key'],
    queryFn: ({ signal }) => getPublicKey(signal),
    staleTime: 60 * 60_000,
  });
