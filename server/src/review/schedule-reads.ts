import { sql } from 'kysely';
import type { Db } from '../db/database';

/** One of the learner's days: the instants [from, until) it spans, as ISO times ('' from: all before). */
export interface DaySpan {
  day: string;
  from: string;
  until: string;
}

/** SQL for the schedule fitted to the learner: due counts for the forecast and the load balancer. */
export function scheduleReads(db: Db) {
  return {
    /**
     * How many of the learner's cards (not new, in no other queue) fall due within each of these days;
     * with `reviewedBefore`, only cards last reviewed before then. One statement: a count over a range of
     * the (user_id, is_new, due) index for each day, its bounds worked out in the learner's zone (so no
     * zone arithmetic in SQL, the same on both databases), with nothing to sort or group.
     */
    async dueOnDays(
      userId: string,
      days: DaySpan[],
      { reviewedBefore, on = db }: { reviewedBefore?: string; on?: Db } = {},
    ): Promise<Map<string, number>> {
      if (days.length === 0) return new Map();
      const reviewed =
        reviewedBefore === undefined
          ? sql``
          : sql`and (review_cards.last_review < ${reviewedBefore} or review_cards.last_review is null)`;
      const spans = sql.join(days.map(({ day, from, until }) => sql`(${day}, ${from}, ${until})`));
      const { rows } = await sql<{ day: string; due: number | string }>`
        select spans.column1 as day,
          (select count(*) from review_cards
            where review_cards.user_id = ${userId} and review_cards.is_new = 0
              and review_cards.due >= spans.column2 and review_cards.due < spans.column3 ${reviewed}) as due
        from (values ${spans}) as spans`.execute(on);
      return new Map(rows.map((row) => [row.day, Number(row.due)]));
    },

    /** The learner's fitted FSRS parameters as stored (a JSON array), or null: one primary-key read. */
    async fittedParametersJson(userId: string, on: Db = db): Promise<string | null> {
      const row = await on
        .selectFrom('users')
        .select('fsrs_parameters')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.fsrs_parameters ?? null;
    },
  };
}
