import type { EnglishVariety } from '@contract';

/*
 * What a spelling decision knows of the misspelled word: where it stands in the sentence, the learner's
 * variety, Harper's guesses; and the small word tests the spelling modules share.
 */

/** The words around a misspelling, lower-case: the sentence's words before it, and the word after it. */
export interface SpellingPlace {
  before: string[];
  after?: string;
}

export interface SpellingContext {
  variety: EnglishVariety;
  /** Where the misspelling stands, when known: a candidate must fit there. */
  place?: SpellingPlace;
  /** Whether the dictionary (ECDICT) has this word. */
  isWord: (word: string) => boolean;
  /** How common a known word is (1 = most common), null when unranked. */
  rank?: (word: string) => number | null;
  /** The dictionary's nearest words to a misspelling, closest and most common first. */
  nearest?: (word: string) => string[];
}

/** Prefixes a learner's word may carry on a common word: "refighting", "unbudge". */
export const WORD_PREFIXES = ['re', 'un', 'non', 'pre', 'mis', 'dis', 'over', 'under', 'out', 'co'];

/** Whether two guesses are one word, but for a plural or possessive ending ("old", "olds"; "book's"). */
export function sameWord(a: string, b: string): boolean {
  const base = (word: string) => word.toLowerCase().replace(/['’]?s$/, '');
  return base(a) === base(b);
}
