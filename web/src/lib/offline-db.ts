import { clear, createStore, type UseStore } from 'idb-keyval';

/*
 * The one IndexedDB store of what a signed-in learner keeps on the device for offline use (the review
 * queue and the ratings made without a network: features/review/lib/offline-*.ts). It lives here, not in
 * the review feature, because signing out (lib/session.ts) must empty it: nothing of one learner may be
 * left for the next one on a shared phone. Opened on first use, so a page that never needs it never
 * opens the database.
 */
let store: UseStore | null = null;

export function offlineStore(): UseStore {
  store ??= createStore('wordloom-offline', 'learner');
  return store;
}

/** Forgets everything kept for offline use. */
export function clearOfflineData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return clear(offlineStore());
}
