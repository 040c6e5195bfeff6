import type { Redis } from 'ioredis';
import { errors } from '../errors';
import type { HitResult, RateLimitStore } from './store';

/*
 * INCR and the expiry must be one atomic step: with two round trips a crash in between would leave a
 * counter without expiry, locking the key out for good. The script also repairs such a key.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/*
 * While Redis is away a limited request (sign-in, sign-up, reset codes, AI, imports) answers 503 and
 * waits: failing closed, since running without the shared counters would let a guesser past them.
 */
async function reachable<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (error) {
    throw errors.serviceUnavailable(error);
  }
}

/** Shared by every server instance, so a limit holds however many instances run. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'wordloom:rate:',
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<HitResult> {
    const [count, ttl] = (await reachable(this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs))) as [
      number,
      number,
    ];
    return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)), count };
  }

  async peek(key: string, limit: number): Promise<HitResult> {
    const [[, count], [, ttl]] = (await reachable(
      this.redis
        .multi()
        .get(this.prefix + key)
        .pttl(this.prefix + key)
        .exec(),
    )) as [[unknown, string | null], [unknown, number]];
    const hits = count === null ? 0 : Number(count);
    return { allowed: hits < limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)), count: hits };
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
