import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckRequest, SentenceCheck } from '@contract';
import { streamAi, type AiStreamOptions } from '../../../lib/ai-stream';
import { useAiRun } from '../../../lib/use-ai-run';
import { cacheNewResult } from '../../../api/published/get-published';

export type CheckBody = Partial<CheckRequest> & Pick<CheckRequest, 'sentence'>;

/** POST /check with progress: attempts, retries, reasoning and the check as it is written. */
export function checkSentence(body: CheckBody, options: AiStreamOptions<SentenceCheck>) {
  return streamAi<'check', SentenceCheck>('/check', 'check', body, options);
}

/** The saved check goes straight into the cache its page reads. */
export function useCheckSentence() {
  const queryClient = useQueryClient();
  const onDone = useCallback(
    (check: SentenceCheck) => {
      cacheNewResult(queryClient, 'checks', check);
    },
    [queryClient],
  );
  return useAiRun(checkSentence, onDone);
}
