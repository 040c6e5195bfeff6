import { date_scheduler } from 'ts-fsrs';
import type { Learner } from '../auth';
import type { Db } from '../db/database';
import { localDay, startOfLocalDay } from '../lib/local-day';
import { keptPlans, type LearnerSchedule } from './balanced-review';
import { dayStarts, daySpans, readerOf } from './day-starts';
import { readFittedParameters, type ScheduleSettings } from './learner-scheduler';
import type { ReviewCardRow, ReviewRepository } from './repository';

interface DayRun {
  first: string;
  last: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * The runs of the learner's days the cards' fuzz ranges reach: ranges overlapping or within a day of each
 * other made one first, as instants, so the zone is asked only for the ends of each run.
 */
function dayRuns(rows: ReviewCardRow[], at: Date, planOf: LearnerSchedule['planOf'], zone: string): DayRun[] {
  const spans: Array<{ from: number; to: number }> = [];
  for (const row of rows) {
    const plan = planOf(row, at);
    for (const range of Object.values(plan.ranges)) {
      spans.push({
        from: date_scheduler(plan.minute, range.min, true).getTime(),
        to: date_scheduler(plan.minute, range.max, true).getTime(),
      });
    }
  }
  spans.sort((a, b) => a.from - b.from);
  const merged: Array<{ from: number; to: number }> = [];
  for (const span of spans) {
    const open = merged.at(-1);
    if (open && span.from <= open.to + DAY_MS) open.to = Math.max(open.to, span.to);
    else merged.push({ ...span });
  }
  return merged.map((span) => ({
    first: localDay(new Date(span.from), zone),
    last: localDay(new Date(span.to), zone),
  }));
}

/**
 * The learner's schedule for reviewing these cards at `at`: their retention and fitted parameters, and the
 * cards already due on each day the cards' fuzz ranges reach, counted as the learner's day began (cards
 * last reviewed before it). So the day's own ratings move no load: the preview a queue page shows and the
 * ratings made from it see the same loads, and the day chosen is the day shown. One read of the
 * parameters, one of the loads (both on `on`, the rating's transaction).
 */
export async function learnerSchedule(
  review: ReviewRepository,
  learner: Learner,
  at: Date,
  rows: ReviewCardRow[],
  on?: Db,
): Promise<LearnerSchedule> {
  const { desiredRetention, timeZone: zone, easyDays } = learner.preferences;
  const settings: ScheduleSettings = {
    retention: desiredRetention,
    parameters: readFittedParameters(await review.fittedParametersJson(learner.id, on)),
  };
  const planOf = keptPlans(settings);
  const runs = dayRuns(rows, at, planOf, zone).map((run) => dayStarts(run.first, run.last, zone));
  const readers = runs.map(readerOf);
  const loads = await review.dueOnDays(
    learner.id,
    runs.flatMap((run) => daySpans(run)),
    { reviewedBefore: startOfLocalDay(localDay(at, zone), zone).toISOString(), on },
  );
  return {
    settings,
    planOf,
    loads: {
      dayOf: (instant) => {
        for (const read of readers) {
          const day = read(instant);
          if (day !== null) return day;
        }
        return localDay(instant, zone);
      },
      load: (day) => loads.get(day) ?? 0,
      easyDays: new Set(easyDays),
    },
  };
}
