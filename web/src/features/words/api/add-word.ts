import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddWordRequest, WordResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { WORDS_KEY } from './list-words';

export function addWord(body: AddWordRequest): Promise<WordResponse> {
  return apiRequest<WordResponse>('/words', { method: 'POST', body });
}

export function useAddWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORDS_KEY }),
  });
}
