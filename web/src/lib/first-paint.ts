/*
 * The app's first screen is painted before its first API answers are handled. Without this, on a phone
 * the answers to the requests the first render starts (the feed, its statistics, the site's config) can
 * come back before the browser has painted, and drawing twenty cards then holds the first paint back
 * (Lighthouse on Community, npm run bench:web). Armed by main.tsx only: tests and other callers of the API
 * client never wait.
 */

let gate: Promise<void> | null = null;
let open: () => void = () => undefined;

/** Most a request waits, should the first screen never say it rendered (a crash before it). */
const LONGEST_WAIT_MS = 1_000;

/** main.tsx, before the first render: API requests wait for the first paint. */
export function holdRequestsForFirstPaint(): void {
  gate = new Promise((resolve) => {
    open = () => {
      gate = null;
      resolve();
    };
    setTimeout(open, LONGEST_WAIT_MS);
  });
}

/**
 * The app root's first effect: the gate opens when the browser reports the first contentful paint, which
 * is the first screen (main.tsx renders nothing before it); without paint timing, a frame later.
 */
export function firstScreenRendered(): void {
  if (!gate) return;
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    requestAnimationFrame(() => setTimeout(open, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    open();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** What a request waits for before it goes out: null, except before the first paint. */
export function untilFirstPaint(): Promise<void> | null {
  return gate;
}
