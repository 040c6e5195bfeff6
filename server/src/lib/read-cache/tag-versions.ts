import { TAG_VERSION_TTL_MS } from './cache';
import type { CacheTag } from './tags';

/**
 * The tag every read carries besides its own, invalidated by `invalidateAll`. No CacheTag can be
 * spelled like it (each has a colon).
 */
export const EVERY_READ = '*';

/** The tags a read of `tags` depends on, the tag of every read first. */
export function tagsOfRead(tags: readonly CacheTag[]): string[] {
  return [EVERY_READ, ...tags];
}

/**
 * The in-process cache's tag versions (the Redis cache keeps the same in Redis). Only tags invalidated
 * lately are held: one unused for TAG_VERSION_TTL_MS is forgotten and reads as 0 again (why that is safe:
 * cache.ts). Versions are one counter's values, so none is ever given twice.
 */
export class TagVersions {
  private last = 0;
  /* In the order of last use, so the ones to forget are always at the front. */
  private readonly kept = new Map<string, { version: number; until: number }>();

  constructor(private readonly now: () => number) {}

  /** The versions of `tags` as one string, to be compared whole. */
  current(tags: readonly string[]): string {
    this.forgetUnused();
    return tags.map((tag) => this.kept.get(tag)?.version ?? 0).join(',');
  }

  /** Moves each of `tags` to a version no read has seen. */
  invalidate(tags: readonly string[]): void {
    this.last += 1;
    for (const tag of tags) this.keep(tag, this.last);
  }

  /** A value was stored under these tags: their versions are kept at least as long as it lives. */
  used(tags: readonly string[]): void {
    for (const tag of tags) {
      const kept = this.kept.get(tag);
      if (kept) this.keep(tag, kept.version);
    }
  }

  private keep(tag: string, version: number): void {
    this.kept.delete(tag);
    this.kept.set(tag, { version, until: this.now() + TAG_VERSION_TTL_MS });
  }

  private forgetUnused(): void {
    const now = this.now();
    for (const [tag, { until }] of this.kept) {
      if (until > now) return;
      this.kept.delete(tag);
    }
  }
}
