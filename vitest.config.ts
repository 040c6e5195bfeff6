import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

const alias = { '@contract': fileURLToPath(new URL('./contract/index.ts', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'checker/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app and database; argon2 hashing is CPU-bound, so keep to the 2 cores.
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
