import { connectRedis } from '../redis';
import { MemoryReadCache, type ReadCache } from './cache';
import { RedisReadCache } from './redis-cache';

export interface OpenReadCacheOptions {
  redisUrl: string | null;
  /** Key prefix; tests use their own so they never see each other's pages. */
  prefix?: string;
  ttlMs?: number;
  onError?: (error: Error) => void;
}

/** Redis when REDIS_URL is set (shared by all instances), else in-process. */
export async function openReadCache({
  redisUrl,
  prefix,
  ttlMs,
  onError,
}: OpenReadCacheOptions): Promise<ReadCache> {
  if (!redisUrl) return new MemoryReadCache(ttlMs);
  const redis = await connectRedis(redisUrl, onError);
  return new RedisReadCache(redis, prefix, ttlMs, onError);
}
