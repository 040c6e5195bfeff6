import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Each use of APP_SECRET gets its own key (HKDF-SHA256 with a purpose label), so a key that leaks
 * from one use, or a value made for one purpose, is worthless for another.
 */
export type KeyPurpose =
  'session-token' | 'reset-code' | 'reset-token' | 'api-key-encryption' | 'reminder-unsubscribe';

export function deriveKey(appSecret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'wordloom', `wordloom:${purpose}`, 32));
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
