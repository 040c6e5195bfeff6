import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importWords } from '../../../api/import-words';
import { WORDS_KEY } from './list-words';

export type { ImportReport, ImportWordsInput } from '../../../api/import-words';

export function useImportWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importWords,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WORDS_KEY }),
  });
}
