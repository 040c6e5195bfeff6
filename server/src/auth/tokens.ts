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

/** HS256 JWTs (7 days) carrying the user id and the user's token version at signing time. */
export function createSessionTokens(appSecret: string, clock: Clock): SessionTokens {
  const key = deriveKey(appSecret, 'session-token');
  return {
    async sign({ userId, tokenVersion }) {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock() });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver };
      } catch {
        return null;
      }
    },
  };
}
