import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTS_OF_SPEECH, type PartOfSpeech } from '@contract';
import { apiRequest } from '../../../api/client';
import { WORDS_KEY } from './list-words';

/** The parts of speech in the learner's own list, in the contract's order. */
export async function getPartsOfSpeech(signal?: AbortSignal): Promise<PartOfSpeech[]> {
  const { partsOfSpeech } = await apiRequest<{ partsOfSpeech?: string[] }>('/words/parts-of-speech', {
    signal,
  });
  return PARTS_OF_SPEECH.filter((pos) => partsOfSpeech?.includes(pos));
}

export function partsOfSpeechQueryOptions() {
  return queryOptions({
    queryKey: [...WORDS_KEY, 'parts-of-speech'],
    queryFn: ({ signal }) => getPartsOfSpeech(signal),
  });
}

export function usePartsOfSpeech() {
  return useQuery(partsOfSpeechQueryOptions());
}
