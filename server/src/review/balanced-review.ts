import { date_scheduler, get_fuzz_range, State, type RecordLogItem } from 'ts-fsrs';
import { REVIEW_RATINGS, type ReviewRating } from '@contract';
import { schedulerFor, type ScheduleSettings } from './learner-scheduler';
import { pickInterval, type DayLoads, type DayRange } from './load-balance';
import type { ReviewCardRow } from './repository';
import { fromFsrsCard, GRADES, reviewMinute, toFsrsCard, type Rescheduled } from './scheduler';

/*
 * A review scheduled for its learner: ts-fsrs with their retention and parameters, fuzz off, then the day
 * within FSRS's fuzz range chosen by the load balancer. The preview and the rating run the same steps on
 * the same loads, so the interval a button shows is the one the rating gives.
 */

/** The learner's scheduler and what the load balancer knows of their days. */
export interface LearnerSchedule {
  settings: ScheduleSettings;
  loads: DayLoads;
  /** A card's review at `at` as planned by `planReview`: made once, when the loads were read, then kept. */
  planOf: (row: ReviewCardRow, at: Date) => ReviewPlan;
}

/** A review of one card at one minute, before the load balancer: every rating's outcome, unfuzzed. */
export interface ReviewPlan {
  minute: Date;
  seed: string;
  items: Record<ReviewRating, RecordLogItem>;
  /** The ratings whose interval FSRS's fuzz may move (ts-fsrs leaves intervals under 2.5 days alone). */
  ranges: Partial<Record<ReviewRating, DayRange>>;
}

export function planReview(row: ReviewCardRow, at: Date, settings: ScheduleSettings): ReviewPlan {
  const minute = reviewMinute(at);
  const fsrsScheduler = schedulerFor(settings);
  const preview = fsrsScheduler.repeat(toFsrsCard(row), minute);
  const items = Object.fromEntries(
    REVIEW_RATINGS.map((rating) => [rating, preview[GRADES[rating]]]),
  ) as Record<ReviewRating, RecordLogItem>;
  const ranges: ReviewPlan['ranges'] = {};
  for (const rating of REVIEW_RATINGS) {
    const { card, log } = items[rating];
    if (card.state !== State.Review || card.scheduled_days < 3) continue;
    const range = get_fuzz_range(
      card.scheduled_days,
      log.elapsed_days,
      fsrsScheduler.parameters.maximum_interval,
    );
    ranges[rating] = { min: range.min_ivl, max: range.max_ivl };
  }
  return { minute, seed: `${row.word_id}:${row.reps}`, items, ranges };
}

/*
 * The plans of the cards a schedule was made for: the days their fuzz ranges reach are read from them, then
 * each card's preview or rating settles the same plan (a queue page of 100 cards planned each one twice).
 * Kept by row object, for the minute it was made in.
 */
export function keptPlans(settings: ScheduleSettings): LearnerSchedule['planOf'] {
  const kept = new WeakMap<ReviewCardRow, ReviewPlan>();
  return (row, at) => {
    const plan = kept.get(row);
    if (plan && plan.minute.getTime() === reviewMinute(at).getTime()) return plan;
    const made = planReview(row, at, settings);
    kept.set(row, made);
    return made;
  };
}

/**
 * Every rating's outcome with its day chosen by the load balancer. Ratings that schedule in days keep
 * ts-fsrs's order (hard < good < easy), each at least a day after the one before.
 */
function settle(plan: ReviewPlan, loads: DayLoads): Record<ReviewRating, RecordLogItem> {
  const settled = { ...plan.items };
  let previous: number | null = null;
  for (const rating of REVIEW_RATINGS) {
    const { card, log } = plan.items[rating];
    if (card.state !== State.Review) continue;
    const floor: number = previous === null ? 0 : previous + 1;
    const range = plan.ranges[rating];
    const days: number = range
      ? pickInterval(
          { min: Math.max(range.min, floor), max: Math.max(range.max, floor) },
          plan.minute,
          `${plan.seed}:${rating}`,
          loads,
        )
      : Math.max(card.scheduled_days, floor);
    if (days !== card.scheduled_days) {
      settled[rating] = {
        card: { ...card, scheduled_days: days, due: date_scheduler(plan.minute, days, true) },
        log,
      };
    }
    previous = days;
  }
  return settled;
}

/** The card after this rating made at `at`, and ts-fsrs's log of it. */
export function rate(
  row: ReviewCardRow,
  rating: ReviewRating,
  at: Date,
  schedule: LearnerSchedule,
): Rescheduled {
  const { card, log } = settle(schedule.planOf(row, at), schedule.loads)[rating];
  return { card: fromFsrsCard(card), log };
}

/** When the card would be due after each rating made now: the buttons' intervals, from `reviewMinute(now)`. */
export function previewDue(
  row: ReviewCardRow,
  now: Date,
  schedule: LearnerSchedule,
): Record<ReviewRating, string> {
  const settled = settle(schedule.planOf(row, now), schedule.loads);
  return Object.fromEntries(
    REVIEW_RATINGS.map((rating) => [rating, settled[rating].card.due.toISOString()]),
  ) as Record<ReviewRating, string>;
}
