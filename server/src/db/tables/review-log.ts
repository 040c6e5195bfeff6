import type { Generated } from 'kysely';

/** review_log: every rating of a card; the `log_*` and day fields are ts-fsrs's `ReviewLog` as answered. */
export interface ReviewLogTable {
  id: string;
  user_id: string;
  word_id: string;
  /** contract ReviewRating */
  rating: string;
  state_before: string;
  state_after: string;
  log_state: string;
  log_due: string;
  log_stability: number;
  log_difficulty: number;
  elapsed_days: number;
  last_elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  duration_ms: number | null;
  /** The client's `reviewId` (unique per user), or null when it sent none. */
  review_id: string | null;
  /** The minute the rating was scheduled from. */
  reviewed_at: string;
  /** YYYY-MM-DD in the learner's time zone when reviewed. */
  review_day: string;
  /*
   * The card as the rating found it (review_cards' fields; `state_before` is its state), so the rating can
   * be undone exactly. Null in ratings logged before undo existed: those cannot be undone.
   */
  prev_due: string | null;
  prev_stability: number | null;
  prev_difficulty: number | null;
  prev_elapsed_days: number | null;
  prev_scheduled_days: number | null;
  prev_learning_steps: number | null;
  prev_reps: number | null;
  prev_lapses: number | null;
  prev_last_review: string | null;
  /** How the card was answered: 'recall' (the rating buttons) or 'write' (a sentence, checked and graded). */
  mode: Generated<string>;
  /** How the card was asked (contract QuestionType); null in ratings logged before question types. */
  question: string | null;
}
