import { PLAN_LIMITS } from '@contract';
import { addDays, daysBetween } from './days';

/*
 * The pace a plan would run at, worked out the way the server does (docs/api-conventions.md, "Word books and plans"), so
 * the plan dialog can show it before anything is saved.
 */

export interface PlanWordsLeft {
  /** Words of the book not yet in the learner's list nor known. */
  remaining: number;
  /** Words the plan already brought in on the learner's current day. */
  introducedToday: number;
}

/** The day the last word is introduced at `dailyNew` a day. */
export function finishDateFor(dailyNew: number, left: PlanWordsLeft, today: string): string {
  const leftToday = Math.max(0, dailyNew - left.introducedToday);
  if (left.remaining <= leftToday) return today;
  return addDays(today, Math.ceil((left.remaining - leftToday) / dailyNew));
}

export interface DatePace {
  /** New words a day the plan will run at (the server keeps it within 1..200). */
  dailyNew: number;
  /** The date cannot be met at the most a plan allows: the plan runs at the maximum instead. */
  tooFast: boolean;
}

/** The words a day a finish date asks for: what is left (today's included) over the days until it. */
export function dailyNewFor(targetDate: string, left: PlanWordsLeft, today: string): DatePace {
  const daysLeft = Math.max(1, daysBetween(today, targetDate));
  const needed = Math.ceil((left.remaining + left.introducedToday) / daysLeft);
  return {
    dailyNew: Math.min(PLAN_LIMITS.dailyNewMax, Math.max(PLAN_LIMITS.dailyNewMin, needed)),
    tooFast: needed > PLAN_LIMITS.dailyNewMax,
  };
}
