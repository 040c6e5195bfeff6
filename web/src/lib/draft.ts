import { useCallback, useState } from 'react';

const PREFIX = 'wordloom.draft.';

function read<T>(name: string, fallback: T): T {
  try {
    const stored = sessionStorage.getItem(PREFIX + name);
    return stored === null ? fallback : (JSON.parse(stored) as T);
  } catch {
    return fallback;
  }
}

function write(name: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + name, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, full): the draft then lives as long as the screen.
  }
}

/**
 * State kept for this tab in sessionStorage, so what a learner typed or chose survives leaving the screen:
 * a guest who presses Check, logs in and is sent back finds the sentence still there.
 */
export function useDraft<T>(name: string, initial: T, handedOver?: T): [T, (value: T) => void] {
  // A value another screen hands over ("Practice again") wins over what was stored.
  const [value, setValue] = useState<T>(() => {
    if (handedOver === undefined) return read(name, initial);
    write(name, handedOver);
    return handedOver;
  });
  const update = useCallback(
    (next: T) => {
      setValue(next);
      write(name, next);
    },
    [name],
  );
  return [value, update];
}

/** The stored draft without subscribing to it (read once when a screen opens). */
export function readDraft<T>(name: string, fallback: T): T {
  return read(name, fallback);
}

export function saveDraft(name: string, value: unknown): void {
  write(name, value);
}
