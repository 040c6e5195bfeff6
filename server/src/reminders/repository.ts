import type { Db } from '../db/database';
import type { KeysetPosition } from '../lib/keyset-cursor';
import { afterPosition } from '../lib/keyset-page';

/** A learner whose reminder is due, with what the mail needs and how many of their cards are due. */
export interface DueReminder {
  id: string;
  username: string;
  email: string;
  language: string;
  time_zone: string;
  reminder_hour: number;
  reminder_due_at: string;
  due_cards: number;
}

/**
 * The scan's one query: learners whose reminder instant has come, in (reminder_due_at, id) order after
 * `after` (the previous batch of the same run), each with their due cards counted on the review queue
 * index (user_id, is_new = 0, due <= now). One range of users_reminder_due, whatever the number of
 * learners: those with reminders off hold null and are not in it.
 */
export function dueRemindersQuery(db: Db, now: string, after: KeysetPosition<string> | null, limit: number) {
  let query = db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'language', 'time_zone', 'reminder_hour', 'reminder_due_at'])
    .select((eb) =>
      eb
        .selectFrom('review_cards')
        .select((cards) => cards.fn.countAll<number | string>().as('count'))
        .whereRef('review_cards.user_id', '=', 'users.id')
        .where('review_cards.is_new', '=', 0)
        .where('review_cards.due', '<=', now)
        .as('due_cards'),
    )
    .where('reminder_due_at', '<=', now);
  if (after) query = query.where((eb) => afterPosition(eb, 'reminder_due_at', 'id', after, 'asc'));
  return query.orderBy('reminder_due_at', 'asc').orderBy('id', 'asc').limit(limit);
}

/** SQL of reminders; knows nothing of mail or of the rules. */
export function createRemindersRepository(db: Db) {
  return {
    async due(now: string, after: KeysetPosition<string> | null, limit: number): Promise<DueReminder[]> {
      const rows = await dueRemindersQuery(db, now, after, limit).execute();
      // PostgreSQL counts in bigint, which its driver reads as text.
      return rows.map((row) => ({
        ...row,
        reminder_due_at: row.reminder_due_at!,
        due_cards: Number(row.due_cards ?? 0),
      }));
    },

    /**
     * Moves a learner's reminder from the instant it was read at to the next one. A preference saved
     * meanwhile changed it: then the learner's own choice stands and this does nothing.
     */
    async moveOn(userId: string, from: string, to: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ reminder_due_at: to })
        .where('id', '=', userId)
        .where('reminder_due_at', '=', from)
        .execute();
    },

    /** Reminder mails off (the unsubscribe link); the learner's language, or undefined with no such learner. */
    async turnOff(userId: string, now: string): Promise<string | undefined> {
      const row = await db
        .updateTable('users')
        .set({ reminder_email: 0, reminder_due_at: null, updated_at: now })
        .where('id', '=', userId)
        .returning('language')
        .executeTakeFirst();
      return row?.language;
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
