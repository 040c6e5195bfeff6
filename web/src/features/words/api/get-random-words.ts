import { useMutation } from '@tanstack/react-query';
import type { PartOfSpeech, Word } from '@contract';
import { apiRequest } from '../../../api/client';

export interface RandomWordsParams {
  count: number;
  partOfSpeech: PartOfSpeech | null;
}

export async function getRandomWords({ count, partOfSpeech }: RandomWordsParams): Promise<Word[]> {
  const { words } = await apiRequest<{ words: Word[] }>('/words/random', {
    query: { count, partOfSpeech: partOfSpeech ?? undefined },
  });
  return words;
}

/* A mutation rather than a query: every press should draw again, and nothing is worth caching. */
export function useRandomWords() {
  return useMutation({ mutationFn: getRandomWords });
}
