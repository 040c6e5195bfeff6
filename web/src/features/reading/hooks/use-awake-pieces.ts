import { useCallback, useEffect, useState, type RefObject } from 'react';

/* Pieces this far beyond the screen are made ready before the reader scrolls to them. */
const AHEAD = '1200px 0px';
/* The pieces at the top: buttons from the first paint, without waiting for the observer. */
const FIRST_AWAKE = 3;

/**
 * Which pieces of the text are word buttons (the rest is plain text until it comes near the screen).
 * A piece once awake stays awake. Without an IntersectionObserver every piece is awake.
 */
export function useAwakePieces(container: RefObject<HTMLElement | null>, pieceCount: number) {
  const [awake, setAwake] = useState<ReadonlySet<number>>(() => {
    const observed = typeof IntersectionObserver !== 'undefined';
    return new Set(
      Array.from({ length: observed ? Math.min(FIRST_AWAKE, pieceCount) : pieceCount }, (_, id) => id),
    );
  });
  const wake = useCallback(
    (ids: number[]) =>
      setAwake((current) => (ids.every((id) => current.has(id)) ? current : new Set([...current, ...ids]))),
    [],
  );

  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => entry.target as HTMLElement);
        near.forEach((element) => observer.unobserve(element));
        if (near.length > 0) wake(near.map((element) => Number(element.dataset.piece)));
      },
      { rootMargin: AHEAD },
    );
    root.querySelectorAll('[data-piece]').forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [container, pieceCount, wake]);

  return { awake, wake };
}
