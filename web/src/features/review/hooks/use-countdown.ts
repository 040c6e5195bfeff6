import { useEffect, useRef, useState } from 'react';

const TICK_MS = 1_000;
/* The server may not see the card as due yet (its clock a little behind): ask again at most this often. */
const RETRY_MS = 10_000;

/**
 * Milliseconds left until `until` (never below 0), updated every second, or null without a time. When
 * the time comes, `onDue` runs, and again every few seconds while the time stays passed.
 */
export function useCountdown(until: string | null, onDue: () => void): number | null {
  const target = until === null ? null : Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  const lastFired = useRef(0);
  // The latest callback, without restarting the clock each time the screen renders a new one.
  const onDueRef = useRef(onDue);
  useEffect(() => {
    onDueRef.current = onDue;
  }, [onDue]);

  useEffect(() => {
    if (target === null) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= target && at - lastFired.current >= RETRY_MS) {
        lastFired.current = at;
        onDueRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [target]);

  return target === null ? null : Math.max(0, target - now);
}

/** "4:05", "0:09", "1:02:03": what is left, as a clock reads it. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
