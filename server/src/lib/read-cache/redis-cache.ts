import type { Redis } from 'ioredis';
import type { ReadCache } from './cache';
import type { CacheTag } from './tags';
import { READ_CACHE_MAX_ENTRIES, READ_CACHE_TTL_MS } from './cache';

/* The current generation and the value under it, in one round trip. */
const READ_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
return { generation, redis.call('GET', ARGV[1] .. generation .. ':' .. ARGV[2]) }
`;

/*
 * Stores a value and drops the oldest past the caps, in one step no other instance can interleave with.
 * KEYS[1] lists the stored keys (a sorted set), each scored by the byte offset it was stored at in the
 * running count KEYS[2] of bytes ever stored: what was stored before the last maxBytes bytes is dropped,
 * and then the oldest past maxEntries. Both keys expire with the values, so an idle cache leaves nothing.
 * ARGV: key, value, ttlMs, maxEntries, maxBytes.
 */
const STORE_SCRIPT = `
local size = #ARGV[1] + #ARGV[2]
local start = redis.call('INCRBY', KEYS[2], size) - size
redis.call('SET', ARGV[1], ARGV[2], 'PX', ARGV[3])
redis.call('ZADD', KEYS[1], string.format('%d', start), ARGV[1])
local floor = string.format('(%d', start + size - tonumber(ARGV[5]))
local dropped = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', floor)
if #dropped > 0 then
  redis.call('DEL', unpack(dropped))
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', floor)
end
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[4])
if over > 0 then
  redis.call('DEL', unpack(redis.call('ZRANGE', KEYS[1], 0, over - 1)))
  redis.call('ZREMRANGEBYRANK', KEYS[1], 0, over - 1)
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
`;

/**
 * How much of Redis the cache may hold. Redis also keeps the rate limits, so the cache must never be
 * what fills it: 1,000 entries (as the in-process cache) and 32 MiB of keys and values, whatever a
 * client asks for. A feed page of 100 items is under 200 KB, so the hot pages of every list fit many
 * times over for the 5 s they live. A value over a sixteenth of the bytes is not stored at all.
 */
export interface RedisReadCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export const REDIS_READ_CACHE_LIMITS: RedisReadCacheLimits = {
  maxEntries: READ_CACHE_MAX_ENTRIES,
  maxBytes: 32 * 1024 * 1024,
};

export interface RedisReadCacheOptions {
  prefix?: string;
  ttlMs?: number;
  onError?: (error: Error) => void;
  limits?: RedisReadCacheLimits;
}

/**
 * Shared by every server instance: a write on one invalidates the pages the others cached. Values are
 * JSON under `prefix + generation + ':' + key`; invalidating moves the generation on (INCR), and the old
 * values expire by themselves or are pushed out by new ones. When Redis fails, reads go to the database
 * rather than fail.
 */
export class RedisReadCache implements ReadCache {
  private readonly prefix: string;
  private readonly ttlMs: number;
  private readonly onError: (error: Error) => void;
  private readonly limits: RedisReadCacheLimits;

  constructor(
    private readonly redis: Redis,
    {
      prefix = 'wordloom:read:',
      ttlMs = READ_CACHE_TTL_MS,
      onError = () => undefined,
      limits = REDIS_READ_CACHE_LIMITS,
    }: RedisReadCacheOptions = {},
  ) {
    this.prefix = prefix;
    this.ttlMs = ttlMs;
    this.onError = onError;
    this.limits = limits;
  }

  async get<T>(key: string, _tags: readonly CacheTag[], load: () => Promise<T>): Promise<T> {
    let generation: string;
    try {
      const [current, cached] = (await this.redis.eval(
        READ_SCRIPT,
        1,
        `${this.prefix}generation`,
        this.prefix,
        key,
      )) as [string, string | null];
      if (cached !== null) return JSON.parse(cached) as T;
      generation = current;
    } catch (error) {
      this.onError(error as Error);
      return load();
    }
    const value = await load();
    this.store(`${this.prefix}${generation}:${key}`, JSON.stringify(value));
    return value;
  }

  /* Not awaited: the reader has its answer; a lost store only costs the next reader a database read. */
  private store(key: string, json: string): void {
    if (Buffer.byteLength(key) + Buffer.byteLength(json) > this.limits.maxBytes / 16) return;
    this.redis
      .eval(
        STORE_SCRIPT,
        2,
        `${this.prefix}entries`,
        `${this.prefix}stored-bytes`,
        key,
        json,
        this.ttlMs,
        this.limits.maxEntries,
        this.limits.maxBytes,
      )
      .catch((error: Error) => this.onError(error));
  }

  async invalidate(_tags: readonly CacheTag[]): Promise<void> {
    await this.redis.incr(`${this.prefix}generation`);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
