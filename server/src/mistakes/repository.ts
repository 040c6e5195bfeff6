import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CheckIssue, CheckIssueType } from '@contract';
import type { Db } from '../db/database';
import type { MistakesTable } from '../db/tables';
import type { Transaction } from '../db/transaction';
import type { KeysetPosition } from '../lib/keyset-cursor';
import { afterPosition } from '../lib/keyset-page';

export type MistakeRow = Selectable<MistakesTable>;
/** A mistake with its check's sentence and correction, as every read answers it. */
export type MistakeRecord = MistakeRow & { sentence: string; corrected_sentence: string };

/** The sentence check whose issues become mistakes. */
export interface CheckedSentenceRecord {
  id: string;
  user_id: string;
  created_at: string;
  issues: CheckIssue[];
}

export interface MistakesPageRequest {
  userId: string;
  type?: CheckIssueType;
  limit: number;
  after?: KeysetPosition<string>;
}

/** SQL for the mistakes notebook; knows nothing of HTTP or of the rules. Every query is scoped to one user. */
export function createMistakesRepository(db: Db) {
  const withCheck = () =>
    db
      .selectFrom('mistakes')
      .innerJoin('sentence_checks', 'sentence_checks.id', 'mistakes.check_id')
      .selectAll('mistakes')
      .select(['sentence_checks.sentence', 'sentence_checks.corrected_sentence']);

  return {
    /**
     * Keeps the notebook in step with a new check: each of its issues becomes a mistake, in the checks
     * service's transaction, so the check and its mistakes are saved together or not at all. Deleting a
     * check deletes its mistakes (foreign key). Recording a check twice changes nothing: (check_id,
     * position) is unique.
     */
    async recordCheckMistakes(trx: Transaction, check: CheckedSentenceRecord): Promise<void> {
      if (check.issues.length === 0) return;
      await trx
        .insertInto('mistakes')
        .values(
          check.issues.map((issue, position) => ({
            id: randomUUID(),
            user_id: check.user_id,
            check_id: check.id,
            position,
            type: issue.type,
            original: issue.original,
            suggestion: issue.suggestion,
            explanation: issue.explanation,
            span_start: issue.start,
            span_end: issue.end,
            created_at: check.created_at,
          })),
        )
        .onConflict((conflict) => conflict.columns(['check_id', 'position']).doNothing())
        .execute();
    },

    /**
     * One page, newest first, from (user_id, created_at desc, id) or, filtered, (user_id, type,
     * created_at desc, id); one row more than `limit` tells whether more follow.
     */
    page({ userId, type, limit, after }: MistakesPageRequest): Promise<MistakeRecord[]> {
      let query = withCheck().where('mistakes.user_id', '=', userId);
      if (type !== undefined) query = query.where('mistakes.type', '=', type);
      if (after) query = query.where((eb) => afterPosition(eb, 'mistakes.created_at', 'mistakes.id', after));
      return query
        .orderBy('mistakes.created_at', 'desc')
        .orderBy('mistakes.id', 'asc')
        .limit(limit + 1)
        .execute();
    },

    async countByType(userId: string): Promise<Array<{ type: string; count: number }>> {
      const rows = await db
        .selectFrom('mistakes')
        .select((eb) => ['type', eb.fn.countAll().as('count')])
        .where('user_id', '=', userId)
        .groupBy('type')
        .execute();
      return rows.map((row) => ({ type: row.type, count: Number(row.count) }));
    },

    /** When each mistake since `since` was made (the trend is counted in the learner's zone). */
    async timesSince(userId: string, since: string): Promise<string[]> {
      const rows = await db
        .selectFrom('mistakes')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .execute();
      return rows.map((row) => row.created_at);
    },

    /** Every mistake of the user, newest first (the data export). */
    allOf(userId: string): Promise<MistakeRecord[]> {
      return withCheck()
        .where('mistakes.user_id', '=', userId)
        .orderBy('mistakes.created_at', 'desc')
        .orderBy('mistakes.id', 'asc')
        .execute();
    },
  };
}

export type MistakesRepository = ReturnType<typeof createMistakesRepository>;
