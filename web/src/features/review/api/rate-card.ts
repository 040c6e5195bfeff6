import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewRateResponse, ReviewRating } from '@contract';
import { apiRequest } from '../../../api/client';
import { REVIEW_KEY } from '../../../api/query-keys';

export interface RateCardRequest {
  wordId: string;
  rating: ReviewRating;
  durationMs: number;
  /** One per rating, the same when it is sent again: the server records it once (docs/api-conventions.md). */
  reviewId: string;
}

export function rateCard({
  wordId,
  rating,
  durationMs,
  reviewId,
}: RateCardRequest): Promise<ReviewRateResponse> {
  return apiRequest<ReviewRateResponse>(`/review/${encodeURIComponent(wordId)}`, {
    method: 'POST',
    body: { rating, durationMs, reviewId },
  });
}

/** Each rating changes the due count, the stats and the heatmap; the running session keeps its own list. */
export function useRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateCard,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: REVIEW_KEY,
        predicate: (query) => query.queryKey[REVIEW_KEY.length] !== 'queue',
      }),
  });
}
