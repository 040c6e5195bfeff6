import type { Dictionary } from '../../dictionary';
import type { CheckedSentence, OfflineCheckSettings } from '../types';
import { buildCheck, DEFAULT_POLICY, type CorrectionPolicy } from './build';
import { learnerLints } from './learner';
import type { RawLint } from './lints';

/** The dictionary as the checker uses it: is this a word learners meet (ECDICT exam or frequency lists)? */
export type WordLookup = Pick<Dictionary, 'isKnown' | 'rank'>;

/** From Harper's lints of one sentence to the check a learner sees: the one path the app and eval share. */
export function checkFromLints(
  sentence: string,
  harperLints: readonly RawLint[],
  settings: OfflineCheckSettings,
  { policy = DEFAULT_POLICY, dictionary }: { policy?: CorrectionPolicy; dictionary?: WordLookup } = {},
): CheckedSentence {
  const words = {
    isWord: (word: string) => dictionary?.isKnown(word) ?? false,
    rank: (word: string) => dictionary?.rank(word) ?? null,
  };
  return buildCheck(
    sentence,
    [...harperLints, ...learnerLints(sentence, harperLints)],
    settings,
    policy,
    words,
  );
}
