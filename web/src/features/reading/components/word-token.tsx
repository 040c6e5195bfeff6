import { memo, useEffect, type ReactNode } from 'react';
import { Popover } from '@mantine/core';
import type { ReadingToken } from '@contract';
import classes from './reading.module.css';

interface WordTokenProps {
  token: ReadingToken;
  index: number;
  /** The one word reached by Tab (the others by the arrow keys). */
  tabbable: boolean;
  /** Below the chosen level: shown plain. */
  quiet: boolean;
  /** This word's card is open: `card` is its content. */
  card: ReactNode | null;
  /** `refocus`: closed with Escape, so the focus goes back to the word. */
  onClose: (index: number, refocus: boolean) => void;
}

/**
 * A word of the text as a button (Enter or a click opens its card), marked by status. The status is
 * described by the legend's entry (its id), so a screen reader says it without any colour.
 */
export const WordToken = memo(function WordToken({
  token,
  index,
  tabbable,
  quiet,
  card,
  onClose,
}: WordTokenProps) {
  const opened = card !== null;
  // Escape closes the card wherever the focus is (a button that went busy may have dropped it to the page).
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(index, true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened, index, onClose]);

  const button = (
    <button
      type="button"
      className={classes.word}
      data-token={index}
      data-status={token.status}
      data-quiet={quiet || undefined}
      tabIndex={tabbable ? 0 : -1}
      aria-describedby={`reading-status-${token.status}`}
      aria-haspopup="dialog"
      aria-expanded={opened}
      lang="en"
    >
      {token.text}
    </button>
  );
  if (!opened) return button;
  return (
    <Popover
      opened
      onClose={() => onClose(index, false)}
      width={340}
      position="bottom"
      withArrow
      shadow="md"
      trapFocus
      returnFocus={false}
      closeOnEscape={false}
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown p="md" maw="calc(100vw - 24px)">
        {card}
      </Popover.Dropdown>
    </Popover>
  );
});
