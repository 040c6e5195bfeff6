import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { FeedSort } from '@contract';
import type { Database, Db } from '../db/database';
import type { PublishedItemColumns } from '../db/tables';
import type { Transaction } from '../db/transaction';
import type { KeysetPosition } from '../lib/keyset-cursor';
import { afterPosition } from '../lib/keyset-page';
import type { PublishedKind } from './kinds';

/** Each sort's key; with `id` after it, one of the indexes (kind, is_public, <key> desc, id) of migration 011. */
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

/**
 * Public ones, and the viewer's own: the one visibility rule of published items, for any query that reads
 * published_items.
 */
export function visibleTo(viewerId: string | null): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'published_items'>();
  const publicOnes = eb('published_items.is_public', '=', 1);
  return viewerId === null ? publicOnes : eb.or([publicOnes, eb('published_items.user_id', '=', viewerId)]);
}

/** A kind's items with their author's name: the part of every read of items that the kinds share. */
function itemsOfKind(db: Db, kind: PublishedKind) {
  return db
    .selectFrom('published_items')
    .innerJoin('users', 'users.id', 'published_items.user_id')
    .selectAll('published_items')
    .select('users.username as author_username')
    .where('published_items.kind', '=', kind);
}

/** The shared part of a read, narrowed, ordered and limited: what a kind joins its own columns to. */
export type ItemsQuery = ReturnType<typeof itemsOfKind>;

/**
 * How a kind reads its rows: `items` joined to its own table (`generations.id = published_items.id`), its
 * own columns selected, executed.
 */
export type ReadWithDetail<Row> = (items: ItemsQuery) => Promise<Row[]>;

export interface OwnPageRequest {
  userId: string;
  limit: number;
  after?: KeysetPosition<string>;
  /** A kind's own narrowing of the list (a generation's word). */
  only?: Expression<SqlBool>;
}

/** Every read answers the author's name with the item. */
export type WithAuthor<Row> = Row & { author_username: string };

/**
 * The reads every kind answers alike, each as the kind's own row (`read` adds the kind's columns): one by
 * id, by ids as a viewer may see them, the owner's pages, all of the owner's.
 */
export function createPublishedReads<Row extends WithAuthor<PublishedItemColumns>>(
  db: Db,
  kind: PublishedKind,
  read: ReadWithDetail<Row>,
) {
  const items = () => itemsOfKind(db, kind);

  return {
    async findById(id: string): Promise<Row | undefined> {
      const [row] = await read(items().where('published_items.id', '=', id));
      return row;
    },

    /**
     * These items as `viewerId` may see them. The visibility filter sits here, where rows are read, because
     * the ids often come from an earlier query (a feed page, a related list) and an item may turn private
     * in between.
     */
    async findVisibleByIds(ids: string[], viewerId: string | null): Promise<Row[]> {
      if (ids.length === 0) return [];
      return read(items().where('published_items.id', 'in', ids).where(visibleTo(viewerId)));
    },

    /**
     * One page of the owner's list, newest first, from the (user_id, kind, created_at desc, id) index; one
     * row more than `limit` tells whether more follow.
     */
    pageOwn({ userId, limit, after, only }: OwnPageRequest): Promise<Row[]> {
      let query = items().where('published_items.user_id', '=', userId);
      if (only) query = query.where(only);
      if (after) {
        query = query.where((eb) =>
          afterPosition(eb, 'published_items.created_at', 'published_items.id', after),
        );
      }
      return read(
        query
          .orderBy('published_items.created_at', 'desc')
          .orderBy('published_items.id', 'asc')
          .limit(limit + 1),
      );
    },

    /** Every item of the user, newest first (the data export). */
    allOf(userId: string): Promise<Row[]> {
      return read(
        items()
          .where('published_items.user_id', '=', userId)
          .orderBy('published_items.created_at', 'desc')
          .orderBy('published_items.id', 'asc'),
      );
    },
  };
}

