import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewRateResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { REVIEW_KEY } from '../../../api/query-keys';

/** A suspended card leaves every queue until it is unsuspended. */
export function setCardSuspended(wordId: string, suspended: boolean): Promise<ReviewRateResponse> {
  return apiRequest<ReviewRateResponse>(`/review/${encodeURIComponent(wordId)}/suspend`, {
    method: suspended ? 'POST' : 'DELETE',
  });
}

/** Due counts, stats and the leech list all change; the running session keeps its own list. */
export function useSetSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wordId, suspended }: { wordId: string; suspended: boolean }) =>
      setCardSuspended(wordId, suspended),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: REVIEW_KEY,
        predicate: (query) => query.queryKey[REVIEW_KEY.length] !== 'queue',
      }),
  });
}
