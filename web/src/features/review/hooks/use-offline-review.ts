import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REVIEW_KEY } from '../../../api/query-keys';
import { offlineStatus, subscribeOfflineStatus, waitingRatings } from '../lib/offline-ratings';
import { sendWaitingRatings } from '../lib/offline-sync';

/** A phone that says it is online may still reach nothing (a metro tunnel): kept ratings are tried this often. */
const RETRY_MS = 30_000;

function subscribeNetwork(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const browserOnline = () => navigator.onLine;

/**
 * Whether review runs offline and how many ratings wait on the device. When the network comes back the
 * waiting ratings are sent, oldest first, and the queue is asked again.
 */
export function useOfflineReview(): { offline: boolean; waiting: number } {
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(subscribeNetwork, browserOnline, () => true);
  const status = useSyncExternalStore(subscribeOfflineStatus, offlineStatus, offlineStatus);
  const wasOnline = useRef(online);

  useEffect(() => {
    void waitingRatings().catch(() => undefined);
  }, []);

  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    if (!cameBack) return;
    void sendWaitingRatings().then(() =>
      queryClient.invalidateQueries({ queryKey: [...REVIEW_KEY, 'queue'] }),
    );
  }, [online, queryClient]);

  const { waiting } = status;
  useEffect(() => {
    if (!online || waiting === 0) return;
    const timer = window.setInterval(() => void sendWaitingRatings(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, waiting]);

  return { offline: !online || status.unreachable, waiting };
}
