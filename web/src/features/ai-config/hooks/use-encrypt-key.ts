import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { publicKeyQueryOptions } from '../api/get-public-key';
import { encryptApiKey } from '../lib/encrypt-key';

/** Encrypts a key with the server's public key, fetched once and cached. */
export function useEncryptKey() {
  const queryClient = useQueryClient();
  return useCallback(
    (apiKey: string) => encryptApiKey(apiKey, () => queryClient.fetchQuery(publicKeyQueryOptions())),
    [queryClient],
  );
}
