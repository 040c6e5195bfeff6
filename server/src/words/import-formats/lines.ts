import type { ImportItem } from '../import';
import { textLines } from './file-text';
import { toImportItem } from './entry-text';

/** One word a line (a list typed in a text editor, or copied from a word book). */
export function readLines(text: string): ImportItem[] {
  return textLines(text).map((word) => toImportItem({ word }));
}
