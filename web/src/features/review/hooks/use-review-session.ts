import { useCallback, useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS, type ReviewCard, type ReviewRating, type Word } from '@contract';
import { useMarkKnown } from '../api/mark-known';
import { useSetSuspended } from '../api/suspend-card';
import { useReviewQueue } from '../api/get-review-queue';
import { useUndoRating } from '../api/undo-rating';
import { useUnmarkKnown } from '../api/unmark-known';
import { newReviewId } from '../lib/review-id';
import { useRateCard } from './use-rate-card';

/**
 * What Undo takes back: a rating (with its reviewId) or an "I know this", each with its card as shown
 * and whether the server recorded it.
 */
export type SessionAction = { card: ReviewCard; saved: Promise<boolean> } & (
  { kind: 'rating'; rating: ReviewRating; reviewId: string } | { kind: 'known' }
);

/**
 * One sitting of review: the cards of one queue answer, in its order, the current one first. A
 * rating moves on at once and is saved in the background (a failed save puts the card back at the
 * end). When the list runs out the queue is asked again, once every rating is saved: the server serves
 * cards rated Again (and new ones rated Good) that fall due within its learn-ahead window, so they come
 * back, and the session ends when the queue is empty. "I know this" takes the card out of the sitting
 * the same way, counted apart. The last action can be undone, and any "I know this" from its toast.
 */
