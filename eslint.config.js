import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const webFeatures = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'web/dist',
      'data',
      'test-results',
      'playwright-report',
      '.ci/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
      // no-cycle has to parse the files it follows, and they are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The one-way flow: contract <- server, contract <- web; web: lib/components <- features <- app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contract',
              from: ['./server', './web', './e2e'],
              message: 'contract is shared: it imports nothing of either side',
            },
            { target: './server', from: './web', message: 'the server never imports the web app' },
            { target: './web', from: './server', message: 'the web app talks to the server over HTTP only' },
            {
              target: ['./web/src/lib', './web/src/components', './web/src/api', './web/src/i18n'],
              from: ['./web/src/features', './web/src/app'],
              message: 'shared web code must not depend on features or the app',
            },
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'features are composed by app/, never the other way',
            },
            // Server layers: route -> service -> repository -> db (docs/architecture.md).
            {
              target: './server/src/**/*routes.ts',
              from: ['./server/src/*/repository.ts', './server/src/db/**'],
              message: 'routes call services; SQL and repositories stay behind them',
            },
            {
              target: './server/src/*/repository.ts',
              from: ['./server/src/*/service.ts', './server/src/*/routes.ts'],
              message: 'repositories are the bottom layer: they never call services or routes',
            },
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'features never import each other; compose them in web/src/app',
            })),
          ],
        },
      ],
    },
  },
  {
    // A repository is SQL only: HTTP (Fastify) is the routes' business.
    files: ['server/src/*/repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^fastify', message: 'repositories never know HTTP' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Config is read in one place only (DESIGN.md house style).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config.ts', 'server/src/**/*.test.ts', 'server/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read configuration in server/src/config.ts' },
      ],
    },
  },
  prettier,
);
