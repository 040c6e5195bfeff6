import { readDelimitedRows } from '@contract';
import type { ImportItem } from '../import';
import { htmlToText, toImportItem } from './entry-text';

/*
 * Anki's "Notes in Plain Text" export (Anki 2.1.55 and later open it with `#key:value` lines, older ones
 * not at all): one note a line, fields separated by tabs, a field with the separator, a quote or a line
 * break in double quotes. `#separator:` names another separator, `#html:true` says fields are HTML, and
 * `#guid column:`, `#notetype column:`, `#deck column:` and `#tags column:` (1-based) name columns that are
 * not fields. The first field is the word, the second its meaning; a Cloze note's first field is a
 * sentence, whose first cloze is the word and which becomes the word's context.
 */
const SEPARATORS: Record<string, string> = {
  tab: '\t',
  comma: ',',
  semicolon: ';',
  space: ' ',
  pipe: '|',
  colon: ':',
};
const META_COLUMNS = ['guid column', 'notetype column', 'deck column', 'tags column'];
const CLOZE = /\{\{c\d+::(.*?)(?:::.*?)?\}\}/gs;

interface Header {
  separator: string;
  html: boolean;
  /** 0-based indexes of columns that are not fields. */
  skipped: Set<number>;
}

/** The `#key:value` lines that open the file, and where the notes start. */
function readHeader(lines: string[]): { header: Header; start: number } {
  const header: Header = { separator: '\t', html: false, skipped: new Set() };
  let start = 0;
  for (; start < lines.length; start++) {
    const match = /^#([a-z ]+):(.*)$/i.exec(lines[start]!);
    if (!match) break;
    const key = match[1]!.trim().toLowerCase();
    const value = match[2]!.trim();
    if (key === 'separator')
      header.separator = SEPARATORS[value.toLowerCase()] ?? (value.length === 1 ? value : '\t');
    else if (key === 'html') header.html = value.toLowerCase() === 'true';
    else if (META_COLUMNS.includes(key) && /^\d+$/.test(value)) header.skipped.add(Number(value) - 1);
  }
  return { header, start };
}

export function readAnkiText(text: string): ImportItem[] {
  const lines = text.split(/\r\n|\r|\n/);
  const { header, start } = readHeader(lines);
  const body = lines.slice(start).join('\n');
  const plain = (field: string) => (header.html || /<[a-z/][^>]*>/i.test(field) ? htmlToText(field) : field);
  return readDelimitedRows(body, header.separator).flatMap((cells) => {
    const fields = cells.filter((_, index) => !header.skipped.has(index));
    const first = plain(fields[0] ?? '').trim();
    if (first === '') return [];
    const meaning = fields[1] === undefined ? undefined : plain(fields[1]);
    const cloze = [...first.matchAll(CLOZE)][0];
    if (!cloze) return [toImportItem({ word: first, meaning })];
    const sentence = first.replace(CLOZE, (_whole, answer: string) => answer);
    return [toImportItem({ word: cloze[1] ?? '', meaning, sentence })];
  });
}
