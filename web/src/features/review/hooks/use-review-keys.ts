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

/**
 * Space reveals the answer; 1–4 rate (Again, Hard, Good, Easy) once it is shown; K is "I know this",
 * before the answer or after; W turns the card into a writing card (and back). Space on a focused button keeps its own meaning (pressing it), so a
 * keyboard user never rates by accident.
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
      if (event.key === ' ' && !revealed) {
        if ((event.target as HTMLElement | null)?.tagName === 'BUTTON') return;
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
