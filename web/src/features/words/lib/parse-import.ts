import { readDelimitedRows } from '@contract';
import type { ImportEntry } from '../../../api/import-words';

export type { ImportEntry };

/**
 * Reads a pasted list or a .csv/.txt file: one word per line, or `word,definition` (a tab works too,
 * as spreadsheets paste it). Quoted cells may hold commas, doubled quotes and line breaks. A first
 * line that names its columns ('word,…') is skipped, and when it names a `definition` column that
 * column is used, so Wordloom's own export imports back as it is.
 */
export function parseImportText(text: string): ImportEntry[] {
  const source = text.replace(/^\uFEFF/, '');
  const rows = readDelimitedRows(source, detectDelimiter(source)).filter((cells) =>
    cells.some((cell) => cell !== ''),
  );
  let definitionColumn = 1;
  const header = rows[0]?.map((cell) => cell.toLowerCase());
  if (header?.[0] === 'word') {
    rows.shift();
    definitionColumn = header.indexOf('definition');
  }
  const entries: ImportEntry[] = [];
  for (const cells of rows) {
    const word = cells[0] ?? '';
    if (!word) continue;
    const definition = definitionColumn > 0 ? cells[definitionColumn] : undefined;
    entries.push(definition ? { word, definition } : { word });
  }
  return entries;
}

/** A tab-separated paste has tabs on its first line and no commas; anything else is read as CSV. */
function detectDelimiter(text: string): ',' | '\t' {
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  return firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
}
