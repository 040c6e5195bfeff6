import { LIMITS, WORD_LIMITS, type ImportWordsResponse } from '@contract';
import { apiRequest } from './client';

/** A line of an import: the word, and the learner's own definition when the list carries one. */
export interface ImportEntry {
  word: string;
  definition?: string;
}

export type ImportReport = Pick<ImportWordsResponse, 'added' | 'duplicates' | 'misspelled' | 'invalid'>;

export interface ImportWordsInput {
  entries: ImportEntry[];
  force?: boolean;
}

/* Leaves room under the server's 64 KiB body limit for the JSON around the entries. */
const CHUNK_BYTES = LIMITS.bodyLimitBytes - 8 * 1024;

/**
 * POST /words/import, the one way to add many words at once (the Words page's import, the reading
 * view's "Add all of these"). Sends the list in requests of at most 500 entries and well under the body
 * limit, and merges the reports. Entries the server would refuse outright (too long) are reported as
 * invalid here.
 */
export async function importWords({ entries, force }: ImportWordsInput): Promise<ImportReport> {
  const report: ImportReport = { added: [], duplicates: [], misspelled: [], invalid: [] };
  const sendable: ImportEntry[] = [];
  for (const entry of entries) {
    if (entry.word.length > WORD_LIMITS.wordMax) report.invalid.push(entry.word);
    else sendable.push({ ...entry, definition: entry.definition?.slice(0, WORD_LIMITS.definitionMax) });
  }
  for (const words of chunk(sendable)) {
    const answer = await apiRequest<ImportWordsResponse>('/words/import', {
      method: 'POST',
      body: { words, force },
    });
    report.added.push(...answer.added);
    report.duplicates.push(...answer.duplicates);
    report.misspelled.push(...answer.misspelled);
    report.invalid.push(...answer.invalid);
  }
  return report;
}

function chunk(entries: ImportEntry[]): ImportEntry[][] {
  const chunks: ImportEntry[][] = [];
  let current: ImportEntry[] = [];
  let bytes = 0;
  const encoder = new TextEncoder();
  for (const entry of entries) {
    const size = encoder.encode(JSON.stringify(entry)).length + 1;
    if (current.length > 0 && (current.length === WORD_LIMITS.importMax || bytes + size > CHUNK_BYTES)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
