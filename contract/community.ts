import { z } from 'zod';
import { userSchema } from './auth';
import { sentenceCheckSchema } from './checks';
import { messageResponseSchema, successEnvelope } from './envelope';
import { FEED_SORTS } from './feed-values';
import { generationSchema } from './generations';
import { LIMITS } from './limits';
import { blankToUndefined, cursorParam, pageLimitParam } from './query';
import { exportedReviewCardSchema, exportedReviewSchema, mistakeSchema } from './review';
import { wordSchema } from './words';

/* Query strings send '' for "not set". */

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
  limit: pageLimitParam(LIMITS.pageSizeMax, LIMITS.pageSizeDefault),
  /** Opaque: the `nextCursor` of the previous page of the same sort. */
  cursor: cursorParam,
});
export type PublicFeedQuery = z.infer<typeof publicFeedQuerySchema>;

/** POST /api/generations/:id/like and /api/checks/:id/like: the caller's like after the toggle. */
export const likeResponseSchema = successEnvelope({
  liked: z.boolean(),
  likes: z.number(),
  message: z.string(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/** GET /api/generations/public/stats and /api/checks/public/stats: over public items only. */
export const publicStatsSchema = z.object({
  total: z.number(),
  /** Likes on public items. */
  totalLikes: z.number(),
  /** Learners with at least one public item of this kind. */
  contributors: z.number(),
  /** Public items created since midnight UTC. */
  today: z.number(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

export const publicStatsResponseSchema = successEnvelope({ stats: publicStatsSchema });
export type PublicStatsResponse = z.infer<typeof publicStatsResponseSchema>;

/** GET /api/statistics: the whole site, private items included (counts only, never content). */
export const siteStatisticsSchema = z.object({
  generations: z.number(),
  sentenceChecks: z.number(),
  /** Distinct words (case-insensitive) used by at least one existing generation. */
  wordsPracticed: z.number(),
  /** Learners with at least one generation or sentence check. */
  activeLearners: z.number(),
});
export type SiteStatistics = z.infer<typeof siteStatisticsSchema>;

/** GET /api/statistics/me: the signed-in learner's own numbers (Profile). */
export const learnerStatisticsSchema = z.object({
  words: z.number(),
  generations: z.number(),
  sentenceChecks: z.number(),
  /** Likes on the learner's generations and checks, public or private. */
  likesReceived: z.number(),
});
export type LearnerStatistics = z.infer<typeof learnerStatisticsSchema>;

export const learnerStatisticsResponseSchema = successEnvelope({ stats: learnerStatisticsSchema });
export type LearnerStatisticsResponse = z.infer<typeof learnerStatisticsResponseSchema>;

export const siteStatisticsResponseSchema = successEnvelope({ statistics: siteStatisticsSchema });
export type SiteStatisticsResponse = z.infer<typeof siteStatisticsResponseSchema>;

export const exportedLikeSchema = z.object({
  itemType: z.enum(['generation', 'check']),
  itemId: z.string(),
  createdAt: z.string(),
});
export type ExportedLike = z.infer<typeof exportedLikeSchema>;

/**
 * GET /api/export: the file's content (a download, not an API envelope). Loose: later parts of the app
 * add their own lists to it.
 */
export const accountExportSchema = z.looseObject({
  version: z.literal(1),
  exportedAt: z.string(),
  user: userSchema,
  words: z.array(wordSchema),
  generations: z.array(generationSchema),
  sentenceChecks: z.array(sentenceCheckSchema),
  /** The items the caller liked (theirs or others'). */
  likes: z.array(exportedLikeSchema),
  /** One FSRS card per word. */
  reviewCards: z.array(exportedReviewCardSchema),
  /** Every rating, oldest first. */
  reviewLog: z.array(exportedReviewSchema),
  /** The mistakes notebook, newest first. */
  mistakes: z.array(mistakeSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** `wordloom-export-YYYY-MM-DD.json`, the UTC date of the export. */
export function accountExportFilename(exportedAt: string): string {
  return `wordloom-export-${exportedAt.slice(0, 10)}.json`;
}

/** DELETE /api/content */
export const deleteContentResponseSchema = successEnvelope({
  totalDeleted: z.number(),
  generations: z.number(),
  sentenceChecks: z.number(),
  message: z.string(),
});
export type DeleteContentResponse = z.infer<typeof deleteContentResponseSchema>;

/** DELETE /api/generations/all and /api/checks/all: the caller's own. */
export const deleteAllResponseSchema = successEnvelope({ deletedCount: z.number(), message: z.string() });
export type DeleteAllResponse = z.infer<typeof deleteAllResponseSchema>;

/** DELETE /api/generations/:id and /api/checks/:id */
export const deleteItemResponseSchema = messageResponseSchema;