export function useReviewSession() {
  const { t } = useTranslation();
  const queue = useReviewQueue();
  const rateCard = useRateCard();
  const undoRating = useUndoRating();
  const markKnownCall = useMarkKnown();
  const unmarkKnown = useUnmarkKnown();
  const setSuspended = useSetSuspended();
  const [cards, setCards] = useState<ReviewCard[]>([]);
  const [reviewed, setReviewed] = useState(0);
  const [known, setKnown] = useState(0);
  const [withoutSentence, setWithoutSentence] = useState<Word[]>([]);
  const [lastAction, setLastAction] = useState<SessionAction | null>(null);
  const [undoing, setUndoing] = useState(false);
  const shownAt = useRef(0);
  // The list an action was taken from: a second tap or key press before the next card shows finds it again.
  const actedFrom = useRef<ReviewCard[] | null>(null);
  /*
   * The reviewId of each card whose rating is not known to be saved. A save that failed may still have
   * reached the server; rated again when it comes back, the card is sent with the same id and counts once.
   */
  const unsavedIds = useRef(new Map<string, string>());
  const saving = useRef(new Set<Promise<unknown>>());
  const takenBack = useRef(new WeakSet<SessionAction>());
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

  /** Moves past the current card and saves what was done with it; null when there is no card to act on. */
  const takeCurrent = useCallback(
    (save: (card: ReviewCard) => Promise<unknown>, onFailure: (card: ReviewCard) => void) => {
      if (!current || actedFrom.current === cards) return null;
      actedFrom.current = cards;
      const rest = cards.slice(1);
      setCards(rest);
      const saved: Promise<boolean> = save(current)
        .then(() => true)
        .catch(() => {
          onFailure(current);
          setCards((list) => [...list, current]);
          // Nothing was recorded: the card is already back in the list, there is nothing to undo.
          setLastAction((last) => (last?.saved === saved ? null : last));
          return false;
        })
        .finally(() => saving.current.delete(saved));
      saving.current.add(saved);
      if (rest.length === 0) void refill();
      return { card: current, saved };
    },
    [cards, current, refill],
  );

  const rate = useCallback(
    (rating: ReviewRating) => {
      if (!current) return;
      const wordId = current.word.id;
      const reviewId = unsavedIds.current.get(wordId) ?? newReviewId();
      const madeAt = new Date();
      const durationMs = Math.min(madeAt.getTime() - shownAt.current, REVIEW_LIMITS.durationMsMax);
      const taken = takeCurrent(
        () => {
          unsavedIds.current.set(wordId, reviewId);
          return rateCard
            .mutateAsync({
              wordId,
              rating,
              durationMs,
              reviewId,
              question: current.question,
              word: current.word.word,
              madeAt,
            })
            .then(() => unsavedIds.current.delete(wordId));
        },
        (card) => {
          notifications.show({ color: 'red', message: t('review.rate.failed', { word: card.word.word }) });
          setReviewed((count) => count - 1);
        },
      );
      if (!taken) return;
      setReviewed((count) => count + 1);
      if (!current.cloze) {
        setWithoutSentence((words) =>
          words.some((word) => word.id === wordId) ? words : [...words, current.word],
        );
      }
      setLastAction({ kind: 'rating', rating, reviewId, ...taken });
    },
    [current, takeCurrent, rateCard, t],
  );

  /** "I know this" on the current card; answers what was done, for its toast's Undo, or null. */
  const markKnown = useCallback((): SessionAction | null => {
    const taken = takeCurrent(
      (card) => markKnownCall.mutateAsync(card.word.id),
      (card) => {
        notifications.show({ color: 'red', message: t('review.known.failed', { word: card.word.word }) });
        setKnown((count) => count - 1);
      },
    );
    if (!taken) return null;
    setKnown((count) => count + 1);
    const action: SessionAction = { kind: 'known', ...taken };
    setLastAction(action);
    return action;
  }, [takeCurrent, markKnownCall, t]);

  /**
   * A card answered by a written sentence: the server rated it already, so the session only moves on.
   * Not undoable: the write has no reviewId to take back.
   */
  const accept = useCallback(() => {
    const taken = takeCurrent(
      () => Promise.resolve(),
      () => undefined,
    );
    if (!taken) return;
    setReviewed((count) => count + 1);
    setLastAction(null);
  }, [takeCurrent]);

  /** Sets a leech aside: it leaves this sitting and every queue until unsuspended. */
  const suspend = useCallback(() => {
    const taken = takeCurrent(
      (card) => setSuspended.mutateAsync({ wordId: card.word.id, suspended: true }),
      (card) =>
        notifications.show({
          color: 'red',
          message: t('practice.leech.suspendFailed', { word: card.word.word }),
        }),
    );
    if (taken) setLastAction(null);
  }, [takeCurrent, setSuspended, t]);

  /** Takes an action back on the server, then shows its card again, first; each action once. */
  const takeBack = useCallback(
    async (action: SessionAction) => {
      // A double click on the toast's Undo, or Z pressed as it is clicked, asks for one undo.
      if (takenBack.current.has(action)) return;
      takenBack.current.add(action);
      setUndoing(true);
      try {
        if (!(await action.saved)) return;
        // A refill under way would replace the list the card goes back into.
        await refillRun.current;
        const wordId = action.card.word.id;
        const { card } =
          action.kind === 'rating'
            ? await undoRating.mutateAsync({ wordId, reviewId: action.reviewId })
            : await unmarkKnown.mutateAsync(wordId);
        setCards((list) => [card, ...list.filter((other) => other.word.id !== card.word.id)]);
        if (action.kind === 'rating') setReviewed((count) => count - 1);
        else setKnown((count) => count - 1);
      } catch {
        takenBack.current.delete(action);
        const word = action.card.word.word;
        notifications.show({
          color: 'red',
          message: t(action.kind === 'rating' ? 'review.undo.failed' : 'review.known.undoFailed', { word }),
        });
      } finally {
        setUndoing(false);
      }
    },
    [undoRating, unmarkKnown, t],
  );

  const undo = useCallback(() => {
    if (!lastAction || undoing) return;
    setLastAction(null);
    void takeBack(lastAction);
  }, [lastAction, undoing, takeBack]);

  /** The Undo of an "I know this" toast: that card back, whatever was done since. */
  const undoKnown = useCallback(
    (action: SessionAction) => {
      setLastAction((last) => (last === action ? null : last));
      void takeBack(action);
    },
    [takeBack],
  );

  return {
    /** The card on screen, or null once the queue is empty (or still loading). */
    current,
    reviewed,
    /** Cards marked "I know this" in this sitting. */
    known,
    /** Cards reviewed or marked known, plus those left in this sitting. */
    total: reviewed + known + cards.length,
    /** Words reviewed without a sentence: the end screen offers to generate one. */
    withoutSentence,
    loading: queue.isPending || refilling,
    error: queue.isError && !refilling ? queue.error : null,
    retry: () => void queue.refetch(),
    /** Asks the queue again (the end screen's "Review more", and when the next card falls due). */
    more: () => void refill(),
    rate,
    accept,
    suspend,
    markKnown,
    /** What Undo would take back, or null when there is nothing. */
    undoable: lastAction && !undoing ? lastAction : null,
    /** The last action, for the screen reader's announcement. */
    lastAction,
    undo,
    undoKnown,
  };
}

export type ReviewSession = ReturnType<typeof useReviewSession>;
