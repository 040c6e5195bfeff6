import type { EnglishVariety } from '@contract';
import type { SpellingContext } from './spelling-context';
import { wordTable } from './words';

/*
 * The learner's English variety in spelling: a spelling that is only the other variety's ("colour" for an
 * American learner, "color" for a British one) is not called an error for either.
 */

/*
 * British and American spellings of the same word. A spelling "fix" that only moves a word to the learner's
 * variety from the other one is not a fix: Chinese schools teach both, and neither is wrong.
 */
const TO_AMERICAN: [RegExp, string][] = [
  [/our(s|ed|ing|ite|ites|able|er|ers)?$/, 'or$1'],
  [/is(e|es|ed|ing|ation|ations)$/, 'iz$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/tre(s)?$/, 'ter$1'],
  // "travelled", "cancelling", "jeweller": British doubles an "l" after one vowel, American does not (other
  // letters double in both: "stopped").
  [/([aeiou])ll(ed|ing|er|ers)$/, '$1l$2'],
  [/ogue(s)?$/, 'og$1'],
  [/ence$/, 'ense'],
];

/** British words that no spelling pattern turns into the American ones. */
const BRITISH_WORDS = wordTable<string>({
  maths: 'math',
  programme: 'program',
  programmes: 'programs',
  grey: 'gray',
  tyre: 'tire',
  tyres: 'tires',
  aluminium: 'aluminum',
  cheque: 'check',
  cheques: 'checks',
  pyjamas: 'pajamas',
  aeroplane: 'airplane',
  aeroplanes: 'airplanes',
  jewellery: 'jewelry',
  sceptical: 'skeptical',
  plough: 'plow',
  mould: 'mold',
  kerb: 'curb',
  draught: 'draft',
  mum: 'mom',
});

function americanSpelling(word: string): string {
  let out = word.toLowerCase();
  const whole = BRITISH_WORDS[out];
  if (whole) return whole;
  for (const [pattern, replacement] of TO_AMERICAN) out = out.replace(pattern, replacement);
  return out;
}

/** Whether a word is spelled the British way ("colour", "organise", "maths"). */
export const isBritishSpelling = (word: string) => americanSpelling(word) !== word.toLowerCase();

/** Whether `original` is the other variety's spelling of `suggestion` ("colour" for an American learner). */
export function isOtherVarietySpelling(
  original: string,
  suggestion: string,
  variety: EnglishVariety,
): boolean {
  const [british, american] = variety === 'american' ? [original, suggestion] : [suggestion, original];
  return (
    british.toLowerCase() !== american.toLowerCase() &&
    americanSpelling(british) === american.toLowerCase() &&
    americanSpelling(american) === american.toLowerCase()
  );
}

/**
 * Whether the learner wrote the other variety's spelling of the suggestion: for an American learner, a
 * British spelling the dictionary has ("authour" looks like a British "author" but is a misspelling).
 */
export function isVarietySpelling(
  original: string,
  suggestion: string,
  context: Pick<SpellingContext, 'variety' | 'rank'>,
): boolean {
  if (!isOtherVarietySpelling(original, suggestion, context.variety)) return false;
  // An American form is a word ("traveled"); a British-looking one may be made up, so the dictionary says.
  return context.variety === 'british' || context.rank?.(original) !== null;
}
