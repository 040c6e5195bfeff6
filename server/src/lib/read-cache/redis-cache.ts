import type { Redis } from 'ioredis';
import type { ReadCache } from './cache';
import { READ_CACHE_TTL_MS } from './cache';

/* The current generation and the value under it, in one round trip. */
const READ_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
return { generation, redis.call('GET', ARGV[1] .. generation .. ':' .. ARGV[2]) }
`;

/**
 * Shared by every server instance: a write on one invalidates the pages the others cached. Values are
 * JSON under `prefix + generation + ':' + key`; invalidating moves the generation on (INCR), and the old
 * values expire by themselves. When Redis fails, reads go to the database rather than fail.
 */
export class RedisReadCache implements ReadCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'wordloom:read:',
    private readonly ttlMs = READ_CACHE_TTL_MS,
    private readonly onError: (error: Error) => void = () => undefined,
  ) {}

  private get generationKey() {
    return `${this.prefix}generation`;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    let generation: string;
    try {
      const [current, cached] = (await this.redis.eval(
        READ_SCRIPT,
        1,
        this.generationKey,
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
    this.redis
      .set(`${this.prefix}${generation}:${key}`, JSON.stringify(value), 'PX', this.ttlMs)
      .catch((error: Error) => this.onError(error));
    return value;
  }

  async invalidate(): Promise<void> {
    await this.redis.incr(this.generationKey);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
