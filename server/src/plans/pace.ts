import { PLAN_LIMITS } from '@contract';
import { addDays } from '../lib/local-day';
import type { PlanRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Words the plan brought in on the learner's day `today` (none yet when its count is of another day). */
export function introducedOn(plan: Pick<PlanRow, 'day' | 'introduced_today'>, today: string): number {
  return plan.day === today ? plan.introduced_today : 0;
}

/** Whole days from `today` to `day` (both 'YYYY-MM-DD'). */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * New words a day. With a target date, what finishes the book by then: what is left at the start of the
 * learner's day (remaining + what the plan brought in today) spread over the days left, at least one day,
 * within 1..200. Without one, the learner's number.
 */
export function dailyPace(
  plan: Pick<PlanRow, 'daily_new' | 'target_date'>,
  today: string,
  leftAtDayStart: number,
): number {
  if (plan.target_date === null) return plan.daily_new;
  const daysLeft = Math.max(1, daysBetween(today, plan.target_date));
  return Math.max(
    PLAN_LIMITS.dailyNewMin,
    Math.min(PLAN_LIMITS.dailyNewMax, Math.ceil(leftAtDayStart / daysLeft)),
  );
}

/**
 * At this pace, the learner's day the last word comes in: today when today's allowance covers what is
 * left, else as many days on as the rest needs.
 */
export function projectedFinish(
  today: string,
  dailyNew: number,
  remaining: number,
  introducedToday: number,
): string {
  const leftToday = Math.max(0, dailyNew - introducedToday);
  if (remaining <= leftToday) return today;
  return addDays(today, Math.ceil((remaining - leftToday) / dailyNew));
}
