import { useMutation } from '@tanstack/react-query';
import { WORDS_EXPORT_FILENAME } from '@contract';
import { downloadFile } from '../../../api/download';
import { saveFile } from '../../../lib/save-file';

/** The CSV comes as a file, not a JSON envelope. */
export async function exportWords(): Promise<Blob> {
  const { blob } = await downloadFile('/words/export');
  return blob;
}

export function useExportWords() {
  return useMutation({
    mutationFn: exportWords,
    onSuccess: (blob) => saveFile(blob, WORDS_EXPORT_FILENAME),
  });
}
