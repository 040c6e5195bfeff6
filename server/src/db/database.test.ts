import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/databases';
import { uniqueViolation } from './constraint-errors';
import { migrateToLatest } from './migrate';
import type { Insertable } from 'kysely';
import type { UsersTable } from './tables';

const user = (overrides: Partial<Insertable<UsersTable>> = {}): Insertable<UsersTable> => {
  const id = randomUUID();
  const now = new Date().toISOString();
  return {
    id,
    username: `u_${id.slice(0, 8)}`,
    username_lower: `u_${id.slice(0, 8)}`,
    email: `${id}@example.com`,
    password_hash: 'hash',
    token_version: 0,
    theme: 'light',
    language: 'en',
    grammar_language: 'bilingual',
    show_in_community: 1,
    font_settings: '{}',
    english_variety: 'american',
    daily_new_words: 10,
    time_zone: 'UTC',
    created_at: now,
    updated_at: now,
    ...overrides,
  };
};

describe.each(TEST_DATABASES)('the database (%s)', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test.drop());

  it('migrates again without changes', async () => {
    await expect(migrateToLatest(test.database)).resolves.toBeUndefined();
  });

  it('round-trips text ids, ISO timestamps, and 0/1 booleans as numbers', async () => {
    const row = user({ show_in_community: 0, token_version: 3 });
    await test.database.db.insertInto('users').values(row).execute();
    const stored = await test.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    // Columns the insert left out hold their defaults (migration 015): the learner's schedule and reminder.
    expect(stored).toEqual({
      ...row,
      desired_retention: 0.9,
      daily_review_limit: 0,
      easy_days: '',
      question_types: 'cloze,recall,recognition,listening',
      reminder_email: 0,
      reminder_hour: 20,
      reminder_due_at: null,
      fsrs_parameters: null,
      fsrs_parameters_reviews: null,
      fsrs_parameters_at: null,
    });
  });

  it('reports which unique constraint was violated', async () => {
    const first = user();
    await test.database.db.insertInto('users').values(first).execute();
    const sameEmail = await test.database.db
      .insertInto('users')
      .values(user({ email: first.email }))
      .execute()
      .catch((error: unknown) => error);
    expect(uniqueViolation(sameEmail)).toContain('email');
    const sameName = await test.database.db
      .insertInto('users')
      .values(user({ username_lower: first.username_lower }))
      .execute()
      .catch((error: unknown) => error);
    expect(uniqueViolation(sameName)).toContain('username_lower');
    expect(uniqueViolation(new Error('something else'))).toBeNull();
  });

  it('deletes a user’s reset code with the user', async () => {
    const row = user();
    const { db } = test.database;
    await db.insertInto('users').values(row).execute();
    await db
      .insertInto('reset_codes')
      .values({
        user_id: row.id,
        code_hash: 'h',
        expires_at: row.created_at,
        attempts: 0,
        reset_token_hash: null,
        created_at: row.created_at,
      })
      .execute();
    await db.deleteFrom('users').where('id', '=', row.id).execute();
    expect(await db.selectFrom('reset_codes').selectAll().where('user_id', '=', row.id).execute()).toEqual(
      [],
    );
  });
});

describe('SQLite settings', () => {
  it('runs in WAL mode with full sync, foreign keys and a busy timeout', async () => {
    const test = await openTestDatabase('sqlite');
    const { sql } = await import('kysely');
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(test.database.db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    await test.drop();
  });
});
