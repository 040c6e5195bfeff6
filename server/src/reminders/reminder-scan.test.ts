import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransportMailer } from '../lib/mail/mailer';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { decodeBody, startSmtpCapture, type SmtpCapture } from '../test/mail';
import { createReminderScan } from './scan';
import { afterTheHour, DAY, mailsTo, shanghaiLearner, storedReminder, subjectOf } from './test-scene';
import { createUnsubscribeTokens } from './unsubscribe-tokens';

/*
 * The daily reminder (docs/api-conventions.md, "Reminders"), mailed over real SMTP to an smtp-server peer:
 * once a learner-day, only with cards due, in the learner's language, one instance at a time, and an
 * SMTP failure leaves the learner due for the next scan.
 */
describe.each(TEST_DATABASES)('the reminder scan (%s)', (database) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const warnings: object[] = [];
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** One server instance's scan on the test app's database. */
  const scanner = (mailer = smtp.mailer) =>
    createReminderScan({
      db: t.database.db,
      mailer,
      tokens: createUnsubscribeTokens(t.config.appSecret, () => t.now()),
      publicUrl: t.config.publicUrl,
      clock: () => t.now(),
      logger: { warn: (details, message) => void warnings.push({ ...details, message }) },
    });

  it('mails a learner whose hour has come once, in their language, with the review and unsubscribe links', async () => {
    const day = '2026-04-01';
    const english = await shanghaiLearner(t, { day, dueCards: 2 });
    const chinese = await shanghaiLearner(t, { day, language: 'zh' });
    const scan = scanner();

    // 19:30 in Shanghai: not yet.
    await scan.run();
    expect(mailsTo(smtp.received, english.email)).toEqual([]);

    t.setTime(afterTheHour(day));
    await scan.run();
    const [mail] = mailsTo(smtp.received, english.email);
    expect(subjectOf(mail!)).toBe('Wordloom: 2 to review today');
    const text = decodeBody(mail!.raw);
    expect(text).toContain(`Hello ${english.username},`);
    expect(text).toContain('Cards due for review: 2.');
    expect(text).toContain(`${t.config.publicUrl}/review`);
    expect(text).toContain(`${t.config.publicUrl}/api/reminders/unsubscribe?token=`);
    expect(text).toContain('once a day at 20:00 (Asia/Shanghai)');

    const [chineseMail] = mailsTo(smtp.received, chinese.email);
    expect(subjectOf(chineseMail!)).toBe('Wordloom：今天有 1 张卡片待复习');
    expect(decodeBody(chineseMail!.raw)).toContain('你有 1 张卡片待复习');

    // The reminder moved to tomorrow's 20:00 in Shanghai.
    expect((await storedReminder(t, english.user.id)).reminder_due_at).toBe('2026-04-02T12:00:00.000Z');
  });

  it('sends none on a second scan the same day, and again the next day at the hour', async () => {
    const day = '2026-04-05';
    const learner = await shanghaiLearner(t, { day });
    const scan = scanner();
    t.setTime(afterTheHour(day));
    await scan.run();
    t.setTime(new Date(afterTheHour(day).getTime() + 3 * 60 * 60_000));
    await scan.run();
    await scan.run();
    expect(mailsTo(smtp.received, learner.email)).toHaveLength(1);

    t.setTime(new Date(afterTheHour(day).getTime() + DAY));
    await scan.run();
    expect(mailsTo(smtp.received, learner.email)).toHaveLength(2);
  });

  it('mails no one with nothing due, and moves their reminder on to tomorrow', async () => {
    const day = '2026-04-09';
    const learner = await shanghaiLearner(t, { day, dueCards: 0 });
    t.setTime(afterTheHour(day));
    const result = await scanner().run();
    expect(result.ran).toBe(true);
    expect(mailsTo(smtp.received, learner.email)).toEqual([]);
    expect((await storedReminder(t, learner.user.id)).reminder_due_at).toBe('2026-04-10T12:00:00.000Z');
  });

  it('sends one mail, not two, when two instances scan at once', async () => {
    const day = '2026-04-13';
    const learners = await Promise.all([1, 2, 3].map(() => shanghaiLearner(t, { day })));
    t.setTime(afterTheHour(day));
    await Promise.all([scanner().run(), scanner().run()]);
    for (const learner of learners) expect(mailsTo(smtp.received, learner.email)).toHaveLength(1);
  });

  it('leaves the learner due when SMTP fails, logs it without the address, and sends at the next scan', async () => {
    const day = '2026-04-17';
    const learner = await shanghaiLearner(t, { day });
    t.setTime(afterTheHour(day));
    // Port 9 (discard) on the loopback refuses the connection: the mail server is down.
    const down = createTransportMailer(
      nodemailer.createTransport({ host: '127.0.0.1', port: 9, connectionTimeout: 2000 }),
      'Wordloom <no-reply@wordloom.test>',
    );
    const before = await storedReminder(t, learner.user.id);
    const failed = await scanner(down).run();
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(await storedReminder(t, learner.user.id)).toEqual(before);
    expect(warnings).toContainEqual(
      expect.objectContaining({ userId: learner.user.id, message: expect.stringContaining('trying again') }),
    );
    expect(JSON.stringify(warnings)).not.toContain(learner.email);
    // A refusal naming the address, or an error quoting a URL with its password, is logged without them.
    const refusing = {
      send: async () => {
        throw new Error(`550 mailbox unavailable <${learner.email}> (smtp://mailer:s3cret@mail.example)`);
      },
      close: async () => undefined,
    };
    await scanner(refusing).run();
    expect(JSON.stringify(warnings)).not.toMatch(new RegExp(`${learner.email}|s3cret`));
    expect(JSON.stringify(warnings)).toContain('550 mailbox unavailable');

    t.setTime(new Date(afterTheHour(day).getTime() + 5 * 60_000));
    await scanner().run();
    expect(mailsTo(smtp.received, learner.email)).toHaveLength(1);
    expect((await storedReminder(t, learner.user.id)).reminder_due_at).toBe('2026-04-18T12:00:00.000Z');
  });
});
