export {
  clockSecond,
  MemoryReadCache,
  READ_CACHE_MAX_ENTRIES,
  READ_CACHE_TTL_MS,
  type ReadCache,
} from './cache';
export { cacheTags, type CacheTag } from './tags';
export { invalidateOnWrite } from './invalidate-on-write';
export { openReadCache, type OpenReadCacheOptions } from './open';
export { REDIS_READ_CACHE_LIMITS, RedisReadCache, type RedisReadCacheLimits } from './redis-cache';
