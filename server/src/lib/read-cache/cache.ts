import type { CacheTag } from './tags';

/**
 * A short-lived cache of reads (community feed pages and statistics, item pages, a learner's own pages),
 * each kept under the tags of what it shows (tags.ts). A write, once it has committed, invalidates the
 * tags of what it changed, from the service that made it: only the reads carrying one of them are read
 * again, so a like leaves the learners' word lists cached and a login leaves everything cached. The time
 * limit only bounds how long a page can lag behind what changes with the clock alone (the "today" counts).
 *
 * Each tag has a version. A read keeps the versions of its tags as they were when its load started and is
 * served only while they are all unchanged, so a value computed while a write happened is never served
 * after that write (a private item is never shown after the answer that made it private), on any
 * instance. Concurrent misses of one key on one instance share one load.
 *
 * Why not async-cache-dedupe (3.4.0, read from the npm package): its dedupe and its store are keyed by the
 * arguments alone, and a load stores its result when it ends (`_wrapFunction` awaits the function, then
 * `storage.set`) without asking whether its references were invalidated meanwhile; `invalidate` neither
 * waits for nor cancels a load in progress, and a request arriving after it joins that load (`dedupes` is
 * keyed by the arguments). A page read before a learner made an item private would then be stored, and
 * served, after the answer that made it private: the one promise this cache must keep. Its Redis storage
 * also takes several round trips per store and has no bound on entries or bytes. So we keep our own.
 */
export interface ReadCache {
  /**
   * The value cached under `key`, or what `load` gives (then cached under the versions `tags` had when it
   * started). Same key, same tags: a key names one read.
   */
  get<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>): Promise<T>;
  /**
   * Forgets every read carrying one of `tags` (on every instance, when shared through Redis). Never
   * fails: a cache that cannot be reached reports it (onError), and what it holds expires by itself.
   */
  invalidate(tags: readonly CacheTag[]): Promise<void>;
  /** Forgets every read: for writes made behind the services' back (tests, the coarse write hook). */
  invalidateAll(): Promise<void>;
  close(): Promise<void>;
}

export const READ_CACHE_TTL_MS = 5_000;

/*
 * However many distinct pages are asked for (a guest walking every cursor, a learner every filter), the
 * cache keeps at most this many: the oldest go first. Ample for the pages read within one TTL.
 */
export const READ_CACHE_MAX_ENTRIES = 1_000;

/*
 * A tag's version is kept this long after its last use (an invalidation, or a value stored under it), so
 * only the tags written to lately take room. Once forgotten it reads as 0, which is safe because:
 * - a version other than 0 is never given twice (each is a new value of one counter), so an entry stored
 *   under a forgotten version never matches again;
 * - an entry stored while a tag was at 0 lives READ_CACHE_TTL_MS, much less than a version is kept after
 *   a later invalidation: the tag is not 0 again before that entry has gone;
 * - a load that started while a tag was at 0 is not stored if it took longer than
 *   LONGEST_STORED_LOAD_MS: an invalidation after its start is still remembered when it ends.
 */
export const TAG_VERSION_TTL_MS = 60_000;

/** A load that took longer than this is answered but not stored (see TAG_VERSION_TTL_MS). */
export const LONGEST_STORED_LOAD_MS = 30_000;

/**
 * The part of a key for a read that depends on the clock (what is due now): such a value is kept for
 * the second it was read in, so the clock moving on is a new read (in tests, a clock moved by hand too).
 */
export function clockSecond(now: Date): string {
  return `at:${Math.floor(now.getTime() / 1000)}`;
}
