import { REVIEW_RATINGS, type ReviewRating } from '@contract';

/*
 * The review log as the FSRS optimizer learns from it, by the rules of fsrs-rs's own conversion (the
 * binding's `convertCsvToFsrsItems`, which follows Anki's):
 * - each card's ratings in time order, from the last time it started as a new card: what came before a
 *   restart (a known word rated again starts over) is another memory;
 * - each rating carries the days since the card's previous one, counted in the learner's calendar days
 *   (review_log.review_day), 0 for the first and for a second rating on the same day;
 * - one training item per rating on a later day than the card's previous one: the card's history up to
 *   it, whose last rating says whether the card was recalled after that many days. Ratings on the same day
 *   stay in the history (FSRS's short-term memory) but are not predicted on their own.
 */

/** One row of review_log, as the optimizer needs it. */
export interface LoggedRating {
  wordId: string;
  /** review_log.review_day: YYYY-MM-DD in the learner's zone when rated. */
  day: string;
  rating: string;
  /** The card's state when rated (review_log.state_before). */
  stateBefore: string;
  /** review_log.reviewed_at, ISO-8601. */
  reviewedAt: string;
}

/** A rating as FSRS reads it: 1 (again) to 4 (easy), and the days since the card's previous rating. */
export interface TrainingReview {
  rating: number;
  deltaT: number;
}

/** One card's ratings since it last started as new, with when each was made (ms), oldest first. */
export interface CardHistory {
  reviews: TrainingReview[];
  at: number[];
}

/** A training item: a card's history up to one rating, and when that rating was made (ms). */
export interface TrainingItem {
  reviews: TrainingReview[];
  at: number;
}

const DAY_MS = 86_400_000;
/* A new card, or a known one, which a rating starts over as new (review/scheduler.ts). */
const FIRST_LEARNING_STATES = new Set(['new', 'known']);
const LEARNING_STATES = new Set([...FIRST_LEARNING_STATES, 'learning']);

function ratingNumber(rating: string): number {
  return REVIEW_RATINGS.indexOf(rating as ReviewRating) + 1;
}

function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS));
}

/*
 * The ratings from the last run of learning states (new, known, learning) on: fsrs-rs's
 * `remove_revlog_before_last_first_learn`. A card with no such run (none in this log) gives nothing.
 */
function sinceLastStart(ratings: LoggedRating[]): LoggedRating[] {
  let start = -1;
  for (let index = ratings.length - 1; index >= 0; index--) {
    if (LEARNING_STATES.has(ratings[index]!.stateBefore)) start = index;
    else if (start >= 0) break;
  }
  return start < 0 ? [] : ratings.slice(start);
}

/** Each card's history, from the learner's log in time order (oldest first). */
export function cardHistories(log: LoggedRating[]): CardHistory[] {
  const byCard = new Map<string, LoggedRating[]>();
  for (const rating of log) {
    if (ratingNumber(rating.rating) === 0) continue;
    const ratings = byCard.get(rating.wordId);
    if (ratings) ratings.push(rating);
    else byCard.set(rating.wordId, [rating]);
  }
  const histories: CardHistory[] = [];
  for (const ratings of byCard.values()) {
    const kept = sinceLastStart(ratings);
    if (kept.length < 2) continue;
    histories.push({
      reviews: kept.map((rating, index) => ({
        rating: ratingNumber(rating.rating),
        deltaT: index === 0 ? 0 : daysBetween(kept[index - 1]!.day, rating.day),
      })),
      at: kept.map((rating) => Date.parse(rating.reviewedAt)),
    });
  }
  return histories;
}

/**
 * The training items of these histories, oldest last rating first: the optimizer and its evaluation
 * weight recent items more, by their place in this order.
 */
export function trainingItems(histories: CardHistory[]): TrainingItem[] {
  const items: TrainingItem[] = [];
  for (const { reviews, at } of histories) {
    for (let index = 1; index < reviews.length; index++) {
      if (reviews[index]!.deltaT > 0) items.push({ reviews: reviews.slice(0, index + 1), at: at[index]! });
    }
  }
  return items.sort((a, b) => a.at - b.at);
}
