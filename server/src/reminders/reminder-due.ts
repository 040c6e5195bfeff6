import type { Reminder } from '@contract';
import { addDays, localDay, startOfLocalHour } from '../lib/local-day';

export interface ReminderDueOptions {
  /** The learner's time zone (IANA): their hour is read on their clock. */
  timeZone: string;
  now: Date;
  /** Today's reminder was dealt with (sent, or passed over with nothing due): the next is tomorrow's. */
  doneToday: boolean;
}

/**
 * users.reminder_due_at: the next instant (UTC ISO) the learner's reminder may go, the scan's index key.
 * Their hour today while it is still to come and today's reminder is not done, else their hour tomorrow,
 * daylight saving included (the hour a spring-forward skips comes at the end of the gap). Null when
 * reminder mails are off: a learner without them is never in the scan's range.
 */
export function reminderDueAt(reminder: Reminder, { timeZone, now, doneToday }: ReminderDueOptions) {
  if (!reminder.email) return null;
  const today = localDay(now, timeZone);
  const todays = startOfLocalHour(today, reminder.hour, timeZone);
  const due =
    !doneToday && todays > now ? todays : startOfLocalHour(addDays(today, 1), reminder.hour, timeZone);
  return due.toISOString();
}

/*
 * Whether today's reminder is done, from the due instant stored before a change: moving it on (a mail
 * sent, or nothing due) sets it to a later day of the learner's, so a new hour or zone chosen after
 * that waits for tomorrow rather than mailing twice in a day.
 */
export function doneToday(storedDueAt: string | null, timeZone: string, now: Date): boolean {
  return storedDueAt !== null && localDay(new Date(storedDueAt), timeZone) > localDay(now, timeZone);
}
