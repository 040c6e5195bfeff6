import type { CardFields, ReviewCardRow, ReviewLogRow } from './repository';

type PrevColumns = Pick<
  ReviewLogRow,
  | 'prev_due'
  | 'prev_stability'
  | 'prev_difficulty'
  | 'prev_elapsed_days'
  | 'prev_scheduled_days'
  | 'prev_learning_steps'
  | 'prev_reps'
  | 'prev_lapses'
  | 'prev_last_review'
>;

/** The card as a rating found it, for its log row: what undoing the rating puts back. */
export function prevColumns(card: ReviewCardRow): PrevColumns {
  return {
    prev_due: card.due,
    prev_stability: card.stability,
    prev_difficulty: card.difficulty,
    prev_elapsed_days: card.elapsed_days,
    prev_scheduled_days: card.scheduled_days,
    prev_learning_steps: card.learning_steps,
    prev_reps: card.reps,
    prev_lapses: card.lapses,
    prev_last_review: card.last_review,
  };
}

/*
 * The queue a card of this state belongs in (review_cards.is_new): a known card rated anyway is put back
 * known by undo, in no queue, as it was; an unsuspended card goes back to its state's queue.
 */
export function isNewOf(state: string): number {
  if (state === 'new') return 1;
  return state === 'known' ? 2 : 0;
}

/** The card before this rating, or null for a rating logged before its card was kept (it cannot be undone). */
export function cardBefore(log: ReviewLogRow): CardFields | null {
  const {
    prev_due: due,
    prev_stability: stability,
    prev_difficulty: difficulty,
    prev_elapsed_days: elapsedDays,
    prev_scheduled_days: scheduledDays,
    prev_learning_steps: learningSteps,
    prev_reps: reps,
    prev_lapses: lapses,
  } = log;
  if (
    due === null ||
    stability === null ||
    difficulty === null ||
    elapsedDays === null ||
    scheduledDays === null ||
    learningSteps === null ||
    reps === null ||
    lapses === null
  ) {
    return null;
  }
  return {
    state: log.state_before,
    is_new: isNewOf(log.state_before),
    due,
    stability,
    difficulty,
    elapsed_days: elapsedDays,
    scheduled_days: scheduledDays,
    learning_steps: learningSteps,
    reps,
    lapses,
    last_review: log.prev_last_review,
  };
}
