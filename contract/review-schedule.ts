import { Rating, State, type Grade } from 'ts-fsrs';
import type { ReviewRating, ReviewState } from './review-values';

/*
 * How the API's review words map to ts-fsrs's, for both places a card is scheduled: the server
 * (server/src/review/scheduler.ts) and a phone with no network (web/src/features/review/lib/offline-schedule.ts).
 * Not in the common barrel: only those two modules import it, so ts-fsrs never reaches a first load.
 */

/** The four ratings as ts-fsrs grades them. */
export const FSRS_GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** A card's state as ts-fsrs reads it. A known card (斩) that is rated anyway starts over as a new one. */
export const FSRS_STATES: Record<ReviewState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
  known: State.New,
};

/** ts-fsrs's state as the API names it. */
export const REVIEW_STATE_OF: Record<State, ReviewState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

const MINUTE_MS = 60_000;

/**
 * The time a review at `at` is scheduled from: its minute, so the intervals a queue page shows and the
 * rating made from it agree (docs/api-conventions.md, "Review ratings").
 */
export function reviewMinute(at: Date): Date {
  return new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
}
