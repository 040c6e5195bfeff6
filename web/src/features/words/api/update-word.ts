import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWordRequest, WordResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { WORDS_KEY } from './list-words';

export interface UpdateWordInput {
  id: string;
  changes: UpdateWordRequest;
}

export function updateWord({ id, changes }: UpdateWordInput): Promise<WordResponse> {
  return apiRequest<WordResponse>(`/words/${encodeURIComponent(id)}`, { method: 'PUT', body: changes });
}

/** Saves the learner's own meaning; the list, stats and filters then refresh. */
export function useUpdateWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORDS_KEY }),
  });
}
