import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import {
  ITEM_FIELD,
  detailKey,
  invalidateLists,
  itemUrl,
  type PublishedItem,
  type PublishedKind,
  type PublishedResponses,
} from './kind';

function getPublished<K extends PublishedKind>(
  kind: K,
  id: string,
  signal?: AbortSignal,
): Promise<PublishedResponses[K]> {
  return apiRequest<PublishedResponses[K]>(itemUrl(kind, id), { signal });
}

const publishedQueryOptions = <K extends PublishedKind>(kind: K, id: string) =>
  queryOptions({
    queryKey: detailKey(kind, id),
    queryFn: ({ signal }) => getPublished(kind, id, signal),
    select: (response) => (response as Record<string, unknown>)[ITEM_FIELD[kind]] as PublishedItem<K>,
  });

/** One generation or check: its result page and the result under the form after a run. */
export function usePublished<K extends PublishedKind>(kind: K, id: string) {
  return useQuery(publishedQueryOptions(kind, id));
}

/** A result just saved goes straight into the cache its page reads; the lists that now hold it refresh. */
export function cacheNewResult<K extends PublishedKind>(
  queryClient: QueryClient,
  kind: K,
  item: PublishedItem<K>,
) {
  queryClient.setQueryData(detailKey(kind, item.id), {
    success: true,
    [ITEM_FIELD[kind]]: item,
  } as unknown as PublishedResponses[K]);
  void invalidateLists(queryClient, kind);
}
