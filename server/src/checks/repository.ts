import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { SentenceChecksTable } from '../db/tables';
import type { Transaction } from '../db/transaction';
import { createPublishedReads, visibleTo, type WithAuthor } from '../published/repository';

export type CheckRow = Selectable<SentenceChecksTable>;
/** A check with its author's name, as every read answers it. */
export type CheckRecord = WithAuthor<CheckRow>;

/** SQL for sentence checks and their terms; knows nothing of HTTP or of the rules. */
export function createChecksRepository(db: Db) {
  const reads = createPublishedReads<CheckRow>(db, 'check');

  return {
    findById: reads.findById,
    findVisibleByIds: reads.findVisibleByIds,
    pageOwn: reads.pageOwn,
    allOf: reads.allOf,

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
     * a sentence again would otherwise see it fill the list. Reads only the (term, check_id) index entries
     * of those terms.
     */
    async similar(
      check: Pick<CheckRow, 'id' | 'sentence'>,
      terms: string[],
      viewerId: string | null,
      limit: number,
    ): Promise<string[]> {
      if (terms.length === 0) return [];
      const overlaps = db
        .selectFrom('check_terms')
        .innerJoin('sentence_checks', 'sentence_checks.id', 'check_terms.check_id')
        .select((eb) => [
          'sentence_checks.id',
          'sentence_checks.created_at',
          eb.fn.countAll<number>().as('overlap'),
          // The window runs over the grouped rows: 1 for each sentence's best check.
          sql<number>`row_number() over (partition by ${eb.ref('sentence_checks.sentence')}
            order by count(*) desc, ${eb.ref('sentence_checks.created_at')} desc, ${eb.ref('sentence_checks.id')} asc)`.as(
            'rank',
          ),
        ])
        .where('check_terms.term', 'in', terms)
        .where('check_terms.check_id', '!=', check.id)
        .where('sentence_checks.sentence', '!=', check.sentence)
        .where((eb) => visibleTo(eb, 'check', viewerId))
        .groupBy(['sentence_checks.id', 'sentence_checks.created_at', 'sentence_checks.sentence']);
      const rows = await db
        .selectFrom(overlaps.as('similar'))
        .select('similar.id')
        .where('similar.rank', '=', 1)
        .orderBy('similar.overlap', 'desc')
        .orderBy('similar.created_at', 'desc')
        .orderBy('similar.id', 'asc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type ChecksRepository = ReturnType<typeof createChecksRepository>;
