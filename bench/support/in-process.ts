/*
 * What the in-process benches share: the real ECDICT index (built once per machine into the temp folder, so a
 * run builds it at most once; or the tests' fixture index, for a bench that needs no real words), a Wordloom app on a fresh SQLite database in a temp DATA_DIR driven by
 * app.inject, a second connection that seeds that database directly, and signed session headers.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DEFAULT_PREFERENCES } from '../../contract';
import { buildApp } from '../../server/src/app';
import { createSessionTokens } from '../../server/src/auth/tokens';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import {
  buildDictionary,
  createProgressBar,
  ecdictCsvPath,
  ensureDictionary,
  openDictionary,
  type Dictionary,
} from '../../server/src/dictionary';
import { FIXTURE_SOURCES } from '../../server/src/dictionary/fixtures/sources';
import type { ReadCache } from '../../server/src/lib/read-cache';
import { openRateLimitStore } from '../../server/src/lib/rate-limit';

/** The path of the real dictionary index, built on first use. */
export async function benchDictionaryPath(): Promise<string> {
  const csvPath = ecdictCsvPath();
  const source = statSync(csvPath);
  const dataDir = join(tmpdir(), `wordloom-ecdict-${source.size}-${Math.trunc(source.mtimeMs)}`);
  return ensureDictionary({ dataDir, csvPath, onProgress: createProgressBar() });
}

/**
 * Every read computed anew: a bench that repeats one request within a second would otherwise time the
 * read cache, not the read.
 */
export const NO_READ_CACHE: ReadCache = {
  get: (_key, _tags, load) => load(),
  invalidate: async () => {},
  invalidateAll: async () => {},
  close: async () => {},
};

export interface BenchApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  dictionary: Dictionary;
  dictionaryPath: string;
  /** The app's database, for seeding through Kysely. */
  database: ReturnType<typeof openDatabase>;
  /** A second connection to the app's database, for seeding. */
  seeder: Database.Database;
  /** Bearer headers for a user the seeder made. */
  headersFor(userId: string): Promise<Record<string, string>>;
  seedUser(name: string, preferences?: { dailyNewWords?: number }): string;
  close(): Promise<void>;
}

/**
 * `dictionary`: 'ecdict' (the default) the real index, 'fixture' the tests' few dozen words, built into the
 * bench's DATA_DIR.
 */
export async function openBenchApp(
  name: string,
  options: { readCache?: ReadCache; dictionary?: 'ecdict' | 'fixture' } = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `wordloom-bench-${name}-`));
  const dictionaryPath =
    options.dictionary === 'fixture' ? await fixtureDictionaryPath(dataDir) : await benchDictionaryPath();
  const dictionary = openDictionary({ path: dictionaryPath });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    APP_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const database = openDatabase(config);
  await migrateToLatest(database);
  const rateLimitStore = await openRateLimitStore({ redisUrl: null });
  const app = await buildApp({
    config,
    database,
    dictionary,
    rateLimitStore,
    logger: false,
    readCache: options.readCache,
  });
  const seeder = new Database(join(dataDir, 'wordloom.db'));
  seeder.pragma('journal_mode = WAL');
  seeder.pragma('synchronous = OFF');
  const tokens = createSessionTokens(config.appSecret, () => new Date());
  return {
    app,
    dictionary,
    dictionaryPath,
    database,
    seeder,
    headersFor: async (userId) => ({
      authorization: `Bearer ${await tokens.sign({ userId, tokenVersion: 0 })}`,
    }),
    seedUser: (userName, preferences = {}) => seedUser(seeder, userName, preferences),
    async close() {
      seeder.close();
      await app.close();
      await rateLimitStore.close();
      await database.close();
      dictionary.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function fixtureDictionaryPath(dataDir: string): Promise<string> {
  const outputPath = join(dataDir, 'fixture-dictionary.sqlite');
  await buildDictionary({ ...FIXTURE_SOURCES, outputPath });
  return outputPath;
}

function seedUser(seeder: Database.Database, name: string, preferences: { dailyNewWords?: number }): string {
  const id = randomUUID();
  const now = new Date().toISOString();
  seeder
    .prepare(
      `insert into users (id, username, username_lower, email, password_hash, token_version, theme, language,
         grammar_language, show_in_community, font_settings, daily_new_words, created_at, updated_at)
       values (?, ?, ?, ?, 'x', 0, 'light', 'en', 'bilingual', 1, ?, ?, ?, ?)`,
    )
    .run(
      id,
      `bench_${name}`,
      `bench_${name}`,
      `bench_${name}@example.com`,
      JSON.stringify(DEFAULT_PREFERENCES.fontSettings),
      preferences.dailyNewWords ?? DEFAULT_PREFERENCES.dailyNewWords,
      now,
      now,
    );
  return id;
}

/** The median and 99th percentile of these times (sorts them). */
export function percentiles(times: number[]): { p50: number; p99: number } {
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}
