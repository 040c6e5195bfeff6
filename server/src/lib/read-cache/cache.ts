import type { CacheTag } from './tags';

/**
 * A short-lived cache of answers that are the same for every guest (community feed pages, statistics).
 * Any successful write through the API invalidates all of it (see invalidate-on-write.ts), so a learner
 * who publishes, likes or deletes sees the change at once; the time limit only bounds how long a page
 * can lag behind what changes with the clock alone (the "today" counts).
 */
export interface ReadCache {
  /**
   * The value cached under `key`, or what `load` gives (then cached). A value computed while a write
   * happened is never served after that write: it is kept under the generation it started in.
   */
  get<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>): Promise<T>;
  /** Forgets every read carrying one of `tags` (on every instance, when shared through Redis). */
  invalidate(tags: readonly CacheTag[]): Promise<void>;
  close(): Promise<void>;
}

export const READ_CACHE_TTL_MS = 5_000;

/*
 * However many distinct pages are asked for (a guest walking every cursor, a learner every filter), the
 * cache keeps at most this many: the oldest go first. Ample for the pages read within one TTL.
 */
export const READ_CACHE_MAX_ENTRIES = 1_000;

/**
 * The part of a key for a read that depends on the clock (what is due now): such a value is kept for
 * the second it was read in, so the clock moving on is a new read (in tests, a clock moved by hand too).
 */
export function clockSecond(now: Date): string {
  return `at:${Math.floor(now.getTime() / 1000)}`;
}
interface Entry {
  value: unknown;
  generation: number;
  expires: number;
}

/** In-process: one server. Values are kept as they are (callers never mutate what they get). */
export class MemoryReadCache implements ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = READ_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string, _tags: readonly CacheTag[], load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation && entry.expires > this.now()) return entry.value as T;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      this.entries.delete(key);
      this.entries.set(key, { value, generation, expires: this.now() + this.ttlMs });
      if (this.entries.size > READ_CACHE_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  async invalidate(_tags: readonly CacheTag[]): Promise<void> {
    this.generation += 1;
    this.entries.clear();
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
