import { connectRedis } from '../redis';
import type { ReadCache } from './cache';
import { MemoryReadCache } from './memory-cache';
import { RedisReadCache, type RedisReadCacheOptions } from './redis-cache';

export interface OpenReadCacheOptions extends RedisReadCacheOptions {
  redisUrl: string | null;
  /** Key prefix; tests use their own so they never see each other's pages. */
  prefix?: string;
}

/** Redis when REDIS_URL is set (shared by all instances), else in-process. */
export async function openReadCache({ redisUrl, ...options }: OpenReadCacheOptions): Promise<ReadCache> {
  if (!redisUrl) return new MemoryReadCache(options.ttlMs);
  const redis = await connectRedis(redisUrl, options.onError);
  return new RedisReadCache(redis, options);
}
