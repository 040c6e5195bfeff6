import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewRateResponse } from '@contract';
import { setCardKnown } from '../../../api/known-cards';
import { refreshAfterKnown } from './refresh-after-known';

/** "I know this" (斩): the card leaves every queue for good and counts as known. */
export function markKnown(wordId: string): Promise<ReviewRateResponse> {
  return setCardKnown(wordId, true);
}

export function useMarkKnown() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markKnown, onSettled: () => refreshAfterKnown(queryClient) });
}
