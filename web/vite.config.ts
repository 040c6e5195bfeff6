import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromHere('.'),
  plugins: [react()],
  resolve: { alias: { '@contract': fromHere('../contract/index.ts') } },
  css: { postcss: fromHere('.') },
  build: {
    outDir: fromHere('dist'),
    emptyOutDir: true,
    // The CSP forbids inline scripts; keep Vite from inlining the module preload polyfill.
    modulePreload: { polyfill: false },
    // Keep source import order across chunks: lib/zod-without-eval must run before any schema exists.
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
