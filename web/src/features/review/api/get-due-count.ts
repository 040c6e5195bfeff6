import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_KEY } from '../../../api/query-keys';
import { getReviewStats } from './get-review-stats';

/** Cards come due as time passes, not only when something is done: the count looks again now and then. */
const RECOUNT_MS = 5 * 60_000;

/**
 * What a review session would bring now: cards due and the new cards today's allowance still lets in.
 * Read from the stats (counts only), not from the queue, which would build a hundred cards to count them.
 */
export const dueCountQueryOptions = () =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'count'],
    queryFn: async ({ signal }) => {
      const { dueNow, newAvailable } = await getReviewStats(signal);
      const total = dueNow + newAvailable;
      // An answer without the counts shows no badge: NaN never equals itself, so TanStack Query would
      // take it for new data on every render and re-render the top bar without end.
      return Number.isFinite(total) ? total : 0;
    },
    refetchInterval: RECOUNT_MS,
  });

export function useDueCount(enabled: boolean) {
  return useQuery({ ...dueCountQueryOptions(), enabled });
}
