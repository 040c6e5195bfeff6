import type { Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * review_log.review_id: the `reviewId` a client sends with a rating (docs/api-conventions.md).
 * Unique per learner, so a rating sent twice (a double tap, a retry, an offline queue sent again) is refused
 * by the database itself, however many copies arrive at once. Ratings without one, and every rating made
 * before, have null, which both dialects let repeat under a unique index.
 */
export const reviewIds: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('review_log').addColumn('review_id', 'text').execute();
    await db.schema
      .createIndex('review_log_user_review')
      .unique()
      .on('review_log')
      .columns(['user_id', 'review_id'])
      .execute();
  },
};
