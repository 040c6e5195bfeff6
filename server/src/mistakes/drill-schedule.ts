import { createEmptyCard, Rating } from 'ts-fsrs';
import { PRACTICE_LIMITS } from '@contract';
import type { DrillsTable } from '../db/tables';
import { fromFsrsCard, reviewMinute, scheduler, toFsrsCard } from '../review';

/** The FSRS columns of a drill, as stored. */
export type DrillCardFields = Pick<
  DrillsTable,
  | 'state'
  | 'is_new'
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsed_days'
  | 'scheduled_days'
  | 'learning_steps'
  | 'reps'
  | 'lapses'
  | 'last_review'
>;

/** A drill nobody has answered yet: a new FSRS card, due from the moment it is made. */
export function newDrillCard(at: Date): DrillCardFields {
  return fromFsrsCard(createEmptyCard(at));
}

/**
 * The drill after an answer at `at`: `good` when right, `again` when wrong (FSRS, as cards are rated). It is
 * mastered once an interval reaches PRACTICE_LIMITS.masteredDays, and stays so after a later lapse: the
 * notebook counts what the learner has once got past.
 */
export function answerDrill(
  id: string,
  drill: DrillCardFields & { mastered: number },
  correct: boolean,
  at: Date,
): DrillCardFields & { mastered: number } {
  const { card } = scheduler.next(
    // The scheduler's fuzz is seeded by a card's word id: the drill's id stands in, for stable intervals.
    toFsrsCard({ ...drill, word_id: id }),
    reviewMinute(at),
    correct ? Rating.Good : Rating.Again,
  );
  const fields = fromFsrsCard(card);
  const mastered = drill.mastered === 1 || fields.scheduled_days >= PRACTICE_LIMITS.masteredDays ? 1 : 0;
  return { ...fields, mastered };
}
