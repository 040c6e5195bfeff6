import type { Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * review_log.prev_*: the card as each rating found it, so the learner's last rating can be undone exactly
 * (DELETE /review/{wordId}/ratings/{reviewId}, docs/api.md). ts-fsrs's rollback cannot: it brings a
 * card back due at the time of the rating, not when it was due. Ratings logged before have nulls and
 * cannot be undone. One column per statement: SQLite adds one column per ALTER TABLE.
 */
const COLUMNS = [
  ['prev_due', 'text'],
  ['prev_stability', 'double precision'],
  ['prev_difficulty', 'double precision'],
  ['prev_elapsed_days', 'integer'],
  ['prev_scheduled_days', 'integer'],
  ['prev_learning_steps', 'integer'],
  ['prev_reps', 'integer'],
  ['prev_lapses', 'integer'],
  ['prev_last_review', 'text'],
] as const;

export const reviewUndo: AppMigration = {
  async up(db: Kysely<unknown>) {
    for (const [name, type] of COLUMNS) {
      await db.schema.alterTable('review_log').addColumn(name, type).execute();
    }
  },
};
