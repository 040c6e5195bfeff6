import type { Db } from '../db/database';
import type { LikeItemType } from '../db/tables';

/** SQL for reading likes (liking and unliking is community/repository.ts, with the item's count). */
export function createLikesRepository(db: Db) {
  return {
    /** Which of these items `userId` has liked; none for a guest. One primary-key range per item. */
    async likedBy(userId: string | null, itemType: LikeItemType, itemIds: string[]): Promise<Set<string>> {
      if (userId === null || itemIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('likes')
        .select('item_id')
        .where('item_type', '=', itemType)
        .where('item_id', 'in', itemIds)
        .where('user_id', '=', userId)
        .execute();
      return new Set(rows.map(({ item_id }) => item_id));
    },

    /** Every like `userId` gave, newest first (the data export): the (user_id, created_at) index. */
    likesOf(userId: string) {
      return db
        .selectFrom('likes')
        .select(['item_type', 'item_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('item_id', 'asc')
        .execute();
    },
  };
}

export type LikesRepository = ReturnType<typeof createLikesRepository>;
