import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictionaryEntryResponse } from '@contract';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';

/** `null`: the dictionary does not know the word (a 404, which is an answer, not a failure). */
export async function lookupWord(
  word: string,
  signal?: AbortSignal,
): Promise<DictionaryEntryResponse | null> {
  try {
    const { entry } = await apiRequest<{ entry: DictionaryEntryResponse }>('/words/lookup', {
      query: { word },
      signal,
    });
    return entry;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/* Outside WORDS_KEY: the dictionary does not change when the learner's list does. */
export function lookupWordQueryOptions(word: string) {
  return queryOptions({
    queryKey: ['dictionary', word.toLowerCase()],
    queryFn: ({ signal }) => lookupWord(word, signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useLookupWord(word: string) {
  return useQuery({ ...lookupWordQueryOptions(word), enabled: word !== '' });
}
