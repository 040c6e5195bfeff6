import type { SentenceCheck } from '@contract';
import type { Learner } from '../auth';
import type { Transaction } from '../db/transaction';

export interface WrittenCheckOptions {
  /** Aborted when the learner goes away: nothing is saved and the card is left as it was. */
  signal: AbortSignal;
  /** Of the AI's progress messages. */
  language: 'en' | 'zh';
}

/**
 * How review has a sentence written with a word checked: as POST /check checks it, saved private so its
 * issues reach the mistakes notebook; an AI failure is thrown as /check answers it. app.ts fills it with
 * the checks feature (`privateSentenceChecks`), so review does not import checks, nor checks review.
 */
export interface WrittenSentenceChecks {
  /** `withSaved` runs in the transaction that saves the check: the card is graded in the same commit. */
  check(
    user: Learner,
    sentence: string,
    options: WrittenCheckOptions,
    withSaved: (trx: Transaction, check: SentenceCheck) => Promise<void>,
  ): Promise<SentenceCheck>;
}
