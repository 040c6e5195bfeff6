import type { FeedSort } from '@contract';
import { publishedKey, type PublishedKind } from '../../../api/published/kind';

export const FEED_PAGE_SIZE = 20;

/** Every cached page of a kind's public feed, whatever the sort. */
export function feedKey(kind: PublishedKind) {
  return [...publishedKey(kind), 'public', 'feed'] as const;
}

export function feedSortKey(kind: PublishedKind, sort: FeedSort) {
  return [...feedKey(kind), sort] as const;
}

/** The tab's statistics: shared items, likes, contributors. */
export function statsKey(kind: PublishedKind) {
  return [...publishedKey(kind), 'public', 'stats'] as const;
}
