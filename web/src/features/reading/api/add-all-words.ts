import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importWords } from '../../../api/import-words';
import { WORDS_KEY } from '../../../api/query-keys';

/** "Add all of these": the shown words' dictionary forms, through the one bulk import. */
export function useAddAllWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: string[]) => importWords({ entries: words.map((word) => ({ word })) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WORDS_KEY }),
  });
}
