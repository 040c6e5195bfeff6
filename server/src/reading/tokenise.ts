import { tokensOf } from '../../../checker/text';

/** A word of a text, as written there, at its UTF-16 offsets. */
export interface TextWord {
  /** `text.slice(start, end)`: the original spelling and case. */
  text: string;
  /** Lower-cased with a straight apostrophe: what the dictionary is asked. */
  key: string;
  start: number;
  end: number;
}

/**
 * The English words of a text, by the tokenizer every feature shares (checker/text.ts): a possessive 's is
 * left out, hyphenated words stay whole. A learner pastes Chinese and English side by side, often with no
 * space between ('我喜欢apple'): letters of other scripts part the English words instead of joining them.
 * Tokens without a Latin letter (numbers) are no words.
 */
export function textWords(text: string): TextWord[] {
  return tokensOf(text, { compounds: true, possessive: 'drop', latinOnly: true }).map(
    ({ text: word, lower: key, start, end }) => ({ text: word, key, start, end }),
  );
}
