import {
  REVIEW_LIMITS,
  type ReviewCard,
  type ReviewDay,
  type ReviewRatingRequest,
  type ReviewStats,
} from '@contract';
import type { Learner } from '../auth';
import type { RunInTransaction } from '../db/transaction';
import type { Clock } from '../lib/clock';
import { errors } from '../lib/errors';
import { cacheTags, clockSecond, type ReadCache } from '../lib/read-cache';
import { addDays, localDay, startOfLocalDay } from '../lib/local-day';
import { cardBefore } from './card-before';
import { dueWithinDailyLimit } from './daily-limit';
import { createForecast } from './forecast';
import type { AiSentencePool } from './ai-sentence-pool';
import type { ClozeDictionary } from './cloze';
import { createKnownCards } from './known';
import type { PlanWords } from './plan-words';
import { presentCards } from './present-cards';
import type { CardWithWord, ReviewRepository } from './repository';
import { createRescheduler, keepSuspended } from './reschedule';

export interface ReviewServiceDeps {
  review: ReviewRepository;
  transaction: RunInTransaction;
  dictionary: ClozeDictionary;
  clock: Clock;
  /** The queue as read in this second, kept under the learner's tag, which each of their ratings invalidates. */
  readCache: ReadCache;
  /** Word-book plans: their new words follow the learner's own in the queue. Without it, own words only. */
  planWords?: PlanWords;
  /** The platform AI's sentence pool, asked for the words of a queue page no other source has a cloze for. */
  aiSentences?: AiSentencePool;
}

