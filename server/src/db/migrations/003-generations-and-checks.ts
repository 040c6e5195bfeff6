import type { Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * Generations and sentence checks share one layout: the owner's lists read (user_id, created_at desc, id);
 * the public feeds read (is_public, <sort key> desc, id) for recent, most liked and trending (hot_score,
 * refreshed on each like). "Related" and "similar" look up shared words through (word_key | term, item id).
 */
export const generationsAndChecks: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('generations')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sentence', 'text', (column) => column.notNull())
      .addColumn('translation', 'text')
      .addColumn('grammar_explanation', 'text', (column) => column.notNull())
      .addColumn('grammar_points', 'text', (column) => column.notNull())
      .addColumn('reasoning', 'text')
      .addColumn('model', 'text', (column) => column.notNull())
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('grammar_language', 'text', (column) => column.notNull())
      .addColumn('is_public', 'integer', (column) => column.notNull())
      .addColumn('likes', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('hot_score', 'double precision', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await feedIndexes(db, 'generations');

    await db.schema
      .createTable('generation_words')
      .addColumn('generation_id', 'text', (column) =>
        column.notNull().references('generations.id').onDelete('cascade'),
      )
      // The word may leave the list later; the generation keeps its text.
      .addColumn('word_id', 'text', (column) => column.references('words.id').onDelete('set null'))
      .addColumn('word', 'text', (column) => column.notNull())
      .addColumn('word_key', 'text', (column) => column.notNull())
      // The order the learner chose the words in.
      .addColumn('position', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('generation_words_pk', ['generation_id', 'word_key'])
      .execute();
    await db.schema
      .createIndex('generation_words_word_key')
      .on('generation_words')
      .columns(['word_key', 'generation_id'])
      .execute();
    // Deleting a word sets its references to null: without this index, each delete would scan the table.
    await db.schema
      .createIndex('generation_words_word_id')
      .on('generation_words')
      .column('word_id')
      .execute();

    await db.schema
      .createTable('sentence_checks')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sentence', 'text', (column) => column.notNull())
      .addColumn('corrected_sentence', 'text', (column) => column.notNull())
      .addColumn('is_correct', 'integer', (column) => column.notNull())
      .addColumn('score', 'double precision', (column) => column.notNull())
      .addColumn('explanation', 'text', (column) => column.notNull())
      .addColumn('issues', 'text', (column) => column.notNull())
      .addColumn('reasoning', 'text')
      .addColumn('model', 'text', (column) => column.notNull())
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('grammar_language', 'text', (column) => column.notNull())
      .addColumn('is_public', 'integer', (column) => column.notNull())
      .addColumn('likes', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('hot_score', 'double precision', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await feedIndexes(db, 'sentence_checks');

    await db.schema
      .createTable('check_terms')
      .addColumn('check_id', 'text', (column) =>
        column.notNull().references('sentence_checks.id').onDelete('cascade'),
      )
      .addColumn('term', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('check_terms_pk', ['check_id', 'term'])
      .execute();
    await db.schema.createIndex('check_terms_term').on('check_terms').columns(['term', 'check_id']).execute();

    // One like per user per item. item_id points into generations or sentence_checks by item_type, so
    // deleting an item deletes its likes in the same transaction (no foreign key can say "either table").
    await db.schema
      .createTable('likes')
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('item_type', 'text', (column) => column.notNull())
      .addColumn('item_id', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('likes_pk', ['item_type', 'item_id', 'user_id'])
      .execute();
    await db.schema.createIndex('likes_user').on('likes').columns(['user_id', 'created_at desc']).execute();
  },
};

async function feedIndexes(db: Kysely<unknown>, table: 'generations' | 'sentence_checks') {
  const orders = {
    user_recent: ['user_id', 'created_at desc', 'id'],
    public_recent: ['is_public', 'created_at desc', 'id'],
    public_likes: ['is_public', 'likes desc', 'id'],
    public_hot: ['is_public', 'hot_score desc', 'id'],
  };
  for (const [name, columns] of Object.entries(orders)) {
    await db.schema.createIndex(`${table}_${name}`).on(table).columns(columns).execute();
  }
}
