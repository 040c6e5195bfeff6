import { WORD_FILE_LIMITS, type WordFileFormat } from '@contract';
import type { ImportItem } from '../import';
import { readAnkiText } from './anki-txt';
import { readCsvList } from './csv-list';
import { detectTextFormat } from './detect';
import { readEudic } from './eudic';
import { fileError } from './file-errors';
import { decodeText } from './file-text';
import { readKindle } from './kindle';
import { readLines } from './lines';
import { isSqliteFile } from './untrusted-sqlite';
import { readYoudao } from './youdao';

export interface WordFile {
  format: WordFileFormat;
  items: ImportItem[];
}

const TEXT_READERS: Record<Exclude<WordFileFormat, 'kindle'>, (text: string) => ImportItem[]> = {
  'youdao-xml': readYoudao,
  eudic: readEudic,
  'anki-txt': readAnkiText,
  csv: readCsvList,
  lines: readLines,
};

/**
 * The entries of an uploaded file, in the format given or found from its content. A file in no format
 * Wordloom reads, one not of the format given, or one with no entries or too many, is a 400 before
 * anything is added.
 */
export async function readWordFile(bytes: Uint8Array, given?: WordFileFormat): Promise<WordFile> {
  const { format, items } = await readEntries(bytes, given);
  if (items.length === 0) throw fileError('wordFiles.empty');
  const max = WORD_FILE_LIMITS.entriesMax;
  if (items.length > max) throw fileError('wordFiles.tooManyEntries', { max });
  return { format, items };
}

async function readEntries(bytes: Uint8Array, given?: WordFileFormat): Promise<WordFile> {
  if (isSqliteFile(bytes)) {
    if (given !== undefined && given !== 'kindle')
      throw fileError('wordFiles.notThisFormat', { format: given });
    return { format: 'kindle', items: await readKindle(bytes) };
  }
  if (given === 'kindle') throw fileError('wordFiles.notThisFormat', { format: given });
  const text = decodeText(bytes);
  const format = text === null ? null : (given ?? detectTextFormat(text));
  if (text === null || format === null || format === 'kindle') {
    throw given
      ? fileError('wordFiles.notThisFormat', { format: given })
      : fileError('wordFiles.unknownFormat');
  }
  refuseOversized(text, format);
  return { format, items: TEXT_READERS[format](text) };
}

/*
 * A file of many tiny entries (10 MiB of "a" lines is five million) is refused before any is read: an entry
 * takes a line or a few (a pretty-printed wordbook item, a quoted cell with line breaks), never twenty.
 */
const LINES_PER_ENTRY_MAX = 20;

function refuseOversized(text: string, format: WordFileFormat): void {
  const max = WORD_FILE_LIMITS.entriesMax;
  const pieces =
    format === 'youdao-xml' ? text.split('<item').length - 1 : countLines(text) / LINES_PER_ENTRY_MAX;
  if (pieces > max) throw fileError('wordFiles.tooManyEntries', { max });
}

function countLines(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}
