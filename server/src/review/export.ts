import type { ExportedReview, ExportedReviewCard, ReviewRating } from '@contract';
import { REVIEW_RATINGS } from '@contract';
import type { ReviewCardRow, ReviewLogRow } from './repository';
import { asReviewState } from './scheduler';

/** A card in the data export: every FSRS field, so another tool can carry on scheduling it. */
export function exportCard(row: ReviewCardRow & { word: string }): ExportedReviewCard {
  return {
    wordId: row.word_id,
    word: row.word,
    state: asReviewState(row.state),
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsed_days,
    scheduledDays: row.scheduled_days,
    learningSteps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    lastReviewedAt: row.last_review,
  };
}

export function exportReview(row: ReviewLogRow & { word: string }): ExportedReview {
  return {
    id: row.id,
    wordId: row.word_id,
    word: row.word,
    rating: REVIEW_RATINGS.find((rating) => rating === row.rating) ?? ('good' satisfies ReviewRating),
    stateBefore: asReviewState(row.state_before),
    stateAfter: asReviewState(row.state_after),
    elapsedDays: row.elapsed_days,
    scheduledDays: row.scheduled_days,
    durationMs: row.duration_ms,
    reviewedAt: row.reviewed_at,
  };
}
