import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewRateResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { REVIEW_KEY } from '../../../api/query-keys';

export interface UndoRatingRequest {
  wordId: string;
  /** The `reviewId` the rating was sent with. */
  reviewId: string;
}

/** Undoes the learner's last rating of a card; answers the card as it was before it. */
export function undoRating({ wordId, reviewId }: UndoRatingRequest): Promise<ReviewRateResponse> {
  return apiRequest<ReviewRateResponse>(
    `/review/${encodeURIComponent(wordId)}/ratings/${encodeURIComponent(reviewId)}`,
    { method: 'DELETE' },
  );
}

/** Like a rating, an undo changes the due count, the stats and the heatmap, not the session's own list. */
export function useUndoRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoRating,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: REVIEW_KEY,
        predicate: (query) => query.queryKey[REVIEW_KEY.length] !== 'queue',
      }),
  });
}
