import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LAZY_PAGES } from './src/app/lazy-pages';

/** What the server reads (server/src/web-app/page-preloads.ts): each lazy page's files by URL pattern. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** The chunks a chunk needs before it runs: itself and what it imports statically, all the way down. */
export function chunkClosure(chunks: OutputChunk[], start: string): string[] {
  const files: string[] = [];
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.includes(file)) continue;
    files.push(file);
    pending.push(...(chunks.find((other) => other.fileName === file)?.imports ?? []));
  }
  return files;
}

/** Whether the built index.html does not already load this file (its entry and first-paint chunks). */
export function notLoadedBy(html: string): (file: string) => boolean {
  return (file) => !html.includes(`/${file}"`);
}

/** Vite's own note of the stylesheets a chunk brings. */
function cssOf(chunk: OutputChunk | undefined): string[] {
  const meta = (chunk as { viteMetadata?: { importedCss?: Set<string> } } | undefined)?.viteMetadata;
  return [...(meta?.importedCss ?? [])];
}

/**
 * Writes `page-preloads.json`: for each page of LAZY_PAGES, its URL pattern and the chunks and
 * stylesheets its code needs that index.html does not already load. A visitor who opens a page
 * directly (a shared /generation/{id}, /community) otherwise waits for the app to start before the
 * browser even asks for that page's code: a second round of requests (npm run bench:web, Community
 * on a phone). The server sends them as `Link: rel=modulepreload` with the page.
 */
export function pagePreloads(): Plugin {
  return {
    name: 'wordloom-page-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const html = String(page.source);
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const notInPage = notLoadedBy(html);
        const preloads = Object.entries(LAZY_PAGES).flatMap(([module, path]) => {
          const chunk = chunks.find(
            (item) => item.isDynamicEntry && item.facadeModuleId?.endsWith(`/src/app/routes/${module}.tsx`),
          );
          if (!chunk) {
            // A page named in LAZY_PAGES that the route table no longer loads lazily: say so at build.
            this.warn(`page-preloads: no lazy chunk for src/app/routes/${module}.tsx (${path})`);
            return [];
          }
          const scripts = chunkClosure(chunks, chunk.fileName);
          const styles = scripts.flatMap((file) => cssOf(chunks.find((item) => item.fileName === file)));
          return [
            { path, scripts: scripts.filter(notInPage), styles: [...new Set(styles)].filter(notInPage) },
          ];
        });
        this.emitFile({
          type: 'asset',
          fileName: PAGE_PRELOADS_FILE,
          source: `${JSON.stringify(preloads, null, 2)}\n`,
        });
      },
    },
  };
}
