import { LIMITS, translate, type Language } from '@contract';
import type { RunInTransaction } from '../db/transaction';
import { addMinutes, type Clock } from '../lib/clock';
import { AppError, errors } from '../lib/errors';
import { sameDigest } from '../lib/keys';
import type { Mailer } from '../lib/mail/mailer';
import { hashPassword } from './passwords';
import { generateResetCode, generateResetToken, type ResetHasher } from './reset-codes';
import type { ResetCodesRepository } from './reset-codes-repository';
import { savedLanguage } from './mail-language';
import type { UserRow, UsersRepository } from './repository';

export interface PasswordResetDeps {
  users: UsersRepository;
  resetCodes: ResetCodesRepository;
  transaction: RunInTransaction;
  hasher: ResetHasher;
  mailer: Mailer;
  clock: Clock;
  ttlMinutes: number;
}

/**
 * Password reset by e-mailed code: request a code, verify it (which yields a reset token), then set
 * the new password with the token. Codes are single use, expire, and die after 5 wrong tries.
 */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { users, resetCodes, transaction, hasher, clock, ttlMinutes } = deps;

  /** `language`: what the requester's Accept-Language asks for; else the account's saved language. */
  async function requestCode(
    email: string,
    language: Language | null,
  ): Promise<{ expiresInMinutes: number }> {
    const user = await users.findByEmail(email.toLowerCase());
    if (!user) throw errors.notFound('errors.noAccount');
    const code = generateResetCode();
    const now = clock();
    /*
     * Mail first, store second: when the mail cannot go out (no SMTP in production, a refused
     * connection) nothing is stored, the previous code stays as it was, and no later answer (a 410
     * after five guesses) can reveal that a reset was asked for. The store follows the send within
     * milliseconds, long before the mail can be read.
     */
    await sendCode(user, code, language ?? savedLanguage(user));
    const row = {
      user_id: user.id,
      code_hash: hasher.code(user.id, code),
      expires_at: addMinutes(now, ttlMinutes).toISOString(),
      attempts: 0,
      reset_token_hash: null,
      created_at: now.toISOString(),
    };
    await transaction((trx) => resetCodes.replace(trx, row));
    return { expiresInMinutes: ttlMinutes };
  }

  async function sendCode(user: UserRow, code: string, language: Language): Promise<void> {
    const params = { code, username: user.username, minutes: ttlMinutes };
    try {
      await deps.mailer.send({
        to: user.email,
        subject: translate(language, 'mail.resetSubject', params),
        text: translate(language, 'mail.resetText', params),
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw Object.assign(errors.internal('errors.mailFailed'), { cause: error });
    }
  }

  async function verifyCode(email: string, code: string): Promise<{ resetToken: string }> {
    const user = await users.findByEmail(email.toLowerCase());
    const pending = user ? await resetCodes.find(user.id) : undefined;
    // No account, no code, or a code already used: all the same to the caller.
    if (!user || !pending || pending.reset_token_hash !== null)
      throw errors.invalidField('code', 'errors.codeIncorrect');
    if (pending.attempts >= LIMITS.resetCodeMaxAttempts)
      throw errors.codeExpired('errors.codeTooManyAttempts');
    const now = clock();
    if (new Date(pending.expires_at) <= now) throw errors.codeExpired();
    if (!(await resetCodes.claimAttempt(user.id, pending.code_hash, LIMITS.resetCodeMaxAttempts))) {
      throw errors.codeExpired('errors.codeTooManyAttempts');
    }
    if (!sameDigest(hasher.code(user.id, code), pending.code_hash)) {
      throw errors.invalidField('code', 'errors.codeIncorrect');
    }
    const resetToken = generateResetToken();
    const expiresAt = addMinutes(now, ttlMinutes).toISOString();
    if (
      !(await resetCodes.markVerified(
        user.id,
        pending.code_hash,
        hasher.token(user.id, resetToken),
        expiresAt,
      ))
    ) {
      throw errors.invalidField('code', 'errors.codeIncorrect');
    }
    return { resetToken };
  }

  async function resetPassword(email: string, resetToken: string, newPassword: string): Promise<void> {
    const invalid = () => errors.invalidField('resetToken', 'errors.resetTokenInvalid');
    const user = await users.findByEmail(email.toLowerCase());
    const pending = user ? await resetCodes.find(user.id) : undefined;
    if (!user || !pending?.reset_token_hash) throw invalid();
    const tokenHash = hasher.token(user.id, resetToken);
    if (!sameDigest(tokenHash, pending.reset_token_hash) || new Date(pending.expires_at) <= clock()) {
      throw invalid();
    }
    const passwordHash = await hashPassword(newPassword);
    /*
     * One transaction: the verified row is consumed (single use, so of two concurrent requests only one
     * wins), the password replaced and every older session revoked, or none of it.
     */
    const reset = await transaction(async (trx) => {
      if (!(await resetCodes.consumeVerified(trx, user.id, tokenHash))) return false;
      await users.replacePassword(trx, user.id, passwordHash, clock().toISOString());
      return true;
    });
    if (!reset) throw invalid();
  }

  return { requestCode, verifyCode, resetPassword };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
