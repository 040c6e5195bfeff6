import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { captureLog } from '../test/log';

const forgot = (t: TestApp, email: string, language?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    headers: language ? { 'accept-language': language } : {},
  });

describe('production without SMTP_URL', () => {
  let t: TestApp;
  let alice: RegisteredUser;
  const log = captureLog();
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production' },
      mailer: 'from-config',
      logger: { level: 'trace', stream: log.stream },
    });
    alice = await registerUser(t);
  });
  afterAll(() => t.close());

  it('warns the operator at start', () => {
    expect(log.text()).toContain('SMTP_URL is not set: password reset by email is off');
  });

  it('answers 503 MAIL_NOT_CONFIGURED in words a learner understands, and logs no code', async () => {
    const response = await forgot(t, alice.email, 'zh');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      code: 'MAIL_NOT_CONFIGURED',
      message: '本站暂未开通邮件找回密码，请联系网站管理员。',
    });
    expect((await forgot(t, alice.email)).json().message).toBe(
      'Password reset by email is not available on this server yet. Please contact the site operator.',
    );
    expect(log.text()).not.toMatch(/verification code|验证码/);
  });

  it('stores no code, so no later answer can reveal that a reset was asked for', async () => {
    expect((await forgot(t, alice.email)).statusCode).toBe(503);
    const stored = await t.database.db
      .selectFrom('reset_codes')
      .select('user_id')
      .where('user_id', '=', alice.user.id)
      .execute();
    expect(stored).toEqual([]);
    const guess = await t.inject({
      method: 'POST',
      url: '/api/auth/verify-reset-code',
      payload: { email: alice.email, code: '123456' },
    });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('development without SMTP_URL', () => {
  it('still writes the mail into the log, for the person running the server', async () => {
    const log = captureLog();
    const t = await createTestApp({
      env: { NODE_ENV: 'development' },
      mailer: 'from-config',
      logger: { level: 'info', stream: log.stream },
    });
    try {
      const bob = await registerUser(t);
      expect((await forgot(t, bob.email)).statusCode).toBe(200);
      expect(log.text()).toMatch(/Your Wordloom verification code: \d{6}/);
    } finally {
      await t.close();
    }
  });
});

describe('reset mails in the requester’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('follows Accept-Language, subject and body, with the code on its own line', async () => {
    const carol = await registerUser(t);
    expect((await forgot(t, carol.email, 'zh-CN,zh;q=0.9,en;q=0.8')).statusCode).toBe(200);
    const zh = t.sentMails.at(-1)!;
    expect(zh.subject).toMatch(/^你的 Wordloom 验证码：\d{6}$/);
    expect(zh.text).toMatch(/\n\n\d{6}\n\n/);
    expect(zh.text).toContain('分钟内有效');
    expect((await forgot(t, carol.email, 'en')).statusCode).toBe(200);
    const en = t.sentMails.at(-1)!;
    expect(en.subject).toMatch(/^Your Wordloom verification code: \d{6}$/);
    expect(en.text).toMatch(/\n\n\d{6}\n\n/);
  });
});
