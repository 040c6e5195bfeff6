import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { publishedKey, type PublishedKind } from '../../../api/published/kind';
import { listPublishedPage, nextCursor } from '../../../api/published/list-page';

/** The learner's own generations or sentence checks (the two tabs of "Your content"), newest first. */
export function listOwnContent(
  kind: PublishedKind,
  limit: number,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  return listPublishedPage(kind, '', { limit, cursor }, signal);
}

export const OWN_CONTENT_PAGE_SIZE = 10;

export const ownContentQueryOptions = (kind: PublishedKind) =>
  infiniteQueryOptions({
    queryKey: [...publishedKey(kind), 'mine', 'profile'],
    queryFn: ({ pageParam, signal }) => listOwnContent(kind, OWN_CONTENT_PAGE_SIZE, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export function useOwnContent(kind: PublishedKind) {
  return useInfiniteQuery(ownContentQueryOptions(kind));
}
