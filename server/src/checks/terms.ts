import { tokensOf } from '../../../checker/text';

/*
 * Checks are "similar" when their sentences share content words. A sentence's terms are its English words
 * (the checker's tokenizer, checker/text.ts), lower-cased, without function words (which every sentence
 * shares) and without possessive endings.
 */
const STOP_WORDS = new Set(
  (
    'a an the and or but nor so yet if then than that this these those there here ' +
    'i me my mine we us our ours you your yours he him his she her hers it its they them their theirs ' +
    'am is are was were be been being have has had having do does did doing will would shall should ' +
    'can could may might must ought to of in on at by for with from into onto about as up down out off ' +
    'over under again further once not no very too also just only own same such both each few more most ' +
    'other some any all what which who whom whose when where why how because while until'
  ).split(' '),
);

/** Enough for any 800-character sentence's distinct content words. */
export const MAX_TERMS = 100;

/** The distinct content words of these sentences, in order of appearance. */
export function sentenceTerms(...sentences: string[]): string[] {
  const terms = new Set<string>();
  for (const sentence of sentences) {
    // The tokenizer makes ’ straight; ‘ and ʼ (a letter) stand for it too.
    const text = sentence.normalize('NFC').replace(/[\u2018\u02bc]/g, "'");
    for (const { lower: word } of tokensOf(text, { compounds: true, possessive: 'drop', latinOnly: true })) {
      // Negated auxiliaries (don't, isn't) are function words; john's is john.
      if (word.endsWith("n't")) continue;
      const term = word.split("'")[0] ?? '';
      if (term.length < 2 || STOP_WORDS.has(term)) continue;
      terms.add(term);
      if (terms.size === MAX_TERMS) return [...terms];
    }
  }
  return [...terms];
}
