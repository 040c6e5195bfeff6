import { VisuallyHidden } from '@mantine/core';

interface LiveRegionProps {
  /** What a screen reader should say; '' says nothing. */
  message: string;
  /** A new value says the same words again (two "Good" ratings in a row are two answers). */
  id?: string | number;
}

/**
 * A polite live region for results that appear away from the learner's focus. It is mounted with the
 * screen, empty, because screen readers only announce changes to a region they already watch.
 */
export function LiveRegion({ message, id }: LiveRegionProps) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      <span key={id}>{message}</span>
    </VisuallyHidden>
  );
}
