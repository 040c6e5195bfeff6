import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WordFileFormat, WordFileImportResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { WORDS_KEY } from './list-words';

export interface ImportFileInput {
  file: File;
  /** Left out, the server tells the format from the content. */
  format?: WordFileFormat;
}

/** POST /words/import/file: the file as it is (a Kindle vocab.db is binary), read by the server. */
export function importFile({ file, format }: ImportFileInput): Promise<WordFileImportResponse> {
  const form = new FormData();
  // The format goes first: the server reads the fields in order, and the file may be large.
  if (format) form.append('format', format);
  form.append('file', file, file.name);
  return apiRequest<WordFileImportResponse>('/words/import/file', { method: 'POST', body: form });
}

export function useImportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WORDS_KEY }),
  });
}
