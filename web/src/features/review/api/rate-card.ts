import type { QuestionType, ReviewRateResponse, ReviewRating } from '@contract';
import { apiRequest } from '../../../api/client';

export interface RateCardRequest {
  wordId: string;
  rating: ReviewRating;
  durationMs: number;
  /** One per rating, the same when it is sent again: the server records it once (docs/api-conventions.md). */
  reviewId: string;
  /** A rating made offline: when it was made (ISO); the server schedules the card from then. */
  reviewedAt?: string;
  /** How the card was asked (its `question` as served): the review log keeps it with the rating. */
  question?: QuestionType;
}

/*
 * The call only: a rating goes through lib/offline-sync.ts (rateOrKeep), which keeps it on the device when
 * there is no network and sends kept ones in order, and the session's hook is hooks/use-rate-card.ts.
 */
export function rateCard({
  wordId,
  rating,
  durationMs,
  reviewId,
  reviewedAt,
  question,
}: RateCardRequest): Promise<ReviewRateResponse> {
  return apiRequest<ReviewRateResponse>(`/review/${encodeURIComponent(wordId)}`, {
    method: 'POST',
    body: { rating, durationMs, reviewId, reviewedAt, question },
  });
}
