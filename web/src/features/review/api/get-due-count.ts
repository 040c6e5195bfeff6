import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_KEY } from '../../../api/query-keys';
import { getReviewStats } from './get-review-stats';

/** Cards come due as time passes, not only when something is done: the count looks again now and then. */
const RECOUNT_MS = 5 * 60_000;
/* Asked a moment after the next card's due time, so the server's clock has passed it too. */
const AFTER_DUE_MS = 1_000;
/* A device clock ahead of the server's would otherwise ask every second until the server caught up. */
const SOONEST_MS = 5_000;

/**
 * What waits for a review session now, in the one sense every screen uses: `due`, cards scheduled before
 * and due now (GET /review/stats `dueNow`), and `fresh`, new cards today's allowance still lets in,
 * counted apart. Read from the stats (counts only), not from the queue, which would build a hundred cards.
 */
export interface DueCount {
  due: number;
  fresh: number;
  /** When the next scheduled card falls due, or null. */
  nextDueAt: string | null;
}

/* An answer without the counts shows nothing: NaN never equals itself, so TanStack Query would take it
 * for new data on every render and re-render the top bar without end. */
const count = (value: number) => (Number.isFinite(value) ? value : 0);

export const dueCountQueryOptions = () =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'count'],
    queryFn: async ({ signal }): Promise<DueCount> => {
      const { dueNow, newAvailable, nextDueAt } = await getReviewStats(signal);
      return { due: count(dueNow), fresh: count(newAvailable), nextDueAt };
    },
    // Again when the next card falls due (a card rated Again a few minutes ago), at the latest in 5 minutes.
    refetchInterval: (query) => {
      const nextDueAt = query.state.data?.nextDueAt;
      if (!nextDueAt) return RECOUNT_MS;
      const untilDue = Date.parse(nextDueAt) - Date.now() + AFTER_DUE_MS;
      return Math.min(RECOUNT_MS, Math.max(SOONEST_MS, untilDue));
    },
  });

export function useDueCount(enabled: boolean) {
  return useQuery({ ...dueCountQueryOptions(), enabled });
}
