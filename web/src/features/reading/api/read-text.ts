import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReadingResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { WORDS_KEY } from '../../../api/query-keys';

export function readText(text: string, signal?: AbortSignal): Promise<ReadingResponse> {
  return apiRequest<ReadingResponse>('/reading', { method: 'POST', body: { text }, signal });
}

/*
 * A reading is asked like a query, under the words key: adding a word (here, on /words, from a review)
 * refreshes the statuses of the text on screen without the learner pressing Read again.
 */
export function readingQueryOptions(text: string) {
  return queryOptions({
    queryKey: [...WORDS_KEY, 'reading', text],
    queryFn: ({ signal }) => readText(text, signal),
    retry: false,
  });
}

/** The text's words with their status and level; nothing is asked while `text` is null. */
export function useReading(text: string | null) {
  // While a refresh runs (a word just added), the text stays on screen with the statuses it had.
  return useQuery({ ...readingQueryOptions(text ?? ''), enabled: text !== null });
}
