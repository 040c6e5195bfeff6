import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRateLimitStore } from '../../test/app';
import { AppError } from '../errors';
import { connectRedis } from '../redis';
import { MemoryRateLimitStore } from './memory-store';
import { RedisRateLimitStore } from './redis-store';
import { createRateLimiter } from './policy';
import type { RateLimitStore } from './store';

const STORES = process.env.TEST_REDIS_URL ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(STORES)('fixed-window rate limit store (%s)', (kind) => {
  let store: RateLimitStore;
  beforeAll(async () => {
    // With TEST_REDIS_URL set, an unreachable Redis fails here instead of skipping.
    store = await openTestRateLimitStore(kind === 'redis');
  });
  afterAll(() => store.close());

  it('allows up to the limit in a window, then refuses with the time left', async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await store.hit('a', 3, 60_000));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts each key on its own', async () => {
    await store.hit('b', 1, 60_000);
    expect((await store.hit('b', 1, 60_000)).allowed).toBe(false);
    expect((await store.hit('c', 1, 60_000)).allowed).toBe(true);
  });

  it('opens a new window once the old one is over', async () => {
    expect((await store.hit('d', 1, 300)).allowed).toBe(true);
    expect((await store.hit('d', 1, 300)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await store.hit('d', 1, 300)).allowed).toBe(true);
  });

  it('never says to retry in less than a second', async () => {
    await store.hit('e', 0, 100);
    expect((await store.hit('e', 0, 100)).retryAfterSeconds).toBe(1);
  });

  it('peeks without counting', async () => {
    expect(await store.peek('g', 2)).toMatchObject({ allowed: true });
    await store.hit('g', 2, 60_000);
    expect(await store.peek('g', 2)).toMatchObject({ allowed: true });
    await store.hit('g', 2, 60_000);
    const full = await store.peek('g', 2);
    expect(full.allowed).toBe(false);
    expect(full.retryAfterSeconds).toBeGreaterThan(55);
    expect((await store.hit('h', 1, 60_000)).allowed).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => store.hit('f', 10, 60_000)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('the Redis store while Redis is away', () => {
  it('refuses with 503 SERVICE_UNAVAILABLE, so limited requests wait instead of running unguarded', async () => {
    const redis = await connectRedis(process.env.TEST_REDIS_URL!);
    const store = new RedisRateLimitStore(redis, `wordloom:test:${Date.now()}:`);
    expect((await store.hit('a', 1, 60_000)).allowed).toBe(true);
    redis.disconnect();
    for (const attempt of [store.hit('a', 1, 60_000), store.peek('a', 1)]) {
      await expect(attempt).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        status: 503,
        headers: { 'retry-after': '5' },
      });
    }
  });
});

describe('MemoryRateLimitStore', () => {
  it('forgets expired windows so memory does not grow forever', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    for (let i = 0; i < 100; i += 1) await store.hit(`key-${i}`, 5, 1_000);
    expect(store.size).toBe(100);
    now = 120_000;
    await store.hit('fresh', 5, 1_000);
    expect(store.size).toBe(1);
  });
});

describe('createRateLimiter', () => {
  it('checks every named limit and reports the longest wait', async () => {
    let now = 0;
    const limiter = createRateLimiter(new MemoryRateLimitStore(() => now), {
      loginPerIp: { limit: 100, windowMs: 60_000 },
      registerPerIp: { limit: 1, windowMs: 600_000 },
    });
    await limiter.consume([
      ['loginPerIp', '1.2.3.4'],
      ['registerPerIp', 'a@example.com'],
    ]);
    const refused = await limiter
      .consume([
        ['loginPerIp', '1.2.3.4'],
        ['registerPerIp', 'A@EXAMPLE.COM'],
      ])
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', status: 429, headers: { 'retry-after': '600' } });
    now = 600_000;
    await expect(limiter.consume([['registerPerIp', 'a@example.com']])).resolves.toBeUndefined();
  });
});
