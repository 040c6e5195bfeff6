import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { SentenceChecksTable } from '../db/tables';
import type { Transaction } from '../db/transaction';
import type { KeysetPosition } from '../lib/keyset-cursor';
import { afterPosition } from '../lib/keyset-page';
import { visibleTo } from '../published/repository';

export type CheckRow = Selectable<SentenceChecksTable>;
/** A check with its author's name, as every read answers it. */
export type CheckRecord = CheckRow & { author_username: string };

export interface OwnPageRequest {
  userId: string;
  limit: number;
  after?: KeysetPosition<string>;
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
    /**
     * Saves the check with the terms "similar" looks it up by, inside the service's transaction. Its terms
     * go with it by the cascade when it is deleted.
     */
    async insert(trx: Transaction, row: CheckRow, terms: string[]): Promise<void> {
      await trx.insertInto('sentence_checks').values(row).execute();
      if (terms.length > 0) {
        await trx
          .insertInto('check_terms')
          .values(terms.map((term) => ({ check_id: row.id, term })))
          .execute();
      }
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
        .where((eb) => visibleTo(eb, 'check', viewerId))
        .execute();
    },

    /** One page of the owner's list, newest first; one row more than `limit` tells whether more follow. */
    pageOwn({ userId, limit, after }: OwnPageRequest): Promise<CheckRecord[]> {
      let query = withAuthor().where('sentence_checks.user_id', '=', userId);
      if (after) {
        query = query.where((eb) =>
          afterPosition(eb, 'sentence_checks.created_at', 'sentence_checks.id', after),
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
        .where((eb) => visibleTo(eb, 'check', viewerId))
        .groupBy(['sentence_checks.id', 'sentence_checks.created_at'])
        .orderBy('overlap', 'desc')
        .orderBy('sentence_checks.created_at', 'desc')
        .orderBy('sentence_checks.id', 'asc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
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

export type ChecksRepository = ReturnType<typeof createChecksRepository>;
