import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CheckListResponse, GenerationListResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { contentKey, type ContentKind, type ContentPage } from './content-kind';

export async function listOwnContent(
  kind: ContentKind,
  limit: number,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ContentPage> {
  const query = { limit, cursor };
  if (kind === 'generations') {
    const page = await apiRequest<GenerationListResponse>('/generations', { query, signal });
    return {
      items: page.generations ?? [],
      nextCursor: page.nextCursor ?? null,
      hasMore: page.hasMore === true,
    };
  }
  const page = await apiRequest<CheckListResponse>('/checks', { query, signal });
  return { items: page.checks ?? [], nextCursor: page.nextCursor ?? null, hasMore: page.hasMore === true };
}

export const OWN_CONTENT_PAGE_SIZE = 10;

export const ownContentQueryOptions = (kind: ContentKind) =>
  infiniteQueryOptions({
    queryKey: [...contentKey(kind), 'mine', 'profile'],
    queryFn: ({ pageParam, signal }) => listOwnContent(kind, OWN_CONTENT_PAGE_SIZE, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });

export function useOwnContent(kind: ContentKind) {
  return useInfiniteQuery(ownContentQueryOptions(kind));
}
