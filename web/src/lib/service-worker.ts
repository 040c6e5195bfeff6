/** How often an open app asks whether a new release is out (browsers only check on a page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker that web/pwa.ts builds (production builds only), once the page has
 * loaded: its precaching then never competes with the first paint. When a new release has installed
 * beside the running one, `onUpdateReady` gets a function that switches to it and reloads: the learner
 * chooses when (a review in progress is never cut short). Plain Service Worker API, no library: Home's
 * first load carries a few hundred bytes for it.
 */
export function registerServiceWorker(onUpdateReady: (reload: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const offer = (worker: ServiceWorker) =>
    onUpdateReady(() => {
      serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      // Workbox's worker (registerType 'prompt') waits for this message before taking over.
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  const register = async () => {
    const registration = await serviceWorker.register('/sw.js');
    // A release installed while this tab was closed waits already. The first install has nothing to replace.
    if (registration.waiting && serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && serviceWorker.controller) offer(worker);
      });
    });
    window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  };
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
