import type { RefObject } from 'react';
import { useHotkeys } from '@mantine/hooks';

const onMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform);

/** How the run shortcut is written on this machine, for tooltips. */
export const MOD_ENTER = onMac ? '⌘ + Enter' : 'Ctrl + Enter';

/* Ignore no element: the shortcuts are meant to work from the fields where the learner types. */
const EVERYWHERE: string[] = [];

/** Ctrl/⌘+Enter runs (unless it is running already); Esc cancels what is running. */
export function useRunShortcuts({
  run,
  cancel,
  running,
  withModEnter = true,
}: {
  run: () => void;
  cancel: () => void;
  running: boolean;
  /** Off where the text box handles Ctrl/⌘+Enter itself. */
  withModEnter?: boolean;
}) {
  useHotkeys(
    [
      ...(withModEnter ? [['mod+Enter', () => !running && run()] as [string, () => void]] : []),
      ['Escape', () => running && cancel()],
    ],
    EVERYWHERE,
  );
}

/** '/' focuses the screen's search field, as on many sites; typed inside a field it stays a '/'. */
export function useSearchShortcut(field: RefObject<HTMLInputElement | null>) {
  useHotkeys([['/', () => field.current?.focus()]]);
}
