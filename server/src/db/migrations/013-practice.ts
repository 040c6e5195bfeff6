import type { Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * Practice that produces (docs/api-conventions.md, "Practice"):
 * - review_log.mode: how the card was answered: 'recall' (the rating buttons), 'write' (a sentence the
 *   learner wrote with the word, checked and graded).
 * - review_cards.is_new gains a fourth value, 3: suspended (a leech the learner set aside); in no queue until
 *   unsuspended, when it goes back to 1 (state new) or 0.
 * - drills: one per learner and `original → suggestion` (their keys, lower-cased and trimmed), scheduled by
 *   FSRS like a card; `first_day` is the learner's day of its first answer (at most 10 new drills a day);
 *   `mastered` once an interval reaches 21 days. mistakes.drill_id names the drill a mistake feeds.
 */
export const practice: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('review_log')
      .addColumn('mode', 'text', (column) => column.notNull().defaultTo('recall'))
      .execute();

    await db.schema
      .createTable('drills')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('original_key', 'text', (column) => column.notNull())
      .addColumn('suggestion_key', 'text', (column) => column.notNull())
      .addColumn('original', 'text', (column) => column.notNull())
      .addColumn('suggestion', 'text', (column) => column.notNull())
      .addColumn('prompt_text', 'text', (column) => column.notNull())
      .addColumn('explanation', 'text', (column) => column.notNull())
      .addColumn('mistake_count', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('is_new', 'integer', (column) => column.notNull())
      .addColumn('due', 'text', (column) => column.notNull())
      .addColumn('stability', 'double precision', (column) => column.notNull())
      .addColumn('difficulty', 'double precision', (column) => column.notNull())
      .addColumn('elapsed_days', 'integer', (column) => column.notNull())
      .addColumn('scheduled_days', 'integer', (column) => column.notNull())
      .addColumn('learning_steps', 'integer', (column) => column.notNull())
      .addColumn('reps', 'integer', (column) => column.notNull())
      .addColumn('lapses', 'integer', (column) => column.notNull())
      .addColumn('last_review', 'text')
      .addColumn('first_day', 'text')
      .addColumn('mastered', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('drills_user_pair', ['user_id', 'original_key', 'suggestion_key'])
      .execute();
    await db.schema
      .createIndex('drills_user_queue')
      .on('drills')
      .columns(['user_id', 'is_new', 'due', 'id'])
      .execute();
    await db.schema
      .createIndex('drills_user_first_day')
      .on('drills')
      .columns(['user_id', 'first_day'])
      .execute();

    await db.schema
      .alterTable('mistakes')
      .addColumn('drill_id', 'text', (column) => column.references('drills.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('mistakes_drill').on('mistakes').columns(['drill_id']).execute();
    // The learner's mistakes without a drill yet (made before drills existed) are found by one range.
    await db.schema
      .createIndex('mistakes_user_drill')
      .on('mistakes')
      .columns(['user_id', 'drill_id'])
      .execute();
  },
};
