import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictionaryEntryResponse } from '@contract';
import { ApiError } from '../../api/api-error';
import { apiRequest } from '../../api/client';

/** `null`: the dictionary does not know the word (a 404, which is an answer, not a failure). */
export async function lookupDictionaryEntry(
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

/*
 * One cache entry per word for every screen that looks it up (adding a word, a review card, a word's
 * details), kept for the session: the dictionary does not change, and it sits outside the words key,
 * so the learner's list changing refetches none of it.
 */
export function dictionaryEntryQueryOptions(word: string) {
  return queryOptions({
    queryKey: ['dictionary', word.toLowerCase()],
    queryFn: ({ signal }) => lookupDictionaryEntry(word, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** The entry of `word`, asked only while `enabled` (a card's answer shown, a word's details open). */
export function useDictionaryEntry(word: string, enabled = true) {
  return useQuery({ ...dictionaryEntryQueryOptions(word), enabled: enabled && word !== '' });
}
