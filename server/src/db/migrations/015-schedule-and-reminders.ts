import type { Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * A schedule fitted to the learner, and daily reminders (docs/api-conventions.md, "A schedule fitted to the
 * learner" and "Reminders"):
 * - users' scheduling preferences: desired retention, a daily review limit (0 = none), easy weekdays (a
 *   comma list of 0..6, Sunday first) and the question types (a comma list); FSRS parameters fitted to the
 *   learner's log (JSON array; null = ts-fsrs's defaults), with the number of reviews they were fitted on and
 *   when.
 * - reminders: the preference (email on/off, the hour in the learner's zone) and `reminder_due_at`, the next
 *   instant (UTC ISO) a reminder may go, null when reminders are off. The scan reads one range of the index
 *   on it, whatever the number of learners; sending moves it to the next day's hour.
 * - review_log.question: how the card was asked ('cloze', 'recall', 'recognition', 'listening'; null before).
 * - job_leases: one row per background job that one instance at a time may run (the reminder scan); an
 *   instance holds it until `expires_at`.
 */
export const scheduleAndReminders: AppMigration = {
  async up(db: Kysely<unknown>) {
    const userColumns: [string, 'integer' | 'double precision' | 'text', unknown][] = [
      ['desired_retention', 'double precision', 0.9],
      ['daily_review_limit', 'integer', 0],
      ['easy_days', 'text', ''],
      ['question_types', 'text', 'cloze,recall,recognition,listening'],
      ['reminder_email', 'integer', 0],
      ['reminder_hour', 'integer', 20],
    ];
    for (const [name, type, fallback] of userColumns) {
      await db.schema
        .alterTable('users')
        .addColumn(name, type, (column) => column.notNull().defaultTo(fallback))
        .execute();
    }
    for (const name of ['reminder_due_at', 'fsrs_parameters', 'fsrs_parameters_at']) {
      await db.schema.alterTable('users').addColumn(name, 'text').execute();
    }
    await db.schema.alterTable('users').addColumn('fsrs_parameters_reviews', 'integer').execute();
    // The scan pages through learners due at the same instant by id: the index gives that order too.
    await db.schema
      .createIndex('users_reminder_due')
      .on('users')
      .columns(['reminder_due_at', 'id'])
      .execute();

    await db.schema.alterTable('review_log').addColumn('question', 'text').execute();

    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('holder', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
  },
};
