export { MemoryRateLimitStore } from './memory-store';
export { RedisRateLimitStore } from './redis-store';
export {
  DEFAULT_RATE_LIMITS,
  createRateLimiter,
  type RateLimitName,
  type RateLimitPolicy,
  type RateLimiter,
  type RateRule,
} from './policy';
export { openRateLimitStore, type OpenRateLimitStoreOptions } from './open';
export type { HitResult, RateLimitStore } from './store';
