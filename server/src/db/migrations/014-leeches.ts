import type { Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * GET /review/leeches: a learner's cards with 8 lapses or more, most first, read as one range of
 * (user_id, lapses) rather than all of the learner's cards.
 */
export const leeches: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('review_cards_user_lapses')
      .on('review_cards')
      .columns(['user_id', 'lapses'])
      .execute();
  },
};
