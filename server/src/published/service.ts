import type { PublishedItemColumns } from '../db/tables';
import type { Transaction, RunInTransaction } from '../db/transaction';
import type { Clock } from '../lib/clock';
import { errors } from '../lib/errors';
import { cacheTags, type CacheTag, type ReadCache } from '../lib/read-cache';
import { hotScore } from '../lib/hot-score';
import type { LikesRepository } from '../likes';
import type { StatisticsChange, StatisticsRepository } from '../statistics';
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
  /**
   * Reads of an item as one reader sees it. Each write, once committed and before it answers, invalidates
   * the tags of what it changed (`changedTags`).
   */
  readCache: ReadCache;
  removeParts?: RemoveParts;
}

export interface Removal {
  count: number;
  /** What the statistics must take away; record it last in the same transaction. */
  change: StatisticsChange;
  /** The items removed, whose cached pages the caller invalidates once the transaction has committed. */
  ids: string[];
  /** The user whose items they were. */
  userId: string;
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
 * The cached reads (lib/read-cache/tags.ts) each write of published items changes, invalidated once it has
 * committed:
 * - a like: the item's page (its likes, the liker's likedByMe) and, when public, the kind's feeds and their
 *   numbers (public likes). The site's numbers (statistics/service.ts) count no likes.
 * - a privacy change: the item's page, the kind's feeds and numbers, and what shows its public items
 *   elsewhere (other learners' review queues take clozes from public generations). The site's numbers count items
 *   whatever their visibility, and the owner's pages (word list, review queue) do not show it.
 * - a new item: the kind's feeds when it is public, the site's numbers, the owner's pages (a generation
 *   counts its words' use and gives the review queue a cloze).
 * - a removal: each item's page (cached per viewer: a deleted item's page must not be served), the feeds,
 *   the site's numbers, the owner's pages.
 */
export const changedTags = {
  like: (kind: PublishedKind, id: string, isPublic: boolean): CacheTag[] => [
    cacheTags.item(id),
    ...(isPublic ? [cacheTags.feed(kind)] : []),
  ],
  privacy: (kind: PublishedKind, id: string): CacheTag[] => [
    cacheTags.item(id),
    cacheTags.feed(kind),
    cacheTags.publicItems(kind),
  ],
  creation: (kind: PublishedKind, item: Owned): CacheTag[] => [
    ...(item.is_public === 1 ? [cacheTags.feed(kind), cacheTags.publicItems(kind)] : []),
    cacheTags.siteStatistics,
    cacheTags.learner(item.user_id),
  ],
  removal: (kind: PublishedKind, removal: Pick<Removal, 'ids' | 'userId'>): CacheTag[] => [
    ...removal.ids.map(cacheTags.item),
    cacheTags.feed(kind),
    cacheTags.publicItems(kind),
    cacheTags.siteStatistics,
    cacheTags.learner(removal.userId),
  ],
};

/**
 * The rules generations and sentence checks share, for one kind: who sees an item, privacy, likes,
 * delete and delete-all, each write with its statistics in one transaction, and the cached reads it
 * changed invalidated once it has committed, before it answers.
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
   * Deletes the user's items (only `id`, when given) inside `trx`; the foreign keys take their likes and
   * the kind's rows with them. Each item row is deleted before its likes, as a like takes the item row
   * first: whoever comes second waits for the other, and a like never outlives its item.
   */
  async function remove(trx: Transaction, userId: string, id?: string): Promise<Removal> {
    const ids = await published.idsOf(trx, kind, userId, id);
    const delta = { total: 0, public: 0, publicLikes: 0 };
    const wordsDropped: string[] = [];
    const removed: string[] = [];
    for (let start = 0; start < ids.length; start += CHUNK) {
      const part = ids.slice(start, start + CHUNK);
      if (removeParts) wordsDropped.push(...(await removeParts(trx, part)));
      for (const row of await published.deleteItems(trx, kind, userId, part)) {
        removed.push(row.id);
        delta.total -= 1;
        delta.public -= row.is_public;
        delta.publicLikes -= row.is_public * row.likes;
      }
    }
    const change: StatisticsChange = { userId, [kind]: delta };
    // Only words really dropped: a kind whose parts practise no words must not blank another kind's list
    // when both kinds' changes are recorded as one (deleting all of a learner's content).
    if (wordsDropped.length > 0) change.wordsDropped = wordsDropped;
    return { count: removed.length, change, ids: removed, userId };
  }

  /** Deletes inside its own transaction, with the statistics; answers how many went. */
  async function removeAndRecord(userId: string, id?: string): Promise<number> {
    const removal = await transaction(async (trx) => {
      const removed = await remove(trx, userId, id);
      await statistics.record(trx, removed.change);
      return removed;
    });
    if (removal.count > 0) await readCache.invalidate(changedTags.removal(kind, removal));
    return removal.count;
  }

  return {
    kind,
    notFound,
    remove,

    /** Saves a new item's shared row inside the kind's transaction (its own row follows). */
    insert(trx: Transaction, columns: PublishedItemColumns): Promise<void> {
      return published.insert(trx, kind, columns);
    },

    /** Once a new item's transaction has committed: the reads it changed are read again. */
    created(item: Owned): Promise<void> {
      return readCache.invalidate(changedTags.creation(kind, item));
    },

    /** The record if `viewerId` may see it (public, or their own); anything else is "not found". */
    visible<Item extends Owned>(record: Item | undefined, viewerId: string | null): Item {
      if (!record || (record.is_public !== 1 && record.user_id !== viewerId)) throw notFound();
      return record;
    },

    /**
     * A read of this kind as `viewerId` sees it (`what` names it), through the read cache: the same reader
     * asking again gets the same value, and its answer's bytes, until a write changes one of its `tags`
     * or the cache's time limit.
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
      return likes.likedBy(viewerId, ids);
    },

    /** Only the owner may; to anyone else the item does not exist. The statistics follow a real change only. */
    async setPublic(userId: string, id: string, isPublic: boolean): Promise<void> {
      const result = await transaction(async (trx) => {
        const update = await published.setPublic(trx, kind, userId, id, isPublic);
        if (update.found && update.changed) {
          const sign = isPublic ? 1 : -1;
          await statistics.record(trx, {
            userId,
            [kind]: { public: sign, publicLikes: sign * update.likes },
          });
        }
        return update;
      });
      if (!result.found) throw notFound();
      if (result.changed) await readCache.invalidate(changedTags.privacy(kind, id));
    },

    async delete(userId: string, id: string): Promise<void> {
      if ((await removeAndRecord(userId, id)) === 0) throw notFound();
    },

    /** Answers how many items were deleted. */
    deleteAll(userId: string): Promise<number> {
      return removeAndRecord(userId);
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
        const like = { item_id: itemId, user_id: userId };
        let delta = 1;
        if (!(await likes.add(trx, like, now))) delta = (await likes.remove(trx, like)) ? -1 : 0;
        const count = item.likes + delta;
        const updated = await published.addLikes(trx, itemId, delta, hotScore(count, item.created_at));
        if (item.is_public === 1 && delta !== 0) {
          await statistics.record(trx, { [kind]: { publicLikes: delta } });
        }
        return { liked: delta === 1, likes: updated, isPublic: item.is_public === 1 };
      });
      if (!result) throw notFound();
      await readCache.invalidate(changedTags.like(kind, itemId, result.isPublic));
      return { liked: result.liked, likes: result.likes };
    },
  };
}

export type PublishedService = ReturnType<typeof createPublishedService>;
