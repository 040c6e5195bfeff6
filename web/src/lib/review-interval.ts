export type IntervalUnit = 'minutes' | 'hours' | 'days' | 'months' | 'years';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long until a card comes back, in the largest unit that reads naturally on a rating button:
 * "10 min", "5 h", "3 d", "2 mo", "1.5 y". Never less than one minute: a card due "now" still waits.
 */
export function reviewInterval(from: Date, until: Date): { count: number; unit: IntervalUnit } {
  const ms = Math.max(until.getTime() - from.getTime(), MINUTE);
  if (ms < HOUR) return { count: Math.round(ms / MINUTE), unit: 'minutes' };
  if (ms < DAY) return { count: Math.round(ms / HOUR), unit: 'hours' };
  const days = Math.round(ms / DAY);
  if (days < 30) return { count: days, unit: 'days' };
  if (days < 365) return { count: Math.round(days / 30), unit: 'months' };
  return { count: Math.round((days / 365) * 10) / 10, unit: 'years' };
}
