import { LONGEST_STORED_LOAD_MS, READ_CACHE_MAX_ENTRIES, READ_CACHE_TTL_MS, type ReadCache } from './cache';
import { SingleFlight } from './single-flight';
import { EVERY_READ, tagsOfRead, TagVersions } from './tag-versions';
import type { CacheTag } from './tags';

interface Entry {
  value: unknown;
  /** Its tags' versions when its load started. */
  versions: string;
  expires: number;
}

/** In-process: one server. Values are kept as they are (callers never mutate what they get). */
export class MemoryReadCache implements ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly versions: TagVersions;
  private readonly loads = new SingleFlight();

  constructor(
    private readonly ttlMs = READ_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.versions = new TagVersions(now);
  }

  async get<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>): Promise<T> {
    const dependsOn = tagsOfRead(tags);
    const versions = this.versions.current(dependsOn);
    const entry = this.entries.get(key);
    if (entry && entry.versions === versions && entry.expires > this.now()) return entry.value as T;
    return this.loads.run(`${versions}\n${key}`, async () => {
      const started = this.now();
      const value = await load();
      const fresh = this.versions.current(dependsOn) === versions;
      if (fresh && this.now() - started <= LONGEST_STORED_LOAD_MS) {
        this.entries.delete(key);
        this.entries.set(key, { value, versions, expires: this.now() + this.ttlMs });
        this.versions.used(dependsOn);
        if (this.entries.size > READ_CACHE_MAX_ENTRIES)
          this.entries.delete(this.entries.keys().next().value!);
      }
      return value;
    });
  }

  async invalidate(tags: readonly CacheTag[]): Promise<void> {
    this.versions.invalidate(tags);
  }

  async invalidateAll(): Promise<void> {
    this.versions.invalidate([EVERY_READ]);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
