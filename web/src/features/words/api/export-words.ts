import { useMutation } from '@tanstack/react-query';
import { WORDS_ANKI_FILENAME, WORDS_EXPORT_FILENAME, type WordsExportFormat } from '@contract';
import { downloadFile } from '../../../api/download';
import { saveFile } from '../../../lib/save-file';

const FILENAMES: Record<WordsExportFormat, string> = {
  csv: WORDS_EXPORT_FILENAME,
  apkg: WORDS_ANKI_FILENAME,
};

/** The words as a file, not a JSON envelope: a CSV, or an Anki package. */
export async function exportWords(format: WordsExportFormat): Promise<Blob> {
  const { blob } = await downloadFile(format === 'csv' ? '/words/export' : `/words/export?format=${format}`);
  return blob;
}

export function useExportWords(format: WordsExportFormat) {
  return useMutation({
    mutationFn: () => exportWords(format),
    onSuccess: (blob) => saveFile(blob, FILENAMES[format]),
  });
}
