import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REVIEW_KEY } from '../../../api/query-keys';
import { rateOrKeep } from '../lib/offline-sync';

/**
 * Rates the card, online or kept on the device (lib/offline-sync.ts). Each rating changes the due count,
 * the stats and the heatmap; the running session keeps its own list.
 */
export function useRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateOrKeep,
    // Run without a network too: that is when the rating is kept on the device.
    networkMode: 'always',
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: REVIEW_KEY,
        predicate: (query) => query.queryKey[REVIEW_KEY.length] !== 'queue',
      }),
  });
}
