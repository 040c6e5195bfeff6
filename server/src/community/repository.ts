import type { Kysely } from 'kysely';
import type { FeedSort } from '@contract';
import type { Db } from '../db/database';
import type { GenerationsTable, LikeItemType } from '../db/tables';
import { hotScore } from '../lib/hot-score';
import type { KeysetPosition } from '../lib/keyset-cursor';
import { createStatisticsRepository } from '../statistics/repository';

const TABLES = { generation: 'generations', check: 'sentence_checks' } as const;
type FeedTable = (typeof TABLES)[LikeItemType];

/* The columns generations and sentence_checks share for the feeds (migration 003 gives both the same). */
type FeedColumns = Pick<
  GenerationsTable,
  'id' | 'user_id' | 'is_public' | 'likes' | 'hot_score' | 'created_at'
>;
const feedTables = (db: Db) => db as unknown as Kysely<Record<FeedTable, FeedColumns>>;

/** Each sort's key; with `id` after it, one of the indexes (is_public, <key> desc, id) of migration 003. */
export const SORT_KEYS = { recent: 'created_at', popular: 'likes', trending: 'hot_score' } as const;

export interface PublicPageRequest {
  kind: LikeItemType;
  sort: FeedSort;
  limit: number;
  after?: KeysetPosition;
}

export interface FeedEntry {
  id: string;
  /** The sort key's value, for the next cursor. */
  position: string | number;
}

export interface LikeToggle {
  liked: boolean;
  likes: number;
}

/**
 * One page of a public feed, as a query (tests EXPLAIN it): a range of one index, read in its order,
 * never more than limit + 1 entries, however many items exist.
 */
export function publicPageQuery(db: Db, { kind, sort, limit, after }: PublicPageRequest) {
  const key = SORT_KEYS[sort];
  let query = feedTables(db)
    .selectFrom(TABLES[kind])
    .select((eb) => ['id', eb.ref(key).as('position')])
    .where('is_public', '=', 1);
  if (after) {
    // `<=` first lets both planners seek into the index; the OR skips the ties already shown.
    query = query.where((eb) =>
      eb.and([eb(key, '<=', after.value), eb.or([eb(key, '<', after.value), eb('id', '>', after.id)])]),
    );
  }
  return query
    .orderBy(key, 'desc')
    .orderBy('id', 'asc')
    .limit(limit + 1);
}

/** SQL for the public feeds, likes and the day's count; knows nothing of HTTP or of the rules. */
export function createCommunityRepository(db: Db) {
  return {
    /** limit + 1 entries: one more than a page tells whether more follow. */
    async publicPage(request: PublicPageRequest): Promise<FeedEntry[]> {
      return publicPageQuery(db, request).execute();
    },

    /** Public items created at or after `since`: a range of the (is_public, created_at desc, id) index. */
    async publicSince(kind: LikeItemType, since: string): Promise<number> {
      const row = await feedTables(db)
        .selectFrom(TABLES[kind])
        .select((eb) => eb.fn.countAll().as('count'))
        .where('is_public', '=', 1)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Likes the item for `userId`, or takes the like back, and moves its likes, hot score and the
     * statistics, all in one transaction. Null when the user may not see the item (public, or their own).
     *
     * The item row is locked first, by an UPDATE that changes nothing (the portable row lock: SQLite has
     * no SELECT ... FOR UPDATE, and serialises writers anyway). On PostgreSQL concurrent clicks on one item
     * therefore take turns, each reading the count the previous one left; the likes primary key keeps one
     * like per user even so. Deletions also take the item row before its likes, so the two never deadlock.
     */
    toggleLike(kind: LikeItemType, itemId: string, userId: string, now: string): Promise<LikeToggle | null> {
      return db.transaction().execute(async (trx) => {
        const items = feedTables(trx);
        const table = TABLES[kind];
        const item = await items
          .updateTable(table)
          .set((eb) => ({ likes: eb.ref('likes') }))
          .where('id', '=', itemId)
          .where((eb) => eb.or([eb('is_public', '=', 1), eb('user_id', '=', userId)]))
          .returning(['likes', 'is_public', 'created_at'])
          .executeTakeFirst();
        if (!item) return null;
        const like = { item_type: kind, item_id: itemId, user_id: userId };
        const inserted = await trx
          .insertInto('likes')
          .values({ ...like, created_at: now })
          .onConflict((conflict) => conflict.columns(['item_type', 'item_id', 'user_id']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        let delta = 1;
        if (!inserted) {
          const deleted = await trx
            .deleteFrom('likes')
            .where('item_type', '=', kind)
            .where('item_id', '=', itemId)
            .where('user_id', '=', userId)
            .returning('user_id')
            .executeTakeFirst();
          delta = deleted ? -1 : 0;
        }
        const likes = item.likes + delta;
        const updated = await items
          .updateTable(table)
          .set((eb) => ({ likes: eb('likes', '+', delta), hot_score: hotScore(likes, item.created_at) }))
          .where('id', '=', itemId)
          .returning('likes')
          .executeTakeFirstOrThrow();
        if (item.is_public === 1 && delta !== 0) {
          await createStatisticsRepository(trx).record({ [kind]: { publicLikes: delta } });
        }
        return { liked: delta === 1, likes: updated.likes };
      });
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
