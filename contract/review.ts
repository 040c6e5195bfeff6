import { z } from 'zod';
import { CHECK_ISSUE_TYPES, type CheckIssueType } from './checks';
import { LIMITS } from './limits';
import type { Word } from './words';

/*
 * Review (spaced repetition with FSRS) and the mistakes notebook: API.md "Review and mistakes".
 */

/** The four answers of a review, in the order of the buttons and of the keys 1–4. */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** FSRS card states; a `new` card has never been reviewed. */
export const REVIEW_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_LIMITS = {
  queueDefault: 20,
  queueMax: 100,
  /** A review that took longer than an hour was left open; longer durations are refused. */
  durationMsMax: 60 * 60 * 1000,
  dailyNewWordsMin: 0,
  dailyNewWordsMax: 100,
  dailyNewWordsDefault: 10,
  /** Days of `history` in review stats (a year heatmap). */
  historyDays: 365,
  /** Days `retention` and the mistakes trend look back. */
  recentDays: 30,
} as const;

/** What `cloze.text` puts where the word was. */
export const CLOZE_BLANK = '____';

/* Query strings send '' for "not set". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const pageLimit = (max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'validation.limitRange' })
      .int('validation.limitRange')
      .min(1, 'validation.limitRange')
      .max(max, 'validation.limitRange')
      .default(fallback),
  );

/** GET /api/review/queue */
export const reviewQueueQuerySchema = z.object({
  limit: pageLimit(REVIEW_LIMITS.queueMax, REVIEW_LIMITS.queueDefault),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

/** POST /api/review/:wordId */
export const reviewRatingSchema = z
  .object({
    rating: z.enum(REVIEW_RATINGS, { error: 'validation.ratingInvalid' }),
    /** How long the learner looked at the card before rating, in milliseconds. */
    durationMs: z
      .number({ error: 'validation.durationInvalid' })
      .int('validation.durationInvalid')
      .min(0, 'validation.durationInvalid')
      .max(REVIEW_LIMITS.durationMsMax, 'validation.durationInvalid')
      .optional(),
  })
  .strict();
export type ReviewRatingRequest = z.infer<typeof reviewRatingSchema>;

export const reviewWordParamsSchema = z.object({ wordId: z.string().min(1).max(64) });

/** A sentence that used the word, with the form used replaced by CLOZE_BLANK. */
export interface Cloze {
  text: string;
  /** The form the sentence used ('ran' for 'run'), as written there. */
  answer: string;
  /** The sentence's Chinese translation, when it has one. */
  translation: string | null;
  generationId: string;
  /** The whole sentence (extension): shown once the card is revealed. */
  sentence: string;
}

export interface ReviewCard {
  word: Word;
  state: ReviewState;
  /** ISO-8601: when the card is due (for a new card, when it was created). */
  due: string;
  reps: number;
  lapses: number;
  stability: number;
  difficulty: number;
  lastReviewedAt: string | null;
  cloze: Cloze | null;
  /**
   * Extension: when the card would next be due for each rating if rated now (the buttons show the
   * interval from now to these).
   */
  next: Record<ReviewRating, string>;
}

export interface ReviewQueueResponse {
  success: true;
  cards: ReviewCard[];
  /** Due cards in this answer. */
  dueCount: number;
  /** New cards in this answer. */
  newCount: number;
}

export interface ReviewRateResponse {
  success: true;
  card: ReviewCard;
}

export interface ReviewDay {
  /** YYYY-MM-DD in the learner's time zone. */
  date: string;
  reviews: number;
}

export interface ReviewStats {
  /** Cards (not new) due now. */
  dueNow: number;
  /** Cards (not new) due before the end of today in the learner's zone. */
  dueToday: number;
  reviewedToday: number;
  /** New cards reviewed for the first time today. */
  newToday: number;
  /** Extension: new cards still allowed today (dailyNewWords minus newToday, at least 0). */
  newLeftToday: number;
  /** Consecutive days with reviews, ending today (or yesterday when nothing was reviewed yet today). */
  streakDays: number;
  /** Share 0..1 of reviews of cards in `review` state not rated `again`, over 30 days; null without any. */
  retention: number | null;
  /** Extension: when the next card (not new) is due, after now; null when none is scheduled. */
  nextDueAt: string | null;
  /** Days of the last 365 (in the learner's zone) with at least one review, oldest first. */
  history: ReviewDay[];
}

export interface ReviewStatsResponse {
  success: true;
  stats: ReviewStats;
}

/** GET /api/mistakes */
export const mistakesQuerySchema = z.object({
  type: z.preprocess(
    blankToUndefined,
    z.enum(CHECK_ISSUE_TYPES, { error: 'validation.mistakeTypeInvalid' }).optional(),
  ),
  limit: pageLimit(LIMITS.pageSizeMax, LIMITS.pageSizeDefault),
  /** Opaque: the `nextCursor` of the previous page with the same `type`. */
  cursor: z.preprocess(blankToUndefined, z.string().max(500, 'validation.cursorInvalid').optional()),
});
export type MistakesQuery = z.infer<typeof mistakesQuerySchema>;

/** One issue found in one of the learner's own sentence checks. */
export interface Mistake {
  id: string;
  checkId: string;
  /** The checked sentence. */
  sentence: string;
  original: string;
  suggestion: string;
  type: CheckIssueType;
  explanation: string;
  /** Extension: UTF-16 offsets of `original` in `sentence`, to mark the span. */
  start: number;
  end: number;
  /** Extension: the corrected sentence of the check. */
  correctedSentence: string;
  /** When the check was made. */
  createdAt: string;
}

export interface MistakesResponse {
  success: true;
  mistakes: Mistake[];
  nextCursor: string | null;
  hasMore: boolean;
}

export interface MistakeDay {
  /** YYYY-MM-DD in the learner's time zone. */
  date: string;
  mistakes: number;
}

export interface MistakeStats {
  total: number;
  byType: Record<CheckIssueType, number>;
  /** Mistakes from checks of the last 30 days. */
  last30Days: number;
  /** Extension: the 30-day trend, one entry per day (oldest first, days without mistakes included). */
  daily: MistakeDay[];
}

export interface MistakeStatsResponse {
  success: true;
  stats: MistakeStats;
}

/** A card as GET /api/export carries it. */
export interface ExportedReviewCard {
  wordId: string;
  word: string;
  state: ReviewState;
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  lastReviewedAt: string | null;
}

/** One rating as GET /api/export carries it. */
export interface ExportedReview {
  id: string;
  wordId: string;
  word: string;
  rating: ReviewRating;
  stateBefore: ReviewState;
  stateAfter: ReviewState;
  /** Days since the previous review of the card (0 for a new card). */
  elapsedDays: number;
  /** Days until the due time this review set. */
  scheduledDays: number;
  durationMs: number | null;
  reviewedAt: string;
}
