/**
 * What a cached read depends on. A read is cached under the tags of what it shows; a write, once it has
 * committed, invalidates the tags of what it changed (from the service that made it), and only the reads
 * that carry one of them are read again. A login changes nothing cached, so it invalidates nothing.
 */
export type CacheTag =
  /** A kind's public feeds (every sort and page) and its public statistics. */
  | `feed:${'generation' | 'check'}`
  /**
   * Which items of a kind are public (not their likes): read by what shows other learners' public items
   * outside the feeds, such as the review queue's clozes taken from public generations.
   */
  | `public:${'generation' | 'check'}`
  /** One published item: its page, as any viewer sees it. */
  | `item:${string}`
  /** The home page's site-wide numbers. */
  | 'statistics:site'
  /** One learner's own pages: their words, review queue and the like. */
  | `learner:${string}`;

export const cacheTags = {
  feed: (kind: 'generation' | 'check'): CacheTag => `feed:${kind}`,
  publicItems: (kind: 'generation' | 'check'): CacheTag => `public:${kind}`,
  item: (id: string): CacheTag => `item:${id}`,
  siteStatistics: 'statistics:site' as CacheTag,
  learner: (userId: string): CacheTag => `learner:${userId}`,
};
