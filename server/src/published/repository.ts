import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { FeedSort } from '@contract';
import type { Database, Db } from '../db/database';
import type { PublishedItemColumns } from '../db/tables/published-item';
import type { Transaction } from '../db/transaction';
import type { KeysetPosition } from '../lib/keyset-cursor';
import { afterPosition } from '../lib/keyset-page';
import { PUBLISHED_TABLES, type PublishedKind, type PublishedTable } from './kinds';

type PublishedTables = Record<PublishedTable, PublishedItemColumns>;
/* Both tables extend PublishedItemColumns (migration 003 gives them the same columns and indexes). */
const items = (db: Db) => db as unknown as Kysely<PublishedTables>;

/** Each sort's key; with `id` after it, one of the indexes (is_public, <key> desc, id) of migration 003. */
const SORT_KEYS = { recent: 'created_at', popular: 'likes', trending: 'hot_score' } as const;

export interface PublicPageRequest {
  kind: PublishedKind;
  sort: FeedSort;
  limit: number;
  after?: KeysetPosition;
}

export interface FeedEntry {
  id: string;
  /** The sort key's value, for the next cursor. */
  position: string | number;
}

/** What a privacy update found: nothing (no such item of the user's), or the item and whether it moved. */
export type PrivacyUpdate =
  { found: false } | { found: true; changed: false } | { found: true; changed: true; likes: number };

/** An item as a like sees it, its row locked for the rest of the transaction. */
export interface LikedItem {
  likes: number;
  is_public: number;
  created_at: string;
}

export interface RemovedItem {
  id: string;
  is_public: number;
  likes: number;
}

/** Public ones, and the viewer's own: the one visibility rule of published items, for any query on them. */
export function visibleTo<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  kind: PublishedKind,
  viewerId: string | null,
): Expression<SqlBool> {
  const table = PUBLISHED_TABLES[kind];
  const item = eb as unknown as ExpressionBuilder<PublishedTables, PublishedTable>;
  const publicOnes = item(`${table}.is_public`, '=', 1);
  return viewerId === null ? publicOnes : item.or([publicOnes, item(`${table}.user_id`, '=', viewerId)]);
}

/** An item with its author's name, as every read answers it. */
export type WithAuthor<Row> = Row & { author_username: string };

export interface OwnPageRequest {
  userId: string;
  limit: number;
  after?: KeysetPosition<string>;
  /** A kind's own narrowing of the list (a generation's word). */
  only?: (eb: ExpressionBuilder<Database, PublishedTable>) => Expression<SqlBool>;
}

/* The reads join the author's name from users. */
type ReadTables = PublishedTables & Pick<Database, 'users'>;

/**
 * The reads every kind answers alike, typed as the kind's own row: `Row` is its table's row, which
 * `selectAll` returns whole.
 */
export function createPublishedReads<Row extends PublishedItemColumns>(db: Db, kind: PublishedKind) {
  const table = PUBLISHED_TABLES[kind];
  const withAuthor = () =>
    (db as unknown as Kysely<ReadTables>)
      .selectFrom(table)
      .innerJoin('users', 'users.id', `${table}.user_id`)
      .selectAll(table)
      .select('users.username as author_username');

  return {
    async findById(id: string): Promise<WithAuthor<Row> | undefined> {
      return (await withAuthor().where(`${table}.id`, '=', id).executeTakeFirst()) as
        WithAuthor<Row> | undefined;
    },

    /**
     * These items as `viewerId` may see them. The visibility filter sits here, where rows are read, because
     * the ids often come from an earlier query (a feed page, a related list) and an item may turn private
     * in between.
     */
    async findVisibleByIds(ids: string[], viewerId: string | null): Promise<WithAuthor<Row>[]> {
      if (ids.length === 0) return [];
      return (await withAuthor()
        .where(`${table}.id`, 'in', ids)
        .where((eb) => visibleTo(eb, kind, viewerId))
        .execute()) as WithAuthor<Row>[];
    },

    /** One page of the owner's list, newest first; one row more than `limit` tells whether more follow. */
    async pageOwn({ userId, limit, after, only }: OwnPageRequest): Promise<WithAuthor<Row>[]> {
      let query = withAuthor().where(`${table}.user_id`, '=', userId);
      if (only)
        query = query.where((eb) => only(eb as unknown as ExpressionBuilder<Database, PublishedTable>));
      if (after) query = query.where((eb) => afterPosition(eb, `${table}.created_at`, `${table}.id`, after));
      return (await query
        .orderBy(`${table}.created_at`, 'desc')
        .orderBy(`${table}.id`, 'asc')
        .limit(limit + 1)
        .execute()) as WithAuthor<Row>[];
    },

    /** Every item of the user, newest first (the data export). */
    async allOf(userId: string): Promise<WithAuthor<Row>[]> {
      return (await withAuthor()
        .where(`${table}.user_id`, '=', userId)
        .orderBy(`${table}.created_at`, 'desc')
        .orderBy(`${table}.id`, 'asc')
        .execute()) as WithAuthor<Row>[];
    },
  };
}

