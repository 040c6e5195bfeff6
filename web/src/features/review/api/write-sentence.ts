import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WriteSentenceResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { MISTAKES_KEY, REVIEW_KEY } from '../../../api/query-keys';

export interface WriteSentenceRequest {
  wordId: string;
  sentence: string;
  durationMs: number;
}

/** A review answered by writing a sentence with the word: the server checks it and rates the card. */
export function writeSentence({
  wordId,
  sentence,
  durationMs,
}: WriteSentenceRequest): Promise<WriteSentenceResponse> {
  return apiRequest<WriteSentenceResponse>(`/review/${encodeURIComponent(wordId)}/sentence`, {
    method: 'POST',
    body: { sentence, durationMs },
  });
}

/** The card was rated and the check's issues went to the notebook: both are stale now. */
export function useWriteSentence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeSentence,
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: REVIEW_KEY,
        predicate: (query) => query.queryKey[REVIEW_KEY.length] !== 'queue',
      });
      void queryClient.invalidateQueries({ queryKey: MISTAKES_KEY });
    },
  });
}
