import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CheckIssue, CheckIssueType } from '@contract';
import type { Db } from '../db/database';
import type { DrillsTable, MistakesTable } from '../db/tables';
import type { Transaction } from '../db/transaction';
import type { KeysetPosition } from '../lib/keyset-cursor';
import { afterPosition } from '../lib/keyset-page';
import { drillKey, drillPromptText } from './drill-prompt';
import { newDrillCard } from './drill-schedule';

export type MistakeRow = Selectable<MistakesTable>;
/** A mistake with its check's sentence and correction, and whether its drill is mastered, as every read answers it. */
export type MistakeRecord = MistakeRow & {
  sentence: string;
  corrected_sentence: string;
  drill_mastered: number | null;
};

export type DrillRow = Selectable<DrillsTable>;
/** A drill with the number of mistakes that feed it now (counted on read: a deleted check lowers it). */
export type DrillRecord = DrillRow & { mistake_total: number };

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

/** A mistake as its drill is made from it. */
interface DrillSource {
  type: string;
  original: string;
  suggestion: string;
  explanation: string;
  sentence: string;
  correctedSentence: string;
  start: number;
  end: number;
}

/* Rows per INSERT: well under both dialects' limits on bound parameters (a drill has 24 columns). */
const DRILL_INSERT_CHUNK = 40;
/* Mistakes given a drill per round when a learner's older notebook is brought up to date. */
const BACKFILL_BATCH = 200;

const pairOf = (originalKey: string, suggestionKey: string) => JSON.stringify([originalKey, suggestionKey]);
const pairOfSource = (source: Pick<DrillSource, 'original' | 'suggestion'>) =>
  pairOf(drillKey(source.original), drillKey(source.suggestion));

/*
 * The drill of each original → suggestion of `sources`, made when the learner has none yet (the first
 * mistake's words, explanation and prompt), by its id. Inserting a pair that exists does nothing (the
 * unique (user_id, original_key, suggestion_key)), so two writers making the same drill end with one.
 */
