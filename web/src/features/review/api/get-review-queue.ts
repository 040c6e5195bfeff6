import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_LIMITS, type ReviewQueueResponse } from '@contract';
import { unreachable } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { REVIEW_KEY } from '../../../api/query-keys';
import { keepQueue, keptQueue } from '../lib/offline-queue';
import { noteReachable } from '../lib/offline-ratings';
import { sendWaitingRatings } from '../lib/offline-sync';

export function getReviewQueue(limit: number, signal?: AbortSignal): Promise<ReviewQueueResponse> {
  return apiRequest<ReviewQueueResponse>('/review/queue', { query: { limit }, signal });
}

/**
 * The queue from the server, kept on the device for the next time there is no network; without one, the
 * kept queue. Ratings kept on the device are sent first, so the server's queue already counts them.
 */
export async function getReviewQueueOrKept(signal?: AbortSignal): Promise<ReviewQueueResponse> {
  try {
    await sendWaitingRatings();
    const answer = await getReviewQueue(REVIEW_LIMITS.queueMax, signal);
    noteReachable(true);
    await keepQueue(answer.cards).catch(() => undefined);
    return answer;
  } catch (error) {
    if (!unreachable(error)) throw error;
    noteReachable(false);
    const kept = await keptQueue(new Date()).catch(() => null);
    if (kept) return kept;
    throw error;
  }
}

/** A session works through one answer of the queue; it is fetched afresh each time, never from cache. */
export const reviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'queue'],
    queryFn: ({ signal }) => getReviewQueueOrKept(signal),
    staleTime: 0,
    gcTime: 0,
    // Asked without a network too: the kept queue answers then.
    networkMode: 'always',
  });

export function useReviewQueue() {
  return useQuery(reviewQueueQueryOptions());
}