/**
 * One page of a public feed, as a query (tests EXPLAIN it): a range of one index, read in its order,
 * never more than limit + 1 entries, however many items exist.
 */
export function publicPageQuery(db: Db, { kind, sort, limit, after }: PublicPageRequest) {
  const key = SORT_KEYS[sort];
  let query = items(db)
    .selectFrom(PUBLISHED_TABLES[kind])
    .select((eb) => ['id', eb.ref(key).as('position')])
    .where('is_public', '=', 1);
  if (after) query = query.where((eb) => afterPosition(eb, key, 'id', after));
  return query
    .orderBy(key, 'desc')
    .orderBy('id', 'asc')
    .limit(limit + 1);
}

/** SQL that generations and sentence checks share, the kind a parameter; knows nothing of the rules. */
export function createPublishedRepository(db: Db) {
  return {
    /** limit + 1 entries: one more than a page tells whether more follow. */
    publicPage(request: PublicPageRequest): Promise<FeedEntry[]> {
      return publicPageQuery(db, request).execute();
    },

    /** Public items created at or after `since`: a range of the (is_public, created_at desc, id) index. */
    async publicSince(kind: PublishedKind, since: string): Promise<number> {
      const row = await items(db)
        .selectFrom(PUBLISHED_TABLES[kind])
        .select((eb) => eb.fn.countAll().as('count'))
        .where('is_public', '=', 1)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Sets the user's item public or private; only a real change is `changed`, with its likes. */
    async setPublic(
      trx: Transaction,
      kind: PublishedKind,
      userId: string,
      id: string,
      isPublic: boolean,
    ): Promise<PrivacyUpdate> {
      const table = PUBLISHED_TABLES[kind];
      const changed = await items(trx)
        .updateTable(table)
        .set({ is_public: isPublic ? 1 : 0 })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('is_public', '=', isPublic ? 0 : 1)
        .returning('likes')
        .executeTakeFirst();
      if (changed) return { found: true, changed: true, likes: changed.likes };
      const found = await items(trx)
        .selectFrom(table)
        .select('id')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return found ? { found: true, changed: false } : { found: false };
    },

    /** The ids of the user's items (only `id`, when given). */
    async idsOf(trx: Transaction, kind: PublishedKind, userId: string, id?: string): Promise<string[]> {
      let query = items(trx).selectFrom(PUBLISHED_TABLES[kind]).select('id').where('user_id', '=', userId);
      if (id !== undefined) query = query.where('id', '=', id);
      return (await query.execute()).map((row) => row.id);
    },

    /** Deletes these items of the user's; answers the rows deleted, for the statistics. */
    deleteItems(
      trx: Transaction,
      kind: PublishedKind,
      userId: string,
      ids: string[],
    ): Promise<RemovedItem[]> {
      return items(trx)
        .deleteFrom(PUBLISHED_TABLES[kind])
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .returning(['id', 'is_public', 'likes'])
        .execute();
    },

    /**
     * The item, if `userId` may see it, with its row locked by an UPDATE that changes nothing (the portable
     * row lock: SQLite has no SELECT ... FOR UPDATE, and serialises writers anyway).
     */
    lockForLike(
      trx: Transaction,
      kind: PublishedKind,
      itemId: string,
      userId: string,
    ): Promise<LikedItem | undefined> {
      return items(trx)
        .updateTable(PUBLISHED_TABLES[kind])
        .set((eb) => ({ likes: eb.ref('likes') }))
        .where('id', '=', itemId)
        .where((eb) => eb.or([eb('is_public', '=', 1), eb('user_id', '=', userId)]))
        .returning(['likes', 'is_public', 'created_at'])
        .executeTakeFirst();
    },

    /** Moves the item's likes by `delta` and sets its new hot score; answers the likes now. */
    async addLikes(
      trx: Transaction,
      kind: PublishedKind,
      itemId: string,
      delta: number,
      hotScore: number,
    ): Promise<number> {
      const updated = await items(trx)
        .updateTable(PUBLISHED_TABLES[kind])
        .set((eb) => ({ likes: eb('likes', '+', delta), hot_score: hotScore }))
        .where('id', '=', itemId)
        .returning('likes')
        .executeTakeFirstOrThrow();
      return updated.likes;
    },
  };
}

export type PublishedRepository = ReturnType<typeof createPublishedRepository>;