async function drillsFor(
  on: Db,
  userId: string,
  sources: DrillSource[],
  createdAt: string,
): Promise<Map<string, string>> {
  const firsts = new Map<string, DrillSource>();
  for (const source of sources) {
    const pair = pairOfSource(source);
    if (!firsts.has(pair)) firsts.set(pair, source);
  }
  const card = newDrillCard(new Date(createdAt));
  const rows = [...firsts.values()].map((source) => ({
    id: randomUUID(),
    user_id: userId,
    type: source.type,
    original_key: drillKey(source.original),
    suggestion_key: drillKey(source.suggestion),
    original: source.original,
    suggestion: source.suggestion,
    prompt_text: drillPromptText(source),
    explanation: source.explanation,
    mistake_count: 1,
    ...card,
    first_day: null,
    mastered: 0,
    created_at: createdAt,
  }));
  for (let index = 0; index < rows.length; index += DRILL_INSERT_CHUNK) {
    await on
      .insertInto('drills')
      .values(rows.slice(index, index + DRILL_INSERT_CHUNK))
      .onConflict((conflict) => conflict.columns(['user_id', 'original_key', 'suggestion_key']).doNothing())
      .execute();
  }
  const originalKeys = [...new Set(rows.map((row) => row.original_key))];
  const found = await on
    .selectFrom('drills')
    .select(['id', 'original_key', 'suggestion_key'])
    .where('user_id', '=', userId)
    .where('original_key', 'in', originalKeys)
    .execute();
  const ids = new Map<string, string>();
  for (const drill of found) {
    const pair = pairOf(drill.original_key, drill.suggestion_key);
    if (firsts.has(pair)) ids.set(pair, drill.id);
  }
  return ids;
}

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

  /* A drill as the queue and an answer read it: with the mistakes feeding it, one index seek (mistakes_drill). */
  const drillsWithCount = () =>
    db
      .selectFrom('drills')
      .selectAll('drills')
      .select((eb) =>
        eb
          .selectFrom('mistakes')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('mistakes.drill_id', '=', 'drills.id')
          .as('mistake_total'),
      );

  const asDrillRecord = (row: DrillRow & { mistake_total: unknown }): DrillRecord => ({
    ...row,
    mistake_total: Number(row.mistake_total ?? 0),
  });

  return {
    /**
     * Keeps the notebook in step with a new check: each of its issues becomes a mistake, linked to the drill
     * of its original → suggestion (made now when the learner has none), in the checks service's
     * transaction, so the check, its mistakes and their drills are saved together or not at all. Deleting a
     * check deletes its mistakes (foreign key). Recording a check twice changes nothing: (check_id,
     * position) is unique.
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
      const drills = await drillsFor(trx, check.user_id, sources, check.created_at);
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
        .onConflict((conflict) => conflict.columns(['check_id', 'position']).doNothing())
        .execute();
    },

    /**
     * Gives drills to the learner's mistakes made before drills existed (drill_id null), a batch at a
     * time. Each step is idempotent (a drill exists once per pair; a mistake is linked only while
     * unlinked), so two requests doing it at once end in the same state without a transaction. Which of a
     * pair's older mistakes gives the drill its words and prompt is whichever comes first.
     */
    async linkUnlinkedMistakes(userId: string, at: string): Promise<number> {
      let linked = 0;
      for (;;) {
        const batch = await db
          .selectFrom('mistakes')
          .innerJoin('sentence_checks', 'sentence_checks.id', 'mistakes.check_id')
          .select([
            'mistakes.id',
            'mistakes.type',
            'mistakes.original',
            'mistakes.suggestion',
            'mistakes.explanation',
            'mistakes.span_start',
            'mistakes.span_end',
            'sentence_checks.sentence',
            'sentence_checks.corrected_sentence',
          ])
          .where('mistakes.drill_id', 'is', null)
          .where('mistakes.user_id', '=', userId)
          // No order: a sort would walk all of the learner's mistakes (mistakes_user_recent) to find these.
          .limit(BACKFILL_BATCH)
          .execute();
        if (batch.length === 0) return linked;
        const sources = batch.map((row) => ({
          type: row.type,
          original: row.original,
          suggestion: row.suggestion,
          explanation: row.explanation,
          sentence: row.sentence,
          correctedSentence: row.corrected_sentence,
          start: row.span_start,
          end: row.span_end,
        }));
        const drills = await drillsFor(db, userId, sources, at);
        const byDrill = new Map<string, string[]>();
        batch.forEach((row, index) => {
          const drillId = drills.get(pairOfSource(sources[index]!));
          if (drillId === undefined) return;
          byDrill.set(drillId, [...(byDrill.get(drillId) ?? []), row.id]);
        });
        let round = 0;
        for (const [drillId, mistakeIds] of byDrill) {
          const result = await db
            .updateTable('mistakes')
            .set({ drill_id: drillId })
            .where('id', 'in', mistakeIds)
            .where('drill_id', 'is', null)
            .executeTakeFirst();
          round += Number(result.numUpdatedRows);
        }
        // Another request linked this batch first: it is linking the rest too.
        if (round === 0) return linked;
        linked += round;
      }
    },

    /**
     * Drills due by `now` that have been answered (is_new 0), most overdue first, from
     * (user_id, is_new, due, id); a drill no mistake feeds any more (its checks deleted) is left out.
     */
    async dueDrills(userId: string, now: string, limit: number): Promise<DrillRecord[]> {
      if (limit <= 0) return [];
      const rows = await drillsWithCount()
        .where('drills.user_id', '=', userId)
        .where('drills.is_new', '=', 0)
        .where('drills.due', '<=', now)
        .where((eb) =>
          eb.exists(
            eb.selectFrom('mistakes').select('mistakes.id').whereRef('mistakes.drill_id', '=', 'drills.id'),
          ),
        )
        .orderBy('drills.due')
        .orderBy('drills.id')
        .limit(limit)
        .execute();
      return rows.map(asDrillRecord);
    },

    /** Drills never answered, oldest first, from the same index. */
    async newDrills(userId: string, limit: number): Promise<DrillRecord[]> {
      if (limit <= 0) return [];
      const rows = await drillsWithCount()
        .where('drills.user_id', '=', userId)
        .where('drills.is_new', '=', 1)
        .where((eb) =>
          eb.exists(
            eb.selectFrom('mistakes').select('mistakes.id').whereRef('mistakes.drill_id', '=', 'drills.id'),
          ),
        )
        .orderBy('drills.due')
        .orderBy('drills.id')
        .limit(limit)
        .execute();
      return rows.map(asDrillRecord);
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

    async drill(userId: string, id: string): Promise<DrillRecord | undefined> {
      const row = await drillsWithCount()
        .where('drills.id', '=', id)
        .where('drills.user_id', '=', userId)
        .executeTakeFirst();
      return row && asDrillRecord(row);
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
