import { randomUUID } from 'node:crypto';
import type { QuestionType, ReviewMode, ReviewRating } from '@contract';
import type { Learner } from '../auth';
import type { RunInTransaction, Transaction } from '../db/transaction';
import { errors } from '../lib/errors';
import { localDay } from '../lib/local-day';
import { prevColumns } from './card-before';
import type { CardFields, CardWithWord, ReviewCardRow, ReviewRepository } from './repository';
import { rate } from './balanced-review';
import { learnerSchedule } from './learner-schedule';
import { fsrsStateName } from './scheduler';
import { SUSPENDED } from './suspend';

export interface Rescheduling {
  rating: ReviewRating;
  /** When the rating was made (offline ratings carry their own time). */
  madeAt: Date;
  mode: ReviewMode;
  /** How the card was asked, when the client says (a written review says nothing). */
  question?: QuestionType;
  durationMs?: number;
  /** A repeated one records nothing; none for a written review, whose every answer is a new check. */
  reviewId?: string;
}

/*
 * FSRS cannot go back in time: a rating made offline before the card's latest review (rated meanwhile on
 * another device) is applied as if made just then, after it.
 */
function notBeforeLastReview(at: Date, lastReview: string | null): Date {
  return lastReview !== null && at.getTime() < Date.parse(lastReview) ? new Date(lastReview) : at;
}

/** A suspended card keeps out of every queue whatever it is rated (or undone) to: only unsuspending brings it back. */
export function keepSuspended(before: ReviewCardRow, fields: CardFields): CardFields {
  return before.is_new === SUSPENDED ? { ...fields, is_new: SUSPENDED } : fields;
}

/**
 * Rating a card, however it was answered (the buttons or a written sentence): the card is locked, so
 * ratings of one card apply in turn, each from the card as the one before left it; FSRS reschedules it
 * and the log keeps the card as the rating found it (what undo puts back). Another learner's word is not
 * found; a `reviewId` already logged changes nothing and answers the card. Scheduled on the learner's
 * schedule (learner-schedule.ts), read on the rating's transaction.
 */
export function createRescheduler(review: ReviewRepository, transaction: RunInTransaction) {
  /** The same, inside a transaction the caller holds (a written review's, which saves its check too). */
  const within = async (
    trx: Transaction,
    user: Learner,
    wordId: string,
    input: Rescheduling,
  ): Promise<CardWithWord> => {
    const found = await review.lockCard(trx, user.id, wordId);
    if (!found) throw errors.notFound('errors.wordNotFound');
    const at = notBeforeLastReview(input.madeAt, found.card.last_review);
    const schedule = await learnerSchedule(review, user, at, [found.card], trx);
    const { card: rescheduled, log } = rate(found.card, input.rating, at, schedule);
    const card = keepSuspended(found.card, rescheduled);
    const logged = await review.logReview(trx, {
      id: randomUUID(),
      user_id: user.id,
      word_id: wordId,
      rating: input.rating,
      state_before: found.card.state,
      state_after: card.state,
      log_state: fsrsStateName(log.state),
      log_due: log.due.toISOString(),
      log_stability: log.stability,
      log_difficulty: log.difficulty,
      elapsed_days: log.elapsed_days,
      last_elapsed_days: log.last_elapsed_days,
      scheduled_days: log.scheduled_days,
      learning_steps: log.learning_steps,
      duration_ms: input.durationMs ?? null,
      review_id: input.reviewId?.toLowerCase() ?? null,
      reviewed_at: log.review.toISOString(),
      review_day: localDay(log.review, user.preferences.timeZone),
      mode: input.mode,
      question: input.question ?? null,
      ...prevColumns(found.card),
    });
    if (!logged) return found;
    await review.saveCard(trx, user.id, wordId, card);
    return { ...found, card: { ...found.card, ...card } };
  };
  const reschedule = (user: Learner, wordId: string, input: Rescheduling): Promise<CardWithWord> =>
    transaction((trx) => within(trx, user, wordId, input));
  return Object.assign(reschedule, { within });
}

export type RescheduleCard = ReturnType<typeof createRescheduler>;
