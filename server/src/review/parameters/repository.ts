import type { Db } from '../../db/database';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import { afterPosition } from '../../lib/keyset-page';
import { takeTurns } from '../../lib/take-turns';
import type { LoggedRating } from './training-items';

/** The learner's fitted parameters as stored (users.fsrs_parameters*, migration 015); all null = defaults. */
export interface StoredParameters {
  /** JSON array of numbers. */
  fsrs_parameters: string | null;
  fsrs_parameters_reviews: number | null;
  fsrs_parameters_at: string | null;
}

/*
 * Rows per read of the log: a long log is read in pages, with a turn of the event loop between them, so no
 * one query holds SQLite's thread (the server's own) for long. A page of 1,000 rows takes about 4 ms.
 */
export const LOG_PAGE = 1_000;

/** SQL for fitting FSRS to a learner: their review log, and the parameters on their users row. */
export function createParametersRepository(db: Db) {
  function logPage(userId: string, after: KeysetPosition<string> | null) {
    return db
      .selectFrom('review_log')
      .select(['id', 'word_id', 'review_day', 'rating', 'state_before', 'reviewed_at'])
      .where('user_id', '=', userId)
      .$if(after !== null, (query) =>
        query.where((eb) => afterPosition(eb, 'reviewed_at', 'id', after as KeysetPosition<string>, 'asc')),
      )
      .orderBy('reviewed_at', 'asc')
      .orderBy('id', 'asc')
      .limit(LOG_PAGE)
      .execute();
  }

  return {
    /**
     * How many of the learner's ratings fell on a later day than the card's previous one: for each card,
     * its days with a rating but the first. One range of review_log_user_day (user_id, review_day).
     */
    async learnableReviews(userId: string): Promise<number> {
      const row = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('review_log')
            .select(['word_id', 'review_day'])
            .where('user_id', '=', userId)
            .groupBy(['word_id', 'review_day'])
            .as('card_days'),
        )
        .select((eb) => [eb.fn.countAll().as('days'), eb.fn.count('word_id').distinct().as('cards')])
        .executeTakeFirst();
      return row ? Number(row.days) - Number(row.cards) : 0;
    },

    /** The learner's whole log, oldest first, in pages along review_log_user_time (user_id, reviewed_at). */
    async ratings(userId: string): Promise<LoggedRating[]> {
      const log: LoggedRating[] = [];
      let after: KeysetPosition<string> | null = null;
      const turn = takeTurns(0);
      for (;;) {
        const page = await logPage(userId, after);
        for (const row of page) {
          log.push({
            wordId: row.word_id,
            day: row.review_day,
            rating: row.rating,
            stateBefore: row.state_before,
            reviewedAt: row.reviewed_at,
          });
        }
        const last = page.at(-1);
        if (page.length < LOG_PAGE || !last) return log;
        after = { value: last.reviewed_at, id: last.id };
        // Awaiting the next query is not enough: better-sqlite3 answers at once, so only a turn lets I/O in.
        await turn();
      }
    },

    async stored(userId: string): Promise<StoredParameters | undefined> {
      return db
        .selectFrom('users')
        .select(['fsrs_parameters', 'fsrs_parameters_reviews', 'fsrs_parameters_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** Stores fitted parameters, or all null: the defaults again. */
    async store(userId: string, parameters: StoredParameters): Promise<void> {
      await db.updateTable('users').set(parameters).where('id', '=', userId).execute();
    },
  };
}

export type ParametersRepository = ReturnType<typeof createParametersRepository>;
