/* Daily reminder mails: the scan, the next reminder instant, the unsubscribe link. */
export { doneToday, reminderDueAt } from './reminder-due';
export { createReminderScan, type ReminderScan } from './scan';
export { createRemindersRepository } from './repository';
export { remindersRoutes } from './routes';
export { createRemindersService } from './service';
export { createUnsubscribeTokens } from './unsubscribe-tokens';
