import { DAY_MS, dayToTime as toTime, timeToDay as toDate } from '../../../lib/calendar-days';

export interface HeatmapDay {
  /** YYYY-MM-DD in the learner's zone. */
  date: string;
  reviews: number;
  /** 0 for none, then 1..4 by share of the busiest day, like GitHub's contribution graph. */
  level: 0 | 1 | 2 | 3 | 4;
}

/* Today in the learner's zone: the learner's "today" is the server's too. */
export { todayIn } from '../../../lib/calendar-days';

/**
 * A year of days as week columns, Sunday first, ending with the week of `today`: 53 columns of 7
 * (the last one cut at today). Days without reviews in `history` count zero.
 */
export function heatmapWeeks(history: { date: string; reviews: number }[], today: string): HeatmapDay[][] {
  const counts = new Map(history.map((day) => [day.date, day.reviews]));
  const busiest = Math.max(0, ...history.map((day) => day.reviews));
  const end = toTime(today);
  const weekday = new Date(end).getUTCDay();
  const start = end - (52 * 7 + weekday) * DAY_MS;

  const weeks: HeatmapDay[][] = [];
  for (let time = start; time <= end; time += DAY_MS) {
    const date = toDate(time);
    const reviews = counts.get(date) ?? 0;
    const level =
      reviews === 0 ? 0 : (Math.min(4, Math.ceil((reviews / busiest) * 4)) as HeatmapDay['level']);
    if (new Date(time).getUTCDay() === 0) weeks.push([]);
    weeks.at(-1)!.push({ date, reviews, level });
  }
  return weeks;
}
