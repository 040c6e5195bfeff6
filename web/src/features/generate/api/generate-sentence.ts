import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GenerateRequest, Generation } from '@contract';
import { streamAi, type AiStreamOptions } from '../../../lib/ai-stream';
import { useAiRun } from '../../../lib/use-ai-run';
import { cacheNewResult } from '../../../api/published/get-published';

export type GenerateBody = Partial<GenerateRequest> & Pick<GenerateRequest, 'wordIds'>;

/** POST /generate with progress: attempts, retries, reasoning and the sentence as it is written. */
export function generateSentence(body: GenerateBody, options: AiStreamOptions<Generation>) {
  return streamAi<'generation', Generation>('/generate', 'generation', body, options);
}

/** The saved generation goes straight into the cache its page reads; word usage counts changed too. */
export function useGenerateSentence() {
  const queryClient = useQueryClient();
  const onDone = useCallback(
    (generation: Generation) => {
      cacheNewResult(queryClient, 'generations', generation);
      void queryClient.invalidateQueries({ queryKey: ['words'] });
    },
    [queryClient],
  );
  return useAiRun(generateSentence, onDone);
}
