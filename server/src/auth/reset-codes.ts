import { randomBytes, randomInt } from 'node:crypto';
import { LIMITS } from '@contract';
import { deriveKey, hmacHex } from '../lib/keys';

/** A uniformly random 6-digit code, leading zeros kept. */
export function generateResetCode(): string {
  return String(randomInt(0, 10 ** LIMITS.resetCodeLength)).padStart(LIMITS.resetCodeLength, '0');
}

/** 32 random bytes: what the client shows to set the new password once the code is verified. */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/*
 * Codes and tokens are stored as keyed hashes: a leaked database does not let anyone finish a reset,
 * and a 6-digit code cannot be brute-forced offline without APP_SECRET. The code hash is bound to the
 * user, so equal codes of two users do not hash alike.
 */
export function createResetHasher(appSecret: string) {
  const codeKey = deriveKey(appSecret, 'reset-code');
  const tokenKey = deriveKey(appSecret, 'reset-token');
  return {
    code: (userId: string, code: string) => hmacHex(codeKey, `${userId}:${code}`),
    token: (userId: string, token: string) => hmacHex(tokenKey, `${userId}:${token}`),
  };
}

export type ResetHasher = ReturnType<typeof createResetHasher>;
