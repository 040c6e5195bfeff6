import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB: review keeps its offline queue and ratings there (lib/offline-db.ts).
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadLanguage } from '../i18n';

// Tests switch languages synchronously: both are loaded before any test runs.
await Promise.all([loadLanguage('en'), loadLanguage('zh')]);

// A first render of a whole screen can take over the default 1 s on a busy 2-core machine (CI runs the
// server suite beside this one); waiting longer for what must appear changes no assertion.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosize Textarea re-measures when web fonts finish loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

afterEach(() => {
  // Drafts (lib/draft.ts) live in sessionStorage: each test starts with an empty screen.
  sessionStorage.clear();
  cleanup();
  localStorage.clear();
});
