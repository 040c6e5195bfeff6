/*
 * The community feeds' values with no schema, so the Community page loads them without zod.
 */

/** The feeds' sort orders, in the order of the switch above the feed. */
export const FEED_SORTS = ['recent', 'popular', 'trending'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
