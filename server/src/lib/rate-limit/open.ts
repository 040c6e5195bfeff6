import { Redis } from 'ioredis';
import { MemoryRateLimitStore } from './memory-store';
import { RedisRateLimitStore } from './redis-store';
import type { RateLimitStore } from './store';

export interface OpenRateLimitStoreOptions {
  redisUrl: string | null;
  /** Key prefix; tests use their own so they never see each other's counters. */
  prefix?: string;
  /** Redis reports connection trouble as events; they go to the log rather than crash the process. */
  onError?: (error: Error) => void;
}

/** Redis when REDIS_URL is set (shared by all instances), else in-process counters. */
export async function openRateLimitStore({
  redisUrl,
  prefix,
  onError,
}: OpenRateLimitStoreOptions): Promise<RateLimitStore> {
  if (!redisUrl) return new MemoryRateLimitStore();
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    // While Redis is down a request fails fast (500) instead of queueing until it times out.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (error: Error) => onError?.(error));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot connect to Redis at REDIS_URL: ${(error as Error).message}`, { cause: error });
  }
  return new RedisRateLimitStore(redis, prefix);
}
