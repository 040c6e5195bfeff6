import { createHash } from 'node:crypto';
import { errors } from '../errors';
import type { HitResult, RateLimitStore } from './store';

export interface RateRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/*
 * Production defaults. Per-account limits stop guessing one password or code; per-IP limits stop one
 * client spraying many accounts. The verify limit stays above the 5 wrong tries that void a code.
 */
export const DEFAULT_RATE_LIMITS = {
  /*
   * Login counts failures per (account, address): an attacker's address is blocked while the owner still
   * signs in from theirs. The per-account ceiling, far looser, only stops a spray from many addresses.
   */
  loginFailuresPerAccountAndIp: { limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { limit: 100, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  forgotPasswordPerEmail: { limit: 3, windowMs: 15 * MINUTE },
  forgotPasswordPerIp: { limit: 10, windowMs: 60 * MINUTE },
  verifyResetCodePerEmail: { limit: 10, windowMs: 15 * MINUTE },
  /** One address cannot guess codes across many accounts. */
  verifyResetCodePerIp: { limit: 30, windowMs: 15 * MINUTE },
  resetPasswordPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  testApiKeyPerUser: { limit: 10, windowMs: 15 * MINUTE },
  /** Each save decrypts with the RSA private key: bounded like the key test. */
  updateApiKeyPerUser: { limit: 10, windowMs: 15 * MINUTE },
  /** Generations and checks together: each one may cost the platform a model call. */
  aiRequestsPerUser: { limit: 20, windowMs: MINUTE },
  /*
   * Word imports: each looks up to 500 words in the dictionary. The web app sends a long list as requests of
   * 500, so 30 in 10 minutes still takes a list of 15,000 at once.
   */
  importWordsPerUser: { limit: 30, windowMs: 10 * MINUTE },
} satisfies Record<string, RateRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimitPolicy = Record<RateLimitName, RateRule>;

export interface RateLimiter {
  /** Counts one attempt against every named limit; throws RATE_LIMITED when any is exceeded. */
  consume(checks: Array<[RateLimitName, string]>): Promise<void>;
  /** Throws RATE_LIMITED when any named limit is already used up, without counting this attempt. */
  assertAvailable(checks: Array<[RateLimitName, string]>): Promise<void>;
  /** Counts one event (a failure) against every named limit, never throwing. */
  record(checks: Array<[RateLimitName, string]>): Promise<void>;
}

export function createRateLimiter(
  store: RateLimitStore,
  overrides: Partial<RateLimitPolicy> = {},
): RateLimiter {
  const policy: RateLimitPolicy = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const keyOf = (name: RateLimitName, subject: string) => `${name}:${subjectKey(subject)}`;

  async function refuseWhenOver(
    checks: Array<[RateLimitName, string]>,
    look: (key: string, rule: RateRule) => Promise<HitResult>,
  ): Promise<void> {
    let retryAfterSeconds = 0;
    for (const [name, subject] of checks) {
      const result = await look(keyOf(name, subject), policy[name]);
      if (!result.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
    }
    if (retryAfterSeconds > 0) throw errors.rateLimited(retryAfterSeconds);
  }

  return {
    consume: (checks) => refuseWhenOver(checks, (key, rule) => store.hit(key, rule.limit, rule.windowMs)),
    assertAvailable: (checks) => refuseWhenOver(checks, (key, rule) => store.peek(key, rule.limit)),
    async record(checks) {
      for (const [name, subject] of checks) {
        const rule = policy[name];
        await store.hit(keyOf(name, subject), rule.limit, rule.windowMs);
      }
    },
  };
}

/* Keys stay short and carry no e-mail address in clear (Redis may be shared or inspected). */
function subjectKey(subject: string): string {
  return createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 22);
}
