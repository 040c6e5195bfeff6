import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { PublishedItemColumns, SentenceChecksTable } from '../db/tables';
import type { Transaction } from '../db/transaction';
import { createPublishedReads, visibleTo, type WithAuthor } from '../published';

/** A check: its published item's columns and its own. */
export type CheckRow = PublishedItemColumns & Selectable<SentenceChecksTable>;
/** A check with its author's name, as every read answers it. */
export type CheckRecord = WithAuthor<CheckRow>;

/** SQL for sentence checks and their terms; knows nothing of HTTP or of the rules. */
export function createChecksRepository(db: Db) {
  const reads = createPublishedReads(db, 'check', (items) =>
    items
      .innerJoin('sentence_checks', 'sentence_checks.id', 'published_items.id')
      .selectAll('sentence_checks')
      .execute(),
  );

  return {
    findById: reads.findById,
    findVisibleByIds: reads.findVisibleByIds,
    pageOwn: reads.pageOwn,
    allOf: reads.allOf,

    /**
     * Saves the check's own columns with the terms "similar" looks it up by, inside the service's
     * transaction, after its published item. Its terms go with it by the cascade when it is deleted.
     */
    async insert(trx: Transaction, row: Selectable<SentenceChecksTable>, terms: string[]): Promise<void> {
      await trx.insertInto('sentence_checks').values(row).execute();
      if (terms.length > 0) {
        await trx
          .insertInto('check_terms')
          .values(terms.map((term) => ({ check_id: row.id, term })))
          .execute();
      }
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
     * Ids of checks the viewer may see that share terms with `check`: most shared terms first, then newest.
     * A sentence is listed once, by its best check, and never the check's own sentence: a learner who checks
     * a sentence again would otherwise see it fill the list. Reads the (term, check_id) index entries of
     * those terms, a page at a time: the first page is enough unless most of it repeats a sentence (a window
     * over every matching check measured twice as slow).
     */
    async similar(
      check: Pick<CheckRow, 'id' | 'sentence'>,
      terms: string[],
      viewerId: string | null,
      limit: number,
    ): Promise<string[]> {
      if (terms.length === 0) return [];
      const page = 2 * limit;
      const seen = new Set([check.sentence]);
      const ids: string[] = [];
      for (let offset = 0; ids.length < limit; offset += page) {
        const rows = await db
          .selectFrom('check_terms')
          .innerJoin('published_items', 'published_items.id', 'check_terms.check_id')
          .innerJoin('sentence_checks', 'sentence_checks.id', 'check_terms.check_id')
          .select((eb) => ['published_items.id', 'sentence_checks.sentence', eb.fn.countAll().as('overlap')])
          .where('check_terms.term', 'in', terms)
          .where('check_terms.check_id', '!=', check.id)
          .where(visibleTo(viewerId))
          .groupBy(['published_items.id', 'published_items.created_at', 'sentence_checks.sentence'])
          .orderBy('overlap', 'desc')
          .orderBy('published_items.created_at', 'desc')
          .orderBy('published_items.id', 'asc')
          .limit(page)
          .offset(offset)
          .execute();
        for (const row of rows) {
          if (ids.length === limit || seen.has(row.sentence)) continue;
          seen.add(row.sentence);
          ids.push(row.id);
        }
        if (rows.length < page) break;
      }
      return ids;
    },
  };
}

export type ChecksRepository = ReturnType<typeof createChecksRepository>;
