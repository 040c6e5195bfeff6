import { SignJWT, jwtVerify } from 'jose';
import { LIMITS } from '@contract';
import type { Clock } from '../lib/clock';
import { deriveKey } from '../lib/keys';

export interface SessionClaims {
  userId: string;
  tokenVersion: number;
}

export interface SessionTokens {
  sign(claims: SessionClaims): Promise<string>;
  /** The claims of a valid token, or null for a forged, malformed or expired one. */
  verify(token: string): Promise<SessionClaims | null>;
}

const LIFETIME_SECONDS = LIMITS.tokenLifetimeDays * 24 * 60 * 60;

/** Tokens whose signature was checked, kept so a learner's next requests skip the HMAC (LRU). */
export const VERIFIED_TOKENS_KEPT = 10_000;

interface Verified {
  claims: SessionClaims;
  /** Seconds since the epoch: the token's own `exp`, checked again on every use. */
  expiresAt: number;
}

/** HS256 JWTs (7 days) carrying the user id and the user's token version at signing time. */
export function createSessionTokens(appSecret: string, clock: Clock): SessionTokens {
  // Imported once: given raw bytes, jose would import the HMAC key again on every signed-in request.
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(deriveKey(appSecret, 'session-token')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, Verified>();
  return {
    async sign({ userId, tokenVersion }) {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + LIFETIME_SECONDS)
        .sign(await key);
    },
    async verify(token) {
      // A signature is checked once per token: WebCrypto's HMAC runs on the thread pool, a hop that
      // doubled a signed-in page's latency. Expiry is still checked on every use, and revocation (the
      // token version) is the caller's check against the user row, as before.
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt * 1000 <= clock().getTime()) return null;
        verified.delete(token);
        verified.set(token, known);
        return known.claims;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          currentDate: clock(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        if (typeof payload.exp !== 'number') return null;
        const claims = { userId: payload.sub, tokenVersion: payload.ver };
        verified.set(token, { claims, expiresAt: payload.exp });
        if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
