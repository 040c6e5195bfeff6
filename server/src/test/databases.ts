import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type AppDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export type TestDatabaseKind = 'sqlite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL || null;

/*
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. Once it is set, an unreachable server
 * fails the suites (creating the schema throws) rather than silently testing one dialect.
 */
export const TEST_DATABASES: TestDatabaseKind[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  database: AppDatabase;
  /** Closes the connection and removes the file or schema. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one suite: a temp SQLite file, or an own PostgreSQL schema. `upTo` stops
 * after that migration, for a test of what a later one does to existing rows.
 */
export async function openTestDatabase(kind: TestDatabaseKind, upTo?: string): Promise<TestDatabase> {
  const opened = kind === 'sqlite' ? openTempSqlite() : await openSchema();
  await migrateToLatest(opened.database, upTo);
  return opened;
}

function openTempSqlite(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'wordloom-db-'));
  const database = openSqlite(join(dir, 'test.db'));
  return {
    database,
    async drop() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openSchema(): Promise<TestDatabase> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `wordloom_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(postgresUrl, (client) => client.query(`create schema ${schema}`));
  const database = openPostgres({ url: postgresUrl, schema, max: 4 });
  return {
    database,
    async drop() {
      await database.close();
      await withAdmin(postgresUrl, (client) => client.query(`drop schema ${schema} cascade`));
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
