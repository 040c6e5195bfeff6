import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/*
 * No checker source file over 600 lines: a file longer than that holds more than one job (issue 56). Generated
 * files and tests do not count.
 */
const MAX_LINES = 600;

const root = fileURLToPath(new URL('.', import.meta.url));

it(`keeps every checker source file within ${MAX_LINES} lines`, () => {
  const tooLong: Record<string, number> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = relative(root, join(entry.parentPath, entry.name));
    if (!entry.isFile() || !path.endsWith('.ts') || path.endsWith('.test.ts')) continue;
    if (path.startsWith('lexicon/generated/') || path.startsWith('eval/data/')) continue;
    const lines = readFileSync(join(root, path), 'utf8').split('\n').length - 1;
    if (lines > MAX_LINES) tooLong[path] = lines;
  }
  expect(tooLong).toEqual({});
});
