import type { Mistake } from '@contract';

/**
 * The sentence cut around the mistake: its offsets when they point at its text, else the first
 * place the text occurs, else nothing marked (the fix and explanation still say what was wrong).
 */
export function markedSpan(mistake: Pick<Mistake, 'sentence' | 'original' | 'start' | 'end'>): {
  before: string;
  marked: string;
  after: string;
} {
  const { sentence, original, start, end } = mistake;
  let from = -1;
  if (end > start && sentence.slice(start, end) === original) from = start;
  else if (original) from = sentence.indexOf(original);
  if (from < 0) return { before: sentence, marked: '', after: '' };
  const to = from + original.length;
  return { before: sentence.slice(0, from), marked: sentence.slice(from, to), after: sentence.slice(to) };
}
