import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckListResponse, GenerationListResponse } from '@contract';
import { apiRequest } from '../client';
import { publishedKey, type PublishedItem, type PublishedKind } from './kind';

const RECENT_LIMIT = 5;
/** Fetched to fill the list when some are the same sentence again (a learner checking it once more). */
const RECENT_FETCHED = 4 * RECENT_LIMIT;

/** The caller's own generations or checks, newest first. */
function listRecent(kind: PublishedKind, limit: number, signal?: AbortSignal) {
  return apiRequest<GenerationListResponse | CheckListResponse>(`/${kind}`, { query: { limit }, signal });
}

const recentQueryOptions = <K extends PublishedKind>(kind: K) =>
  queryOptions({
    queryKey: [...publishedKey(kind), 'mine', RECENT_FETCHED],
    queryFn: ({ signal }) => listRecent(kind, RECENT_FETCHED, signal),
    // The list answer names its items by the kind itself: { generations } or { checks }.
    select: (response) => {
      const items = (response as Record<string, unknown>)[kind] as PublishedItem<K>[] | undefined;
      return items && newestOfEachSentence(items).slice(0, RECENT_LIMIT);
    },
  });

/** Each sentence once, by its newest item (the list comes newest first). */
function newestOfEachSentence<Item extends { sentence: string }>(items: Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.sentence) && seen.add(item.sentence));
}

/** The short "recent" list beside the Generate and Check forms: the newest five sentences. */
export function useRecent<K extends PublishedKind>(kind: K) {
  return useQuery(recentQueryOptions(kind));
}
