/*
 * Calendar days in a learner's time zone: "today", streaks and daily counts. Days are 'YYYY-MM-DD'
 * strings; the zone is an IANA name already validated by the contract. Daylight saving is handled by
 * Intl: a day may be 23 or 25 hours long.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The learner's calendar day at this instant. */
export function localDay(instant: Date, zone: string): string {
  const { year, month, day } = wallClock(instant, zone);
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** The day `days` after (or before, when negative) this one. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant this day begins in the zone (its local midnight, or the first moment after a DST gap). */
export function startOfLocalDay(day: string, zone: string): Date {
  return startOfLocalHour(day, 0, zone);
}

/**
 * The instant the zone's clock reads this hour (0..23) on this day: the first of the two when the clock
 * goes back over it, the first moment after the gap when daylight saving skips it.
 */
export function startOfLocalHour(day: string, hour: number, zone: string): Date {
  const wallUtc = Date.parse(`${day}T${pad(hour)}:00:00Z`);
  // The zone's offset near that time; applied a few times, it settles across an offset change.
  let guess = wallUtc;
  for (let i = 0; i < 3; i += 1) {
    const offset = offsetMs(new Date(guess), zone);
    guess = wallUtc - offset;
  }
  // Inside a skipped hour the guesses land just before the gap: the hour then starts where the gap ends.
  while (guess + offsetMs(new Date(guess), zone) < wallUtc) guess += 60 * 60 * 1000;
  return new Date(guess);
}

/** The next local midnight after this instant: when a learner's daily allowance starts again. */
export function nextLocalMidnight(instant: Date, zone: string): Date {
  return startOfLocalDay(addDays(localDay(instant, zone), 1), zone);
}

/** Milliseconds the zone's wall clock is ahead of UTC at this instant. */
function offsetMs(instant: Date, zone: string): number {
  const wall = wallClock(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The learner's day of each of many instants within these days (null outside them). Each day's start is
 * worked out once, so counting thousands of rows costs a comparison each instead of an Intl call.
 */
export function dayReader(firstDay: string, lastDay: string, zone: string): (instant: Date) => string | null {
  const days: string[] = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) days.push(day);
  const starts = [...days, addDays(lastDay, 1)].map((day) => startOfLocalDay(day, zone).getTime());
  return readerOfDays(days, starts);
}

/**
 * The day (of `days`, whose starts are `starts`, one more than the days: the end of the last) holding an
 * instant, null outside them: a binary search each.
 */
export function readerOfDays(days: string[], starts: number[]): (instant: Date) => string | null {
  return (instant) => {
    const time = instant.getTime();
    if (!(time >= starts[0]! && time < starts.at(-1)!)) return null;
    let low = 0;
    let high = days.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= time) low = middle;
      else high = middle - 1;
    }
    return days[low]!;
  };
}
