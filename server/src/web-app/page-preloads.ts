import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One page of the web app as the build lists it (web/page-preloads.ts). */
interface PagePreload {
  /** A route pattern: `/community`, `/generation/:id`. */
  path: string;
  scripts: string[];
  styles: string[];
}

/**
 * The `Link` header for a page opened directly: its code as modulepreload links, its stylesheets as
 * preloads, so the browser fetches them beside the app's entry instead of after it has run. Built from
 * the build's `page-preloads.json`; without one (an older build, tests) no page gets a header.
 * `crossorigin` on each, as Vite's own script and stylesheet loads use it, or the browser fetches twice.
 */
export function pagePreloads(webDistDir: string): (path: string) => string | undefined {
  const file = join(webDistDir, 'page-preloads.json');
  const pages = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PagePreload[]) : [];
  const headers = pages.map((page) => ({
    segments: page.path.split('/'),
    link: [
      ...page.scripts.map((script) => `</${script}>; rel=modulepreload; crossorigin`),
      ...page.styles.map((style) => `</${style}>; rel=preload; as=style; crossorigin`),
    ].join(', '),
  }));
  return (path) => {
    const segments = path.split('/');
    return headers.find((page) => matches(page.segments, segments) && page.link !== '')?.link;
  };
}

/** `:name` stands for any one non-empty segment; every other segment must be the same. */
function matches(pattern: string[], segments: string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) =>
      part.startsWith(':') ? (segments[index] ?? '') !== '' : part === segments[index],
    )
  );
}
