import type { BookId } from '../dictionary';
import type { Db } from '../db/database';
import type { BookKeysReader } from './book-keys';
import { dailyPace, introducedOn } from './pace';
import type { PlanRow, PlansRepository } from './repository';

/* The most paces kept; one forgotten is worked out again. */
const CAPACITY = 10_000;
/* Book keys checked against the learner's at a time while working out what a plan has left. */
const CHECK_CHUNK = 500;

export interface PacesDeps {
  plans: PlansRepository;
  bookKeys: BookKeysReader;
}

/**
 * The day's pace of each plan. With a target date it depends on what is left of the book, which means
 * holding the book's words against the learner's: that is done once per plan and learner's day in each
 * instance and kept, since the queue serves by it on every read. What is left at the day's start does not
 * change as the plan brings words in (remaining falls as introducedToday rises), so the pace holds all day.
 */
export function createPaces({ plans, bookKeys }: PacesDeps) {
  const kept = new Map<string, number>();
  const keyOf = (userId: string, plan: PlanRow, today: string) =>
    `${userId}\n${plan.book_id}\n${plan.started_at}\n${plan.target_date}\n${today}`;
  const keep = (key: string, pace: number) => {
    if (kept.size >= CAPACITY) kept.delete(kept.keys().next().value!);
    kept.set(key, pace);
    return pace;
  };

  /* The book's words after the plan's cursor that are neither in the list nor known: a chunk at a time. */
  async function unserved(userId: string, plan: PlanRow, on?: Db): Promise<number> {
    const book = bookKeys(plan.book_id as BookId);
    const after = book.keys.filter((_, index) => book.positions[index]! > plan.cursor);
    let left = 0;
    for (let start = 0; start < after.length; start += CHECK_CHUNK) {
      const part = after.slice(start, start + CHECK_CHUNK);
      const taken = await plans.takenKeys(userId, part, on);
      left += part.length - taken.size;
    }
    return left;
  }

  return {
    /** The pace when the learner's progress is at hand (GET /plans, /books). */
    withRemaining(userId: string, plan: PlanRow, today: string, remaining: number): number {
      if (plan.target_date === null) return plan.daily_new;
      const key = keyOf(userId, plan, today);
      return kept.get(key) ?? keep(key, dailyPace(plan, today, remaining + introducedOn(plan, today)));
    },

    /** The pace the queue serves by, read on `on` (the serving transaction; else the database). */
    async serving(userId: string, plan: PlanRow, today: string, on?: Db): Promise<number> {
      if (plan.target_date === null) return plan.daily_new;
      const key = keyOf(userId, plan, today);
      const known = kept.get(key);
      if (known !== undefined) return known;
      const left = (await unserved(userId, plan, on)) + introducedOn(plan, today);
      return keep(key, dailyPace(plan, today, left));
    },
  };
}

export type Paces = ReturnType<typeof createPaces>;
