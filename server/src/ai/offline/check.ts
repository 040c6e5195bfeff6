import type { Dictionary } from '../../dictionary';
import type { CheckedSentence, OfflineCheckSettings } from '../types';
import { buildCheckWithEdits, DEFAULT_POLICY, type CorrectionPolicy } from './build';
import { learnerLints } from './learner';
import type { RawLint } from './lints';
import { withSecondPass } from './second-pass';

/**
 * The dictionary as the checker uses it: is this a word learners meet (ECDICT exam or frequency lists), how
 * common is it, and which words are nearest to a misspelling.
 */
export type WordLookup = Pick<Dictionary, 'isKnown' | 'rank'> & Partial<Pick<Dictionary, 'suggest'>>;

/**
 * From Harper's lints of one sentence to the check a learner sees: the one path the app and eval share.
 * The learner rules run again on the corrected sentence, where misspellings no longer hide their words
 * (second-pass.ts).
 */
export function checkFromLints(
  sentence: string,
  harperLints: readonly RawLint[],
  settings: OfflineCheckSettings,
  { policy = DEFAULT_POLICY, dictionary }: { policy?: CorrectionPolicy; dictionary?: WordLookup } = {},
): CheckedSentence {
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
  const lints = [...harperLints, ...learnerLints(sentence, harperLints, settings.englishVariety)];
  const first = buildCheckWithEdits(sentence, lints, settings, policy, words);
  const corrected = first.check.correctedSentence;
  if (corrected === sentence) return first.check;
  const second = buildCheckWithEdits(
    corrected,
    learnerLints(corrected, [], settings.englishVariety),
    settings,
    policy,
    words,
  );
  return withSecondPass(sentence, first, second, settings.grammarLanguage);
}
