import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CheckIssue, CheckIssueType } from '@contract';
import type { Db } from '../db/database';
import type { DrillsTable, MistakesTable } from '../db/tables';
import type { Transaction } from '../db/transaction';
import type { KeysetPosition } from '../lib/keyset-cursor';
import { afterPosition } from '../lib/keyset-page';
import { drillsFor, linkMistakes, pairOfSource, releaseChecks, type UnlinkedMistake } from './drill-counts';

export type MistakeRow = Selectable<MistakesTable>;
/** A mistake with its check's sentence and correction, and whether its drill is mastered, as every read answers it. */
export type MistakeRecord = MistakeRow & {
  sentence: string;
  corrected_sentence: string;
  drill_mastered: number | null;
};

export type DrillRow = Selectable<DrillsTable>;
/** A drill as every read answers it: `mistake_count` is kept in step by every write of its mistakes. */
export type DrillRecord = DrillRow;

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

/* Mistakes given a drill per round when a learner's older notebook is brought up to date. */
const BACKFILL_BATCH = 200;

/** SQL for the mistakes notebook; knows nothing of HTTP or of the rules. Every query is scoped to one user. */
export function createMistakesRepository(db: Db) {
  const withCheck = () =>
    db
      .selectFrom('mistakes')
      .innerJoin('sentence_checks', 'sentence_checks.id', 'mistakes.check_id')
      .leftJoin('drills', 'drills.id', 'mistakes.drill_id')
      .selectAll('mistakes')
      .select([
        'sentence_checks.sentence',
        'sentence_checks.corrected_sentence',
        'drills.mastered as drill_mastered',
      ]);

  return {
    /**
     * Keeps the notebook in step with a new check: each of its issues becomes a mistake, linked to the drill
     * of its original → suggestion (made now when the learner has none), in the checks service's
     * transaction, so the check, its mistakes and their drills (and each drill's mistake_count) are saved
     * together or not at all. Deleting a check deletes its mistakes (foreign key) after `releaseChecks`.
     */
    async recordCheckMistakes(trx: Transaction, check: CheckedSentenceRecord): Promise<void> {
      if (check.issues.length === 0) return;
      // Written by the checks service just before, on this transaction.
      const sentences = await trx
        .selectFrom('sentence_checks')
        .select(['sentence', 'corrected_sentence'])
        .where('id', '=', check.id)
        .executeTakeFirst();
      const sources = check.issues.map((issue) => ({
        ...issue,
        sentence: sentences?.sentence ?? '',
        correctedSentence: sentences?.corrected_sentence ?? '',
      }));
      const drills = await drillsFor(trx, check.user_id, sources, check.created_at, true);
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
            drill_id: drills.get(pairOfSource(issue)) ?? null,
          })),
        )
        .execute();
    },

    /** Before these checks are deleted, in the deleting transaction: see drill-counts.ts. */
    releaseChecks,

    /**
     * A batch of the learner's mistakes made before drills existed (drill_id null). Whether there is any
     * is asked first of (user_id, drill_id) alone, which SQLite answers from the index whatever its
     * statistics say (taken while every drill_id was null, they make it prefer scanning the table); a
     * notebook already up to date costs that one seek. Their checks' sentences are read after, by id.
     */
    async unlinkedMistakes(userId: string): Promise<UnlinkedMistake[]> {
      const any = await db
        .selectFrom('mistakes')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('drill_id', 'is', null)
        .limit(1)
        .executeTakeFirst();
      if (!any) return [];
      const rows = await db
        .selectFrom('mistakes')
        .select(['id', 'check_id', 'type', 'original', 'suggestion', 'explanation', 'span_start', 'span_end'])
        .where('user_id', '=', userId)
        .where('drill_id', 'is', null)
        // No order: a sort would walk all of the learner's mistakes (mistakes_user_recent) to find these.
        .limit(BACKFILL_BATCH)
        .execute();
      if (rows.length === 0) return [];
      const checks = await db
        .selectFrom('sentence_checks')
        .select(['id', 'sentence', 'corrected_sentence'])
        .where('id', 'in', [...new Set(rows.map((row) => row.check_id))])
        .execute();
      const byId = new Map(checks.map((check) => [check.id, check]));
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        original: row.original,
        suggestion: row.suggestion,
        explanation: row.explanation,
        sentence: byId.get(row.check_id)?.sentence ?? '',
        correctedSentence: byId.get(row.check_id)?.corrected_sentence ?? '',
        start: row.span_start,
        end: row.span_end,
      }));
    },

    /** Gives a batch of older mistakes their drills, in the caller's transaction: see drill-counts.ts. */
    linkMistakes,

    /**
     * Drills due by `now` that have been answered (is_new 0), most overdue first: one range of
     * (user_id, is_new, due, id). Every drill has a mistake feeding it (`releaseChecks` deletes the others).
     */
    dueDrills(userId: string, now: string, limit: number): Promise<DrillRecord[]> {
      if (limit <= 0) return Promise.resolve([]);
      return db
        .selectFrom('drills')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_new', '=', 0)
        .where('due', '<=', now)
        .orderBy('due')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Drills never answered, oldest first, from the same index. */
    newDrills(userId: string, limit: number): Promise<DrillRecord[]> {
      if (limit <= 0) return Promise.resolve([]);
      return db
        .selectFrom('drills')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_new', '=', 1)
        .orderBy('due')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Drills first answered on the learner's day `day` (drills_user_first_day). */
    async drillsStartedOn(userId: string, day: string): Promise<number> {
      const row = await db
        .selectFrom('drills')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .where('first_day', '=', day)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    drill(userId: string, id: string): Promise<DrillRecord | undefined> {
      return db
        .selectFrom('drills')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Writes an answered drill if nobody answered it since it was read (its `reps` unchanged): one
     * statement, so two answers at once apply one after the other. False when another answer came first.
     */
    async saveAnswer(
      userId: string,
      before: Pick<DrillRow, 'id' | 'reps'>,
      changes: Partial<Omit<DrillRow, 'id' | 'user_id'>>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('drills')
        .set(changes)
        .where('id', '=', before.id)
        .where('user_id', '=', userId)
        .where('reps', '=', before.reps)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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

    /** Mistakes whose drill is mastered: the learner's mastered drills, then their mistakes by mistakes_drill. */
    async countMastered(userId: string): Promise<number> {
      const row = await db
        .selectFrom('drills')
        .innerJoin('mistakes', 'mistakes.drill_id', 'drills.id')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('drills.user_id', '=', userId)
        .where('drills.mastered', '=', 1)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
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
