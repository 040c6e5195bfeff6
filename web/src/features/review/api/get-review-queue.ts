import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_LIMITS, type ReviewQueueResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { REVIEW_KEY } from '../../../api/query-keys';

export function getReviewQueue(limit: number, signal?: AbortSignal): Promise<ReviewQueueResponse> {
  return apiRequest<ReviewQueueResponse>('/review/queue', { query: { limit }, signal });
}

/** A session works through one answer of the queue; it is fetched afresh each time, never from cache. */
export const reviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'queue'],
    queryFn: ({ signal }) => getReviewQueue(REVIEW_LIMITS.queueMax, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useReviewQueue() {
  return useQuery(reviewQueueQueryOptions());
}
