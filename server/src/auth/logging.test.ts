import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogMailer } from '../lib/mail/mailer';
import { createTestApp, type TestApp } from '../test/app';
import { bearer, newAccount } from '../test/accounts';
import { captureLog } from '../test/log';

describe('the log', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'trace', stream: log.stream } });
  });
  afterAll(() => t.close());

  it('never contains a password, token, reset code or reset token', async () => {
    const account = newAccount();
    const registered = await t.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    const { token } = registered.json();
    await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    await t.inject({
      method: 'GET',
      url: `/api/auth/me`,
      headers: { ...bearer(token), cookie: 'session=cookie-secret' },
    });
    await t.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    const code = /\b(\d{6})\b/.exec(t.sentMails.at(-1)?.text ?? '')?.[1] ?? 'missing';
    const { resetToken } = (
      await t.inject({
        method: 'POST',
        url: '/api/auth/verify-reset-code',
        payload: { email: account.email, code },
      })
    ).json();
    const newPassword = 'the-new-password-42';
    await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: account.email, resetToken, newPassword },
    });
    // A request that fails validation does not log its body either.
    await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bad', password: 'leaky-password-99' },
    });

    const text = log.text();
    expect(text).toContain('/api/auth/reset-password'); // the requests were logged at all
    expect(code).toMatch(/^\d{6}$/);
    for (const secret of [
      account.password,
      token,
      code,
      resetToken,
      newPassword,
      'leaky-password-99',
      'cookie-secret',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('redacts secret fields wherever they appear in a logged object', () => {
    t.app.log.info(
      { password: 'p1-secret', body: { token: 't1-secret', user: { apiKey: 'k1-secret' } } },
      'x',
    );
    const text = log.text();
    expect(text).not.toMatch(/p1-secret|t1-secret|k1-secret/);
    expect(text).toContain('[redacted]');
  });

  it('keeps error codes for operators, and still hides a reset code in a body', () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });
    t.app.log.error({ err: lost }, 'database connection lost');
    t.app.log.error({ err: refused }, 'Redis connection error');
    t.app.log.info({ body: { email: 'a@b.c', code: '864209' } }, 'a body that should never be logged');
    const text = log.text();
    expect(text).toContain('"code":"57P01"');
    expect(text).toContain('"code":"ECONNREFUSED"');
    expect(text).not.toContain('864209');
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail to the log at info level as one readable line, for a fresh development machine', async () => {
    const log = captureLog();
    const t = await createTestApp({ logger: { level: 'info', stream: log.stream } });
    const mailer = createLogMailer(() => t.app.log);
    await mailer.send({
      to: 'dev@example.com',
      subject: 'Your Wordloom verification code: 123456',
      text: 'code 123456',
    });
    const lines = log
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.filter((line) => line.level === 30).at(-1)?.msg).toBe(
      'SMTP_URL is not set, so this mail was not sent. To dev@example.com: Your Wordloom verification code: 123456',
    );
    await t.close();
  });
});
