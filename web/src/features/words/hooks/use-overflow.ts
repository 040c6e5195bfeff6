import { useCallback, useState } from 'react';

/**
 * Whether a line-clamped element hides part of its text, re-measured when its size changes
 * (a narrower phone clamps sooner than a wide card).
 */
export function useOverflow<T extends HTMLElement>() {
  const [overflowing, setOverflowing] = useState(false);
  // A callback ref: it measures the node it is attached to, and stops when the node goes.
  const measure = useCallback((node: T | null) => {
    if (!node) return;
    const update = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [measure, overflowing] as const;
}
