import { DAY_MS, dayToTime as toTime, timeToDay as toDay } from '../../../lib/calendar-days';

/* Plan days are the learner's calendar days (lib/calendar-days.ts). */
export { todayIn } from '../../../lib/calendar-days';

export function addDays(day: string, days: number): string {
  return toDay(toTime(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && toDay(toTime(value)) === value;
}

/** A day as the UI language writes it ("Jun 3, 2026", "2026年6月3日"). */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(toTime(day));
}
