import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event: not in TypeScript's DOM types. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/*
 * The browser offers to install the app once it qualifies (manifest, service worker). Its own offer is an
 * icon a learner rarely notices; kept here, Profile can offer it in the learner's words. Listened for from
 * the start (main.tsx): the event fires once, early, and is not sent again to a late listener.
 */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** Whether the browser can install the app now; false once installed or where it cannot (Safari, Firefox). */
export function useInstallOffer(): { available: boolean; install: () => Promise<void> } {
  const available = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer !== null,
  );
  const install = async () => {
    const shown = offer;
    if (!shown) return;
    await shown.prompt();
    // An offer is used once, accepted or not: the browser sends another when it may ask again.
    offer = null;
    changed();
  };
  return { available, install };
}
