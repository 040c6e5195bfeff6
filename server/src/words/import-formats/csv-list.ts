import { readDelimitedRows } from '@contract';
import type { ImportItem } from '../import';
import { toImportItem } from './entry-text';

/**
 * A CSV as POST /api/words/import takes it from the Words page: `word,definition` rows, or a first line
 * naming its columns ('word', and any of 'definition', 'translation'), as Wordloom's own export writes, so
 * an export imports back as it was. A tab-separated file with no comma on its first line is read by tabs.
 */
export function readCsvList(text: string): ImportItem[] {
  const rows = readDelimitedRows(text, delimiterOf(text)).filter((cells) =>
    cells.some((cell) => cell !== ''),
  );
  const header = rows[0]?.map((cell) => cell.toLowerCase());
  let columns = { definition: 1, translation: -1 };
  if (header?.[0] === 'word') {
    rows.shift();
    columns = { definition: header.indexOf('definition'), translation: header.indexOf('translation') };
  }
  return rows.flatMap((cells) => {
    const word = cells[0] ?? '';
    if (word === '') return [];
    const cell = (index: number) => (index > 0 ? cells[index] : undefined);
    return [
      toImportItem({ word, definition: cell(columns.definition), translation: cell(columns.translation) }),
    ];
  });
}

function delimiterOf(text: string): ',' | '\t' {
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  return firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
}
