import { connectRedis } from '../redis';
import { MemoryRateLimitStore } from './memory-store';
import { RedisRateLimitStore } from './redis-store';
import type { RateLimitStore } from './store';

export interface OpenRateLimitStoreOptions {
  redisUrl: string | null;
  /** Key prefix; tests use their own so they never see each other's counters. */
  prefix?: string;
  onError?: (error: Error) => void;
}

/** Redis when REDIS_URL is set (shared by all instances), else in-process counters. */
export async function openRateLimitStore({
  redisUrl,
  prefix,
  onError,
}: OpenRateLimitStoreOptions): Promise<RateLimitStore> {
  if (!redisUrl) return new MemoryRateLimitStore();
  const redis = await connectRedis(redisUrl, onError);
  return new RedisRateLimitStore(redis, prefix);
}
