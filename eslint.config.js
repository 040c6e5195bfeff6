import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/* The folders of server/src every feature may use as they are; every other folder is a feature. */
const serverShared = ['lib', 'db', 'test', 'contract', 'fuzz'];
const serverFeatures = readdirSync('server/src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverShared.includes(entry.name))
  .map((entry) => entry.name);

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
            // The checker is a package of its own: the server imports its entries; it imports only the contract.
            // Its eval (a tool, not the checker) opens ECDICT through the server's dictionary, as the server does.
            {
              target: [
                './checker/index.ts',
                './checker/text.ts',
                './checker/types.ts',
                './checker/engine',
                './checker/rules',
                './checker/lexicon',
              ],
              from: ['./server', './web', './e2e'],
              message:
                'the checker imports only the contract; the server hands it what it needs (checker/index.ts)',
            },
            {
              target: './contract',
              from: './checker',
              message: 'contract is shared: it imports nothing of the checker',
            },
            {
              target: './server',
              from: './checker',
              // text.ts: the light entry of the checker's tokenizer and morphology, without its tables.
              except: ['./index.ts', './text.ts'],
              message:
                'the server imports the checker through its entries only (checker/index.ts, checker/text.ts)',
            },
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
            {
              target: './server/src/words',
              from: './server/src/review',
              message:
                'review builds on words, never the other way: words asks for new cards through words/review-cards.ts',
            },
            {
              target: ['./server/src/review', './server/src/words'],
              from: './server/src/plans',
              message:
                'plans build on review and words, never the other way: the queue asks for plan words through review/plan-words.ts',
            },
            // A feature reaches another only through its public entry (server/src/<feature>/index.ts);
            // its tests may reach further in, to set a scene.
            ...serverFeatures.map((feature) => ({
              target: `./server/src/${feature}/**/!(*.test).ts`,
              from: serverFeatures
                .filter((other) => other !== feature)
                .map((other) => `./server/src/${other}`),
              except: ['./index.ts'],
              message: 'a feature reaches another only through its public entry: import from ../<feature>',
            })),
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
    /*
     * Services own transactions: a repository method takes the service's `trx` and never opens one.
     * Migrations run before any service exists, on the migrator's connection: theirs are their own.
     */
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/transaction.ts', 'server/src/db/migrations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(transaction|startTransaction)$/]",
          message:
            'open a transaction in the service that owns the write, with RunInTransaction from server/src/db/transaction.ts, and pass its trx to the repositories',
        },
      ],
    },
  },
  {
    // Config is read in one place only (docs/architecture.md, "House style").
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
