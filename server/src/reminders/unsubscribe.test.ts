import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { startSmtpCapture, type SmtpCapture } from '../test/mail';
import { createReminderScan } from './scan';
import { afterTheHour, DAY, mailsTo, shanghaiLearner, storedReminder, unsubscribeToken } from './test-scene';
import { createUnsubscribeTokens } from './unsubscribe-tokens';

const INVALID = {
  en: 'This unsubscribe link is not valid or has expired. You can turn reminders off under Profile.',
  zh: '退订链接无效或已过期，你可以在个人资料页关闭提醒。',
};

/*
 * GET /api/reminders/unsubscribe, the link of every reminder mail: it works without signing in, turns
 * the learner's reminder mails off, and cannot be forged or used after 30 days.
 */
describe.each(TEST_DATABASES)('the unsubscribe link (%s)', (database) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A learner of `day` who got today's reminder; the token of its link. */
  async function remindedLearner(day: string, language: 'en' | 'zh' = 'en') {
    const learner = await shanghaiLearner(t, { day, language });
    t.setTime(afterTheHour(day));
    await createReminderScan({
      db: t.database.db,
      mailer: smtp.mailer,
      tokens: createUnsubscribeTokens(t.config.appSecret, () => t.now()),
      publicUrl: t.config.publicUrl,
      clock: () => t.now(),
      logger: { warn: () => undefined },
    }).run();
    const [mail] = mailsTo(smtp.received, learner.email);
    return { learner, token: unsubscribeToken(mail!) };
  }

  const unsubscribe = (token: string, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'GET',
      url: `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      headers,
    });

  it("turns the learner's reminders off without signing in, and saying so again changes nothing", async () => {
    const { learner, token } = await remindedLearner('2026-06-01');
    const response = await unsubscribe(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Daily reminder emails are off. You can turn them on again under Profile.',
    });
    expect(await storedReminder(t, learner.user.id)).toEqual({ reminder_email: 0, reminder_due_at: null });
    const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(learner.token) });
    expect(me.json().user.preferences.reminder).toEqual({ email: false, hour: 20 });

    expect((await unsubscribe(token, { 'accept-language': 'zh' })).json().message).toBe(
      '每日复习提醒邮件已关闭，你可以在个人资料页重新开启。',
    );
  });

  it("answers a browser with a page in the learner's language", async () => {
    const { learner, token } = await remindedLearner('2026-06-03', 'zh');
    const response = await unsubscribe(token, { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<html lang="zh-CN">');
    expect(response.body).toContain('已关闭提醒');
    expect(response.body).toContain(`href="${t.config.publicUrl}"`);
    expect((await storedReminder(t, learner.user.id)).reminder_email).toBe(0);
  });

  it('refuses a forged token with a localized 400 and changes nothing', async () => {
    const { learner, token } = await remindedLearner('2026-06-05');
    const [userId, expires, signature] = token.split('.') as [string, string, string];
    const forged = [
      `${userId}.${expires}.${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
      // A later expiry under the old signature.
      `${userId}.${Number(expires) + 365 * 24 * 3600}.${signature}`,
      `${userId}.${expires}`,
      learner.token,
      'x',
    ];
    for (const candidate of forged) {
      for (const language of ['en', 'zh'] as const) {
        const response = await unsubscribe(candidate, { 'accept-language': language });
        expect(response.statusCode, candidate).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          code: 'VALIDATION_ERROR',
          message: INVALID[language],
          errors: [{ field: 'token', message: INVALID[language] }],
        });
      }
    }
    const missing = await t.inject({ method: 'GET', url: '/api/reminders/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field: 'token' }] });
    expect((await storedReminder(t, learner.user.id)).reminder_email).toBe(1);
  });

  it('refuses a token 30 days on, with a page for a browser', async () => {
    const { learner, token } = await remindedLearner('2026-06-07');
    t.advanceTime(30 * DAY + 60_000);
    expect((await unsubscribe(token)).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: INVALID.en,
    });
    const page = await unsubscribe(token, { accept: 'text/html', 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(INVALID.zh);
    expect((await storedReminder(t, learner.user.id)).reminder_email).toBe(1);
  });
});