/**
 * One page of a public feed, as a query (tests EXPLAIN it): a range of one index, read in its order,
 * never more than limit + 1 entries, however many items exist.
 */
export function publicPageQuery(db: Db, { kind, sort, limit, after }: PublicPageRequest) {
  const key = SORT_KEYS[sort];
  let query = db
    .selectFrom('published_items')
    .select((eb) => ['id', eb.ref(key).as('position')])
    .where('kind', '=', kind)
    .where('is_public', '=', 1);
  if (after) query = query.where((eb) => afterPosition(eb, key, 'id', after));
  return query
    .orderBy(key, 'desc')
    .orderBy('id', 'asc')
    .limit(limit + 1);
}

/** SQL on published_items, the kind a parameter; knows nothing of the rules. */
export function createPublishedRepository(db: Db) {
  return {
    /** Saves a new item's shared row; the kind's repository saves its own columns next, in `trx`. */
    async insert(trx: Transaction, kind: PublishedKind, columns: PublishedItemColumns): Promise<void> {
      await trx
        .insertInto('published_items')
        .values({ ...columns, kind })
        .execute();
    },

    /** limit + 1 entries: one more than a page tells whether more follow. */
    publicPage(request: PublicPageRequest): Promise<FeedEntry[]> {
      return publicPageQuery(db, request).execute();
    },

    /** Public items created at or after `since`: a range of the (kind, is_public, created_at desc, id) index. */
    async publicSince(kind: PublishedKind, since: string): Promise<number> {
      const row = await db
        .selectFrom('published_items')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('kind', '=', kind)
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
      const changed = await trx
        .updateTable('published_items')
        .set({ is_public: isPublic ? 1 : 0 })
        .where('id', '=', id)
        .where('kind', '=', kind)
        .where('user_id', '=', userId)
        .where('is_public', '=', isPublic ? 0 : 1)
        .returning('likes')
        .executeTakeFirst();
      if (changed) return { found: true, changed: true, likes: changed.likes };
      const found = await trx
        .selectFrom('published_items')
        .select('id')
        .where('id', '=', id)
        .where('kind', '=', kind)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return found ? { found: true, changed: false } : { found: false };
    },

    /** The ids of the user's items of this kind (only `id`, when given). */
    async idsOf(trx: Transaction, kind: PublishedKind, userId: string, id?: string): Promise<string[]> {
      let query = trx
        .selectFrom('published_items')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind);
      if (id !== undefined) query = query.where('id', '=', id);
      return (await query.execute()).map((row) => row.id);
    },

    /**
     * Deletes these items of the user's; the foreign keys delete the kind's own row, its likes, and what
     * hangs from it (words, terms, mistakes). Answers the rows deleted, for the statistics.
     */
    deleteItems(
      trx: Transaction,
      kind: PublishedKind,
      userId: string,
      ids: string[],
    ): Promise<RemovedItem[]> {
      return trx
        .deleteFrom('published_items')
        .where('id', 'in', ids)
        .where('kind', '=', kind)
        .where('user_id', '=', userId)
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
      return trx
        .updateTable('published_items')
        .set((eb) => ({ likes: eb.ref('likes') }))
        .where('id', '=', itemId)
        .where('kind', '=', kind)
        .where(visibleTo(userId))
        .returning(['likes', 'is_public', 'created_at'])
        .executeTakeFirst();
    },

    /** Moves the item's likes by `delta` and sets its new hot score; answers the likes now. */
    async addLikes(trx: Transaction, itemId: string, delta: number, hotScore: number): Promise<number> {
      const updated = await trx
        .updateTable('published_items')
        .set((eb) => ({ likes: eb('likes', '+', delta), hot_score: hotScore }))
        .where('id', '=', itemId)
        .returning('likes')
        .executeTakeFirstOrThrow();
      return updated.likes;
    },
  };
}

export type PublishedRepository = ReturnType<typeof createPublishedRepository>;
