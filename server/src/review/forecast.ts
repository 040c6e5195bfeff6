import type { ForecastDay } from '@contract';
import type { Learner } from '../auth';
import type { Clock } from '../lib/clock';
import { addDays, localDay } from '../lib/local-day';
import { dayStarts, daySpans } from './day-starts';
import type { ReviewRepository } from './repository';

/**
 * How many of the learner's cards (not new) fall due on each of their next `count` days, today first:
 * today counts every card due by its end, overdue ones too. One statement, a range of the queue's index
 * for each day.
 */
export function createForecast(review: ReviewRepository, clock: Clock) {
  return async (learner: Learner, count: number): Promise<ForecastDay[]> => {
    const zone = learner.preferences.timeZone;
    const today = localDay(clock(), zone);
    const days = dayStarts(today, addDays(today, count - 1), zone);
    const due = await review.dueOnDays(learner.id, daySpans(days, ''));
    return days.days.map((date) => ({ date, due: due.get(date) ?? 0 }));
  };
}
