import type { Redis } from 'ioredis';

/**
 * One connection to REDIS_URL for a shared store (rate limits, the read cache). It fails at start when Redis
 * cannot be reached, rather than serving with limits that are not shared.
 */
export async function connectRedis(redisUrl: string, onError?: (error: Error) => void): Promise<Redis> {
  // Imported here: a server without REDIS_URL never loads the client (about 10 MB, bench:memory).
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    // While Redis is down a request fails fast (503) instead of queueing until it times out.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Redis reports connection trouble as events; they go to the log rather than crash the process.
  redis.on('error', (error: Error) => onError?.(error));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot connect to Redis at REDIS_URL: ${(error as Error).message}`, { cause: error });
  }
  return redis;
}
