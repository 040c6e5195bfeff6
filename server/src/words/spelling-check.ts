import type { Dictionary } from '../dictionary';

export const SUGGESTIONS = 5;

/**
 * Whether a word should be questioned before it is added, and with what: null when it passes; otherwise
 * the suggestions for the 422 (maybe none). A word the dictionary does not know is questioned, and so is
 * a rare real word one edit from a common one ('wether'), with the common words first.
 */
export function questionSpelling(
  dictionary: Dictionary,
  word: string,
  { suggest = true }: { suggest?: boolean } = {},
): string[] | null {
  if (!dictionary.isKnown(word)) return suggest ? dictionary.suggest(word, SUGGESTIONS) : [];
  const lookalikes = dictionary.commonLookalikes(word);
  if (lookalikes.length === 0) return null;
  if (!suggest) return lookalikes.slice(0, SUGGESTIONS);
  return [...new Set([...lookalikes, ...dictionary.suggest(word, SUGGESTIONS)])].slice(0, SUGGESTIONS);
}
