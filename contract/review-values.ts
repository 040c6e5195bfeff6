/*
 * Review's values with no schema, so a page that shows a due count loads them without zod.
 */

/** The four answers of a review, in the order of the buttons and of the keys 1–4. */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/**
 * FSRS card states; a `new` card has never been reviewed. `known`: the learner said "I know this" (斩);
 * the card is in no queue until they take it back.
 */
export const REVIEW_STATES = ['new', 'learning', 'review', 'relearning', 'known'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_LIMITS = {
  queueDefault: 20,
  queueMax: 100,
  /** A review that took longer than an hour was left open; longer durations are refused. */
  durationMsMax: 60 * 60 * 1000,
  /** The oldest `reviewedAt` a rating made offline may carry. */
  offlineDaysMax: 7,
  /** A device's clock runs a little ahead of the server's: a `reviewedAt` this far ahead is taken as now. */
  clockSkewMsMax: 60 * 1000,
  dailyNewWordsMin: 0,
  dailyNewWordsMax: 100,
  dailyNewWordsDefault: 10,
  /**
   * Learning and relearning cards falling due this soon are served after the due ones (Anki's learn-ahead),
   * so a card rated Again comes back in the same session.
   */
  learnAheadMinutes: 20,
  /** Days of `history` in review stats (a year heatmap). */
  historyDays: 365,
  /** Days `retention` and the mistakes trend look back. */
  recentDays: 30,
} as const;

/** Where a card's cloze sentence comes from, in the order they are tried. */
export const CLOZE_SOURCES = ['context', 'own', 'community', 'dictionary', 'ai'] as const;
export type ClozeSource = (typeof CLOZE_SOURCES)[number];

/** What `cloze.text` puts where the word was. */
export const CLOZE_BLANK = '____';
