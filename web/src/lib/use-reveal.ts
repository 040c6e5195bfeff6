import { useCallback, useRef } from 'react';

/**
 * On a phone the result area sits below the form; `reveal` scrolls it into view once a request
 * starts, so the learner sees the progress. Wider screens show both side by side and stay put.
 */
export function useReveal<Element extends HTMLElement>(query = '(max-width: 62em)') {
  const ref = useRef<Element>(null);
  const reveal = useCallback(() => {
    if (!window.matchMedia(query).matches) return;
    requestAnimationFrame(() => ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }, [query]);
  return { ref, reveal };
}
