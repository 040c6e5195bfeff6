import type { Redis } from 'ioredis';
import {
  LONGEST_STORED_LOAD_MS,
  READ_CACHE_MAX_ENTRIES,
  READ_CACHE_TTL_MS,
  TAG_VERSION_TTL_MS,
  type ReadCache,
} from './cache';
import { SingleFlight } from './single-flight';
import { EVERY_READ, tagsOfRead } from './tag-versions';
import type { CacheTag } from './tags';

/* Lua: Redis's clock in milliseconds. */
const NOW_MS = `
local function now_ms()
  local time = redis.call('TIME')
  return tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
`;

/* Lua: the versions of the tag keys KEYS[first..] as one string, 0 for a tag without one. */
const VERSIONS = `
local function versions(first)
  local all = {}
  for i = first, #KEYS do all[#all + 1] = redis.call('GET', KEYS[i]) or '0' end
  return table.concat(all, ',')
end
`;

/*
 * A read, in one round trip: its tags' versions now, Redis's clock, and the value stored under KEYS[1] if
 * it was stored under those same versions. A value is kept as "versions\n" then its JSON.
 * KEYS: the entry, then the tags' version keys.
 */
const READ_SCRIPT = `${NOW_MS}${VERSIONS}
local current = versions(2)
local stored = redis.call('GET', KEYS[1])
if stored then
  local split = string.find(stored, '\\n', 1, true)
  if split and string.sub(stored, 1, split - 1) == current then
    return { current, string.format('%d', now_ms()), string.sub(stored, split + 1) }
  end
end
return { current, string.format('%d', now_ms()) }
`;

/*
 * Stores a value only if its tags' versions are still those its load started under (a read would never
 * match it, and it would replace one that does), and the load was not too long ago (cache.ts,
 * TAG_VERSION_TTL_MS); keeps those versions at least as long as the value; then
 * drops the oldest values past the caps, in one step no other instance can interleave with.
 * KEYS[1] lists the stored keys (a sorted set), each scored by the byte offset it was stored at in the
 * running count KEYS[2] of bytes ever stored: what was stored before the last maxBytes bytes is dropped,
 * and then the oldest past maxEntries. Both keys expire with the values, so an idle cache leaves nothing.
 * KEYS: entries, stored bytes, the entry, then the tags' version keys.
 * ARGV: versions, when the load started (Redis's ms), JSON, ttlMs, maxEntries, maxBytes, version ttlMs,
 * longest stored load in ms.
 */
const STORE_SCRIPT = `${NOW_MS}${VERSIONS}
if now_ms() - tonumber(ARGV[2]) > tonumber(ARGV[8]) then return 0 end
if versions(4) ~= ARGV[1] then return 0 end
for i = 4, #KEYS do redis.call('PEXPIRE', KEYS[i], ARGV[7]) end
local value = ARGV[1] .. '\\n' .. ARGV[3]
local size = #KEYS[3] + #value
local start = redis.call('INCRBY', KEYS[2], size) - size
redis.call('SET', KEYS[3], value, 'PX', ARGV[4])
redis.call('ZADD', KEYS[1], string.format('%d', start), KEYS[3])
local floor = string.format('(%d', start + size - tonumber(ARGV[6]))
local dropped = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', floor)
if #dropped > 0 then
  redis.call('DEL', unpack(dropped))
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', floor)
end
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[5])
if over > 0 then
  redis.call('DEL', unpack(redis.call('ZRANGE', KEYS[1], 0, over - 1)))
  redis.call('ZREMRANGEBYRANK', KEYS[1], 0, over - 1)
end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return 1
`;

/*
 * Gives each tag of KEYS[2..] a version no read has seen: the next value of the counter KEYS[1], which
 * never expires and never goes back. Should the counter itself be lost (an eviction, a flush), it starts
 * again from Redis's clock in microseconds, past every value it gave before (unless a million tags were
 * invalidated in one second).
 * ARGV: version ttlMs.
 */
const INVALIDATE_SCRIPT = `
local time = redis.call('TIME')
local floor = tonumber(time[1]) * 1000000 + tonumber(time[2])
local version = redis.call('INCR', KEYS[1])
if version < floor then
  version = floor
  redis.call('SET', KEYS[1], string.format('%d', version))
end
for i = 2, #KEYS do redis.call('SET', KEYS[i], string.format('%d', version), 'PX', ARGV[1]) end
`;

