import type { ReadCache } from '../lib/read-cache';

/** A read cache that records the key of each load it ran (each time it read the database). */
export function countingLoads(inner: ReadCache): ReadCache & { loads: string[] } {
  const loads: string[] = [];
  return {
    loads,
    get: (key, tags, load) =>
      inner.get(key, tags, async () => {
        loads.push(key);
        return load();
      }),
    invalidate: (tags) => inner.invalidate(tags),
    invalidateAll: () => inner.invalidateAll(),
    close: () => inner.close(),
  };
}
