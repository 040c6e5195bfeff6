import type { ReadingToken } from '@contract';

/**
 * Whether a word is at or above the chosen level, levels being the books in their order (zk first).
 * No chosen level shows every word; a word in no book is above them all when the dictionary ranks it
 * (a rarer word than any book holds), and is left out otherwise (a name, a number, a typo).
 */
export function atOrAbove(token: ReadingToken, chosen: string | null, levels: string[]): boolean {
  if (chosen === null) return true;
  if (token.level === null) return token.frequencyRank !== null;
  const level = levels.indexOf(token.level);
  return level === -1 || level >= levels.indexOf(chosen);
}

/** The dictionary forms not in the learner's list among `tokens`, each once, in the order they appear. */
export function unlistedLemmas(tokens: ReadingToken[]): string[] {
  const lemmas = new Set<string>();
  for (const token of tokens) if (token.status === 'unlisted') lemmas.add(token.lemma);
  return [...lemmas];
}
