import { useEffect } from 'react';
import { REVIEW_RATINGS, type ReviewRating } from '@contract';

/** Keys typed into a field are text, not commands; a modifier means a browser shortcut. */
function isCommandKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return false;
  const target = event.target as HTMLElement | null;
  if (!target) return true;
  if (target.isContentEditable) return false;
  return !['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/*
 * A key that presses the focused control keeps that meaning over the review's: Space presses a button,
 * Enter a button or a link. Space on a link presses nothing (browsers scroll), so it still reveals: the
 * learner who has just clicked "Review" in the top bar has that link focused.
 */
function pressesFocused(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const pressable = event.key === 'Enter' ? 'button, a[href], [role="button"]' : 'button, [role="button"]';
  return target?.closest?.(pressable) != null;
}

/**
 * Space or Enter reveals the answer (as Anki); 1–4 rate (Again, Hard, Good, Easy) once it is shown; K is
 * "I know this", before the answer or after; W turns the card into a writing card (and back). Keys typed
 * into a field (a typed answer, a written sentence) stay text, and Space or Enter on a focused button
 * keeps its own meaning (pressing it), so a keyboard user never rates by accident.
 */
export function useReviewKeys({
  revealed,
  onReveal,
  onRate,
  onKnown,
  onWrite,
}: {
  revealed: boolean;
  onReveal: () => void;
  onRate: (rating: ReviewRating) => void;
  onKnown: () => void;
  onWrite?: () => void;
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCommandKey(event)) return;
      if ((event.key === ' ' || event.key === 'Enter') && !revealed) {
        if (pressesFocused(event)) return;
        event.preventDefault();
        onReveal();
        return;
      }
      if (event.key.toLowerCase() === 'k') {
        event.preventDefault();
        onKnown();
        return;
      }
      if (event.key.toLowerCase() === 'w' && onWrite) {
        event.preventDefault();
        onWrite();
        return;
      }
      const index = ['1', '2', '3', '4'].indexOf(event.key);
      if (index >= 0 && revealed) {
        event.preventDefault();
        onRate(REVIEW_RATINGS[index]!);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [revealed, onReveal, onRate, onKnown, onWrite]);
}
