import { addDays, readerOfDays, startOfLocalDay } from '../lib/local-day';
import type { DaySpan } from './schedule-reads';

/*
 * Where every day of a long range begins in a zone, fast: startOfLocalDay asks Intl several times a day,
 * some 80 µs, so a year of days took 28 ms. Here it is asked for one day in SAMPLE_DAYS; when two samples
 * have the zone at the same offset from UTC, the days between begin at their UTC midnight less that offset,
 * and only the days between samples that differ (a daylight-saving change) are asked for one by one. This
 * takes zones to change their offset at most once in SAMPLE_DAYS days, as every zone's rules do.
 */
const SAMPLE_DAYS = 14;

const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

export interface DayStarts {
  days: string[];
  /** Milliseconds: when each day begins, then when the day after the last begins. */
  starts: number[];
}

/** The instant each day from `firstDay` to `lastDay` begins in the zone, and the day after the last. */
export function dayStarts(firstDay: string, lastDay: string, zone: string): DayStarts {
  const days: string[] = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) days.push(day);
  days.push(addDays(lastDay, 1));
  const starts = new Array<number>(days.length);
  const offsetAt = (index: number) => {
    starts[index] ??= startOfLocalDay(days[index]!, zone).getTime();
    return utcMidnight(days[index]!) - starts[index]!;
  };
  for (let from = 0; from < days.length - 1; from += SAMPLE_DAYS) {
    const to = Math.min(from + SAMPLE_DAYS, days.length - 1);
    const offset = offsetAt(from);
    const same = offset === offsetAt(to);
    for (let index = from + 1; index < to; index += 1) {
      starts[index] = same
        ? utcMidnight(days[index]!) - offset
        : startOfLocalDay(days[index]!, zone).getTime();
    }
  }
  return { days: days.slice(0, -1), starts };
}

/**
 * The learner's day of instants within these days, null outside them (lib/local-day's dayReader, on the
 * days' starts worked out as above): a binary search each.
 */
export function readerOf({ days, starts }: DayStarts) {
  return readerOfDays(days, starts);
}

/** The days as schedule-reads' DaySpans, the first from `firstFrom` when given ('' counts all before). */
export function daySpans({ days, starts }: DayStarts, firstFrom?: string): DaySpan[] {
  return days.map((day, index) => ({
    day,
    from: index === 0 && firstFrom !== undefined ? firstFrom : new Date(starts[index]!).toISOString(),
    until: new Date(starts[index + 1]!).toISOString(),
  }));
}
