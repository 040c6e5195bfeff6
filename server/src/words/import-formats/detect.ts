import { readDelimitedRows, wordTextSchema, type WordFileFormat } from '@contract';
import { isEudicAtLine, isEudicHeader, isEudicNumberedRow } from './eudic';
import { textLines } from './file-text';
import { isYoudaoWordbook } from './youdao';

/* Lines looked at to tell a format; a file is one format throughout. */
const SAMPLE_LINES = 50;

/**
 * The format of a text file, from its content (a Kindle vocab.db is known by its SQLite header before
 * this), or null when it is none Wordloom reads: XML other than a wordbook, or text whose lines are mostly
 * not words (prose, JSON, a program), which would otherwise all land in `invalid`.
 */
export function detectTextFormat(text: string): WordFileFormat | null {
  if (text.trimStart().startsWith('<')) return isYoudaoWordbook(text) ? 'youdao-xml' : null;
  const lines = textLines(text).slice(0, SAMPLE_LINES);
  const first = lines[0];
  if (first === undefined) return null;
  if (/^#(separator|html|notetype|deck|guid|tags)\b/i.test(first)) return 'anki-txt';
  if (lines.every(isEudicAtLine)) return 'eudic';
  const rows = readDelimitedRows(lines.join('\n'), ',');
  if (isEudicHeader(rows[0] ?? []) || isEudicNumberedRow(rows[0] ?? [])) return 'eudic';
  if (rows[0]?.[0]?.toLowerCase() === 'word') return 'csv';
  if (first.includes('\t')) return 'anki-txt';
  if (first.includes(',')) return mostlyWords(rows.map((cells) => cells[0] ?? '')) ? 'csv' : null;
  return mostlyWords(lines) ? 'lines' : null;
}

/* Words and short phrases ('look up'); a line of six words is a sentence, not an entry. */
const PHRASE_WORDS_MAX = 4;

function mostlyWords(texts: string[]): boolean {
  const isEntry = (text: string) =>
    wordTextSchema.safeParse(text).success && text.trim().split(/\s+/).length <= PHRASE_WORDS_MAX;
  return texts.filter(isEntry).length * 2 >= texts.length;
}
