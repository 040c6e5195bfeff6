import { describe, expect, it } from 'vitest';
import { cacheTags, LONGEST_STORED_LOAD_MS, MemoryReadCache, TAG_VERSION_TTL_MS } from '.';

const FEED = cacheTags.feed('generation');
const ALICE = cacheTags.learner('alice');

/** A load that waits for `release()`, so a test can write while it runs. */
function heldLoad<T>(value: T) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    load: async () => {
      await released;
      return value;
    },
  };
}

describe('the in-process read cache', () => {
  it('loads a value once and serves it until it expires', async () => {
    let now = 0;
    const cache = new MemoryReadCache(1_000, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', [FEED], load)).toBe(1);
    expect(await cache.get('k', [FEED], load)).toBe(1);
    now = 1_001;
    expect(await cache.get('k', [FEED], load)).toBe(2);
  });

  it('forgets only the reads carrying a tag invalidated, and every read on invalidateAll', async () => {
    const cache = new MemoryReadCache();
    await cache.get('feed', [FEED], async () => 'feed');
    await cache.get('words', [ALICE], async () => 'words');
    await cache.get('item', [cacheTags.item('1'), FEED], async () => 'item');

    await cache.invalidate([FEED]);
    expect(await cache.get('feed', [FEED], async () => 'feed again')).toBe('feed again');
    expect(await cache.get('item', [cacheTags.item('1'), FEED], async () => 'item again')).toBe('item again');
    expect(await cache.get('words', [ALICE], async () => 'never loaded')).toBe('words');

    await cache.invalidateAll();
    expect(await cache.get('words', [ALICE], async () => 'words again')).toBe('words again');
  });

  it('never keeps a value whose load started before its tag was invalidated', async () => {
    const cache = new MemoryReadCache();
    const before = heldLoad('read before the write');
    const slow = cache.get('k', [FEED], before.load);
    await Promise.resolve();
    await cache.invalidate([FEED]);
    // A reader after the write does not join the load that started before it.
    expect(await cache.get('k', [FEED], async () => 'read after the write')).toBe('read after the write');
    before.release();
    expect(await slow).toBe('read before the write');
    expect(await cache.get('k', [FEED], async () => 'loaded again')).toBe('read after the write');
  });

  it('keeps a value whose load saw only other tags invalidated', async () => {
    const cache = new MemoryReadCache();
    const held = heldLoad('feed');
    const slow = cache.get('k', [FEED], held.load);
    await Promise.resolve();
    await cache.invalidate([ALICE]);
    held.release();
    await slow;
    expect(await cache.get('k', [FEED], async () => 'never loaded')).toBe('feed');
  });

  it('gives concurrent misses of one key one load, and its error to each', async () => {
    const cache = new MemoryReadCache();
    let loads = 0;
    const held = heldLoad('page');
    const counted = async () => ((loads += 1), held.load());
    const readers = Array.from({ length: 10 }, () => cache.get('k', [FEED], counted));
    held.release();
    expect(await Promise.all(readers)).toEqual(Array(10).fill('page'));
    expect(loads).toBe(1);

    const failing = async () => {
      loads += 1;
      throw new Error('database away');
    };
    const failed = await Promise.allSettled([1, 2, 3].map(() => cache.get('broken', [FEED], failing)));
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(loads).toBe(2);
    expect(await cache.get('broken', [FEED], async () => 'back')).toBe('back');
  });

  it('does not keep a load that outlived the versions it started under', async () => {
    let now = 0;
    const cache = new MemoryReadCache(TAG_VERSION_TTL_MS * 10, () => now);
    const slow = heldLoad('read before the write');
    const reading = cache.get('k', [FEED], slow.load);
    await Promise.resolve();
    await cache.invalidate([FEED]);
    // Long enough for the invalidation to be forgotten: the tag reads as it did when the load started.
    now += TAG_VERSION_TTL_MS + 1;
    slow.release();
    await reading;
    expect(now).toBeGreaterThan(LONGEST_STORED_LOAD_MS);
    expect(await cache.get('k', [FEED], async () => 'read after the write')).toBe('read after the write');
  });
});
