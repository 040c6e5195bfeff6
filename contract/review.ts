import { z } from 'zod';
import { CHECK_ISSUE_TYPES } from './check-values';
import { LIMITS } from './limits';
import { QUESTION_TYPES } from './preference-values';
import { blankToUndefined, cursorParam, pageLimitParam } from './query';
import { pageFields, successEnvelope } from './envelope';
import { CLOZE_SOURCES, REVIEW_LIMITS, REVIEW_RATINGS, REVIEW_STATES } from './review-values';
import { wordSchema } from './words';

/*
 * Review (spaced repetition with FSRS) and the mistakes notebook: docs/product.md, "Review" and "Mistakes
 * notebook"; the rules of ratings are in docs/api-conventions.md, "Review ratings".
 */

export * from './review-values';

/* Query strings send '' for "not set". */

/** GET /api/review/queue */
export const reviewQueueQuerySchema = z.object({
  limit: pageLimitParam(REVIEW_LIMITS.queueMax, REVIEW_LIMITS.queueDefault),
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
    /** Made by the client for each rating and sent again with every retry of it: a repeat records nothing. */
    reviewId: z.uuid({ error: 'validation.reviewIdInvalid' }).optional(),
    /**
     * When a rating made offline was made (ISO-8601), at most `offlineDaysMax` days ago and not in the
     * future (by the server's clock, give or take `clockSkewMsMax`); the card is rescheduled from then.
     * Absent: now.
     */
    reviewedAt: z.iso.datetime({ offset: true, error: 'validation.reviewedAtInvalid' }).optional(),
    /** How the card was asked (the card's `question` as served): recorded in the review log. */
    question: z.enum(QUESTION_TYPES, { error: 'validation.questionInvalid' }).optional(),
  })
  .strict();
export type ReviewRatingRequest = z.infer<typeof reviewRatingSchema>;

/** The card of one of the learner's words: rating it, "I know this" (POST/DELETE …/known). */
export const reviewWordParamsSchema = z.object({ wordId: z.string().min(1).max(64) });

/** DELETE /api/review/:wordId/ratings/:reviewId (extension): undoes the learner's last rating of the card. */
export const reviewUndoParamsSchema = reviewWordParamsSchema.extend({
  reviewId: z.uuid({ error: 'validation.reviewIdInvalid' }),
});
export type ReviewUndoParams = z.infer<typeof reviewUndoParamsSchema>;

/** A sentence that used the word, with the form used replaced by CLOZE_BLANK. */
export const clozeSchema = z.object({
  text: z.string(),
  /** The form the sentence used ('ran' for 'run'), as written there. */
  answer: z.string(),
  /** The sentence's Chinese translation, when it has one. */
  translation: z.string().nullable(),
  /** The generation the sentence is from; null for the other sources. */
  generationId: z.string().nullable(),
  /** The whole sentence (extension): shown once the card is revealed. */
  sentence: z.string(),
  /**
   * Where the sentence is from, the first that has one: the sentence the word was saved with, the
   * learner's own generations, public ones, the dictionary's examples, the platform AI's shared pool.
   */
  source: z.enum(CLOZE_SOURCES),
});
export type Cloze = z.infer<typeof clozeSchema>;

const reviewStateSchema = z.enum(REVIEW_STATES);
const reviewRatingEnum = z.enum(REVIEW_RATINGS);

