import { checkRequestSchema, type SentenceCheck } from '@contract';
import type { AiRunOptions, CheckedSentence } from '../ai';
import type { Learner } from '../auth';
import type { Transaction } from '../db/transaction';
import type { ChecksService } from './service';

/**
 * A sentence checked as POST /check checks it, answered once rather than streamed, and saved private
 * whatever the learner's community preference: its issues go to their mistakes notebook. The AI cap
 * applies (`plan`), and a failure saves nothing (`create`). For the sentences written in review.
 */
export function privateSentenceChecks(checks: ChecksService) {
  return {
    async check(
      user: Learner,
      sentence: string,
      options: Omit<AiRunOptions<CheckedSentence>, 'onProgress'>,
      withSaved?: (trx: Transaction, check: SentenceCheck) => Promise<void>,
    ): Promise<SentenceCheck> {
      const plan = await checks.plan(user, checkRequestSchema.parse({ sentence, isPublic: false }));
      return checks.create(plan, options, withSaved);
    },
  };
}
