import { fsrs, generatorParameters, type FSRS } from 'ts-fsrs';
import { DESIRED_RETENTION } from '@contract';

/** What makes one learner's intervals: their desired retention and FSRS parameters fitted to their log. */
export interface ScheduleSettings {
  retention: number;
  /** users.fsrs_parameters; null: ts-fsrs's defaults. */
  parameters: readonly number[] | null;
}

/* The lengths ts-fsrs takes (FSRS-4.5, -5 and -6); it migrates the older ones itself. */
const PARAMETER_COUNTS = new Set([17, 19, 21]);

/** Fitted parameters as stored (a JSON array), or null (the defaults) for none or anything unreadable. */
export function readFittedParameters(json: string | null): number[] | null {
  if (json === null) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed) || !PARAMETER_COUNTS.has(parsed.length)) return null;
    return parsed.every((value) => typeof value === 'number' && Number.isFinite(value))
      ? (parsed as number[])
      : null;
  } catch {
    return null;
  }
}

/*
 * One ts-fsrs instance per (retention, parameters): learners mostly share the defaults, so a handful serve
 * everyone. Fuzz is off here: the day within FSRS's fuzz range is chosen by load-balance.ts, from the card.
 * The cap only bounds what many fitted learners could hold.
 */
const schedulers = new Map<string, FSRS>();

export function schedulerFor({ retention, parameters }: ScheduleSettings): FSRS {
  const key = `${retention}|${parameters?.join(',') ?? ''}`;
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    if (schedulers.size >= 1_000) schedulers.clear();
    scheduler = fsrs(
      generatorParameters({
        request_retention: Math.min(Math.max(retention, DESIRED_RETENTION.min), DESIRED_RETENTION.max),
        w: parameters ?? undefined,
        enable_fuzz: false,
      }),
    );
    schedulers.set(key, scheduler);
  }
  return scheduler;
}
