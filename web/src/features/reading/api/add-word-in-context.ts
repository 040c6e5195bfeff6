import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddWordRequest, WordResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { WORDS_KEY } from '../../../api/query-keys';

/** POST /words with the sentence the word was met in: it becomes the word's first cloze. */
export function addWordInContext(body: AddWordRequest): Promise<WordResponse> {
  return apiRequest<WordResponse>('/words', { method: 'POST', body });
}

export function useAddWordInContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWordInContext,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORDS_KEY }),
  });
}
