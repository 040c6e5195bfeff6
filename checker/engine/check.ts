import type { EnglishVariety } from '@contract';
import type { CheckResult, CheckSettings, WordLookup } from '../types';
import { buildCheckWithEdits, DEFAULT_POLICY, type CorrectionPolicy } from './build';
import { learnerLints } from '../rules/registry';
import type { RawLint } from './lints';
import { SPELLING_RULES } from './rules';
import { withSecondPass } from './second-pass';
import { isOtherVarietySpelling } from '../lexicon/variety-spelling';

/**
 * From Harper's lints of one sentence to the check a learner sees: the one path the app and eval share.
 * The learner rules run again on the corrected sentence, where misspellings no longer hide their words
 * (second-pass.ts).
 */
export function checkFromLints(
  sentence: string,
  harperLints: readonly RawLint[],
  settings: CheckSettings,
  { policy = DEFAULT_POLICY, dictionary }: { policy?: CorrectionPolicy; dictionary?: WordLookup } = {},
): CheckResult {
  const nearest = new Map<string, string[]>();
  const words = {
    isWord: (word: string) => dictionary?.isKnown(word) ?? false,
    // No rank at all without the dictionary: "unranked" would read as "not a word".
    rank: dictionary && ((word: string) => dictionary.rank(word)),
    // Asked once per word and check: the fix and the guesses of a word to check both weigh its nearest words.
    nearest: (word: string) => {
      if (!nearest.has(word)) nearest.set(word, dictionary?.suggest?.(word, 10) ?? []);
      return nearest.get(word)!;
    },
  };
  const misspelled = misspellings(harperLints, settings.englishVariety);
  const ownLints = (text: string, harper: readonly RawLint[]) =>
    learnerLints(text, harper, settings.englishVariety).filter((lint) => !keepsMisspelling(lint, misspelled));
  const lints = [...harperLints, ...ownLints(sentence, harperLints)];
  const first = buildCheckWithEdits(sentence, lints, settings, policy, words);
  const corrected = first.check.correctedSentence;
  if (corrected === sentence) return first.check;
  const second = buildCheckWithEdits(corrected, ownLints(corrected, []), settings, policy, words);
  return withSecondPass(sentence, first, second, settings.grammarLanguage);
}

/**
 * The words Harper does not know (misspelled, or run together): what a learner rule cannot read. Not the
 * other variety's spelling ("favorite" for a British learner), which is a word.
 */
function misspellings(harperLints: readonly RawLint[], variety: EnglishVariety): Set<string> {
  const misspelling = (lint: RawLint) =>
    SPELLING_RULES.has(lint.rule) &&
    !lint.suggestions.some((suggestion) => isOtherVarietySpelling(lint.problem, suggestion.text, variety));
  return new Set(harperLints.filter(misspelling).map((lint) => lint.problem));
}

/**
 * Whether a learner rule's fix keeps a misspelled word of its span as it is: it read the word as one it is not
 * ("It is arisky plan" -> "an arisky plan", where "arisky" is "a risky"). It gives way to the spelling fix;
 * once that is made, the second pass reads the real word. A fix of the word itself ("goed" -> "went") stays.
 */
function keepsMisspelling(lint: RawLint, misspelled: ReadonlySet<string>): boolean {
  if (misspelled.size === 0) return false;
  const kept = new Set(lint.suggestions.flatMap((suggestion) => suggestion.text.split(BETWEEN_WORDS)));
  return lint.problem.split(BETWEEN_WORDS).some((word) => misspelled.has(word) && kept.has(word));
}

/** What stands between words: anything but letters, apostrophes and hyphens ("don't", "well-known"). */
const BETWEEN_WORDS = /[^\p{L}'’-]+/u;
