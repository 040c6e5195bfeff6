/*
 * A learner's calendar days (YYYY-MM-DD in their time zone, as the server counts them), handled as UTC
 * midnights, so no daylight-saving shift can skip or repeat a day.
 */
export const DAY_MS = 86_400_000;

export const dayToTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const timeToDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today's date in an IANA zone; the learner's "today" is the server's too. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return timeToDay(now.getTime());
  }
}
