import { sql, type Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * The statistics pages read counters kept up to date in the same transaction as every change they count
 * (items added, deleted, made public or private, liked), so no request ever counts a whole table:
 * - counters: one row per site-wide number (statistics/repository.ts names them);
 * - learner_totals: each learner's items and public items, so "active learners" and "contributors" change
 *   exactly when a learner's first item arrives or the last one goes;
 * - practiced_words: how many generations used each word, so "words practiced" counts distinct words.
 * Counting what exists already is a one-time full read, here and never again.
 */
export const communityStatistics: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('counters')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('learner_totals')
      .addColumn('user_id', 'text', (column) =>
        column.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('generations', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('public_generations', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('checks', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('public_checks', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('practiced_words')
      .addColumn('word_key', 'text', (column) => column.primaryKey())
      .addColumn('generations', 'integer', (column) => column.notNull())
      .execute();

    await sql`
      insert into learner_totals (user_id, generations, public_generations, checks, public_checks)
      select users.id,
        (select count(*) from generations where generations.user_id = users.id),
        (select count(*) from generations where generations.user_id = users.id and is_public = 1),
        (select count(*) from sentence_checks where sentence_checks.user_id = users.id),
        (select count(*) from sentence_checks where sentence_checks.user_id = users.id and is_public = 1)
      from users
      where exists (select 1 from generations where generations.user_id = users.id)
         or exists (select 1 from sentence_checks where sentence_checks.user_id = users.id)
    `.execute(db);
    await sql`
      insert into practiced_words (word_key, generations)
      select word_key, count(*) from generation_words group by word_key
    `.execute(db);
    await sql`
      insert into counters (name, value)
      select 'generations', count(*) from generations
      union all select 'public_generations', count(*) from generations where is_public = 1
      union all select 'public_generation_likes', coalesce(sum(likes), 0) from generations where is_public = 1
      union all select 'generation_contributors', count(*) from learner_totals where public_generations > 0
      union all select 'sentence_checks', count(*) from sentence_checks
      union all select 'public_sentence_checks', count(*) from sentence_checks where is_public = 1
      union all select 'public_check_likes', coalesce(sum(likes), 0) from sentence_checks where is_public = 1
      union all select 'check_contributors', count(*) from learner_totals where public_checks > 0
      union all select 'active_learners', count(*) from learner_totals
      union all select 'words_practiced', count(*) from practiced_words
    `.execute(db);
  },
};
