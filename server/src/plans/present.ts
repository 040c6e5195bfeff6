import type { Plan } from '@contract';
import { introducedOn, projectedFinish } from './pace';
import type { Progress } from './progress';
import type { PlanRow } from './repository';

/** A plan as the API shows it, with the learner's progress through its book on their day `today`. */
export function presentPlan(row: PlanRow, progress: Progress, today: string, dailyNew: number): Plan {
  const introducedToday = introducedOn(row, today);
  const paused = row.paused === 1;
  return {
    bookId: row.book_id,
    dailyNew,
    targetDate: row.target_date,
    paused,
    startedAt: row.started_at,
    ...progress,
    introducedToday,
    projectedFinish: paused ? null : projectedFinish(today, dailyNew, progress.remaining, introducedToday),
  };
}
