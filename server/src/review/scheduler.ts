import {
  fsrs,
  GenSeedStrategyWithCardId,
  generatorParameters,
  State,
  StrategyMode,
  type Card,
  type ReviewLog,
} from 'ts-fsrs';
import { REVIEW_STATES, type ReviewState } from '@contract';
import { FSRS_STATES, REVIEW_STATE_OF } from '../../../contract/review-schedule';
import type { CardFields, ReviewCardRow } from './repository';

/*
 * FSRS through ts-fsrs, never a scheduler of our own. Review cards are scheduled with the learner's
 * desired retention and fitted parameters (learner-scheduler.ts), on the day within FSRS's fuzz range the
 * load balancer picks (load-balance.ts, through balanced-review.ts). Mistake drills use `scheduler` below:
 * the default parameters with ts-fsrs's own fuzz (docs/architecture.md, "Review and the mistakes notebook").
 *
 * The interval on a rating button must be the interval the rating gives (docs/api-conventions.md, "Review
 * ratings"). ts-fsrs's default fuzz seed includes the review time to the millisecond, so a preview read
 * seconds before the rating drew other fuzz (8 days shown, 6 given). Here the seed is ts-fsrs's own
 * card-id strategy: the word's id and the card's review count, the same however long the learner looks at
 * the card; the load balancer draws from the same, on loads the day's ratings do not change. And every
 * review is scheduled from its minute (see `reviewMinute`), so a rating in the minute the queue was read
 * gives exactly the queue's `next`, and one in a later minute the same intervals from its own minute.
 */
export const FSRS_PARAMETERS = generatorParameters({ enable_fuzz: true });
export const scheduler = fsrs(FSRS_PARAMETERS).useStrategy(
  StrategyMode.SEED,
  GenSeedStrategyWithCardId('word_id'),
);

/* The server's review reads the shared mappings through here (the web's offline review reads them too). */
export { FSRS_GRADES as GRADES, reviewMinute } from '../../../contract/review-schedule';

export function asReviewState(state: string): ReviewState {
  return REVIEW_STATES.find((known) => known === state) ?? 'new';
}

/** The stored card as ts-fsrs takes it, with the word's id the fuzz seed reads. */
export function toFsrsCard(row: CardFields & Pick<ReviewCardRow, 'word_id'>): Card & { word_id: string } {
  return {
    word_id: row.word_id,
    due: new Date(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: FSRS_STATES[asReviewState(row.state)],
    last_review: row.last_review === null ? undefined : new Date(row.last_review),
  };
}

/** The card ts-fsrs answered, as stored. */
export function fromFsrsCard(card: Card): CardFields {
  return {
    state: REVIEW_STATE_OF[card.state],
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

export interface Rescheduled {
  card: CardFields;
  /** ts-fsrs's log; its `review` is the minute the rating was scheduled from. */
  log: ReviewLog;
}

export function fsrsStateName(state: State): ReviewState {
  return REVIEW_STATE_OF[state];
}
