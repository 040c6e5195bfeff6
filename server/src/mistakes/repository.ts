import type { Insertable, Selectable } from 'kysely';
import type { CheckIssueType } from '@contract';
import type { Db } from '../db/database';
import type { MistakesTable } from '../db/tables';
import type { KeysetPosition } from '../lib/keyset-cursor';
import { afterPosition } from '../lib/keyset-page';

export type MistakeRow = Selectable<MistakesTable>;
/** A mistake with its check's sentence and correction, as every read answers it. */
export type MistakeRecord = MistakeRow & { sentence: string; corrected_sentence: string };

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
    /** Recording a check twice changes nothing: (check_id, position) is unique. */
    async insert(rows: Insertable<MistakesTable>[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('mistakes')
        .values(rows)
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
