import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { ensurePrivateDir, ensurePrivateFile } from '../lib/private-files';
import type { Dialect } from './migrations';
import { withStatementCache } from './statement-cache';
import type { Database } from './tables';

export type { Database, Dialect };
export type Db = Kysely<Database>;

/** An open database: the Kysely instance, its dialect, and how to close it. */
export interface AppDatabase {
  db: Db;
  dialect: Dialect;
  /** The PostgreSQL schema when not the connection's default (tests). */
  schema?: string;
  close(): Promise<void>;
}

export function openSqlite(file: string): AppDatabase {
  const sqlite = new SqliteDatabase(file);
  // WAL + synchronous=FULL: an acknowledged commit survives a crash or power loss (docs/architecture.md).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export interface PostgresOptions {
  url: string;
  /** Tests give every suite its own schema so suites run side by side. */
  schema?: string;
  max?: number;
  /**
   * Told when a pooled connection dies while idle (PostgreSQL restarted, failed over, or ended it). The pool
   * has dropped it already and opens a new one for the next query.
   */
  onConnectionLost?: (error: Error) => void;
}

/* Past this, a query waiting for a connection fails (503) instead of hanging while PostgreSQL is away. */
const CONNECT_TIMEOUT_MS = 10_000;

export function openPostgres({ url, schema, max = 10, onConnectionLost }: PostgresOptions): AppDatabase {
  // The driver is imported with the first connection: a SQLite install never loads it (bench:memory).
  const pool = async () => {
    const created = new (await import('pg')).default.Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Names the connections in pg_stat_activity; a test schema's own name tells its suite's apart.
      application_name: schema ?? 'wordloom',
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An 'error' event nobody listens to ends the process, and a dying idle connection emits one.
    created.on('error', (error) => onConnectionLost?.(error));
    // A connection lent out to a transaction can die between two of its queries: its next query fails
    // and the request answers 503 (and is logged), so the event itself needs no more than a listener.
    created.on('connect', (client) => client.on('error', () => {}));
    return created;
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema, close: () => db.destroy() };
}

/** PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. */
export function openDatabase(
  config: { databaseUrl: string | null; dataDir: string },
  events: Pick<PostgresOptions, 'onConnectionLost'> = {},
): AppDatabase {
  if (config.databaseUrl) return openPostgres({ url: config.databaseUrl, ...events });
  ensurePrivateDir(config.dataDir);
  const file = join(config.dataDir, 'wordloom.db');
  ensurePrivateFile(file);
  return openSqlite(file);
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
