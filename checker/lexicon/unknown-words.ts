import type { RawSuggestion } from '../engine/lints';
import { overRegularPlural, overRegularVerb } from './forms';
import { type SpellingContext, WORD_PREFIXES, sameWord } from './spelling-context';
import { wordRank, rankedSpellings, NEAREST_MAX_RANK, replacements } from './spelling-candidates';
import { isOtherVarietySpelling } from './variety-spelling';

/*
 * A word to check: a lower-case word of letters that ECDICT does not have and no fix is trusted for (not
 * pinyin, not a word formed with a common prefix or suffix), with the guesses shown beside it.
 */

/**
 * A word of pinyin syllables ("jiaozi", "hutong", "guanxi"): a Chinese word a learner writes on purpose, not
 * a misspelling. Letters after an initial: the finals of Mandarin, longest first.
 */
const PINYIN =
  /^(?:(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|in|un|ia|ie|iu|ua|uo|ui|ue|ve|er|a|o|e|i|u|v))+$/;
/** Longer words are no pinyin here, and the pattern is not tried on them (it backtracks). */
const PINYIN_MAX_LENGTH = 20;
/** Whether a lower-case word is made only of Mandarin syllables: "jiaozi", "hutong", "longjing". */
export const isPinyin = (word: string) => word.length <= PINYIN_MAX_LENGTH && PINYIN.test(word);

/**
 * Whether a word Harper flags, and the checker could not correct with confidence, is surely misspelled, so
 * the learner is told to check it rather than told the sentence is correct ("importand", "cigarrets"). Only
 * a lower-case word of letters that neither Harper nor ECDICT knows, standing alone (not part of a name,
 * an address, a file or markup), not pinyin, and not the other variety's spelling ("colour").
 */
export function isUnknownWord(
  sentence: string,
  start: number,
  original: string,
  suggestions: readonly string[],
  context: SpellingContext,
): boolean {
  // Without the dictionary (no ranks at all) no word can be called unknown: Harper's list is too small.
  if (context.rank === undefined || !/^[a-z]{3,}$/.test(original) || context.isWord(original)) return false;
  if (isPinyin(original)) return false;
  // "borned" is "born" + "-ed", yet no word: a regular form of an irregular one is asked about.
  const overRegular = overRegularVerb(original) ?? overRegularPlural(original);
  if (!overRegular && isWordFormation(original, context.isWord)) return false;
  if (!standsAlone(sentence, start, original)) return false;
  return !suggestions.some((suggestion) => isOtherVarietySpelling(original, suggestion, context.variety));
}

/**
 * Whether the word at `start` is a word of the sentence on its own: not a compound's first part ("Seong-ho";
 * "new-fasion" is "new-fashion"), a user name ("xiaoming_88"), an address ("example.com", "a@b"), a path or
 * markup ("&rsquo;"). A semicolon or a full stop after a word is punctuation ("very high temparture; it
 * caused…", "temparture.It was").
 */
export function standsAlone(sentence: string, start: number, word: string): boolean {
  const before = sentence.slice(Math.max(0, start - 1), start);
  const after = sentence.slice(start + word.length, start + word.length + 2);
  return !/[_/@&\\\p{L}\p{N}]$/u.test(before) && !/^[-‐–—_/@&\\\p{L}\p{N}]|^[.:][\p{Ll}\p{N}]/u.test(after);
}

/** Prefixes that make new words of known ones: "unkept", "nonfluoridated", "ecocertified". */
const FORMATION_PREFIXES = [...WORD_PREFIXES, 'de', 'anti', 'multi', 'eco', 'inter', 'sub', 'super', 'semi'];
/** Endings that make new words of known ones: "demagogued", "disking", "endothermy", "gelatinized". */
const FORMATION_SUFFIXES =
  'ization isation izing ising ized ised izes ises ize ise ness ment ship hood less able ful ity ism ist ing est ers er ed es ly s d y'.split(
    ' ',
  );
/** A word made of parts only this long is looked at; longer ones are no word. */
const FORMATION_MAX_LENGTH = 30;

/**
 * Whether a word the dictionary lacks is made of words it has: a prefix or an ending on one ("unkept",
 * "refighting", "demagogued"), or two common words closed up ("homeowner"). Such a word may be one the
 * learner meant; the checker cannot tell, so it does not ask.
 */
function isWordFormation(word: string, isWord: (word: string) => boolean, depth = 0): boolean {
  if (word.length > FORMATION_MAX_LENGTH || depth > 1) return false;
  const known = (part: string) =>
    part.length >= 3 && (isWord(part) || isWordFormation(part, isWord, depth + 1));
  for (const prefix of FORMATION_PREFIXES) {
    if (word.startsWith(prefix) && known(word.slice(prefix.length))) return true;
  }
  for (const suffix of FORMATION_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    // "gelatinized": "gelatin"; "happiness": "happy"; "stopped": "stop".
    const stems = [stem, `${stem}e`, stem.replace(/i$/, 'y'), stem.replace(/(.)\1$/, '$1')];
    if (stems.some((form) => form.length >= 3 && isWord(form))) return true;
  }
  // Two words of four letters or more: "homeowner", not "importand" ("import and").
  for (let i = 4; i <= word.length - 4; i += 1) {
    if (wordRank(word.slice(0, i)) < Infinity && wordRank(word.slice(i)) < Infinity) return true;
  }
  return false;
}

/** How many guesses a word to check shows. */
const MAX_GUESSES = 3;

/**
 * What an unknown word may have been meant as, the likeliest first: Harper's suggestions and the dictionary's
 * nearest words as the spelling fix weighs them, without names, possessives, splits ("import and" for
 * "importand": the split was refused), or two forms of one word. Guesses, shown as such: none of them goes
 * into the corrected sentence.
 */
export function spellingGuesses(
  original: string,
  suggestions: readonly RawSuggestion[],
  context: Pick<SpellingContext, 'variety' | 'rank' | 'nearest' | 'place'>,
): string[] {
  const texts = replacements(suggestions);
  // "borned": the irregular word it was made from comes first ("born", "bore"; "childs": "children").
  const verb = overRegularVerb(original);
  const guesses: string[] = verb
    ? [...new Set([verb.participle, verb.past])]
    : [overRegularPlural(original) ?? []].flat();
  for (const { text } of rankedSpellings(original, texts, context)) {
    if (text !== text.toLowerCase() || /['’\s]/.test(text) || guesses.some((guess) => sameWord(guess, text)))
      continue;
    // A rare word is no guess a learner can use ("cigarrets": "garrets").
    if (Math.min(wordRank(text), context.rank?.(text) ?? Infinity) > NEAREST_MAX_RANK) continue;
    guesses.push(text);
    if (guesses.length === MAX_GUESSES) break;
  }
  return guesses;
}
