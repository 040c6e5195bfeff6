import type { GrammarLanguage } from '@contract';
import type { CheckedSentence } from '../types';
import { buildCheck, DEFAULT_POLICY, type CorrectionPolicy } from './build';
import { learnerLints } from './learner';
import type { RawLint } from './lints';

/** From Harper's lints of one sentence to the check a learner sees: the one path the app and eval share. */
export function checkFromLints(
  sentence: string,
  harperLints: readonly RawLint[],
  grammarLanguage: GrammarLanguage,
  policy: CorrectionPolicy = DEFAULT_POLICY,
): CheckedSentence {
  return buildCheck(
    sentence,
    [...harperLints, ...learnerLints(sentence, harperLints)],
    grammarLanguage,
    policy,
  );
}
