import { date_scheduler } from 'ts-fsrs';
import { cardDraw } from './card-seed';

/** Whole days after a review that FSRS's fuzz allows for one rating's interval (ts-fsrs get_fuzz_range). */
export interface DayRange {
  min: number;
  max: number;
}

/** What the balancer knows of the learner's days. */
export interface DayLoads {
  /** The learner's day (YYYY-MM-DD, their zone) of an instant. */
  dayOf(instant: Date): string;
  /** Cards already due that day, as the day began (learner-schedule.ts says why). */
  load(day: string): number;
  /** Weekdays (0 = Sunday) the learner keeps light. */
  easyDays: ReadonlySet<number>;
}

function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * The interval, in days, within `range` for a review made at `minute`. An easy day only when every day of
 * the range is one. Among the others, the days with the fewest cards already due: the emptiest, and any
 * within a fifth of it (at least one card more), drawn as likelier the emptier (1 / (1 + cards)²). Loads do
 * not change while the learner's day lasts (learner-schedule.ts), so this slack is what keeps a morning's
 * many reviews with like ranges from all landing on the one emptiest day. The draw comes from `seed` (the
 * card and the rating): the preview and the rating pick the same day. Load balancing is Anki's idea; this
 * weighting is our own.
 */
export function pickInterval(range: DayRange, minute: Date, seed: string, loads: DayLoads): number {
  if (range.max <= range.min) return range.min;
  const candidates: Array<{ days: number; load: number; easy: boolean }> = [];
  for (let days = range.min; days <= range.max; days += 1) {
    const day = loads.dayOf(date_scheduler(minute, days, true));
    candidates.push({ days, load: loads.load(day), easy: loads.easyDays.has(weekday(day)) });
  }
  const ordinary = candidates.filter((candidate) => !candidate.easy);
  const open = ordinary.length > 0 ? ordinary : candidates;
  const fewest = Math.min(...open.map((candidate) => candidate.load));
  const emptiest = open.filter((candidate) => candidate.load <= fewest + Math.max(1, fewest / 5));
  const weights = emptiest.map((candidate) => 1 / (1 + candidate.load) ** 2);
  let left = cardDraw(seed) * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, candidate] of emptiest.entries()) {
    left -= weights[index]!;
    if (left < 0) return candidate.days;
  }
  return emptiest.at(-1)!.days;
}
