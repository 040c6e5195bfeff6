export interface HitResult {
  allowed: boolean;
  /** Seconds until the current window ends (at least 1); what Retry-After says when refused. */
  retryAfterSeconds: number;
  /** Hits counted in the current window (this one included). */
  count: number;
}

/**
 * Fixed-window counters. `hit` counts one attempt against `key` and says whether it is within `limit`
 * for the window of `windowMs` that started with the key's first hit.
 */
export interface RateLimitStore {
  hit(key: string, limit: number, windowMs: number): Promise<HitResult>;
  /** Whether `key` is still within `limit`, without counting anything (0 hits when no window is open). */
  peek(key: string, limit: number): Promise<HitResult>;
  close(): Promise<void>;
}
