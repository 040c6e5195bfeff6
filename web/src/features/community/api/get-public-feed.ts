import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CheckListResponse, FeedSort, GenerationListResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { FEED_PAGE_SIZE, feedSortKey, type FeedKind, type FeedPage } from './feed-kind';

export async function getPublicFeed(
  kind: FeedKind,
  sort: FeedSort,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<FeedPage> {
  const query = { sort, limit: FEED_PAGE_SIZE, cursor };
  if (kind === 'generations') {
    const page = await apiRequest<GenerationListResponse>('/generations/public', { query, signal });
    return {
      items: page.generations ?? [],
      nextCursor: page.nextCursor ?? null,
      hasMore: page.hasMore === true,
    };
  }
  const page = await apiRequest<CheckListResponse>('/checks/public', { query, signal });
  return { items: page.checks ?? [], nextCursor: page.nextCursor ?? null, hasMore: page.hasMore === true };
}

export const publicFeedQueryOptions = (kind: FeedKind, sort: FeedSort) =>
  infiniteQueryOptions({
    queryKey: feedSortKey(kind, sort),
    queryFn: ({ pageParam, signal }) => getPublicFeed(kind, sort, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });

export function usePublicFeed(kind: FeedKind, sort: FeedSort) {
  return useInfiniteQuery(publicFeedQueryOptions(kind, sort));
}