/**
 * How much of Redis the cache may hold. Redis also keeps the rate limits, so the cache must never be
 * what fills it: 1,000 entries (as the in-process cache) and 32 MiB of keys and values, whatever a
 * client asks for. A feed page of 100 items is under 200 KB, so the hot pages of every list fit many
 * times over for the 5 s they live. A value over a sixteenth of the bytes is not stored at all. Tag
 * versions are not counted: one small key per tag invalidated in the last minute.
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
  /** Tests shorten it to see a slow load left unstored. */
  longestStoredLoadMs?: number;
}

/**
 * Shared by every server instance: a write on one invalidates the pages the others cached. Under `prefix`:
 * `entry:<key>` holds a value (its versions, then its JSON), `tag:<tag>` a tag's version, `clock` the
 * last version given. When Redis fails, reads go to the database rather than fail.
 */
export class RedisReadCache implements ReadCache {
  private readonly prefix: string;
  private readonly ttlMs: number;
  private readonly onError: (error: Error) => void;
  private readonly limits: RedisReadCacheLimits;
  private readonly longestStoredLoadMs: number;
  private readonly loads = new SingleFlight();

  constructor(
    private readonly redis: Redis,
    {
      prefix = 'wordloom:read:',
      ttlMs = READ_CACHE_TTL_MS,
      onError = () => undefined,
      limits = REDIS_READ_CACHE_LIMITS,
      longestStoredLoadMs = LONGEST_STORED_LOAD_MS,
    }: RedisReadCacheOptions = {},
  ) {
    this.prefix = prefix;
    this.ttlMs = ttlMs;
    this.onError = onError;
    this.limits = limits;
    this.longestStoredLoadMs = longestStoredLoadMs;
  }

  async get<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>): Promise<T> {
    const entry = `${this.prefix}entry:${key}`;
    const tagKeys = this.tagKeys(tagsOfRead(tags));
    let versions: string;
    let startedAt: string;
    try {
      const [current, now, cached] = (await this.redis.eval(
        READ_SCRIPT,
        1 + tagKeys.length,
        entry,
        ...tagKeys,
      )) as [string, string, string?];
      if (cached !== undefined) return JSON.parse(cached) as T;
      [versions, startedAt] = [current, now];
    } catch (error) {
      this.onError(error as Error);
      return load();
    }
    return this.loads.run(`${versions}\n${key}`, async () => {
      const value = await load();
      this.store(entry, tagKeys, versions, startedAt, JSON.stringify(value));
      return value;
    });
  }

  /* Not awaited: the reader has its answer; a lost store only costs the next reader a database read. */
  private store(entry: string, tagKeys: string[], versions: string, startedAt: string, json: string): void {
    if (Buffer.byteLength(entry) + Buffer.byteLength(json) > this.limits.maxBytes / 16) return;
    this.redis
      .eval(
        STORE_SCRIPT,
        3 + tagKeys.length,
        `${this.prefix}entries`,
        `${this.prefix}stored-bytes`,
        entry,
        ...tagKeys,
        versions,
        startedAt,
        json,
        this.ttlMs,
        this.limits.maxEntries,
        this.limits.maxBytes,
        TAG_VERSION_TTL_MS,
        this.longestStoredLoadMs,
      )
      .catch((error: Error) => this.onError(error));
  }

  async invalidate(tags: readonly CacheTag[]): Promise<void> {
    await this.invalidateKeys(this.tagKeys(tags));
  }

  async invalidateAll(): Promise<void> {
    await this.invalidateKeys(this.tagKeys([EVERY_READ]));
  }

  private async invalidateKeys(tagKeys: string[]): Promise<void> {
    if (tagKeys.length === 0) return;
    try {
      await this.redis.eval(
        INVALIDATE_SCRIPT,
        1 + tagKeys.length,
        `${this.prefix}clock`,
        ...tagKeys,
        TAG_VERSION_TTL_MS,
      );
    } catch (error) {
      this.onError(error as Error);
    }
  }

  private tagKeys(tags: readonly string[]): string[] {
    return tags.map((tag) => `${this.prefix}tag:${tag}`);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
