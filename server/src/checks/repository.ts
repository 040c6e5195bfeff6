import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Database, Db } from '../db/database';
import type { SentenceChecksTable } from '../db/tables';
import type { KeysetPosition } from '../lib/keyset-cursor';
import { createStatisticsRepository, type StatisticsChange } from '../statistics/repository';

export type CheckRow = Selectable<SentenceChecksTable>;
/** A check with its author's name, as every read answers it. */
export type CheckRecord = CheckRow & { author_username: string };

export interface OwnPageRequest {
  userId: string;
  limit: number;
  after?: KeysetPosition<string>;
}

type ChecksBuilder = ExpressionBuilder<Database, 'sentence_checks'>;

/** Public ones, and the viewer's own. */
function visibleTo(eb: ChecksBuilder, viewerId: string | null): Expression<SqlBool> {
  const publicOnes = eb('sentence_checks.is_public', '=', 1);
  return viewerId === null ? publicOnes : eb.or([publicOnes, eb('sentence_checks.user_id', '=', viewerId)]);
}

/** SQL for sentence checks and their terms; knows nothing of HTTP or of the rules. */
export function createChecksRepository(db: Db) {
  const withAuthor = () =>
    db
      .selectFrom('sentence_checks')
      .innerJoin('users', 'users.id', 'sentence_checks.user_id')
      .selectAll('sentence_checks')
      .select('users.username as author_username');

  return {
    /** Saves the check with the terms "similar" looks it up by and counts it, all or nothing. */
    async insert(row: CheckRow, terms: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('sentence_checks').values(row).execute();
        if (terms.length > 0) {
          await trx
            .insertInto('check_terms')
            .values(terms.map((term) => ({ check_id: row.id, term })))
            .execute();
        }
        await createStatisticsRepository(trx).record({
          userId: row.user_id,
          check: { total: 1, public: row.is_public },
        });
      });
    },

    findById(id: string): Promise<CheckRecord | undefined> {
      return withAuthor().where('sentence_checks.id', '=', id).executeTakeFirst();
    },

    /**
     * These items as `viewerId` may see them. The visibility filter sits here, where rows are read, because
     * the ids often come from an earlier query (a feed page, a related list) and an item may turn private
     * in between.
     */
    findVisibleByIds(ids: string[], viewerId: string | null): Promise<CheckRecord[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return withAuthor()
        .where('sentence_checks.id', 'in', ids)
        .where((eb) => visibleTo(eb, viewerId))
        .execute();
    },

    /** One page of the owner's list, newest first; one row more than `limit` tells whether more follow. */
    pageOwn({ userId, limit, after }: OwnPageRequest): Promise<CheckRecord[]> {
      let query = withAuthor().where('sentence_checks.user_id', '=', userId);
      if (after) {
        // `<=` first lets both planners seek into (user_id, created_at desc, id); the OR skips ties shown.
        query = query.where((eb) =>
          eb.and([
            eb('sentence_checks.created_at', '<=', after.value),
            eb.or([
              eb('sentence_checks.created_at', '<', after.value),
              eb('sentence_checks.id', '>', after.id),
            ]),
          ]),
        );
      }
      return query
        .orderBy('sentence_checks.created_at', 'desc')
        .orderBy('sentence_checks.id', 'asc')
        .limit(limit + 1)
        .execute();
    },

    async termsOf(checkId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('check_terms')
        .select('term')
        .where('check_id', '=', checkId)
        .execute();
      return rows.map(({ term }) => term);
    },

    /**
     * Ids of checks the viewer may see that share terms with check `id`: most shared terms first, then
     * newest. Reads only the (term, check_id) index entries of those terms.
     */
    async similar(id: string, terms: string[], viewerId: string | null, limit: number): Promise<string[]> {
      if (terms.length === 0) return [];
      const rows = await db
        .selectFrom('check_terms')
        .innerJoin('sentence_checks', 'sentence_checks.id', 'check_terms.check_id')
        .select((eb) => ['sentence_checks.id', eb.fn.countAll().as('overlap')])
        .where('check_terms.term', 'in', terms)
        .where('check_terms.check_id', '!=', id)
        .where((eb) => visibleTo(eb, viewerId))
        .groupBy(['sentence_checks.id', 'sentence_checks.created_at'])
        .orderBy('overlap', 'desc')
        .orderBy('sentence_checks.created_at', 'desc')
        .orderBy('sentence_checks.id', 'asc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** False when the user has no such check. The statistics follow a real change only. */
    async setPublic(userId: string, id: string, isPublic: boolean): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('sentence_checks')
          .set({ is_public: isPublic ? 1 : 0 })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .where('is_public', '=', isPublic ? 0 : 1)
          .returning('likes')
          .executeTakeFirst();
        if (!changed) {
          const found = await trx
            .selectFrom('sentence_checks')
            .select('id')
            .where('user_id', '=', userId)
            .where('id', '=', id)
            .executeTakeFirst();
          return found !== undefined;
        }
        const sign = isPublic ? 1 : -1;
        await createStatisticsRepository(trx).record({
          userId,
          check: { public: sign, publicLikes: sign * changed.likes },
        });
        return true;
      });
    },

    /** Deletes the user's check and the likes on it; false when the user has no such check. */
    delete(userId: string, id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const removed = await deleteChecksOf(trx, userId, id);
        await createStatisticsRepository(trx).record(removed.change);
        return removed.count > 0;
      });
    },

    /** Deletes every check of the user and the likes on them; answers how many checks. */
    deleteAllOf(userId: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const removed = await deleteChecksOf(trx, userId);
        await createStatisticsRepository(trx).record(removed.change);
        return removed.count;
      });
    },

    /** Every check of the user, newest first (the data export). */
    allOf(userId: string): Promise<CheckRecord[]> {
      return withAuthor()
        .where('sentence_checks.user_id', '=', userId)
        .orderBy('sentence_checks.created_at', 'desc')
        .orderBy('sentence_checks.id', 'asc')
        .execute();
    },
  };
}

export interface Removal {
  count: number;
  /** What the statistics must take away; record it last in the same transaction. */
  change: StatisticsChange;
}

/* IN lists stay well below every driver's parameter limit. */
const CHUNK = 500;

/**
 * Deletes the user's checks (only `id`, when given) and the likes on them, inside the caller's
 * transaction; their terms go by the cascade. Each item row is deleted before its likes, as a like takes
 * the item row first: whoever comes second waits for the other, and a like never outlives its item.
 */
export async function deleteChecksOf(trx: Db, userId: string, id?: string): Promise<Removal> {
  let query = trx.selectFrom('sentence_checks').select('id').where('user_id', '=', userId);
  if (id !== undefined) query = query.where('id', '=', id);
  const ids = (await query.execute()).map((row) => row.id);
  const change = { userId, check: { total: 0, public: 0, publicLikes: 0 } };
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await trx
      .deleteFrom('sentence_checks')
      .where('user_id', '=', userId)
      .where('id', 'in', ids.slice(start, start + CHUNK))
      .returning(['id', 'is_public', 'likes'])
      .execute();
    if (rows.length > 0) {
      await trx
        .deleteFrom('likes')
        .where('item_type', '=', 'check')
        .where(
          'item_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    }
    for (const row of rows) {
      change.check.total -= 1;
      change.check.public -= row.is_public;
      change.check.publicLikes -= row.is_public * row.likes;
    }
  }
  return { count: -change.check.total, change };
}

export type ChecksRepository = ReturnType<typeof createChecksRepository>;
