import { notificationsStore, updateNotificationsState, type NotificationData } from '@mantine/notifications';

/** Mantine numbers each toast as it is shown (not part of its public type). */
type ShownToast = NotificationData & { __sequence?: number };

/** What a learner sees of a toast: the same colour, title and words count as the same toast. */
function sameToastKey({ color, title, message }: NotificationData): string | null {
  if (typeof message !== 'string' || (title !== undefined && typeof title !== 'string')) return null;
  return JSON.stringify([color ?? '', title ?? '', message]);
}

/**
 * Keeps one toast per message: a repeat (the same failure on every retry, "Link copied" twice) replaces
 * the one already shown, with a fresh timer, instead of stacking over the page. Returns the unsubscribe.
 */
export function collapseRepeatedToasts(store = notificationsStore): () => void {
  return store.subscribe(({ notifications, queue }) => {
    // The order shown is by priority, so the newest of each message is found by when it was shown.
    const newest = new Map<string, ShownToast>();
    for (const toast of [...notifications, ...queue] as ShownToast[]) {
      const key = sameToastKey(toast);
      const kept = key === null ? undefined : newest.get(key);
      if (key !== null && (!kept || (kept.__sequence ?? 0) < (toast.__sequence ?? 0))) newest.set(key, toast);
    }
    const stale = (toast: NotificationData) => {
      const key = sameToastKey(toast);
      return key !== null && newest.get(key) !== toast;
    };
    if ([...notifications, ...queue].some(stale)) {
      updateNotificationsState(store, (toasts) => toasts.filter((toast) => !stale(toast)));
    }
  });
}
