import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/databases';
import { migrateToLatest, migrateUpTo } from '../migrate';

/* Rows as the schema of migration 005 had them: written with SQL, as today's table types do not fit. */
describe.each(TEST_DATABASES)('migration 006 on existing data (%s)', (kind) => {
  let test: TestDatabase;
  const created = '2026-01-02T03:04:05.000Z';
  beforeAll(async () => {
    test = await openTestDatabase(kind, { migrate: false });
    await migrateUpTo(test.database, '005-api-keys');
    const db = test.database.db;
    await sql`
      insert into users (id, username, username_lower, email, password_hash, token_version, theme, language,
        grammar_language, show_in_community, font_settings, created_at, updated_at)
      values ('u1', 'Old', 'old', 'old@example.com', 'hash', 0, 'dark', 'zh', 'bilingual', 1, '{}',
        ${created}, ${created})
    `.execute(db);
    for (const [id, word] of [
      ['w1', 'leaf'],
      ['w2', 'mouse'],
    ]) {
      await sql`
        insert into words (id, user_id, word, word_key, usage_count, search_text, created_at)
        values (${id}, 'u1', ${word}, ${word}, 0, ${word}, ${created})
      `.execute(db);
    }
    const issues = JSON.stringify([
      { type: 'grammar', original: 'go', suggestion: 'goes', explanation: 'Agreement.', start: 4, end: 6 },
      {
        type: 'spelling',
        original: 'scool',
        suggestion: 'school',
        explanation: 'Spelling.',
        start: 10,
        end: 15,
      },
    ]);
    for (const [id, checkIssues] of [
      ['c1', issues],
      ['c2', '[]'],
    ]) {
      await sql`
        insert into sentence_checks (id, user_id, sentence, corrected_sentence, is_correct, score, explanation,
          issues, model, provider, grammar_language, is_public, likes, hot_score, created_at)
        values (${id}, 'u1', 'She go to scool.', 'She goes to school.', 0, 60, 'Two fixes.', ${checkIssues},
          'm', 'p', 'bilingual', 1, 0, 0, ${created})
      `.execute(db);
    }
    await migrateToLatest(test.database);
  });
  afterAll(() => test.drop());

  it('gives every existing word a new card, due since the word was added', async () => {
    const cards = await test.database.db.selectFrom('review_cards').selectAll().orderBy('word_id').execute();
    expect(cards).toEqual(
      ['w1', 'w2'].map((wordId) =>
        expect.objectContaining({
          word_id: wordId,
          user_id: 'u1',
          state: 'new',
          is_new: 1,
          due: created,
          reps: 0,
          lapses: 0,
          last_review: null,
        }),
      ),
    );
  });

  it('records the issues of every existing check as mistakes', async () => {
    const mistakes = await test.database.db.selectFrom('mistakes').selectAll().orderBy('position').execute();
    expect(mistakes).toEqual([
      expect.objectContaining({
        check_id: 'c1',
        position: 0,
        type: 'grammar',
        original: 'go',
        span_start: 4,
      }),
      expect.objectContaining({
        check_id: 'c1',
        position: 1,
        type: 'spelling',
        suggestion: 'school',
        span_end: 15,
      }),
    ]);
    expect(mistakes.every((mistake) => mistake.user_id === 'u1' && mistake.created_at === created)).toBe(
      true,
    );
  });

  it('gives existing learners the default learning preferences', async () => {
    const user = await test.database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      english_variety: 'american',
      daily_new_words: 10,
      time_zone: 'UTC',
      theme: 'dark',
    });
  });
});
