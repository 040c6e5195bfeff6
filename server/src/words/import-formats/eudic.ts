import { readDelimitedRows } from '@contract';
import type { ImportItem } from '../import';
import { htmlToText, toImportItem } from './entry-text';
import { textLines } from './file-text';

/*
 * 欧路词典 (Eudic) word-list exports. What we know of their shape (from the tools people wrote to carry them
 * into Anki; Eudic publishes no specification):
 * - CSV with a header row naming the columns in Chinese: `单词` the word, `音标` the phonetic, `解释` or
 *   `释义` the meaning (HTML: <br> between senses), `笔记` the learner's note; some versions put a `序号`
 *   (row number) column first.
 * - CSV of older versions without a header: `0,"considerate","adj. 体贴的, 体谅的"` (number, word, meaning).
 * - TXT as Eudic's own word-list format: `word@meaning` a line, the meaning HTML.
 * The phonetic is not taken: Wordloom's dictionary gives every word its own, in the learner's variety.
 */
const WORD_COLUMNS = ['单词', 'word'];
const MEANING_COLUMNS = ['解释', '释义', '翻译', '中文释义', 'definition', 'translation', 'meaning'];

/** A header row naming its word column in Chinese (Wordloom's own CSV names it `word`). */
export function isEudicHeader(cells: string[]): boolean {
  return cells.includes('单词');
}

/** Headerless numbered rows: `0,"word","meaning"`. */
export function isEudicNumberedRow(cells: string[]): boolean {
  return cells.length >= 3 && /^\d+$/.test(cells[0] ?? '') && /\p{L}/u.test(cells[1] ?? '');
}

/** `word@meaning`: an English word (letters, spaces, apostrophes, hyphens) before the first @. */
export function isEudicAtLine(line: string): boolean {
  return /^[\p{Script=Latin}' -]+@/u.test(line);
}

export function readEudic(text: string): ImportItem[] {
  const lines = textLines(text);
  if (lines.length > 0 && lines.every(isEudicAtLine)) return lines.map(readAtLine);
  const rows = readDelimitedRows(text, ',').filter((cells) => cells.some((cell) => cell !== ''));
  const header = rows[0] ?? [];
  if (isEudicHeader(header)) {
    rows.shift();
    const word = header.findIndex((cell) => WORD_COLUMNS.includes(cell.toLowerCase()));
    const meaning = header.findIndex((cell) => MEANING_COLUMNS.includes(cell.toLowerCase()));
    return rows.flatMap((cells) => entry(cells[word], meaning < 0 ? undefined : cells[meaning]));
  }
  return rows.flatMap((cells) =>
    isEudicNumberedRow(cells) ? entry(cells[1], cells[2]) : entry(cells[0], cells[1]),
  );
}

function readAtLine(line: string): ImportItem {
  const at = line.indexOf('@');
  return toImportItem({ word: line.slice(0, at), meaning: htmlToText(line.slice(at + 1)) });
}

function entry(word: string | undefined, meaning: string | undefined): ImportItem[] {
  if (word === undefined || word.trim() === '') return [];
  return [toImportItem({ word, meaning: meaning === undefined ? undefined : htmlToText(meaning) })];
}
