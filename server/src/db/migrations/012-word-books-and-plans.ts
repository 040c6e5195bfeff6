import type { Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * Word books and plans (docs/api.md, "Word books and plans"):
 * - words.source: where the word came from ('own', 'book:<id>', 'reading', 'import'); words.context_*: the
 *   sentence it was met in (its first cloze) and where that sentence came from.
 * - review_cards.plan_book: the book whose plan brought the card in, while that plan serves it; null for the
 *   learner's own words. The queue reads own new cards and each plan's new cards as separate ranges of
 *   (user_id, is_new, plan_book, due). is_new gains a third value, 2: known ("I know this"), in no queue.
 * - plans: one per learner and book; `cursor` is the book position up to which every word has been served
 *   or stepped over, so serving the next words is one seek; `day`/`introduced_today` count the words
 *   brought in on the learner's current day.
 * - known_words: book words the learner knows without having them in their list; never served.
 * - ai_sentences: the platform AI's one sentence per word, shared by every learner (the last cloze source).
 * One column per statement: SQLite adds one column per ALTER TABLE.
 */
export const wordBooksAndPlans: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('words')
      .addColumn('source', 'text', (column) => column.notNull().defaultTo('own'))
      .execute();
    await db.schema.alterTable('words').addColumn('context_sentence', 'text').execute();
    await db.schema.alterTable('words').addColumn('context_source', 'text').execute();

    await db.schema.alterTable('review_cards').addColumn('plan_book', 'text').execute();
    await db.schema
      .createIndex('review_cards_user_plan_queue')
      .on('review_cards')
      .columns(['user_id', 'is_new', 'plan_book', 'due', 'word_id'])
      .execute();

    await db.schema
      .createTable('plans')
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('book_id', 'text', (column) => column.notNull())
      .addColumn('daily_new', 'integer', (column) => column.notNull())
      .addColumn('target_date', 'text')
      .addColumn('paused', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('cursor', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('day', 'text')
      .addColumn('introduced_today', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('started_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('plans_pk', ['user_id', 'book_id'])
      .execute();

    await db.schema
      .createTable('known_words')
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('word_key', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('known_words_pk', ['user_id', 'word_key'])
      .execute();

    await db.schema
      .createTable('ai_sentences')
      .addColumn('word_key', 'text', (column) => column.primaryKey())
      .addColumn('sentence', 'text', (column) => column.notNull())
      .addColumn('translation', 'text')
      .addColumn('model', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },
};
