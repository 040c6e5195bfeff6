import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { codeFromMail, decodeBody, startSmtpCapture, type SmtpCapture } from '../test/mail';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('password reset by e-mailed code (%s)', (database) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ database, mailer: smtp.mailer, env: { RESET_CODE_TTL_MINUTES: '10' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers });

  /** Asks for a code and reads it from the mail the SMTP server received. */
  async function requestCode(email: string): Promise<string> {
    const before = smtp.received.length;
    const response = await post('forgot-password', { email });
    expect(response.statusCode).toBe(200);
    expect(smtp.received.length).toBe(before + 1);
    return codeFromMail(smtp.lastMailTo(email));
  }
  const verify = (email: string, code: string) => post('verify-reset-code', { email, code });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const pendingRow = (userId: string) =>
    t.database.db.selectFrom('reset_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();

  describe('the whole flow', () => {
    let alice: RegisteredUser;
    beforeAll(async () => {
      alice = await registerUser(t);
    });

    it('mails a 6-digit code, verifies it, sets the new password and revokes old sessions', async () => {
      const forgot = await post('forgot-password', { email: alice.email.toUpperCase() });
      expect(forgot.statusCode).toBe(200);
      expect(forgot.json()).toEqual({
        success: true,
        message: 'Verification code sent to your email',
        expiresInMinutes: 10,
      });
      const mail = smtp.lastMailTo(alice.email);
      expect(mail.from).toBe('no-reply@wordloom.test');
      const code = codeFromMail(mail);
      expect(code).toMatch(/^\d{6}$/);
      expect(decodeBody(mail.raw)).toContain(`Hello ${alice.username}`);
      expect(decodeBody(mail.raw)).toContain('expires in 10 minutes');

      const verified = await verify(alice.email, code);
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ success: true, resetToken: expect.any(String) });
      const { resetToken } = verified.json();

      const reset = await post('reset-password', {
        email: alice.email,
        resetToken,
        newPassword: 'brand-new-pass',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({
        success: true,
        message: 'Password reset successfully. Please sign in with your new password.',
      });

      const oldSession = await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(alice.token) });
      expect(oldSession.statusCode).toBe(401);
      const oldPassword = await post('login', { email: alice.email, password: alice.password });
      expect(oldPassword.statusCode).toBe(401);
      const newPassword = await post('login', { email: alice.email, password: 'brand-new-pass' });
      expect(newPassword.statusCode).toBe(200);
      const newSession = await t.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(newPassword.json().token),
      });
      expect(newSession.statusCode).toBe(200);

      // Single use: neither the code nor the reset token works a second time.
      expect((await verify(alice.email, code)).statusCode).toBe(400);
      const again = await post('reset-password', {
        email: alice.email,
        resetToken,
        newPassword: 'another-pass',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This password reset has expired. Please start again.');
    });
  });

  it('answers 404 for an email without an account, and sends nothing', async () => {
    const before = smtp.received.length;
    const response = await post('forgot-password', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'No account found with this email address',
    });
    expect(smtp.received.length).toBe(before);
  });

  it('writes the mail in the user’s language', async () => {
    const user = await registerUser(t);
    await t.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      payload: { language: 'zh' },
      headers: bearer(user.token),
    });
    const code = await requestCode(user.email);
    const body = decodeBody(smtp.lastMailTo(user.email).raw);
    expect(body).toContain(`你的 Wordloom 验证码：\n\n${code}`);
  });

  it('stores a keyed hash of the code, never the code', async () => {
    const user = await registerUser(t);
    const code = await requestCode(user.email);
    const row = await pendingRow(user.user.id);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it.each(['12345', '1234567', 'abcdef', '12 456'])('refuses the badly formed code %j', async (code) => {
    const user = await registerUser(t);
    await requestCode(user.email);
    const response = await verify(user.email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Invalid verification code format',
      errors: [{ field: 'code', message: 'Invalid verification code format' }],
    });
  });

  it('refuses a code for an unknown email or when none was requested', async () => {
    const user = await registerUser(t);
    for (const email of ['nobody@example.com', user.email]) {
      const response = await verify(email, '123456');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Incorrect verification code',
      });
    }
  });

  it('counts a wrong code, and voids the code after 5 wrong tries even for the right one', async () => {
    const user = await registerUser(t);
    const code = await requestCode(user.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify(user.email, wrongCode(code));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Incorrect verification code');
      expect((await pendingRow(user.user.id))?.attempts).toBe(attempt);
    }
    const right = await verify(user.email, code);
    expect(right.statusCode).toBe(410);
    expect(right.json()).toEqual({
      success: false,
      code: 'CODE_EXPIRED',
      message: 'Too many incorrect attempts. Please request a new code.',
    });
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const user = await registerUser(t);
    const code = await requestCode(user.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify(user.email, wrongCode(code));
    expect((await verify(user.email, code)).statusCode).toBe(200);
  });

  it('expires the code after RESET_CODE_TTL_MINUTES (410)', async () => {
    const user = await registerUser(t);
    const code = await requestCode(user.email);
    t.advanceTime(10 * MINUTE + 1_000);
    const response = await verify(user.email, code);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      success: false,
      code: 'CODE_EXPIRED',
      message: 'Verification code has expired',
    });
  });

  it('says so in Chinese too', async () => {
    const user = await registerUser(t);
    const code = await requestCode(user.email);
    t.advanceTime(11 * MINUTE);
    const response = await post(
      'verify-reset-code',
      { email: user.email, code },
      { 'accept-language': 'zh' },
    );
    expect(response.json().message).toBe('验证码已过期');
  });

  it('replaces the previous code when a new one is requested', async () => {
    const user = await registerUser(t);
    let first = await requestCode(user.email);
    let second = await requestCode(user.email);
    while (second === first) {
      first = second;
      second = await requestCode(user.email);
    }
    expect((await verify(user.email, first)).statusCode).toBe(400);
    expect((await verify(user.email, second)).statusCode).toBe(200);
  });

  it('a new request also resets the attempt count', async () => {
    const user = await registerUser(t);
    const old = await requestCode(user.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) await verify(user.email, wrongCode(old));
    const code = await requestCode(user.email);
    expect((await verify(user.email, code)).statusCode).toBe(200);
  });

  describe('POST /api/auth/reset-password', () => {
    async function verifiedToken(user: RegisteredUser): Promise<string> {
      const code = await requestCode(user.email);
      return (await verify(user.email, code)).json().resetToken;
    }

    it('refuses a wrong reset token, and another user’s', async () => {
      const [user, other] = await Promise.all([registerUser(t), registerUser(t)]);
      await verifiedToken(user);
      const otherToken = await verifiedToken(other);
      for (const resetToken of ['x'.repeat(43), otherToken]) {
        const response = await post('reset-password', {
          email: user.email,
          resetToken,
          newPassword: 'new-password',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ errors: [{ field: 'resetToken' }] });
      }
      expect((await post('login', { email: user.email, password: user.password })).statusCode).toBe(200);
    });

    it('refuses a reset token once the time is up', async () => {
      const user = await registerUser(t);
      const resetToken = await verifiedToken(user);
      t.advanceTime(10 * MINUTE + 1_000);
      const response = await post('reset-password', {
        email: user.email,
        resetToken,
        newPassword: 'new-password',
      });
      expect(response.statusCode).toBe(400);
    });

    it('refuses before the code is verified', async () => {
      const user = await registerUser(t);
      await requestCode(user.email);
      const response = await post('reset-password', {
        email: user.email,
        resetToken: 'guess',
        newPassword: 'new-password',
      });
      expect(response.statusCode).toBe(400);
    });

    it('validates the new password', async () => {
      const user = await registerUser(t);
      const resetToken = await verifiedToken(user);
      const response = await post('reset-password', { email: user.email, resetToken, newPassword: '123' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'newPassword', message: 'Password must be at least 6 characters' },
      ]);
      // A refused request does not use the token up.
      const ok = await post('reset-password', { email: user.email, resetToken, newPassword: '123456' });
      expect(ok.statusCode).toBe(200);
    });
  });
});

describe('password reset when the mail cannot be sent', () => {
  it('keeps the code mailed before, and stores no new one', async () => {
    let refuse = false;
    const sent: string[] = [];
    const t = await createTestApp({
      mailer: {
        send: async (mail) => {
          if (refuse) throw new Error('connect ECONNREFUSED 10.0.0.1:25');
          sent.push(mail.text);
        },
        close: async () => {},
      },
    });
    try {
      const user = await registerUser(t);
      const forgot = () =>
        t.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      expect((await forgot()).statusCode).toBe(200);
      const code = /\b(\d{6})\b/.exec(sent.at(-1)!)?.[1] ?? '';
      refuse = true;
      expect((await forgot()).statusCode).toBe(500);
      const verified = await t.inject({
        method: 'POST',
        url: '/api/auth/verify-reset-code',
        payload: { email: user.email, code },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 500 with a plain message and no internals', async () => {
    const t = await createTestApp({
      mailer: {
        send: async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.1:25');
        },
        close: async () => {},
      },
    });
    try {
      const user = await registerUser(t);
      const response = await t.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        code: 'INTERNAL',
        message: 'We could not send the email. Please try again later.',
      });
    } finally {
      await t.close();
    }
  });
});
