import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDictionary, openDictionary, type Dictionary } from '../dictionary';
import { FIXTURE_SOURCES } from '../dictionary/fixtures/sources';

/** ECDICT's format in 40 rows: real words, inflections, a proper noun and ECDICT's own misspellings. */
export const FIXTURE_CSV = fileURLToPath(
  new URL('../dictionary/fixtures/ecdict-sample.csv', import.meta.url),
);

let built: Promise<string> | null = null;

/*
 * Built once per test file (each file has its own module instance) into a temp dir removed when the
 * worker exits; every app opens its own read-only connection to it and closes it again.
 */
export async function openFixtureDictionary(): Promise<Dictionary> {
  built ??= buildFixtureIndex();
  return openDictionary({ path: await built });
}

async function buildFixtureIndex(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'wordloom-fixture-dictionary-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'dictionary.sqlite');
  await buildDictionary({ ...FIXTURE_SOURCES, outputPath: path });
  return path;
}
