import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { WORDS_KEY } from './list-words';

export function deleteWord(id: string): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/words/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export interface DeleteWordsResult {
  deleted: string[];
  failed: string[];
  /** The first failure, for its message. */
  error: unknown;
}

/** Deletes each id (a few at a time), reporting which went and which did not instead of stopping at one. */
export async function deleteWords(ids: string[]): Promise<DeleteWordsResult> {
  const result: DeleteWordsResult = { deleted: [], failed: [], error: null };
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await deleteWord(id);
        result.deleted.push(id);
      } catch (error) {
        result.failed.push(id);
        result.error ??= error;
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return result;
}

export function useDeleteWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWords,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WORDS_KEY }),
  });
}
