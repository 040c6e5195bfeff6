import { z } from 'zod';
import type { User } from './auth';
import { FEED_SORTS, type Generation } from './generations';
import type { SentenceCheck } from './checks';
import { LIMITS } from './limits';
import type { ExportedReview, ExportedReviewCard, Mistake } from './review';
import type { Word } from './words';

/* Query strings send '' for "not set". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * GET /api/generations/public and /api/checks/public. Pages follow the sort key and id of the last item:
 * - recent: newer items arrive before the cursor, so paging on never repeats or skips an item;
 * - popular, trending: the cursor is a (likes | hot score, id) position, and the next page starts after
 *   it in the order of that moment. An item that gains likes past the cursor while a reader pages on is
 *   not shown again (nor, if the reader had not reached it, at all in this walk); one that loses likes
 *   and falls behind the cursor may show up a second time. New items (no likes) come last in popular
 *   and first (freshest) in trending, where the reader has already passed.
 */
export const publicFeedQuerySchema = z.object({
  sort: z.preprocess(
    blankToUndefined,
    z.enum(FEED_SORTS, { error: 'validation.feedSortInvalid' }).default('recent'),
  ),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'validation.limitRange' })
      .int('validation.limitRange')
      .min(1, 'validation.limitRange')
      .max(LIMITS.pageSizeMax, 'validation.limitRange')
      .default(LIMITS.pageSizeDefault),
  ),
  /** Opaque: the `nextCursor` of the previous page of the same sort. */
  cursor: z.preprocess(blankToUndefined, z.string().max(500, 'validation.cursorInvalid').optional()),
});
export type PublicFeedQuery = z.infer<typeof publicFeedQuerySchema>;

/** POST /api/generations/:id/like and /api/checks/:id/like: the caller's like after the toggle. */
export interface LikeResponse {
  success: true;
  liked: boolean;
  likes: number;
  message: string;
}

/** GET /api/generations/public/stats and /api/checks/public/stats: over public items only. */
export interface PublicStats {
  total: number;
  /** Likes on public items. */
  totalLikes: number;
  /** Learners with at least one public item of this kind. */
  contributors: number;
  /** Public items created since midnight UTC. */
  today: number;
}

export interface PublicStatsResponse {
  success: true;
  stats: PublicStats;
}

/** GET /api/statistics: the whole site, private items included (counts only, never content). */
export interface SiteStatistics {
  generations: number;
  sentenceChecks: number;
  /** Distinct words (case-insensitive) used by at least one existing generation. */
  wordsPracticed: number;
  /** Learners with at least one generation or sentence check. */
  activeLearners: number;
}

/** GET /api/statistics/me: the signed-in learner's own numbers (Profile). */
export interface LearnerStatistics {
  words: number;
  generations: number;
  sentenceChecks: number;
  /** Likes on the learner's generations and checks, public or private. */
  likesReceived: number;
}

export interface LearnerStatisticsResponse {
  success: true;
  stats: LearnerStatistics;
}

export interface SiteStatisticsResponse {
  success: true;
  statistics: SiteStatistics;
}

export interface ExportedLike {
  itemType: 'generation' | 'check';
  itemId: string;
  createdAt: string;
}

/** GET /api/export: the file's content (a download, not an API envelope). */
export interface AccountExport {
  version: 1;
  exportedAt: string;
  user: User;
  words: Word[];
  generations: Generation[];
  sentenceChecks: SentenceCheck[];
  /** The items the caller liked (theirs or others'). */
  likes: ExportedLike[];
  /** One FSRS card per word. */
  reviewCards: ExportedReviewCard[];
  /** Every rating, oldest first. */
  reviewLog: ExportedReview[];
  /** The mistakes notebook, newest first. */
  mistakes: Mistake[];
}

/** `wordloom-export-YYYY-MM-DD.json`, the UTC date of the export. */
export function accountExportFilename(exportedAt: string): string {
  return `wordloom-export-${exportedAt.slice(0, 10)}.json`;
}

/** DELETE /api/content */
export interface DeleteContentResponse {
  success: true;
  totalDeleted: number;
  generations: number;
  sentenceChecks: number;
  message: string;
}
