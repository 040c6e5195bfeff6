const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "3 minutes ago", "3分钟前": the largest whole unit between `date` and `now`, in the UI language.
 * Under a minute reads as "now" (现在); a time slightly ahead (a fast server clock) counts as now too.
 */
export function relativeTime(date: string | Date, language: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size && seconds < 0) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/**
 * "in 3 hours", "3小时后": how far ahead `date` is, in the largest whole unit, for times to come
 * (the next review). A time already past reads as "now": it is due.
 */
export function timeAhead(date: string | Date, language: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds > 0 ? 1 : 0, seconds > 0 ? 'minute' : 'second');
}