export interface ReviewQueue {
  cards: ReviewCard[];
  dueCount: number;
  newCount: number;
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * When a rating was made: `reviewedAt` for one made offline, else now; out of range is a 400
 * (docs/api-conventions.md, "Review ratings").
 */
function ratingTime(reviewedAt: string | undefined, now: Date): Date {
  if (reviewedAt === undefined) return now;
  const at = new Date(reviewedAt);
  const oldest = now.getTime() - REVIEW_LIMITS.offlineDaysMax * DAY_MS;
  if (at.getTime() < oldest || at.getTime() > now.getTime() + REVIEW_LIMITS.clockSkewMsMax) {
    throw errors.invalidField('reviewedAt', 'validation.reviewedAtInvalid');
  }
  return at.getTime() > now.getTime() ? now : at;
}

/** Spaced repetition of a learner's words: what to review now, rating a card, and the learner's progress. */
export function createReviewService({
  review,
  transaction,
  dictionary,
  clock,
  readCache,
  planWords,
  aiSentences,
}: ReviewServiceDeps) {
  /*
   * Once a rating (or its undo) has committed, and before it answers: the learner's queue and word list
   * (whose rows carry the card's state and due time) are read again, on every instance. Reviews move none
   * of the site's numbers (statistics/service.ts site()), so no other tag.
   */
  const learnerPagesChanged = (userId: string) => readCache.invalidate([cacheTags.learner(userId)]);

  /** The cards with their clozes; a queue page (`askPool`) asks the AI's pool for the words without. */
  async function present(
    learner: Learner,
    cards: CardWithWord[],
    now: Date,
    { askPool = false } = {},
  ): Promise<ReviewCard[]> {
    const presented = await presentCards(review, dictionary, learner, cards, now);
    if (askPool && presented.uncovered.length > 0) {
      aiSentences?.ask(presented.uncovered, learner.preferences.englishVariety);
    }
    return presented.cards;
  }

  /**
   * New cards of their own words the learner may still start today, in their zone: plans bring their
   * words on allowances of their own, so a plan's card rated for the first time takes nothing from it.
   */
  async function newLeftToday(
    user: Learner,
    now: Date,
  ): Promise<{ left: number; firsts: number; reviews: number }> {
    const totals = await review.dayTotals(user.id, localDay(now, user.preferences.timeZone));
    return { ...totals, left: Math.max(0, user.preferences.dailyNewWords - totals.ownFirsts) };
  }

  /*
   * New cards after the due and learning ones: the learner's own words up to what is left of today's
   * allowance, then, in the room left, what each plan serves (its words join the list as it serves them).
   */
  async function newCards(user: Learner, now: Date, room: number): Promise<CardWithWord[]> {
    if (room <= 0) return [];
    const own = await review.unseen(user.id, Math.min(room, (await newLeftToday(user, now)).left));
    const planRoom = room - own.length;
    if (planRoom <= 0 || !planWords) return own;
    let left = planRoom;
    const servings = (await planWords.serve(user, now, planRoom)).map(({ bookId, count }) => {
      const serving = { bookId, count: Math.max(0, Math.min(count, left)) };
      left -= serving.count;
      return serving;
    });
    return [...own, ...(await review.planUnseen(user.id, servings))];
  }

  const known = createKnownCards({ review, transaction, clock });
  const reschedule = createRescheduler(review, transaction);

  /*
   * Consecutive days with reviews up to today, or up to yesterday while today has none yet (the streak is
   * not lost before the day is over). Reads a year at a time, further back only while the streak lasts.
   */
  async function streak(userId: string, today: string, recent: Set<string>, from: string): Promise<number> {
    let day = recent.has(today) ? today : addDays(today, -1);
    let days = recent;
    let windowStart = from;
    let count = 0;
    for (;;) {
      while (days.has(day)) {
        count += 1;
        day = addDays(day, -1);
      }
      if (day >= windowStart || count === 0) return count;
      windowStart = addDays(windowStart, -REVIEW_LIMITS.historyDays);
      days = new Set((await review.dailyCounts(userId, windowStart)).map((entry) => entry.day));
    }
  }

  return {
    /** Cards falling due on each of the learner's next days (GET /review/forecast). */
    forecast: createForecast(review, clock),

    /**
     * Due cards, most overdue first (with a daily review limit, only as many review cards as it leaves); then learning cards falling due within the learn-ahead window, so
     * one rated Again comes back in the session; then the learner's own new cards up to what is left of
     * today's allowance; then the new words of their plans. Known cards are in none of these reads.
     */
    queue(user: Learner, limit: number): Promise<ReviewQueue> {
      const now = clock();
      return readCache.get(
        `review:${user.id}:${limit}:${clockSecond(now)}`,
        // Clozes may come from other learners' public generations: one made private must leave at once.
        [cacheTags.learner(user.id), cacheTags.publicItems('generation')],
        async () => {
          const due = await dueWithinDailyLimit(review, user, now, limit);
          const aheadUntil = new Date(now.getTime() + REVIEW_LIMITS.learnAheadMinutes * MINUTE_MS);
          const ahead = await review.learningAhead(
            user.id,
            now.toISOString(),
            aheadUntil.toISOString(),
            limit - due.length,
          );
          const unseen = await newCards(user, now, limit - due.length - ahead.length);
          return {
            cards: await present(user, [...due, ...ahead, ...unseen], now, { askPool: true }),
            dueCount: due.length,
            newCount: unseen.length,
          };
        },
      );
    },

    /**
     * Reschedules the card with FSRS and logs the rating; another learner's word is not found. Ratings of
     * one card take turns (the card is locked while one is applied), so each starts from the card as the
     * one before left it. A rating whose `reviewId` is already logged changes nothing and answers the card.
     */
    async rate(user: Learner, wordId: string, input: ReviewRatingRequest): Promise<ReviewCard> {
      const now = clock();
      const rated = await reschedule(user, wordId, {
        rating: input.rating,
        madeAt: ratingTime(input.reviewedAt, now),
        mode: 'recall',
        question: input.question,
        durationMs: input.durationMs,
        reviewId: input.reviewId,
      });
      await learnerPagesChanged(user.id);
      return (await present(user, [rated], now))[0]!;
    },

    /**
     * Undoes the learner's last rating of the card: puts the card back exactly as that rating found it and
     * deletes its log row, with the card locked as `rate` does. Only the rating that made the card what it
     * is now can be undone (each rating adds one to `reps`); any other, or none, is not found.
     */
    async undo(user: Learner, wordId: string, reviewId: string): Promise<ReviewCard> {
      const restored = await transaction(async (trx) => {
        const found = await review.lockCard(trx, user.id, wordId);
        if (!found) throw errors.notFound('errors.wordNotFound');
        const rating = await review.findRating(trx, user.id, wordId, reviewId.toLowerCase());
        const before = rating ? cardBefore(rating) : null;
        if (!rating || !before || before.reps !== found.card.reps - 1) {
          throw errors.notFound('errors.nothingToUndo');
        }
        const restored = keepSuspended(found.card, before);
        await review.deleteRating(trx, rating.id);
        await review.saveCard(trx, user.id, wordId, restored);
        return { ...found, card: { ...found.card, ...restored } };
      });
      await learnerPagesChanged(user.id);
      return (await present(user, [restored], clock()))[0]!;
    },

    /**
     * "I know this": the card leaves every queue for good (and its plan, if one served it). Repeating it
     * changes nothing. Another learner's word is not found.
     */
    async markKnown(user: Learner, wordId: string): Promise<ReviewCard> {
      const card = await known.mark(user.id, wordId);
      await learnerPagesChanged(user.id);
      return (await present(user, [card], clock()))[0]!;
    },

    /** Takes "I know this" back: the card starts over as a new one of the learner's own words. */
    async unmarkKnown(user: Learner, wordId: string): Promise<ReviewCard> {
      const card = await known.unmark(user.id, wordId);
      await learnerPagesChanged(user.id);
      return (await present(user, [card], clock()))[0]!;
    },

    async stats(user: Learner): Promise<ReviewStats> {
      const now = clock();
      const zone = user.preferences.timeZone;
      const today = localDay(now, zone);
      const endOfToday = new Date(startOfLocalDay(addDays(today, 1), zone).getTime() - 1);
      const historyFrom = addDays(today, -(REVIEW_LIMITS.historyDays - 1));
      const [cards, dueNow, dueToday, day, history, recall, nextDueAt] = await Promise.all([
        review.countCards(user.id),
        review.countDue(user.id, now.toISOString()),
        review.countDue(user.id, endOfToday.toISOString()),
        newLeftToday(user, now),
        review.dailyCounts(user.id, historyFrom),
        review.recall(user.id, new Date(now.getTime() - REVIEW_LIMITS.recentDays * DAY_MS).toISOString()),
        review.nextDue(user.id, now.toISOString()),
      ]);
      const days = new Set(history.map((entry) => entry.day));
      const newAvailable = await review.countNew(user.id, day.left);
      return {
        dueNow,
        dueToday,
        reviewedToday: day.reviews,
        newToday: day.firsts,
        newLeftToday: day.left,
        newAvailable,
        cards,
        streakDays: await streak(user.id, today, days, historyFrom),
        retention: recall.reviews === 0 ? null : recall.recalled / recall.reviews,
        nextDueAt,
        history: history.map((entry): ReviewDay => ({ date: entry.day, reviews: entry.reviews })),
      };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
