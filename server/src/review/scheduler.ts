import { fsrs, generatorParameters, Rating, State, type Card, type Grade, type ReviewLog } from 'ts-fsrs';
import { REVIEW_RATINGS, type ReviewRating, type ReviewState } from '@contract';
import type { CardFields, ReviewCardRow } from './repository';

/*
 * FSRS through ts-fsrs, never a scheduler of our own. Its default parameters (API.md), with fuzz on so
 * words added together do not all come back on the same day; ts-fsrs seeds the fuzz from the card and
 * the review time, so the same history always gives the same due time.
 */
export const FSRS_PARAMETERS = generatorParameters({ enable_fuzz: true });
export const scheduler = fsrs(FSRS_PARAMETERS);

const GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const STATES: Record<State, ReviewState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

const STATE_OF: Record<ReviewState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

export function asReviewState(state: string): ReviewState {
  return STATES[STATE_OF[state as ReviewState] ?? State.New];
}

/** The stored card as ts-fsrs takes it. */
export function toFsrsCard(row: ReviewCardRow): Card {
  return {
    due: new Date(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: STATE_OF[asReviewState(row.state)],
    last_review: row.last_review === null ? undefined : new Date(row.last_review),
  };
}

/** The card ts-fsrs answered, as stored. */
export function fromFsrsCard(card: Card): CardFields {
  return {
    state: STATES[card.state],
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
  log: ReviewLog;
}

/** The card after this rating at `now`, and ts-fsrs's log of it. */
export function rate(row: ReviewCardRow, rating: ReviewRating, now: Date): Rescheduled {
  const { card, log } = scheduler.next(toFsrsCard(row), now, GRADES[rating]);
  return { card: fromFsrsCard(card), log };
}

/** When the card would be due after each rating given now: the buttons' intervals. */
export function previewDue(row: ReviewCardRow, now: Date): Record<ReviewRating, string> {
  const preview = scheduler.repeat(toFsrsCard(row), now);
  return Object.fromEntries(
    REVIEW_RATINGS.map((rating) => [rating, preview[GRADES[rating]].card.due.toISOString()]),
  ) as Record<ReviewRating, string>;
}

export function fsrsStateName(state: State): ReviewState {
  return STATES[state];
}
