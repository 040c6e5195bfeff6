import type { HitResult, RateLimitStore } from './store';

const SWEEP_INTERVAL_MS = 60_000;

/** One server process: counters in a Map, expired ones swept now and then so it cannot grow forever. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweepAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.nextSweepAt = now() + SWEEP_INTERVAL_MS;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<HitResult> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      count: window.count,
    };
  }

  async peek(key: string, limit: number): Promise<HitResult> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { allowed: limit > 0, retryAfterSeconds: 1, count: 0 };
    return {
      allowed: window.count < limit,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      count: window.count,
    };
  }

  /** How many live windows are held; tests use it to see the sweep work. */
  get size(): number {
    return this.windows.size;
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_INTERVAL_MS;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}
