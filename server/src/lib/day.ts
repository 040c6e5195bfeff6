/*
 * Calendar days in a time zone. The daily AI quota resets at the learner's midnight; until the learner's
 * zone is stored (a `timeZone` preference), callers pass nothing and get UTC.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function wallClock(date: Date, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(date).map(({ type, value }) => [type, Number(value)]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The date in `timeZone`, as YYYY-MM-DD. */
export function dayIn(now: Date, timeZone = 'UTC'): string {
  const { year, month, day } = wallClock(now, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The next midnight in `timeZone` after `now` (daylight saving included). */
export function nextMidnight(now: Date, timeZone = 'UTC'): Date {
  const { year, month, day } = wallClock(now, timeZone);
  const target = Date.UTC(year, month - 1, day + 1);
  // The zone's offset at the target, found in two steps as it may differ from the offset now.
  let instant = target - offsetMs(new Date(target), timeZone);
  instant = target - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

function offsetMs(date: Date, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(date, timeZone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}
