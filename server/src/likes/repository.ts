import type { Db } from '../db/database';
import type { Transaction } from '../db/transaction';

export interface Like {
  item_id: string;
  user_id: string;
}

/**
 * SQL for the likes table, reading and writing: one like per user per item (its primary key). A like
 * names its published item by a foreign key, so deleting the item deletes its likes.
 */
export function createLikesRepository(db: Db) {
  return {
    /** Which of these items `userId` has liked; none for a guest. One primary-key range per item. */
    async likedBy(userId: string | null, itemIds: string[]): Promise<Set<string>> {
      if (userId === null || itemIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('likes')
        .select('item_id')
        .where('item_id', 'in', itemIds)
        .where('user_id', '=', userId)
        .execute();
      return new Set(rows.map(({ item_id }) => item_id));
    },

    /** Every like `userId` gave, newest first, with the kind of item (the data export): the (user_id, created_at) index. */
    likesOf(userId: string) {
      return db
        .selectFrom('likes')
        .innerJoin('published_items', 'published_items.id', 'likes.item_id')
        .select(['published_items.kind as item_type', 'likes.item_id', 'likes.created_at'])
        .where('likes.user_id', '=', userId)
        .orderBy('likes.created_at', 'desc')
        .orderBy('likes.item_id', 'asc')
        .execute();
    },

    /** False when the like was there already. */
    async add(trx: Transaction, like: Like, now: string): Promise<boolean> {
      const inserted = await trx
        .insertInto('likes')
        .values({ ...like, created_at: now })
        .onConflict((conflict) => conflict.columns(['item_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** False when there was no such like. */
    async remove(trx: Transaction, like: Like): Promise<boolean> {
      const deleted = await trx
        .deleteFrom('likes')
        .where('item_id', '=', like.item_id)
        .where('user_id', '=', like.user_id)
        .returning('user_id')
        .executeTakeFirst();
      return deleted !== undefined;
    },
  };
}

export type LikesRepository = ReturnType<typeof createLikesRepository>;
