import type { Db } from '../db/database';

/**
 * SQL for a learner's progress (review stats and the day's allowance): counts over the queue's index and
 * the review log, each a range of the learner's rows.
 */
export function progressReads(db: Db) {
  return {
    /**
     * Never-reviewed cards of the learner's own words, up to `atMost` (counted from the queue index,
     * stopping there); plans count their own words.
     */
    async countNew(userId: string, atMost: number): Promise<number> {
      if (atMost <= 0) return 0;
      const row = await db
        .selectFrom((qb) =>
          qb
            .selectFrom('review_cards')
            .select('word_id')
            .where('user_id', '=', userId)
            .where('is_new', '=', 1)
            .where('plan_book', 'is', null)
            .limit(atMost)
            .as('new_cards'),
        )
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Every card of the learner: one per word in their list. */
    async countCards(userId: string): Promise<number> {
      const row = await db
        .selectFrom('review_cards')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async countDue(userId: string, by: string): Promise<number> {
      const row = await db
        .selectFrom('review_cards')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .where('is_new', '=', 0)
        .where('due', '<=', by)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The first due time after `after` of a card reviewed before, or null. */
    async nextDue(userId: string, after: string): Promise<string | null> {
      const row = await db
        .selectFrom('review_cards')
        .select('due')
        .where('user_id', '=', userId)
        .where('is_new', '=', 0)
        .where('due', '>', after)
        .orderBy('due', 'asc')
        .limit(1)
        .executeTakeFirst();
      return row?.due ?? null;
    },

    /**
     * Reviews on this day of the learner's, how many of them were a card's first, how many of those
     * firsts were of the learner's own words, and how many were of cards in `review` state (what the daily
     * review limit counts): a card a plan serves keeps its book (plan_book) once rated,
     * so each of the day's ratings looks up its card by primary key. The day's ratings are few; no column
     * of the log has to say where a card came from.
     */
    async dayTotals(
      userId: string,
      day: string,
    ): Promise<{ reviews: number; firsts: number; ownFirsts: number; ofReviewCards: number }> {
      const rows = await db
        .selectFrom('review_log')
        .leftJoin('review_cards', 'review_cards.word_id', 'review_log.word_id')
        .select((eb) => [
          'review_log.state_before',
          eb.fn.countAll().as('count'),
          eb.fn.count('review_cards.plan_book').as('fromPlans'),
        ])
        .where('review_log.user_id', '=', userId)
        .where('review_log.review_day', '=', day)
        .groupBy('review_log.state_before')
        .execute();
      let reviews = 0;
      let firsts = 0;
      let ownFirsts = 0;
      let ofReviewCards = 0;
      for (const row of rows) {
        reviews += Number(row.count);
        if (row.state_before === 'review') ofReviewCards += Number(row.count);
        if (row.state_before !== 'new') continue;
        firsts += Number(row.count);
        ownFirsts += Number(row.count) - Number(row.fromPlans);
      }
      return { reviews, firsts, ownFirsts, ofReviewCards };
    },

    /** Reviews a day from `fromDay` on, for days with any, oldest first. */
    async dailyCounts(userId: string, fromDay: string): Promise<Array<{ day: string; reviews: number }>> {
      const rows = await db
        .selectFrom('review_log')
        .select((eb) => ['review_day', eb.fn.countAll().as('count')])
        .where('user_id', '=', userId)
        .where('review_day', '>=', fromDay)
        .groupBy('review_day')
        .orderBy('review_day', 'asc')
        .execute();
      return rows.map((row) => ({ day: row.review_day, reviews: Number(row.count) }));
    },

    /** Since `since`: reviews of cards in `review` state, and how many of those were not `again`. */
    async recall(userId: string, since: string): Promise<{ reviews: number; recalled: number }> {
      const rows = await db
        .selectFrom('review_log')
        .select((eb) => ['rating', eb.fn.countAll().as('count')])
        .where('user_id', '=', userId)
        .where('reviewed_at', '>=', since)
        .where('state_before', '=', 'review')
        .groupBy('rating')
        .execute();
      let reviews = 0;
      let recalled = 0;
      for (const row of rows) {
        reviews += Number(row.count);
        if (row.rating !== 'again') recalled += Number(row.count);
      }
      return { reviews, recalled };
    },
  };
}
