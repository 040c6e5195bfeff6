import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { BuildProgress } from './build';
import type { BuildProcessMessage } from './build-process';
import { currencyMeta } from './schema';
import { sourceStamps, withBuiltInSources, type DictionarySources, type SourceOptions } from './sources';

export { ecdictCsvPath } from './sources';

export const DICTIONARY_FILE = 'dictionary.sqlite';

export interface EnsureOptions extends SourceOptions {
  dataDir: string;
  onProgress?: (progress: BuildProgress) => void;
}

/**
 * Returns the path of a current dictionary index in dataDir, building it first when it is missing, was built
 * from other source files (another CSV, an upgraded WordNet...), or by code with another schema. Otherwise
 * a start costs one small query and a stat of each source file.
 */
export async function ensureDictionary({ dataDir, onProgress, ...options }: EnsureOptions): Promise<string> {
  const path = join(dataDir, DICTIONARY_FILE);
  const sources = withBuiltInSources(options);
  const built = readBuildInfo(path);
  const expected = currencyMeta(await sourceStamps(sources));
  const current = built !== null && Object.entries(expected).every(([name, value]) => built[name] === value);
  if (!current) await buildInChildProcess({ ...sources, outputPath: path }, onProgress);
  return path;
}

/*
 * The build runs in a child process, so the memory it takes goes back to the system when it ends instead
 * of staying in the server's heap. The child's code is build-process.ts: next to this file when running
 * from source (tsx, vitest), and bundled by `npm run build:server` into build/server/dictionary/ beside
 * main.js, which holds this code in the built server.
 */
function buildProcessEntry(): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    return { file: fileURLToPath(new URL('./build-process.ts', here)), execArgv: ['--import', 'tsx'] };
  }
  return { file: fileURLToPath(new URL('./dictionary/build-process.js', here)), execArgv: [] };
}

function buildInChildProcess(
  options: DictionarySources & { outputPath: string },
  onProgress: ((progress: BuildProgress) => void) | undefined,
): Promise<void> {
  const { file, execArgv } = buildProcessEntry();
  return new Promise((resolve, reject) => {
    const child = fork(file, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let failure: string | null = null;
    let done = false;
    child.on('message', (message: BuildProcessMessage) => {
      if (message.type === 'progress') onProgress?.(message.progress);
      else if (message.type === 'done') done = true;
      else failure = message.message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (done && code === 0) resolve();
      else
        reject(
          new Error(`Could not build the dictionary: ${failure ?? `the build process exited with ${code}`}`),
        );
    });
    child.send(options);
  });
}

/** The meta rows of an existing index; null when there is none or it is unreadable (then it is rebuilt). */
function readBuildInfo(path: string): Record<string, string> | null {
  if (!existsSync(path)) return null;
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      const rows = db.prepare<[], { name: string; value: string }>('SELECT name, value FROM meta').all();
      return Object.fromEntries(rows.map((row) => [row.name, row.value]));
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}
