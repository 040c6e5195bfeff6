import type { ReviewRateResponse } from '@contract';
import { apiRequest } from './client';

/**
 * "I know this" (斩) on a card (`known`: the card leaves every queue and counts as known), or taking it back
 * (the card is a new card again). Review and the word list both offer it; this is its one call.
 */
export function setCardKnown(wordId: string, known: boolean): Promise<ReviewRateResponse> {
  return apiRequest<ReviewRateResponse>(`/review/${encodeURIComponent(wordId)}/known`, {
    method: known ? 'POST' : 'DELETE',
  });
}
