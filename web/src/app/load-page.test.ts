import { describe, expect, it, vi } from 'vitest';
import { loadPage, type PageLoadDeps } from './load-page';

function deps(reloaded = false): PageLoadDeps & { reloads: string[]; loads: string[] } {
  const reloads: string[] = [];
  const loads: string[] = [];
  return {
    reloads,
    loads,
    loaded: (path) => loads.push(path),
    wait: () => Promise.resolve(),
    reloadOnce: (path) => {
      if (reloaded) return false;
      reloads.push(path);
      return true;
    },
    path: () => '/books/cet4',
  };
}

describe('loading a page', () => {
  it('retries once when the first fetch of its code fails', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('page');
    const state = deps();
    await expect(loadPage(load, state)).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
    expect(state.reloads).toEqual([]);
    // Loaded: a later failure of this page may reload again.
    expect(state.loads).toEqual(['/books/cet4']);
  });

  it('reloads the tab once when the retry fails too (a new version renamed the chunks)', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('Failed to fetch'));
    const state = deps();
    const pending = loadPage(load, state);
    await vi.waitFor(() => expect(state.reloads).toEqual(['/books/cet4']));
    // It stays loading until the reload replaces the page, rather than flashing an error.
    expect(await Promise.race([pending.then(() => 'settled'), Promise.resolve('pending')])).toBe('pending');
  });

  it('gives up with the error after a reload for the same page, so a broken page cannot loop', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadPage(load, deps(true))).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
