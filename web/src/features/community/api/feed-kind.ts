import type { FeedSort, Generation, SentenceCheck } from '@contract';
import { CHECKS_KEY, GENERATIONS_KEY } from '../../../api/query-keys';

/** The two community tabs: word generations and sentence checks. */
export type FeedKind = 'generations' | 'checks';

export type FeedItem = Generation | SentenceCheck;

export interface FeedPage {
  items: FeedItem[];
  nextCursor: string | null;
  hasMore: boolean;
}

export const FEED_PAGE_SIZE = 20;

export function kindKey(kind: FeedKind) {
  return kind === 'generations' ? GENERATIONS_KEY : CHECKS_KEY;
}

/** Every cached page of a kind's public feed, whatever the sort. */
export function feedKey(kind: FeedKind) {
  return [...kindKey(kind), 'public', 'feed'] as const;
}

export function feedSortKey(kind: FeedKind, sort: FeedSort) {
  return [...feedKey(kind), sort] as const;
}
