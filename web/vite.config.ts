import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { languagePages } from './language-pages';
import { pagePreloads } from './page-preloads';
import { precompress } from './precompress';
import { installableApp } from './pwa';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromHere('.'),
  plugins: [react(), languagePages(), pagePreloads(), installableApp(), precompress()],
  resolve: { alias: { '@contract': fromHere('../contract/common.ts') } },
  css: { postcss: fromHere('.') },
  build: {
    outDir: fromHere('dist'),
    emptyOutDir: true,
    // The CSP forbids inline scripts; keep Vite from inlining the module preload polyfill.
    modulePreload: { polyfill: false },
    // Keep source import order across chunks: lib/zod-without-eval must run before any schema exists.
    rolldownOptions: {
      treeshake: {
        // contract/ only declares schemas, types and texts: what a page does not use is left out.
        moduleSideEffects: [{ test: /[\\/]contract[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
      output: {
        strictExecutionOrder: true,
        // React changes less often than the app: its own chunk stays cached across releases. The libraries
        // the first paint needs (Mantine's core, TanStack Query, i18next) are one chunk: as dozens of tiny
        // shared chunks each cost a round trip on a phone's network before anything shows (Lighthouse
        // mobile). The rest of node_modules is split with the pages that use it, so Home loads only what
        // Home shows (npm run bench:web).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'first-paint', tags: ['$initial'], test: /node_modules/, priority: 1 },
            // The app's own modules of the first paint, likewise one chunk, not a dozen of 1 KB. The
            // languages' texts stay out of it: each is fetched (and preloaded) on its own.
            {
              name: 'first-paint-app',
              tags: ['$initial'],
              test: /[\\/](?:web[\\/]src|contract)[\\/](?!i18n[\\/])/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