export const reviewCardSchema = z.object({
  word: wordSchema,
  state: reviewStateSchema,
  /** ISO-8601: when the card is due (for a new card, when it was created). */
  due: z.string(),
  reps: z.number(),
  lapses: z.number(),
  stability: z.number(),
  difficulty: z.number(),
  lastReviewedAt: z.string().nullable(),
  cloze: clozeSchema.nullable(),
  /**
   * How to ask the card this time, among the learner's `questionTypes`: cloze (the sentence with the word
   * blanked; only when `cloze` is set), recall (the Chinese meaning; produce the word), recognition (the
   * word; recall its meaning), listening (hear the word; type it). The types take turns over the card's
   * reviews; the same card read again before it is rated is asked the same way.
   */
  question: z.enum(QUESTION_TYPES),
  /**
   * Extension: when the card would next be due for each rating if rated now (the buttons show the
   * interval from now to these).
   */
  next: z.record(reviewRatingEnum, z.string()),
  /**
   * Extension: the minute `next` counts from. A rating is scheduled from the minute it is made, with fuzz
   * seeded from the card: made in this minute it gives exactly `next`; made later, the same intervals
   * (`next` minus this) from its own minute. The buttons show those intervals.
   */
  previewedAt: z.string(),
  /** A leech: 8 lapses or more (PRACTICE_LIMITS.leechLapses). */
  leech: z.boolean(),
  /** Set aside by the learner: in no queue until unsuspended. */
  suspended: z.boolean(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/** GET /api/review/queue */
export const reviewQueueResponseSchema = successEnvelope({
  /**
   * Due cards, then learning cards due within `learnAheadMinutes`, then new cards: the learner's own words,
   * then the words their plans serve. Known cards are never served.
   */
  cards: z.array(reviewCardSchema),
  /** Due cards in this answer (learning cards served ahead are neither due nor new). */
  dueCount: z.number(),
  /** New cards in this answer, own and plans' alike. */
  newCount: z.number(),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

/**
 * POST /api/review/:wordId; DELETE /api/review/:wordId/ratings/:reviewId (the card as it was); POST and
 * DELETE /api/review/:wordId/known (the card known, or back to a new one).
 */
export const reviewRateResponseSchema = successEnvelope({ card: reviewCardSchema });
export type ReviewRateResponse = z.infer<typeof reviewRateResponseSchema>;

export const reviewDaySchema = z.object({
  /** YYYY-MM-DD in the learner's time zone. */
  date: z.string(),
  reviews: z.number(),
});
export type ReviewDay = z.infer<typeof reviewDaySchema>;

export const reviewStatsSchema = z.object({
  /** Cards (not new) due now: what "due" means on every screen; new cards are counted apart. */
  dueNow: z.number(),
  /** Cards (not new) due before the end of today in the learner's zone. */
  dueToday: z.number(),
  reviewedToday: z.number(),
  /** New cards reviewed for the first time today (own words and plans' alike). */
  newToday: z.number(),
  /**
   * Extension: new cards of the learner's own words still allowed today (dailyNewWords minus today's
   * first reviews of own words, at least 0). Plans have allowances of their own (Plan.dailyNew).
   */
  newLeftToday: z.number(),
  /**
   * Extension: new cards of own words a session would bring now (newLeftToday, or fewer when fewer words
   * are new); a plan's words come on top.
   */
  newAvailable: z.number(),
  /** Extension: every card of the learner (one per word in their list); 0 before the first word. */
  cards: z.number(),
  /** Consecutive days with reviews, ending today (or yesterday when nothing was reviewed yet today). */
  streakDays: z.number(),
  /** Share 0..1 of reviews of cards in `review` state not rated `again`, over 30 days; null without any. */
  retention: z.number().nullable(),
  /** Extension: when the next card (not new) is due, after now; null when none is scheduled. */
  nextDueAt: z.string().nullable(),
  /** Days of the last 365 (in the learner's zone) with at least one review, oldest first. */
  history: z.array(reviewDaySchema),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

/** GET /api/review/stats */
export const reviewStatsResponseSchema = successEnvelope({ stats: reviewStatsSchema });
export type ReviewStatsResponse = z.infer<typeof reviewStatsResponseSchema>;

/** GET /api/mistakes */
export const mistakesQuerySchema = z.object({
  type: z.preprocess(
    blankToUndefined,
    z.enum(CHECK_ISSUE_TYPES, { error: 'validation.mistakeTypeInvalid' }).optional(),
  ),
  limit: pageLimitParam(LIMITS.pageSizeMax, LIMITS.pageSizeDefault),
  /** Opaque: the `nextCursor` of the previous page with the same `type`. */
  cursor: cursorParam,
});
export type MistakesQuery = z.infer<typeof mistakesQuerySchema>;

const checkIssueTypeSchema = z.enum(CHECK_ISSUE_TYPES);

/** One issue found in one of the learner's own sentence checks. */
export const mistakeSchema = z.object({
  id: z.string(),
  checkId: z.string(),
  /** The checked sentence. */
  sentence: z.string(),
  original: z.string(),
  suggestion: z.string(),
  type: checkIssueTypeSchema,
  explanation: z.string(),
  /** Extension: UTF-16 offsets of `original` in `sentence`, to mark the span. */
  start: z.number(),
  end: z.number(),
  /** Extension: the corrected sentence of the check. */
  correctedSentence: z.string(),
  /** When the check was made. */
  createdAt: z.string(),
  /** Its drill is mastered (an interval of 21 days reached). */
  mastered: z.boolean(),
});
export type Mistake = z.infer<typeof mistakeSchema>;

/** GET /api/mistakes */
export const mistakesResponseSchema = successEnvelope({ mistakes: z.array(mistakeSchema), ...pageFields });
export type MistakesResponse = z.infer<typeof mistakesResponseSchema>;

export const mistakeDaySchema = z.object({
  /** YYYY-MM-DD in the learner's time zone. */
  date: z.string(),
  mistakes: z.number(),
});
export type MistakeDay = z.infer<typeof mistakeDaySchema>;

export const mistakeStatsSchema = z.object({
  total: z.number(),
  byType: z.record(checkIssueTypeSchema, z.number()),
  /** Mistakes from checks of the last 30 days. */
  last30Days: z.number(),
  /** Extension: the 30-day trend, one entry per day (oldest first, days without mistakes included). */
  daily: z.array(mistakeDaySchema),
  /** Mistakes whose drill is not mastered yet, and those whose drill is. */
  active: z.number(),
  mastered: z.number(),
});
export type MistakeStats = z.infer<typeof mistakeStatsSchema>;

/** GET /api/mistakes/stats */
export const mistakeStatsResponseSchema = successEnvelope({ stats: mistakeStatsSchema });
export type MistakeStatsResponse = z.infer<typeof mistakeStatsResponseSchema>;

/** A card as GET /api/export carries it. */
export const exportedReviewCardSchema = z.object({
  wordId: z.string(),
  word: z.string(),
  state: reviewStateSchema,
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number(),
  scheduledDays: z.number(),
  learningSteps: z.number(),
  reps: z.number(),
  lapses: z.number(),
  lastReviewedAt: z.string().nullable(),
});
export type ExportedReviewCard = z.infer<typeof exportedReviewCardSchema>;

/** One rating as GET /api/export carries it. */
export const exportedReviewSchema = z.object({
  id: z.string(),
  wordId: z.string(),
  word: z.string(),
  rating: reviewRatingEnum,
  stateBefore: reviewStateSchema,
  stateAfter: reviewStateSchema,
  /** Days since the previous review of the card (0 for a new card). */
  elapsedDays: z.number(),
  /** Days until the due time this review set. */
  scheduledDays: z.number(),
  durationMs: z.number().nullable(),
  reviewedAt: z.string(),
});
export type ExportedReview = z.infer<typeof exportedReviewSchema>;
