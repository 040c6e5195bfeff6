import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewRateResponse } from '@contract';
import { setCardKnown } from '../../../api/known-cards';
import { refreshAfterKnown } from './refresh-after-known';

/** Takes "I know this" back: the answer is the card, a new one again. */
export function unmarkKnown(wordId: string): Promise<ReviewRateResponse> {
  return setCardKnown(wordId, false);
}

export function useUnmarkKnown() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unmarkKnown, onSettled: () => refreshAfterKnown(queryClient) });
}
