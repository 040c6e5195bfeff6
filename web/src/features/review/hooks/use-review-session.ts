import { useCallback, useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS, type ReviewCard, type ReviewRating, type Word } from '@contract';
import { useRateCard } from '../api/rate-card';
import { useReviewQueue } from '../api/get-review-queue';
import { newReviewId } from '../lib/review-id';

/**
 * One sitting of review: the cards of one queue answer, in its order, the current one first. A
 * rating moves on at once and is saved in the background (a failed save puts the card back at the
 * end). When the list runs out the queue is asked again, once every rating is saved, so cards rated
 * Again that are due by then come back, and the session ends when the queue is empty.
 */
export function useReviewSession() {
  const { t } = useTranslation();
  const queue = useReviewQueue();
  const rateCard = useRateCard();
  const [cards, setCards] = useState<ReviewCard[]>([]);
  const [reviewed, setReviewed] = useState(0);
  const [withoutSentence, setWithoutSentence] = useState<Word[]>([]);
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

  // Each answer of the queue starts (or continues) the session with its cards. Keyed on the fetch
  // time: an answer equal to the last one is still a fresh start.
  const { data: answer, dataUpdatedAt } = queue;
  const [takenAt, setTakenAt] = useState(0);
  if (answer && dataUpdatedAt !== takenAt) {
    setTakenAt(dataUpdatedAt);
    setCards(answer.cards);
  }

  const refill = useCallback(async () => {
    setRefilling(true);
    await Promise.allSettled([...saving.current]);
    await queue.refetch();
    setRefilling(false);
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
        .then(() => unsavedIds.current.delete(wordId))
        .catch(() => {
          notifications.show({ color: 'red', message: t('review.rate.failed', { word: current.word.word }) });
          setReviewed((count) => count - 1);
          setCards((list) => [...list, current]);
        })
        .finally(() => saving.current.delete(saved));
      saving.current.add(saved);
      if (rest.length === 0) void refill();
    },
    [cards, current, rateCard, refill, t],
  );

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
    /** Asks the queue again (the end screen's "Review more"). */
    more: () => void refill(),
    rate,
  };
}

export type ReviewSession = ReturnType<typeof useReviewSession>;
