import { tokenSpans } from '../dictionary';

/** A word of a text, as written there, at its UTF-16 offsets. */
export interface TextWord {
  /** `text.slice(start, end)`: the original spelling and case. */
  text: string;
  /** Lower-cased: what the dictionary is asked. */
  key: string;
  start: number;
  end: number;
}

/* Letters of other scripts (汉字, Cyrillic...), each replaced by as many spaces as its UTF-16 length. */
const OTHER_SCRIPT_LETTER = /(?!\p{Script=Latin})\p{L}/gu;
const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * The English words of a text, by the tokenizer every feature shares (dictionary/word-use.ts: a possessive
 * 's is left out, hyphenated words stay whole). A learner pastes Chinese and English side by side, often
 * with no space between ('我喜欢apple'): letters of other scripts are blanked first, offsets kept, so they
 * part the English words instead of joining them. Tokens without a Latin letter (numbers) are no words.
 */
export function textWords(text: string): TextWord[] {
  const latinOnly = text.replace(OTHER_SCRIPT_LETTER, (letter) => ' '.repeat(letter.length));
  return tokenSpans(latinOnly)
    .filter((span) => LATIN_LETTER.test(span.text))
    .map(({ text: key, start, end }) => ({ text: text.slice(start, end), key, start, end }));
}
