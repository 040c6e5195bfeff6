import { useMutation } from '@tanstack/react-query';
import type { Word } from '@contract';
import { apiRequest } from '../../../api/client';

export async function getRandomWords(count: number): Promise<Word[]> {
  const { words } = await apiRequest<{ words: Word[] }>('/words/random', { query: { count } });
  return words;
}

/* A mutation: every press should draw again, and nothing is worth caching. */
export function useRandomWords() {
  return useMutation({ mutationFn: getRandomWords });
}
