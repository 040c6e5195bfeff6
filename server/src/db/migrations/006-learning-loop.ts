import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * The learning loop (issue 10):
 * - users: the English variety, new review cards a day, and the zone "today" is counted in.
 * - review_cards: one FSRS card per word, holding every field ts-fsrs needs to resume scheduling exactly.
 *   The queue reads (user_id, is_new, due): due cards and new cards are two range scans of one index.
 * - review_log: every rating, with the ts-fsrs log verbatim (what its rollback and optimizer read), the
 *   states before and after, the time it took, and the day in the learner's zone (history, streak).
 * - mistakes: each issue of each of the learner's own checks, removed with the check (foreign key).
 * Every existing word gets a `new` card and every existing check its mistakes.
 */
export const learningLoop: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('english_variety', 'text', (column) => column.notNull().defaultTo('american'))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('daily_new_words', 'integer', (column) => column.notNull().defaultTo(10))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('time_zone', 'text', (column) => column.notNull().defaultTo('UTC'))
      .execute();

    await db.schema
      .createTable('review_cards')
      .addColumn('word_id', 'text', (column) =>
        column.primaryKey().references('words.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('is_new', 'integer', (column) => column.notNull())
      .addColumn('due', 'text', (column) => column.notNull())
      .addColumn('stability', 'double precision', (column) => column.notNull())
      .addColumn('difficulty', 'double precision', (column) => column.notNull())
      .addColumn('elapsed_days', 'integer', (column) => column.notNull())
      .addColumn('scheduled_days', 'integer', (column) => column.notNull())
      .addColumn('learning_steps', 'integer', (column) => column.notNull())
      .addColumn('reps', 'integer', (column) => column.notNull())
      .addColumn('lapses', 'integer', (column) => column.notNull())
      .addColumn('last_review', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('review_cards_user_queue')
      .on('review_cards')
      .columns(['user_id', 'is_new', 'due', 'word_id'])
      .execute();

    await db.schema
      .createTable('review_log')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('word_id', 'text', (column) => column.notNull().references('words.id').onDelete('cascade'))
      .addColumn('rating', 'text', (column) => column.notNull())
      .addColumn('state_before', 'text', (column) => column.notNull())
      .addColumn('state_after', 'text', (column) => column.notNull())
      // The ts-fsrs ReviewLog fields, as it answered them.
      .addColumn('log_state', 'text', (column) => column.notNull())
      .addColumn('log_due', 'text', (column) => column.notNull())
      .addColumn('log_stability', 'double precision', (column) => column.notNull())
      .addColumn('log_difficulty', 'double precision', (column) => column.notNull())
      .addColumn('elapsed_days', 'integer', (column) => column.notNull())
      .addColumn('last_elapsed_days', 'integer', (column) => column.notNull())
      .addColumn('scheduled_days', 'integer', (column) => column.notNull())
      .addColumn('learning_steps', 'integer', (column) => column.notNull())
      .addColumn('duration_ms', 'integer')
      .addColumn('reviewed_at', 'text', (column) => column.notNull())
      // YYYY-MM-DD in the learner's zone at the time of the review.
      .addColumn('review_day', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('review_log_user_day')
      .on('review_log')
      .columns(['user_id', 'review_day'])
      .execute();
    await db.schema
      .createIndex('review_log_user_time')
      .on('review_log')
      .columns(['user_id', 'reviewed_at'])
      .execute();
    // Deleting a word deletes its log: without this index, each delete would scan the table.
    await db.schema.createIndex('review_log_word').on('review_log').column('word_id').execute();

    await db.schema
      .createTable('mistakes')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('check_id', 'text', (column) =>
        column.notNull().references('sentence_checks.id').onDelete('cascade'),
      )
      // The issue's place in the check's list: a check's mistakes are recorded once.
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('original', 'text', (column) => column.notNull())
      .addColumn('suggestion', 'text', (column) => column.notNull())
      .addColumn('explanation', 'text', (column) => column.notNull())
      .addColumn('span_start', 'integer', (column) => column.notNull())
      .addColumn('span_end', 'integer', (column) => column.notNull())
      // The check's creation time: the notebook's order and its 30-day trend.
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('mistakes_check_position_unique', ['check_id', 'position'])
      .execute();
    await db.schema
      .createIndex('mistakes_user_recent')
      .on('mistakes')
      .columns(['user_id', 'created_at desc', 'id'])
      .execute();
    await db.schema
      .createIndex('mistakes_user_type_recent')
      .on('mistakes')
      .columns(['user_id', 'type', 'created_at desc', 'id'])
      .execute();

    await sql`
      insert into review_cards (word_id, user_id, state, is_new, due, stability, difficulty, elapsed_days,
        scheduled_days, learning_steps, reps, lapses, last_review, created_at)
      select id, user_id, 'new', 1, created_at, 0, 0, 0, 0, 0, 0, 0, null, created_at from words
    `.execute(db);
    await backfillMistakes(db);
  },
};

interface StoredCheck {
  id: string;
  user_id: string;
  issues: string;
  created_at: string;
}

interface StoredIssue {
  type?: unknown;
  original?: unknown;
  suggestion?: unknown;
  explanation?: unknown;
  start?: unknown;
  end?: unknown;
}

const BATCH = 200;

/* In id order, a batch at a time, so a large table is never held in memory at once. */
async function backfillMistakes(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<StoredCheck>`
      select id, user_id, issues, created_at from sentence_checks where id > ${after} order by id limit ${BATCH}
    `.execute(db);
    if (rows.length === 0) return;
    const mistakes = rows.flatMap((check) =>
      parseIssues(check.issues)
        .map((issue, position) => ({ check, issue, position }))
        .filter(({ issue }) => typeof issue?.type === 'string'),
    );
    for (const { check, issue, position } of mistakes) {
      await sql`
        insert into mistakes (id, user_id, check_id, position, type, original, suggestion, explanation,
          span_start, span_end, created_at)
        values (${randomUUID()}, ${check.user_id}, ${check.id}, ${position}, ${String(issue.type)},
          ${String(issue.original ?? '')}, ${String(issue.suggestion ?? '')}, ${String(issue.explanation ?? '')},
          ${Number(issue.start ?? 0)}, ${Number(issue.end ?? 0)}, ${check.created_at})
      `.execute(db);
    }
    after = rows.at(-1)!.id;
  }
}

/* Stored issues were validated when the check was saved; a row that does not parse has none to give. */
function parseIssues(json: string): StoredIssue[] {
  try {
    const issues: unknown = JSON.parse(json);
    return Array.isArray(issues) ? (issues as StoredIssue[]) : [];
  } catch {
    return [];
  }
}
