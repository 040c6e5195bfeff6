import { cp, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDictionary } from './dictionary';
import { DICTIONARY_FILE, ensureDictionary } from './ensure';
import { FIXTURE_SOURCES } from './fixtures/sources';
import type { DictionarySources } from './sources';

let dataDir: string;
let sourcesDir: string;
/** The fixture's files, copied so a test may touch them. */
let sources: DictionarySources;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'wordloom-ensure-'));
  sourcesDir = await mkdtemp(join(tmpdir(), 'wordloom-ensure-sources-'));
  await cp(dirname(FIXTURE_SOURCES.csvPath), sourcesDir, { recursive: true });
  const copied = (path: string) => join(sourcesDir, basename(path));
  sources = {
    csvPath: copied(FIXTURE_SOURCES.csvPath),
    wordRootsPath: copied(FIXTURE_SOURCES.wordRootsPath),
    confusablesPath: copied(FIXTURE_SOURCES.confusablesPath),
    wordnetDir: copied(FIXTURE_SOURCES.wordnetDir),
  };
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(sourcesDir, { recursive: true, force: true });
});

/** Runs ensureDictionary and tells whether it built (a build always reports progress). */
async function ensure(): Promise<{ path: string; built: boolean }> {
  let built = false;
  const path = await ensureDictionary({ dataDir, ...sources, onProgress: () => (built = true) });
  return { path, built };
}

async function touch(path: string): Promise<void> {
  const later = new Date(Date.now() + 60_000);
  await utimes(path, later, later);
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
    const path = await ensureDictionary({ dataDir, ...sources });
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
    await touch(sources.csvPath);
    expect((await ensure()).built).toBe(true);
    expect((await ensure()).built).toBe(false);
  });

  it('rebuilds when WordNet, the roots or the confusable groups have changed since', async () => {
    await ensure();
    for (const path of [
      join(sources.wordnetDir, 'data.verb'),
      sources.wordRootsPath,
      sources.confusablesPath,
    ]) {
      await touch(path);
      expect((await ensure()).built, path).toBe(true);
    }
    expect((await ensure()).built).toBe(false);
  });

  it('rebuilds an index built by code with another schema', async () => {
    const { path } = await ensure();
    const db = new Database(path);
    db.prepare("UPDATE meta SET value = '3' WHERE name = 'schemaVersion'").run();
    db.close();
    expect((await ensure()).built).toBe(true);
    const dictionary = openDictionary({ path });
    expect(dictionary.bookPosition('cet4', 'abandon')).toBe(4);
    dictionary.close();
  });

  it('rebuilds an index that cannot be read', async () => {
    await writeFile(join(dataDir, DICTIONARY_FILE), 'not a database');
    expect((await ensure()).built).toBe(true);
    expect(await readdir(dataDir)).toEqual(['dictionary.sqlite']);
  });

  it('fails with the name of a source file that is missing', async () => {
    await rm(sources.wordRootsPath);
    await expect(ensure()).rejects.toThrow(/wordroot\.txt/);
  });
});
