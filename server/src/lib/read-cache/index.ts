export { clockSecond, MemoryReadCache, READ_CACHE_TTL_MS, type ReadCache } from './cache';
export { invalidateOnWrite } from './invalidate-on-write';
export { openReadCache, type OpenReadCacheOptions } from './open';
export { RedisReadCache } from './redis-cache';
