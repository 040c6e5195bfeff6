import { UNSUBSCRIBE_LINK_DAYS } from '@contract';
import type { Clock } from '../lib/clock';
import { deriveKey, hmacHex, sameDigest } from '../lib/keys';

/** Signs what the signature covers besides the learner and the expiry, so no other token fits here. */
const PURPOSE = 'unsubscribe-reminders';
const LIFETIME_SECONDS = UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60;

export interface UnsubscribeTokens {
  /** `<userId>.<expiry in epoch seconds>.<HMAC-SHA256 hex>`, good for UNSUBSCRIBE_LINK_DAYS. */
  sign(userId: string): string;
  /** The learner a token was made for, or null when it is forged, malformed or expired. */
  verify(token: string): string | null;
}

/*
 * The link a reminder mail carries works without signing in, so the token itself is the proof: an HMAC
 * under a key of its own (derived from APP_SECRET) over the learner's id, the purpose and the expiry.
 * Nothing is stored; a token can only turn reminders off, and only for the learner it names.
 */
export function createUnsubscribeTokens(appSecret: string, clock: Clock): UnsubscribeTokens {
  const key = deriveKey(appSecret, 'reminder-unsubscribe');
  const signature = (userId: string, expires: string) => hmacHex(key, `${PURPOSE}:${userId}:${expires}`);
  return {
    sign(userId) {
      const expires = String(Math.floor(clock().getTime() / 1000) + LIFETIME_SECONDS);
      return `${userId}.${expires}.${signature(userId, expires)}`;
    },
    verify(token) {
      const [userId, expires, given, ...rest] = token.split('.');
      if (!userId || !expires || !given || rest.length > 0 || !/^\d{1,12}$/.test(expires)) return null;
      if (!sameDigest(signature(userId, expires), given)) return null;
      return Number(expires) * 1000 > clock().getTime() ? userId : null;
    },
  };
}
