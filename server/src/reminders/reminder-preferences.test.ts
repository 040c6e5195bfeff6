import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { createMemoryMailer } from '../test/mail';
import { createReminderScan } from './scan';
import { afterTheHour, savePreferences, shanghaiLearner, storedReminder } from './test-scene';
import { createUnsubscribeTokens } from './unsubscribe-tokens';

const dueAt = async (t: TestApp, userId: string) => (await storedReminder(t, userId)).reminder_due_at;

/*
 * PUT /api/auth/preferences keeps users.reminder_due_at, the scan's key, right: the learner's next hour
 * in their zone when reminders are on, null when off, and never a second reminder the same day.
 */
describe.each(TEST_DATABASES)('the reminder instant kept by the preferences (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  it('is null for a new learner (reminders start off)', async () => {
    const learner = await registerUser(t);
    expect(await storedReminder(t, learner.user.id)).toEqual({ reminder_email: 0, reminder_due_at: null });
  });

  it('follows the hour, the zone and on/off', async () => {
    const learner = await shanghaiLearner(t, { day: '2026-07-01', dueCards: 0 });
    // Set at 19:30 in Shanghai: 20:00 today.
    expect(await dueAt(t, learner.user.id)).toBe('2026-07-01T12:00:00.000Z');
    await savePreferences(t, learner, { reminder: { hour: 21 } });
    expect(await dueAt(t, learner.user.id)).toBe('2026-07-01T13:00:00.000Z');
    await savePreferences(t, learner, { reminder: { hour: 7 } });
    expect(await dueAt(t, learner.user.id)).toBe('2026-07-01T23:00:00.000Z');
    // 07:30 in New York (EDT, UTC-4): 07:00 has gone, so tomorrow's.
    await savePreferences(t, learner, { timeZone: 'America/New_York' });
    expect(await dueAt(t, learner.user.id)).toBe('2026-07-02T11:00:00.000Z');
    // A save that changes neither leaves it where it is.
    t.advanceTime(60 * 60_000);
    await savePreferences(t, learner, { theme: 'dark', reminder: { email: true, hour: 7 } });
    expect(await dueAt(t, learner.user.id)).toBe('2026-07-02T11:00:00.000Z');
    await savePreferences(t, learner, { reminder: { email: false } });
    expect(await dueAt(t, learner.user.id)).toBeNull();
  });

  it('does not remind twice in a day when a later hour is chosen after today’s reminder', async () => {
    const day = '2026-07-05';
    const learner = await shanghaiLearner(t, { day });
    const mailer = createMemoryMailer();
    const scan = createReminderScan({
      db: t.database.db,
      mailer,
      tokens: createUnsubscribeTokens(t.config.appSecret, () => t.now()),
      publicUrl: t.config.publicUrl,
      clock: () => t.now(),
      logger: { warn: () => undefined },
    });
    t.setTime(afterTheHour(day));
    await scan.run();
    await savePreferences(t, learner, { reminder: { hour: 22 } });
    expect(await dueAt(t, learner.user.id)).toBe('2026-07-06T14:00:00.000Z');
    t.setTime(new Date(`${day}T14:05:00Z`));
    await scan.run();
    expect(mailer.sent.filter((mail) => mail.to === learner.email)).toHaveLength(1);
  });
});
