import { translate } from '@contract';
import type { MailMessage } from '../lib/mail/mailer';
import { asLanguage } from '../lib/stored-preferences';
import type { DueReminder } from './repository';

export interface ReminderLinks {
  /** The app's review page. */
  review: string;
  /** GET /api/reminders/unsubscribe with the learner's signed token. */
  unsubscribe: string;
}

/** The reminder in the learner's language: how many cards are due, the way to them, and the way out. */
export function reminderMail(learner: DueReminder, links: ReminderLinks): MailMessage {
  const language = asLanguage(learner.language);
  const params = {
    username: learner.username,
    count: learner.due_cards,
    reviewUrl: links.review,
    unsubscribeUrl: links.unsubscribe,
    hour: String(learner.reminder_hour).padStart(2, '0'),
    timeZone: learner.time_zone,
  };
  return {
    to: learner.email,
    subject: translate(language, 'mail.reminderSubject', params),
    text: translate(language, 'mail.reminderText', params),
  };
}
