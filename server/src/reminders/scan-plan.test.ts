import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../db/transaction';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { dueRemindersQuery } from './repository';

/*
 * "The reminder scan is one indexed query per run whatever the number of learners": each batch reads one
 * range of users_reminder_due (learners with reminders off are not in it), and counts each learner's due
 * cards on their range of the review queue index, never a scan of either table.
 */
describe.each(TEST_DATABASES)('the reminder scan query plan (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  async function explain(query: ReturnType<typeof dueRemindersQuery>): Promise<string> {
    const compiled = query.compile();
    if (database === 'sqlite') {
      const rows = await t.database.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      return rows.rows.map((row) => row.detail).join('\n');
    }
    // The tables are tiny here: forbid the sequential scan a large table would never get.
    return transactions(t.database.db)(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
      );
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('reads a range of the reminder index and each learner’s due cards from the queue index', async () => {
    const now = new Date().toISOString();
    for (const after of [null, { value: now, id: 'm' }]) {
      const plan = await explain(dueRemindersQuery(t.database.db, now, after, 200));
      if (database === 'sqlite') {
        expect(plan).toMatch(
          /SEARCH users USING INDEX users_reminder_due \(reminder_due_at>\? AND reminder_due_at<\?\)|SEARCH users USING INDEX users_reminder_due \(reminder_due_at<\?\)/,
        );
        expect(plan).toContain(
          'SEARCH review_cards USING COVERING INDEX review_cards_user_queue (user_id=? AND is_new=? AND due<?)',
        );
        expect(plan).not.toMatch(/SCAN (users|review_cards)\b/);
      } else {
        expect(plan).toMatch(/users_reminder_due\b.*\n\s+Index Cond: \(+reminder_due_at <=/);
        // Which of review_cards' per-learner indexes the planner picks depends on the tables' sizes.
        expect(plan).toMatch(
          /Index (Only )?Scan using review_cards_\w+ on review_cards\b.*\n\s+Index Cond: \(+user_id = users\.id/,
        );
        expect(plan).not.toMatch(/Seq Scan/);
      }
    }
  });
});
