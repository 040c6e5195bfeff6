import type { Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * The words an offline check asks the learner to check ("importand": not in the dictionary, and no fix the
 * checker can trust), as JSON text of contract `UnknownWord[]`. Checks made before have none.
 */
export const unknownWords: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sentence_checks')
      .addColumn('unknown_words', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
  },
};
