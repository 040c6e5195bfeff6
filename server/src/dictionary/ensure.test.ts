import { copyFile, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDictionary } from './dictionary';
import { DICTIONARY_FILE, ensureDictionary } from './ensure';

const FIXTURE = fileURLToPath(new URL('./fixtures/ecdict-sample.csv', import.meta.url));

let dataDir: string;
let csvPath: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'wordloom-ensure-'));
  csvPath = join(dataDir, 'ecdict.csv');
  await copyFile(FIXTURE, csvPath);
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs ensureDictionary and tells whether it built (a build always reports progress). */
async function ensure(): Promise<{ path: string; built: boolean }> {
  let built = false;
  const path = await ensureDictionary({ dataDir, csvPath, onProgress: () => (built = true) });
  return { path, built };
}

describe('ensureDictionary', () => {
  it('builds in a process of its own, so the server keeps none of the memory the build took', async () => {
    // The index is written as dictionary.sqlite.<pid of the building process>.tmp, then renamed. The
    // directory is watched rather than listed, so a build that ends before we look is still seen.
    const builders = new Set<string>();
    const watcher = watch(dataDir, (_event, file) => {
      const pid = /\.(\d+)\.tmp$/u.exec(String(file))?.[1];
      if (pid) builders.add(pid);
    });
    const path = await ensureDictionary({ dataDir, csvPath });
    await new Promise((resolve) => setTimeout(resolve, 100)); // events already queued are delivered
    watcher.close();
    expect(builders.size).toBe(1);
    expect(builders.has(String(process.pid))).toBe(false);
    const dictionary = openDictionary({ path });
    expect(dictionary.lookup('went')?.word).toBe('go');
    dictionary.close();
  });

  it('builds the index into the data directory on first start', async () => {
    const { path, built } = await ensure();
    expect(built).toBe(true);
    expect(path).toBe(join(dataDir, DICTIONARY_FILE));
    const dictionary = openDictionary({ path });
    expect(dictionary.lookup('went')?.word).toBe('go');
    dictionary.close();
  });

  it('reuses a current index on later starts', async () => {
    const first = await ensure();
    const builtAt = (await stat(first.path)).mtimeMs;
    const second = await ensure();
    expect(second).toEqual({ path: first.path, built: false });
    expect((await stat(second.path)).mtimeMs).toBe(builtAt);
  });

  it('rebuilds when the CSV has changed since', async () => {
    await ensure();
    const later = new Date(Date.now() + 60_000);
    await utimes(csvPath, later, later);
    expect((await ensure()).built).toBe(true);
    expect((await ensure()).built).toBe(false);
  });

  it('rebuilds an index that cannot be read', async () => {
    await writeFile(join(dataDir, DICTIONARY_FILE), 'not a database');
    expect((await ensure()).built).toBe(true);
    expect(await readdir(dataDir)).toEqual(['dictionary.sqlite', 'ecdict.csv']);
  });
});
