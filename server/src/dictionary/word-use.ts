import { tokensOf } from '../../../checker/text';

/*
 * Where a sentence uses a word, by the dictionary's forms: 'took' uses 'take', 'looked it up' does not use
 * 'look up' but 'looked up' does. Used when example sentences are indexed, so each keeps the span of the form
 * it uses and a cloze blanks exactly that.
 */

export interface TokenSpan {
  /** Lower-cased with a straight apostrophe, a possessive 's left out ("child’s" -> 'child'). */
  text: string;
  /** UTF-16 offsets of the token in the sentence. */
  start: number;
  end: number;
}

/** The sentence's words by the checker's tokenizer: hyphenated words whole, a possessive 's left out. */
export function tokenSpans(sentence: string): TokenSpan[] {
  return tokensOf(sentence, { compounds: true, possessive: 'drop' }).map(({ lower, start, end }) => ({
    text: lower,
    start,
    end,
  }));
}

export interface WordUse {
  start: number;
  end: number;
}

/**
 * The first place the tokens use the word given by its parts ('look up': ['look', 'up']): consecutive
 * tokens each of which is its part or one of the part's forms (`formsOf`, lower-cased, the part included).
 */
export function findUse(
  tokens: readonly TokenSpan[],
  parts: readonly string[],
  formsOf: (part: string) => ReadonlySet<string>,
): WordUse | null {
  const forms = parts.map(formsOf);
  for (let at = 0; at + parts.length <= tokens.length; at++) {
    if (forms.every((allowed, offset) => allowed.has(tokens[at + offset]!.text))) {
      return { start: tokens[at]!.start, end: tokens[at + parts.length - 1]!.end };
    }
  }
  return null;
}
