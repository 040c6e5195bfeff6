import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lintMessages } from './test/lint';

/*
 * The server's features (server/src/<feature>/) reach each other only through a feature's public entry,
 * its index.ts, and never in a circle: a change inside a feature can break only what imports its entry,
 * and those are known. ESLint enforces the entry (eslint.config.js); this reads every import of the
 * product code and checks both, so neither can slip through a lint exception.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
/* The folders every feature may use as they are (as eslint.config.js's serverShared). */
const SHARED = new Set(['lib', 'db', 'test', 'contract', 'fuzz']);
const features = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED.has(entry.name))
  .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

interface Reach {
  from: string;
  to: string;
  where: string;
}

/** Every import from one feature's product code into another feature's folder. */
function reaches(): Reach[] {
  return features.flatMap((feature) =>
    sourceFiles(join(root, feature)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.\.?\/[^']+)'/g)].flatMap(([, specifier]) => {
        const target = relative(root, join(file, '..', specifier!));
        const to = target.split('/')[0]!;
        if (to === feature || !features.includes(to)) return [];
        return [{ from: feature, to, where: `${relative(root, file)} imports ${specifier} (${target})` }];
      }),
    ),
  );
}

/** One circle among the features, as the path round it; null when there is none. */
function findCircle(edges: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of edges.keys()) {
    const circle = visit(node);
    if (circle) return circle;
  }
  return null;
}

describe('server features', () => {
  it('reach another feature only through its public entry (index.ts)', () => {
    const inside = reaches().filter(({ where }) => !/\(([a-z-]+)(\/index(\.ts)?)?\)$/.test(where));
    expect(inside.map(({ where }) => where)).toEqual([]);
  });

  it('never import each other in a circle (review builds on words, never the other way)', () => {
    const edges = new Map(features.map((feature) => [feature, new Set<string>()]));
    for (const { from, to } of reaches()) edges.get(from)!.add(to);
    expect(edges.get('review')).toContain('words');
    expect(edges.get('plans')).toContain('review');
    expect(edges.get('plans')).toContain('words');
    expect(findCircle(edges)).toBeNull();
  });

  it('finds a circle when there is one', () => {
    const edges = new Map([
      ['words', new Set(['review'])],
      ['review', new Set(['auth', 'words'])],
      ['auth', new Set<string>()],
    ]);
    expect(findCircle(edges)).toEqual(['words', 'review', 'words']);
  });

  it('are held to it by lint: review and words never import plans, even through its entry', async () => {
    const code = `import type { PlansService } from '../plans';\nexport type Plans = PlansService;\n`;
    for (const file of ['server/src/review/service.ts', 'server/src/words/service.ts']) {
      expect(await lintMessages(code, file)).toContainEqual(
        expect.stringMatching(/^import-x\/no-restricted-paths: .*plans build on review and words/),
      );
    }
    expect(await lintMessages(code, 'server/src/account-data/service.ts')).toEqual([]);
  });

  it('are held to it by lint: a reach past the entry is an error, a test may reach in', async () => {
    const code = `import { presentCheck } from '../checks/present';\nexport const present = presentCheck;\n`;
    expect(await lintMessages(code, 'server/src/account-data/service.ts')).toContainEqual(
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*a feature reaches another only through its public entry/,
      ),
    );
    expect(await lintMessages(code.replace('/present', ''), 'server/src/account-data/service.ts')).toEqual(
      [],
    );
    expect(await lintMessages(code, 'server/src/account-data/account-data.test.ts')).toEqual([]);
  });
});
