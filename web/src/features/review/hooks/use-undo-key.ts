import { useEffect } from 'react';

/** Text fields keep their own Z and Ctrl+Z: there they type and undo typing. */
function inTextField(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/** Z, Ctrl+Z or ⌘Z undoes the last rating, on a card or on the end screen; `onUndo` null: nothing to undo. */
export function useUndoKey(onUndo: (() => void) | null) {
  useEffect(() => {
    if (!onUndo) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || event.repeat || event.altKey || event.shiftKey) return;
      if (inTextField(event.target)) return;
      event.preventDefault();
      onUndo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onUndo]);
}
