import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Transaction } from '../db/transaction';
import { drillKey, drillPromptText } from './drill-prompt';
import { newDrillCard } from './drill-schedule';

/*
 * Each drill's mistake_count kept in step with the mistakes that feed it, in the transaction that writes
 * them: saved (drillsFor, counted), linked from before drills existed (linkMistakes), or deleted with their
 * checks (releaseChecks). The drill queue reads the count and never counts.
 */

/** A mistake as its drill is made from it. */
export interface DrillSource {
  type: string;
  original: string;
  suggestion: string;
  explanation: string;
  sentence: string;
  correctedSentence: string;
  start: number;
  end: number;
}

/** A mistake from before drills existed, as its drill is made from it. */
export type UnlinkedMistake = DrillSource & { id: string };

/* Rows per INSERT: well under both dialects' limits on bound parameters (a drill has 24 columns). */
const DRILL_INSERT_CHUNK = 40;
/* Drill ids per IN list when a deletion brings their counts down. */
const DRILL_ID_CHUNK = 500;

const pairOf = (originalKey: string, suggestionKey: string) => JSON.stringify([originalKey, suggestionKey]);
export const pairOfSource = (source: Pick<DrillSource, 'original' | 'suggestion'>) =>
  pairOf(drillKey(source.original), drillKey(source.suggestion));

/*
 * The drill of each original → suggestion of `sources`, by pair, made when the learner has none yet (the
 * first mistake's words, explanation and prompt). When `counted`, each drill's mistake_count grows by its
 * pair's share of `sources` (mistakes saved with it in the caller's transaction); else by nothing, and the
 * caller adds what it links. One upsert per chunk on the unique (user_id, original_key, suggestion_key):
 * two writers of one pair end with one drill and both counts, and on PostgreSQL a drill deleted meanwhile
 * (its last check gone) is made anew rather than lost. Pairs go in key order, so two writers of the same
 * learner lock their drills in the same order.
 */
export async function drillsFor(
  on: Db,
  userId: string,
  sources: DrillSource[],
  createdAt: string,
  counted: boolean,
): Promise<Map<string, string>> {
  const firsts = new Map<string, { source: DrillSource; count: number }>();
  for (const source of sources) {
    const pair = pairOfSource(source);
    const first = firsts.get(pair);
    if (first) first.count += 1;
    else firsts.set(pair, { source, count: 1 });
  }
  const card = newDrillCard(new Date(createdAt));
  const rows = [...firsts.values()]
    .map(({ source, count }) => ({
      id: randomUUID(),
      user_id: userId,
      type: source.type,
      original_key: drillKey(source.original),
      suggestion_key: drillKey(source.suggestion),
      original: source.original,
      suggestion: source.suggestion,
      prompt_text: drillPromptText(source),
      explanation: source.explanation,
      mistake_count: counted ? count : 0,
      ...card,
      first_day: null,
      mastered: 0,
      created_at: createdAt,
    }))
    .sort((a, b) =>
      pairOf(a.original_key, a.suggestion_key) < pairOf(b.original_key, b.suggestion_key) ? -1 : 1,
    );
  const ids = new Map<string, string>();
  for (let index = 0; index < rows.length; index += DRILL_INSERT_CHUNK) {
    const made = await on
      .insertInto('drills')
      .values(rows.slice(index, index + DRILL_INSERT_CHUNK))
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'original_key', 'suggestion_key']).doUpdateSet((eb) => ({
          mistake_count: eb('drills.mistake_count', '+', eb.ref('excluded.mistake_count')),
        })),
      )
      .returning(['id', 'original_key', 'suggestion_key'])
      .execute();
    for (const drill of made) ids.set(pairOf(drill.original_key, drill.suggestion_key), drill.id);
  }
  return ids;
}

/* The drills fed by mistakes of these checks, with how many of those mistakes each has. */
async function drillsOfChecks(trx: Transaction, checkIds: string[]): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('mistakes')
    .select((eb) => ['drill_id', eb.fn.countAll().as('count')])
    .where('check_id', 'in', checkIds)
    .where('drill_id', 'is not', null)
    .groupBy('drill_id')
    .execute();
  return new Map(rows.map((row) => [row.drill_id!, Number(row.count)]));
}

/**
 * Before these checks go (their mistakes with them, by the foreign key), in the deleting transaction:
 * each drill they fed loses their mistakes from its count, and a drill left with none is deleted. It
 * was made of the learner's own sentence and nothing in the notebook names it any more: a learner who
 * deletes their checks expects the practice made of them gone too, and the same mistake made again
 * starts a new drill.
 */
export async function releaseChecks(trx: Transaction, checkIds: string[]): Promise<void> {
  if (checkIds.length === 0) return;
  const fed = await drillsOfChecks(trx, checkIds);
  const byLoss = new Map<number, string[]>();
  for (const [drillId, loss] of fed) byLoss.set(loss, [...(byLoss.get(loss) ?? []), drillId]);
  // One statement per distinct loss (most checks give each drill one or two mistakes).
  for (const [loss, drillIds] of byLoss) {
    for (let index = 0; index < drillIds.length; index += DRILL_ID_CHUNK) {
      await trx
        .updateTable('drills')
        .set((eb) => ({ mistake_count: eb('mistake_count', '-', loss) }))
        .where('id', 'in', drillIds.slice(index, index + DRILL_ID_CHUNK))
        .execute();
    }
  }
  const drillIds = [...fed.keys()];
  for (let index = 0; index < drillIds.length; index += DRILL_ID_CHUNK) {
    await trx
      .deleteFrom('drills')
      .where('id', 'in', drillIds.slice(index, index + DRILL_ID_CHUNK))
      .where('mistake_count', '<=', 0)
      .execute();
  }
}

/**
 * Gives `batch` its drills in the caller's transaction; answers how many mistakes it linked (0: another
 * request linked them first). A mistake is linked only while unlinked, and its drill counts it only
 * then, so two requests at once count each mistake once. Which of a pair's older mistakes gives the
 * drill its words and prompt is whichever comes first.
 */
export async function linkMistakes(
  trx: Transaction,
  userId: string,
  batch: UnlinkedMistake[],
  at: string,
): Promise<number> {
  const drills = await drillsFor(trx, userId, batch, at, false);
  const byDrill = new Map<string, string[]>();
  for (const mistake of batch) {
    const drillId = drills.get(pairOfSource(mistake));
    if (drillId !== undefined) byDrill.set(drillId, [...(byDrill.get(drillId) ?? []), mistake.id]);
  }
  let linked = 0;
  for (const [drillId, mistakeIds] of byDrill) {
    const result = await trx
      .updateTable('mistakes')
      .set({ drill_id: drillId })
      .where('id', 'in', mistakeIds)
      .where('drill_id', 'is', null)
      .executeTakeFirst();
    const count = Number(result.numUpdatedRows);
    if (count === 0) continue;
    await trx
      .updateTable('drills')
      .set((eb) => ({ mistake_count: eb('mistake_count', '+', count) }))
      .where('id', '=', drillId)
      .execute();
    linked += count;
  }
  return linked;
}
