import type { ComponentType } from 'react';

/*
 * A page's code loads on its first visit. That fetch can fail: a busy server or a flaky connection, or a
 * new version deployed since this tab opened, whose chunks have other names. One quiet retry covers the
 * first; a reload (once per page and tab, so a broken page cannot loop) picks up the new version; after
 * that the route's error page says so and offers a reload.
 */

const RETRY_AFTER_MS = 600;
const RELOADED_KEY = 'wordloom.reloadedFor';

export interface PageLoadDeps {
  wait: (ms: number) => Promise<void>;
  /** The page to reload for, and whether a reload was started (false when it already was once). */
  reloadOnce: (path: string) => boolean;
  /** The page loaded: a later failure of it may reload again. */
  loaded: (path: string) => void;
  path: () => string;
}

const browserDeps: PageLoadDeps = {
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  reloadOnce: (path) => {
    if (sessionStorage.getItem(RELOADED_KEY) === path) return false;
    sessionStorage.setItem(RELOADED_KEY, path);
    window.location.reload();
    return true;
  },
  loaded: (path) => {
    if (sessionStorage.getItem(RELOADED_KEY) === path) sessionStorage.removeItem(RELOADED_KEY);
  },
  path: () => window.location.pathname,
};

/**
 * Loads a page's module, retrying once, then reloading the tab once, before giving up. (The reload is of the
 * address shown, as Vite's docs advise for a failed chunk: during a navigation that is still the page before.)
 */
export async function loadPage<Module>(load: () => Promise<Module>, deps = browserDeps): Promise<Module> {
  const attempt = async () => {
    const page = await load();
    deps.loaded(deps.path());
    return page;
  };
  try {
    return await attempt();
  } catch {
    await deps.wait(RETRY_AFTER_MS);
    try {
      return await attempt();
    } catch (error) {
      // The reload replaces this document; until it does, keep the route loading rather than erroring.
      if (deps.reloadOnce(deps.path())) return new Promise<Module>(() => {});
      throw error;
    }
  }
}

/** A route's `lazy`: the page's module, loaded with loadPage, and its component. */
export function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await loadPage(load)) });
}
