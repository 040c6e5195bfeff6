export {
  clockSecond,
  LONGEST_STORED_LOAD_MS,
  READ_CACHE_MAX_ENTRIES,
  READ_CACHE_TTL_MS,
  TAG_VERSION_TTL_MS,
  type ReadCache,
} from './cache';
export { MemoryReadCache } from './memory-cache';
export { cacheTags, type CacheTag } from './tags';
export { openReadCache, type OpenReadCacheOptions } from './open';
export { REDIS_READ_CACHE_LIMITS, RedisReadCache, type RedisReadCacheLimits } from './redis-cache';
