import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckListResponse, GenerationListResponse } from '@contract';
import { apiRequest } from '../client';
import { publishedKey, type PublishedItem, type PublishedKind } from './kind';

const RECENT_LIMIT = 5;

/** The caller's own generations or checks, newest first. */
function listRecent(kind: PublishedKind, limit: number, signal?: AbortSignal) {
  return apiRequest<GenerationListResponse | CheckListResponse>(`/${kind}`, { query: { limit }, signal });
}

const recentQueryOptions = <K extends PublishedKind>(kind: K) =>
  queryOptions({
    queryKey: [...publishedKey(kind), 'mine', RECENT_LIMIT],
    queryFn: ({ signal }) => listRecent(kind, RECENT_LIMIT, signal),
    // The list answer names its items by the kind itself: { generations } or { checks }.
    select: (response) => (response as Record<string, unknown>)[kind] as PublishedItem<K>[] | undefined,
  });

/** The short "recent" list beside the Generate and Check forms. */
export function useRecent<K extends PublishedKind>(kind: K) {
  return useQuery(recentQueryOptions(kind));
}
