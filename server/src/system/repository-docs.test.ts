import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/*
 * The repository describes itself: docs/product.md (screens and rules), docs/api.md and
 * docs/api-conventions.md (the HTTP contract), docs/architecture.md (the code). Files kept beside it
 * (a spec, an API text, a design note, ../shared/...) are not there for whoever clones it, so nothing may
 * point at them: not a doc, not a comment.
 */
const OUTSIDE = [
  /\.\.\/shared\b/,
  /\/work\/shared\b/,
  /\bshared\/(?:SPEC|API|DESIGN|STYLE)\.md\b/,
  /\b(?:SPEC|API|DESIGN|STYLE)\.md\b/,
  // "SPEC §2", "SPEC's message": the product spec by name.
  /\bSPEC\b/,
];

const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  '.git',
  'build',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'results',
]);

const SCANNED = /\.(?:md|ts|tsx|js|mjs|cjs|css)$/;

function* files(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) yield* files(path);
    } else if (SCANNED.test(entry.name)) {
      yield relative(ROOT, path).split('\\').join('/');
    }
  }
}

describe('the repository describes itself', () => {
  it('has no doc or comment that points at files outside it', () => {
    const thisFile = relative(ROOT, fileURLToPath(import.meta.url))
      .split('\\')
      .join('/');
    const pointers: string[] = [];
    for (const file of files(ROOT)) {
      if (file === thisFile) continue;
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (OUTSIDE.some((pattern) => pattern.test(line)))
            pointers.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(pointers).toEqual([]);
  });

  it('links its own docs from the README', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    for (const doc of ['docs/product.md', 'docs/api.md', 'docs/api-conventions.md', 'docs/architecture.md'])
      expect(readme).toContain(`](${doc})`);
  });
});
