import type { RawLint } from './lints';
import { issueTypeOf } from './rules';

/*
 * The conflict policy: which lint wins when two want to change the same words. In this order:
 *
 * 1. A learner rule about words beats Harper: Harper's lints that overlap a learner lint (other than a
 *    punctuation one) are dropped. The learner rule is the more specific judgement ("I has went" is one
 *    error of form, not Harper's agreement and a spelling slip).
 * 2. Grammar and word choice beat spelling, spelling beats punctuation, punctuation beats style: the fix of
 *    what a word is comes before how it is written, and how it is written before what stands between words.
 * 3. Within a kind, the fix that starts first.
 * 4. Then the rule first in the registry (rules/registry.ts), and within one rule its first lint: the sort is
 *    stable over the lints in the order the rules gave them.
 *
 * The lints are taken in that order, and a fix that overlaps one already taken is left out of the corrected
 * sentence (acceptedEdits); the same fix from two rules is one issue (build.ts).
 */

/** A learner rule's lint (Wordloom…), not Harper's. */
export const isLearnerLint = (lint: RawLint) => lint.rule.startsWith('Wordloom');

/** Lower first: the issue types in the order their fixes win. */
function typeRank(lint: RawLint): number {
  const type = issueTypeOf(lint);
  if (type === 'grammar' || type === 'word-choice') return 0;
  if (type === 'spelling') return 1;
  if (type === 'punctuation') return 2;
  return 3;
}

/** The lints in the order they win (rules 1 to 4 above), Harper's lints under a learner one left out. */
export function inPrecedence(lints: readonly RawLint[]): RawLint[] {
  const learner = lints.filter((lint) => isLearnerLint(lint) && lint.kind !== 'Punctuation');
  return lints
    .filter(
      (lint) => isLearnerLint(lint) || !learner.some((own) => lint.start < own.end && own.start < lint.end),
    )
    .sort((a, b) => typeRank(a) - typeRank(b) || a.start - b.start);
}

export interface Edit {
  start: number;
  end: number;
  replacement: string;
}

/** The edits that apply when some overlap: the first of overlapping ones wins. Sorted by position. */
export function acceptedEdits(edits: readonly Edit[]): Edit[] {
  const accepted: Edit[] = [];
  for (const edit of edits) {
    if (!accepted.some((other) => edit.start < other.end && other.start < edit.end)) accepted.push(edit);
  }
  return accepted.sort((a, b) => a.start - b.start);
}
