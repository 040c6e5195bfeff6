import { useCallback, useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS, type ReviewCard, type ReviewRating, type Word } from '@contract';
import { useRateCard } from '../api/rate-card';
import { useReviewQueue } from '../api/get-review-queue';
import { useUndoRating } from '../api/undo-rating';
import { newReviewId } from '../lib/review-id';

/** The rating that Undo takes back: its card as shown, its reviewId, and whether the server recorded it. */
interface LastRating {
  card: ReviewCard;
  rating: ReviewRating;
  reviewId: string;
  saved: Promise<boolean>;
}

/**
 * One sitting of review: the cards of one queue answer, in its order, the current one first. A
 * rating moves on at once and is saved in the background (a failed save puts the card back at the
 * end). When the list runs out the queue is asked again, once every rating is saved: the server serves
 * cards rated Again (and new ones rated Good) that fall due within its learn-ahead window, so they come
 * back, and the session ends when the queue is empty. The last rating can be undone.
 */
export function useReviewSession() {
  const { t } = useTranslation();
  const queue = useReviewQueue();
  const rateCard = useRateCard();
  const undoRating = useUndoRating();
  const [cards, setCards] = useState<ReviewCard[]>([]);
  const [reviewed, setReviewed] = useState(0);
  const [withoutSentence, setWithoutSentence] = useState<Word[]>([]);
  const [lastRating, setLastRating] = useState<LastRating | null>(null);
  const [undoing, setUndoing] = useState(false);
  const shownAt = useRef(0);
  // The list a rating was taken from: a second tap or key press before the next card shows finds it again.
  const ratedFrom = useRef<ReviewCard[] | null>(null);
  /*
   * The reviewId of each card whose rating is not known to be saved. A save that failed may still have
   * reached the server; rated again when it comes back, the card is sent with the same id and counts once.
   */
  const unsavedIds = useRef(new Map<string, string>());
  const saving = useRef(new Set<Promise<unknown>>());
  const [refilling, setRefilling] = useState(false);
  const refillRun = useRef<Promise<void> | null>(null);

  // Each answer of the queue starts (or continues) the session with its cards. Keyed on the fetch
  // time: an answer equal to the last one is still a fresh start.
  const { data: answer, dataUpdatedAt } = queue;
  const [takenAt, setTakenAt] = useState(0);
  if (answer && dataUpdatedAt !== takenAt) {
    setTakenAt(dataUpdatedAt);
    setCards(answer.cards);
  }

  const refill = useCallback(() => {
    const run = (async () => {
      setRefilling(true);
      await Promise.allSettled([...saving.current]);
      await queue.refetch();
      setRefilling(false);
    })();
    refillRun.current = run;
    return run;
  }, [queue]);

  const current = cards[0] ?? null;
  // The time a card took is from when it appeared to its rating.
  useEffect(() => {
    shownAt.current = Date.now();
  }, [current]);

  const rate = useCallback(
    (rating: ReviewRating) => {
      if (!current || ratedFrom.current === cards) return;
      ratedFrom.current = cards;
      const wordId = current.word.id;
      const reviewId = unsavedIds.current.get(wordId) ?? newReviewId();
      unsavedIds.current.set(wordId, reviewId);
      const durationMs = Math.min(Date.now() - shownAt.current, REVIEW_LIMITS.durationMsMax);
      const rest = cards.slice(1);
      setCards(rest);
      setReviewed((count) => count + 1);
      if (!current.cloze) {
        setWithoutSentence((words) =>
          words.some((word) => word.id === current.word.id) ? words : [...words, current.word],
        );
      }
      const saved = rateCard
        .mutateAsync({ wordId, rating, durationMs, reviewId })
        .then(() => {
          unsavedIds.current.delete(wordId);
          return true;
        })
        .catch(() => {
          notifications.show({ color: 'red', message: t('review.rate.failed', { word: current.word.word }) });
          setReviewed((count) => count - 1);
          setCards((list) => [...list, current]);
          // Nothing was recorded: the card is already back in the list, there is nothing to undo.
          setLastRating((last) => (last?.reviewId === reviewId ? null : last));
          return false;
        })
        .finally(() => saving.current.delete(saved));
      saving.current.add(saved);
      setLastRating({ card: current, rating, reviewId, saved });
      if (rest.length === 0) void refill();
    },
    [cards, current, rateCard, refill, t],
  );

  /** Takes the last rating back on the server, then shows its card again, first. */
  const undo = useCallback(async () => {
    const last = lastRating;
    if (!last || undoing) return;
    setUndoing(true);
    setLastRating(null);
    try {
      if (!(await last.saved)) return;
      // A refill under way would replace the list the card goes back into.
      await refillRun.current;
      const { card } = await undoRating.mutateAsync({ wordId: last.card.word.id, reviewId: last.reviewId });
      setCards((list) => [card, ...list.filter((other) => other.word.id !== card.word.id)]);
      setReviewed((count) => count - 1);
    } catch {
      notifications.show({ color: 'red', message: t('review.undo.failed', { word: last.card.word.word }) });
    } finally {
      setUndoing(false);
    }
  }, [lastRating, undoing, undoRating, t]);

  return {
    /** The card on screen, or null once the queue is empty (or still loading). */
    current,
    reviewed,
    /** Cards reviewed plus those left in this sitting. */
    total: reviewed + cards.length,
    /** Words reviewed without a sentence: the end screen offers to generate one. */
    withoutSentence,
    loading: queue.isPending || refilling,
    error: queue.isError && !refilling ? queue.error : null,
    retry: () => void queue.refetch(),
    /** Asks the queue again (the end screen's "Review more", and when the next card falls due). */
    more: () => void refill(),
    rate,
    /** The word whose rating Undo would take back, or null when there is none. */
    undoable: lastRating && !undoing ? lastRating.card.word : null,
    /** The last rating given, for the screen reader's announcement. */
    lastRated: lastRating ? { word: lastRating.card.word.word, rating: lastRating.rating } : null,
    undo: () => void undo(),
  };
}

export type ReviewSession = ReturnType<typeof useReviewSession>;
