import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Enough for every query the app builds (their SQL text is fixed; only parameters vary). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The better-sqlite3 database as Kysely's SQLite dialect sees it, with prepared statements kept by SQL
 * text. Kysely prepares every query anew, and preparing costs as much as running a small indexed read;
 * the app's queries are few and fixed, so each is prepared once. Least recently used statements go first
 * when the cache is full. A statement still busy (an unfinished iterate) is never handed out twice.
 */
export function withStatementCache(
  sqlite: SqliteDatabase,
  size = STATEMENT_CACHE_SIZE,
): KyselySqliteDatabase & { readonly cachedStatements: number } {
  const cache = new Map<string, Statement>();
  return {
    get cachedStatements() {
      return cache.size;
    },
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Re-insert: a Map keeps insertion order, so the first key is the least recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}
