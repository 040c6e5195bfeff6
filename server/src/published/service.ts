import type { Transaction, RunInTransaction } from '../db/transaction';
import type { Clock } from '../lib/clock';
import { errors } from '../lib/errors';
import type { CacheTag, ReadCache } from '../lib/read-cache';
import { hotScore } from '../lib/hot-score';
import type { LikesRepository } from '../likes/repository';
import type { StatisticsChange, StatisticsRepository } from '../statistics/repository';
import { NOT_FOUND, type PublishedKind } from './kinds';
import type { PublishedRepository } from './repository';

/**
 * What a kind deletes with its items before them (a generation's words), in the same transaction;
 * answers the word_keys "words practiced" loses.
 */
export type RemoveParts = (trx: Transaction, ids: string[]) => Promise<string[]>;

export interface PublishedServiceDeps {
  kind: PublishedKind;
  published: PublishedRepository;
  likes: LikesRepository;
  statistics: StatisticsRepository;
  transaction: RunInTransaction;
  clock: Clock;
  /** Reads of an item as one reader sees it; every write empties it. */
  readCache: ReadCache;
  removeParts?: RemoveParts;
}

export interface Removal {
  count: number;
  /** What the statistics must take away; record it last in the same transaction. */
  change: StatisticsChange;
}

export interface LikeToggle {
  liked: boolean;
  likes: number;
}

/** The part of an item's rows every published item has: its owner and whether it is public. */
interface Owned {
  user_id: string;
  is_public: number;
}

/* IN lists stay well below every driver's parameter limit. */
const CHUNK = 500;

/**
 * The rules generations and sentence checks share, for one kind: who sees an item, privacy, likes,
 * delete and delete-all, each write with its statistics in one transaction.
 */
export function createPublishedService({
  kind,
  published,
  likes,
  statistics,
  transaction,
  clock,
  readCache,
  removeParts,
}: PublishedServiceDeps) {
  const notFound = () => errors.notFound(NOT_FOUND[kind]);

  /**
   * Deletes the user's items (only `id`, when given) and the likes on them, inside `trx`. Each item row
   * is deleted before its likes, as a like takes the item row first: whoever comes second waits for the
   * other, and a like never outlives its item.
   */
  async function remove(trx: Transaction, userId: string, id?: string): Promise<Removal> {
    const ids = await published.idsOf(trx, kind, userId, id);
    const delta = { total: 0, public: 0, publicLikes: 0 };
    const wordsDropped: string[] = [];
    for (let start = 0; start < ids.length; start += CHUNK) {
      const part = ids.slice(start, start + CHUNK);
      if (removeParts) wordsDropped.push(...(await removeParts(trx, part)));
      const rows = await published.deleteItems(trx, kind, userId, part);
      await likes.removeAllOn(
        trx,
        kind,
        rows.map((row) => row.id),
      );
      for (const row of rows) {
        delta.total -= 1;
        delta.public -= row.is_public;
        delta.publicLikes -= row.is_public * row.likes;
      }
    }
    const change: StatisticsChange = { userId, [kind]: delta };
    if (removeParts) change.wordsDropped = wordsDropped;
    return { count: -delta.total, change };
  }

  return {
    kind,
    notFound,
    remove,

    /** The record if `viewerId` may see it (public, or their own); anything else is "not found". */
    visible<Item extends Owned>(record: Item | undefined, viewerId: string | null): Item {
      if (!record || (record.is_public !== 1 && record.user_id !== viewerId)) throw notFound();
      return record;
    },

    /**
     * A read of this kind as `viewerId` sees it (`what` names it), through the read cache: the same reader
     * asking again gets the same value, and its answer's bytes, until a write or the cache's time limit.
     */
    readAs<T>(
      what: string,
      tags: readonly CacheTag[],
      viewerId: string | null,
      load: () => Promise<T>,
    ): Promise<T> {
      return readCache.get(`${kind}:${what}:${viewerId ?? 'guest'}`, tags, load);
    },

    /** Which of these items the viewer liked; none for a guest. */
    likedBy(viewerId: string | null, ids: string[]): Promise<Set<string>> {
      return likes.likedBy(viewerId, kind, ids);
    },

    /** Only the owner may; to anyone else the item does not exist. The statistics follow a real change only. */
    async setPublic(userId: string, id: string, isPublic: boolean): Promise<void> {
      const found = await transaction(async (trx) => {
        const update = await published.setPublic(trx, kind, userId, id, isPublic);
        if (update.found && update.changed) {
          const sign = isPublic ? 1 : -1;
          await statistics.record(trx, {
            userId,
            [kind]: { public: sign, publicLikes: sign * update.likes },
          });
        }
        return update.found;
      });
      if (!found) throw notFound();
    },

    async delete(userId: string, id: string): Promise<void> {
      const count = await transaction(async (trx) => {
        const removed = await remove(trx, userId, id);
        await statistics.record(trx, removed.change);
        return removed.count;
      });
      if (count === 0) throw notFound();
    },

    /** Answers how many items were deleted. */
    deleteAll(userId: string): Promise<number> {
      return transaction(async (trx) => {
        const removed = await remove(trx, userId);
        await statistics.record(trx, removed.change);
        return removed.count;
      });
    },

    /**
     * Likes the item for `userId`, or takes the like back, and moves its likes, hot score and the
     * statistics, all in one transaction; an item they may not see is "not found".
     *
     * The item row is locked first. On PostgreSQL concurrent clicks on one item therefore take turns,
     * each reading the count the previous one left; the likes primary key keeps one like per user even
     * so. Deletions also take the item row before its likes, so the two never deadlock.
     */
    async toggleLike(itemId: string, userId: string): Promise<LikeToggle> {
      const now = clock().toISOString();
      const result = await transaction(async (trx) => {
        const item = await published.lockForLike(trx, kind, itemId, userId);
        if (!item) return null;
        const like = { item_type: kind, item_id: itemId, user_id: userId };
        let delta = 1;
        if (!(await likes.add(trx, like, now))) delta = (await likes.remove(trx, like)) ? -1 : 0;
        const count = item.likes + delta;
        const updated = await published.addLikes(trx, kind, itemId, delta, hotScore(count, item.created_at));
        if (item.is_public === 1 && delta !== 0) {
          await statistics.record(trx, { [kind]: { publicLikes: delta } });
        }
        return { liked: delta === 1, likes: updated };
      });
      if (!result) throw notFound();
      return result;
    },
  };
}

export type PublishedService = ReturnType<typeof createPublishedService>;
