import type { Learner } from '../auth';
import { localDay } from '../lib/local-day';
import type { CardWithWord, ReviewRepository } from './repository';

const byDue = (a: CardWithWord, b: CardWithWord) =>
  a.card.due.localeCompare(b.card.due) || a.card.word_id.localeCompare(b.card.word_id);

/**
 * The due cards a queue page serves, most overdue first, up to `limit`: with a daily review limit, cards
 * in `review` state only as many as today's reviews of such cards leave of it (the rest wait, least
 * overdue first), while learning and relearning cards are always served, so a card rated Again today
 * still comes back today.
 */
export async function dueWithinDailyLimit(
  review: ReviewRepository,
  learner: Learner,
  now: Date,
  limit: number,
): Promise<CardWithWord[]> {
  const { dailyReviewLimit, timeZone } = learner.preferences;
  if (dailyReviewLimit === 0) return review.due(learner.id, now.toISOString(), limit);
  const { ofReviewCards } = await review.dayTotals(learner.id, localDay(now, timeZone));
  const left = Math.max(0, dailyReviewLimit - ofReviewCards);
  const [learning, reviews] = await Promise.all([
    review.due(learner.id, now.toISOString(), limit, ['learning', 'relearning']),
    review.due(learner.id, now.toISOString(), Math.min(left, limit), ['review']),
  ]);
  return [...learning, ...reviews].sort(byDue).slice(0, limit);
}
