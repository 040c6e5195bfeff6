import type { DailyCalls } from '@contract';
import type { Clock } from '../lib/clock';
import { localDay, nextLocalMidnight } from '../lib/local-day';
import { AppError } from '../lib/errors';
import type { RateLimitStore } from '../lib/rate-limit';
import type { AiCaller } from './types';

/**
 * AI_DAILY_CALLS_PER_USER: every provider attempt on the platform's key, retries included, counted per
 * learner and day in the rate-limit store (Redis when REDIS_URL is set, so every instance shares it).
 * The day is the learner's: `caller.timeZone` when known, else UTC.
 */
export interface DailyQuota {
  /** Counts one provider attempt; AI_QUOTA_EXCEEDED once today's calls are used up. */
  spend(caller: AiCaller): Promise<void>;
  /** AI_QUOTA_EXCEEDED when nothing is left today, counting nothing: before any work starts. */
  assertAvailable(caller: AiCaller): Promise<void>;
  status(caller: AiCaller): Promise<DailyCalls>;
}

export interface DailyQuotaDeps {
  store: RateLimitStore;
  /** Calls a day; 0 means no cap (and no quota at all). */
  limit: number;
  clock: Clock;
}

export function createDailyQuota({ store, limit, clock }: DailyQuotaDeps): DailyQuota | null {
  if (limit <= 0) return null;

  function today(caller: AiCaller) {
    const now = clock();
    const timeZone = caller.timeZone ?? 'UTC';
    const untilMidnightMs = Math.max(1_000, nextLocalMidnight(now, timeZone).getTime() - now.getTime());
    return { key: `aiDailyCalls:${caller.userId}:${localDay(now, timeZone)}`, untilMidnightMs };
  }

  function exceeded(untilMidnightMs: number): AppError {
    const seconds = Math.ceil(untilMidnightMs / 1000);
    const error = new AppError(
      'AI_QUOTA_EXCEEDED',
      'ai.quotaExceeded',
      { limit, hours: Math.max(1, Math.ceil(seconds / 3600)) },
      { retryAfter: seconds },
    );
    error.headers['retry-after'] = String(seconds);
    return error;
  }

  return {
    async spend(caller) {
      const { key, untilMidnightMs } = today(caller);
      const result = await store.hit(key, limit, untilMidnightMs);
      if (!result.allowed) throw exceeded(untilMidnightMs);
    },

    async assertAvailable(caller) {
      const { key, untilMidnightMs } = today(caller);
      if (!(await store.peek(key, limit)).allowed) throw exceeded(untilMidnightMs);
    },

    async status(caller) {
      const { key } = today(caller);
      const { count } = await store.peek(key, limit);
      return { limit, remaining: Math.max(0, limit - count) };
    },
  };
}
