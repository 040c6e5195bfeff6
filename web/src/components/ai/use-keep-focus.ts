import { useLayoutEffect, useRef, type RefObject } from 'react';
import { focusLost } from './focus-lost';

/**
 * A run disables the controls that start it, and a disabled control drops focus to <body>: a keyboard or
 * screen-reader user would be sent to the top of the page. This remembers the control that started the
 * run and, once the run ends, gives focus back to it (or to `fallback`) if focus was lost on the way.
 */
export function useKeepFocus(running: boolean, fallback: RefObject<HTMLElement | null>) {
  const origin = useRef<Element | null>(null);
  // A layout effect: it runs before the browser moves focus off a control disabled in this render.
  useLayoutEffect(() => {
    if (running) {
      origin.current = document.activeElement;
      return;
    }
    const started = origin.current;
    origin.current = null;
    if (!started) return;
    const timer = setTimeout(() => {
      if (!focusLost()) return;
      const usable =
        started instanceof HTMLElement &&
        started !== document.body &&
        started.isConnected &&
        !started.matches(':disabled');
      (usable ? started : fallback.current)?.focus();
    });
    return () => clearTimeout(timer);
  }, [running, fallback]);
}
