import { createEmptyCard, Rating, State, type Card } from 'ts-fsrs';
import { PRACTICE_LIMITS, type ReviewState } from '@contract';
import type { DrillsTable } from '../db/tables';
import { asReviewState, fsrsStateName, reviewMinute, scheduler } from '../review';

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

const STATE_OF: Record<ReviewState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
  known: State.New,
};

function fromFsrsCard(card: Card): DrillCardFields {
  return {
    state: fsrsStateName(card.state),
    is_new: card.state === State.New ? 1 : 0,
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    last_review: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** A drill nobody has answered yet: a new FSRS card, due from the moment it is made. */
export function newDrillCard(at: Date): DrillCardFields {
  return fromFsrsCard(createEmptyCard(at));
}

/*
 * The review scheduler's fuzz is seeded by the card's `word_id` and its review count; a drill's id stands in
 * for it, so a drill's intervals are as stable as a card's.
 */
function toFsrsCard(id: string, drill: DrillCardFields): Card & { word_id: string } {
  return {
    word_id: id,
    due: new Date(drill.due),
    stability: drill.stability,
    difficulty: drill.difficulty,
    elapsed_days: drill.elapsed_days,
    scheduled_days: drill.scheduled_days,
    learning_steps: drill.learning_steps,
    reps: drill.reps,
    lapses: drill.lapses,
    state: STATE_OF[asReviewState(drill.state)],
    last_review: drill.last_review === null ? undefined : new Date(drill.last_review),
  };
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
    toFsrsCard(id, drill),
    reviewMinute(at),
    correct ? Rating.Good : Rating.Again,
  );
  const fields = fromFsrsCard(card);
  const mastered = drill.mastered === 1 || fields.scheduled_days >= PRACTICE_LIMITS.masteredDays ? 1 : 0;
  return { ...fields, mastered };
}
