import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/databases';
import { transactions } from './transaction';

/*
 * Two writers that lock two rows in opposite orders: on PostgreSQL a deadlock, whose loser runs again.
 * SQLite serialises writers (no deadlock to show): the suite needs TEST_DATABASE_URL.
 */
const onPostgres = TEST_DATABASES.includes('postgres');

describe.skipIf(!onPostgres)('transactions on PostgreSQL', () => {
  const kind = 'postgres' as const;
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await sql`create table deadlock_rows (id text primary key, value integer not null)`.execute(
      test.database.db,
    );
    await sql`insert into deadlock_rows values ('a', 0), ('b', 0)`.execute(test.database.db);
  });
  afterAll(() => test.drop());

  it('run the loser of a deadlock again, so both writes land', async () => {
    const transaction = transactions(test.database.db);
    let attempts = 0;
    let firstLocked!: () => void;
    const bothHoldOne = new Promise<void>((resolve) => (firstLocked = resolve));
    const bump = (id: string) => sql`update deadlock_rows set value = value + 1 where id = ${id}`;

    const ab = transaction(async (trx) => {
      attempts += 1;
      await bump('a').execute(trx);
      await bothHoldOne;
      await bump('b').execute(trx);
    });
    const ba = transaction(async (trx) => {
      attempts += 1;
      await bump('b').execute(trx);
      firstLocked();
      // Give the other writer time to hold 'a' and wait for 'b': now each waits for the other.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await bump('a').execute(trx);
    });

    await expect(Promise.all([ab, ba])).resolves.toBeDefined();
    // One ran again at least once (the loser's second run can meet the other's retry too).
    expect(attempts).toBeGreaterThanOrEqual(3);
    const rows = await sql<{
      id: string;
      value: number;
    }>`select id, value from deadlock_rows order by id`.execute(test.database.db);
    expect(rows.rows).toEqual([
      { id: 'a', value: 2 },
      { id: 'b', value: 2 },
    ]);
  });
});
