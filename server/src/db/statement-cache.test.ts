import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('the SQLite statement cache', () => {
  const opened: SqliteDatabase.Database[] = [];
  const open = () => {
    const sqlite = new SqliteDatabase(':memory:');
    sqlite.exec('create table words (id integer primary key, word text)');
    opened.push(sqlite);
    return sqlite;
  };
  afterEach(() => {
    for (const sqlite of opened.splice(0)) if (sqlite.open) sqlite.close();
  });

  it('prepares a query once however often it runs, with whatever parameters', async () => {
    const sqlite = open();
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely<{ words: { id: Generated<number>; word: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    for (const word of ['leaf', 'river', 'quiet']) await db.insertInto('words').values({ word }).execute();
    for (const word of ['leaf', 'river', 'quiet']) {
      const rows = await db.selectFrom('words').select('word').where('word', '=', word).execute();
      expect(rows).toEqual([{ word }]);
    }
    expect(prepare).toHaveBeenCalledTimes(2);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });

  it('gives a fresh statement while the cached one is still iterating', async () => {
    const sqlite = open();
    sqlite.exec("insert into words (word) values ('leaf'), ('river')");
    const cache = withStatementCache(sqlite);
    const query = 'select word from words order by id';
    const outer = cache.prepare(query).iterate([]);
    expect(outer.next().value).toEqual({ word: 'leaf' });
    expect(cache.prepare(query).all([])).toEqual([{ word: 'leaf' }, { word: 'river' }]);
    expect(outer.next().value).toEqual({ word: 'river' });
    expect(outer.next().done).toBe(true);
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const sqlite = open();
    const prepare = vi.spyOn(sqlite, 'prepare');
    const cache = withStatementCache(sqlite, 2);
    cache.prepare('select 1');
    cache.prepare('select 2');
    cache.prepare('select 1');
    cache.prepare('select 3');
    expect(cache.cachedStatements).toBe(2);
    prepare.mockClear();
    cache.prepare('select 1');
    expect(prepare).not.toHaveBeenCalled();
    cache.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('runs a raw statement through Kysely too', async () => {
    const db = new Kysely<object>({ dialect: new SqliteDialect({ database: withStatementCache(open()) }) });
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
    await db.destroy();
  });
});
