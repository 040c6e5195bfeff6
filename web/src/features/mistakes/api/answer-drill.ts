import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DrillAnswerResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { MISTAKES_KEY } from '../../../api/query-keys';

export function answerDrill({ id, answer }: { id: string; answer: string }): Promise<DrillAnswerResponse> {
  return apiRequest<DrillAnswerResponse>(`/mistakes/drills/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { answer },
  });
}

/** An answer may master a drill: the notebook's counts and badges change. Drills in a sitting stay. */
export function useAnswerDrill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerDrill,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: MISTAKES_KEY,
        predicate: (query) => query.queryKey[MISTAKES_KEY.length] !== 'drills',
      }),
  });
}
