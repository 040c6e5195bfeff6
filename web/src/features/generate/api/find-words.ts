import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Word, WordListResponse } from '@contract';
import { apiRequest } from '../../../api/client';

const PAGE_SIZE = 100;
/** Enough for any real list; a link naming words beyond it just leaves them out. */
const MAX_PAGES = 20;

/**
 * The words behind ids handed over by the Words screen or a ?words= link. The API has no lookup by
 * id, so this pages through the learner's list until every id is found or the list ends; ids not
 * found (deleted words) are left out.
 */
export async function findWords(ids: string[], signal?: AbortSignal): Promise<Word[]> {
  const wanted = new Set(ids);
  const found = new Map<string, Word>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES && found.size < wanted.size; page++) {
    const response = await apiRequest<WordListResponse>('/words', {
      query: { sort: 'recent', limit: PAGE_SIZE, cursor },
      signal,
    });
    for (const word of response.words) if (wanted.has(word.id)) found.set(word.id, word);
    if (!response.hasMore || !response.nextCursor) break;
    cursor = response.nextCursor;
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

export const foundWordsQueryOptions = (ids: string[]) =>
  queryOptions({
    queryKey: ['words', 'by-id', ids],
    queryFn: ({ signal }) => findWords(ids, signal),
    staleTime: Infinity,
  });

export function useFoundWords(ids: string[], enabled: boolean) {
  return useQuery({ ...foundWordsQueryOptions(ids), enabled: enabled && ids.length > 0 });
}
