import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedSort } from '@contract';
import type { PublishedKind } from '../../../api/published/kind';
import { listPublishedPage, nextCursor } from '../../../api/published/list-page';
import { FEED_PAGE_SIZE, feedSortKey } from './feed-keys';

export function getPublicFeed(
  kind: PublishedKind,
  sort: FeedSort,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  return listPublishedPage(kind, '/public', { sort, limit: FEED_PAGE_SIZE, cursor }, signal);
}

export const publicFeedQueryOptions = (kind: PublishedKind, sort: FeedSort) =>
  infiniteQueryOptions({
    queryKey: feedSortKey(kind, sort),
    queryFn: ({ pageParam, signal }) => getPublicFeed(kind, sort, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export function usePublicFeed(kind: PublishedKind, sort: FeedSort) {
  return useInfiniteQuery(publicFeedQueryOptions(kind, sort));
}
