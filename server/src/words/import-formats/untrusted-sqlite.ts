import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { AppError } from '../../lib/errors';
import { fileError } from './file-errors';

/** The 16 bytes every SQLite database file starts with. */
const SQLITE_MAGIC = Buffer.from('SQLite format 3\u0000', 'latin1');

export function isSqliteFile(bytes: Uint8Array): boolean {
  return bytes.length >= SQLITE_MAGIC.length && SQLITE_MAGIC.equals(bytes.subarray(0, SQLITE_MAGIC.length));
}

/*
 * A SQLite file from a stranger (SQLite's own advice for untrusted databases): opened read-only from a
 * private temporary copy with memory mapping off, cell sizes checked and the schema's SQL functions
 * untrusted; integrity quick-checked before any read; refused when its schema has triggers, views or
 * virtual tables (none runs on a plain SELECT of a table, but a file of words has no use for them); only
 * SELECTs of tables run on it. The copy is deleted whatever happens.
 */
export async function readUntrustedSqlite<T>(
  bytes: Uint8Array,
  read: (db: Database.Database) => T,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'wordloom-upload-'));
  try {
    const path = join(dir, 'upload.sqlite');
    await writeFile(path, bytes, { mode: 0o600 });
    const db = openReadOnly(path);
    try {
      refuseUnsafeSchema(db);
      return read(db);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw corrupt(error);
    } finally {
      db.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function openReadOnly(path: string): Database.Database {
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    db.pragma('trusted_schema = OFF');
    db.pragma('cell_size_check = ON');
    db.pragma('mmap_size = 0');
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`quick_check: ${String(check)}`);
    return db;
  } catch (error) {
    db?.close();
    throw corrupt(error);
  }
}

function refuseUnsafeSchema(db: Database.Database): void {
  const schema = db.prepare('SELECT type, sql FROM sqlite_master').all() as Array<{
    type: string;
    sql: string | null;
  }>;
  const unsafe = schema.some(
    ({ type, sql }) => type === 'trigger' || type === 'view' || /^\s*create\s+virtual\s/i.test(sql ?? ''),
  );
  if (unsafe) throw fileError('wordFiles.kindleUnsafe');
}

/** A file SQLite cannot read (damaged, encrypted, not a database after all): the learner's 400. */
function corrupt(cause: unknown) {
  const error = fileError('wordFiles.kindleCorrupt');
  error.cause = cause;
  return error;
}

/** The column names of a table, empty when there is no such table. */
export function columnsOf(db: Database.Database, table: string): Set<string> {
  const rows = db.prepare('SELECT name FROM pragma_table_info(?)').all(table) as Array<{ name: string }>;
  return new Set(rows.map(({ name }) => name.toLowerCase()));
}
