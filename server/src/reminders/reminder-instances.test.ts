import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { startSmtpCapture, type SmtpCapture } from '../test/mail';
import { afterTheHour, mailsTo, shanghaiLearner } from './test-scene';

const waitFor = async (condition: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !condition() && Date.now() < end;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/*
 * The app runs the scan itself every REMINDER_SCAN_SECONDS. Two instances of it on one database, each
 * scanning every second, mail a learner whose hour has come once between them.
 */
describe.each(TEST_DATABASES)('reminders from two server instances (%s)', (database) => {
  let smtp: SmtpCapture;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const env = { REMINDER_SCAN_SECONDS: '1' };
    first = await createTestApp({ database, env, mailer: smtp.mailer });
    second = await createTestApp({ env, mailer: smtp.mailer, sharedWith: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await smtp.close();
  });

  it('scan on their own timers and send one mail, not two', async () => {
    const day = '2026-05-04';
    const learner = await shanghaiLearner(first, { day });
    for (const instance of [first, second]) instance.setTime(afterTheHour(day));
    await Promise.all([first.app.ready(), second.app.ready()]);

    await waitFor(() => mailsTo(smtp.received, learner.email).length > 0, 10_000);
    expect(mailsTo(smtp.received, learner.email)).toHaveLength(1);
    // Both go on scanning: several more rounds of each, and still one mail.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(mailsTo(smtp.received, learner.email)).toHaveLength(1);
  });
});
