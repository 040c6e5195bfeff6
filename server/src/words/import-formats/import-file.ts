import type { WordFileFormat } from '@contract';
import type { ImportList, ImportReport } from '../import';
import { readWordFile } from './read-word-file';

export interface WordFileUpload {
  bytes: Uint8Array;
  /** As the learner chose it; found from the content when left out. */
  format?: WordFileFormat;
}

export interface WordFileReport extends ImportReport {
  format: WordFileFormat;
  /** Entries the file held (a Kindle file's lookups of one word count once). */
  total: number;
  withContext: number;
}

export type ImportWords = (userId: string, list: ImportList) => Promise<ImportReport>;

/**
 * POST /api/words/import/file: the file's entries go through the same import as a typed list (spelling,
 * duplicates, the dictionary's details, a review card each), so an imported word is exactly like a typed
 * one, with its source `import` and, from a Kindle file, the sentence it was read in.
 */
export async function importWordFile(
  importWords: ImportWords,
  userId: string,
  upload: WordFileUpload,
): Promise<WordFileReport> {
  const file = await readWordFile(upload.bytes, upload.format);
  const report = await importWords(userId, { words: file.items, source: 'import' });
  const withContext = report.added.filter((word) => word.context !== null).length;
  return { ...report, format: file.format, total: file.items.length, withContext };
}
