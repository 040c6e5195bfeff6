import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/*
 * README promises Node 20.19 or newer, and `npm install` on it must not warn EBADENGINE: every package the
 * lock installs (development tools included: the tests and the build run on that Node too) accepts it.
 */
const NODE = '20.19.0';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

describe('the locked dependencies', () => {
  it(`all accept Node ${NODE}, the version README states`, () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, LockedPackage>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range !== undefined && !semver.satisfies(NODE, range);
      })
      .map(
        ([path, entry]) => `${path}@${entry.version} needs node ${(entry.engines as { node: string }).node}`,
      );
    expect(refusing).toEqual([]);
  });
});
