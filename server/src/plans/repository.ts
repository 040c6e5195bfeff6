import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { PlansTable } from '../db/tables';
import type { Transaction } from '../db/transaction';
import type { LearnerWords } from './progress';

export type PlanRow = Selectable<PlansTable>;
export type PlanChanges = Pick<Updateable<PlansTable>, 'daily_new' | 'target_date' | 'paused'>;

/* Keys per `word_key in (...)`: well under both dialects' limits on bound parameters. */
const KEY_CHUNK = 500;

function chunks<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/**
 * SQL for word-book plans and the words learners know without having them in their list; knows nothing of
 * HTTP, books or days. Reads that may run inside a plan's transaction take `on` (SQLite has one connection,
 * which the transaction holds), else they read on the database.
 */
export function createPlansRepository(db: Db) {
  return {
    /** The new plan, or undefined when the learner already has one for the book (the primary key decides). */
    async insert(trx: Transaction, row: Insertable<PlansTable>): Promise<PlanRow | undefined> {
      return trx
        .insertInto('plans')
        .values(row)
        .onConflict((conflict) => conflict.columns(['user_id', 'book_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** The learner's plans, in the order they were started. */
    list(userId: string): Promise<PlanRow[]> {
      return db
        .selectFrom('plans')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('started_at', 'asc')
        .orderBy('book_id', 'asc')
        .execute();
    },

    find(userId: string, bookId: string): Promise<PlanRow | undefined> {
      return db
        .selectFrom('plans')
        .selectAll()
        .where('user_id', '=', userId)
        .where('book_id', '=', bookId)
        .executeTakeFirst();
    },

    /**
     * The plan, locked until `trx` ends, or undefined when there is none. The lock is a write that changes
     * nothing, taken before the plan is read (as review's lockCard): on PostgreSQL a row lock, on SQLite the
     * one writer. A second request serving the plan waits here and then reads the plan as the first left it.
     */
    lock(trx: Transaction, userId: string, bookId: string): Promise<PlanRow | undefined> {
      return trx
        .updateTable('plans')
        .set((eb) => ({ cursor: eb.ref('cursor') }))
        .where('user_id', '=', userId)
        .where('book_id', '=', bookId)
        .returningAll()
        .executeTakeFirst();
    },

    /** The learner's settings of the plan; undefined when there is no such plan. */
    update(
      trx: Transaction,
      userId: string,
      bookId: string,
      changes: PlanChanges & { updated_at: string },
    ): Promise<PlanRow | undefined> {
      return trx
        .updateTable('plans')
        .set(changes)
        .where('user_id', '=', userId)
        .where('book_id', '=', bookId)
        .returningAll()
        .executeTakeFirst();
    },

    /** What serving a locked plan moved: where it is in the book and what it brought in today. */
    async saveServing(
      trx: Transaction,
      userId: string,
      bookId: string,
      serving: { cursor: number; day: string; introducedToday: number },
    ): Promise<void> {
      await trx
        .updateTable('plans')
        .set({ cursor: serving.cursor, day: serving.day, introduced_today: serving.introducedToday })
        .where('user_id', '=', userId)
        .where('book_id', '=', bookId)
        .execute();
    },

    async delete(trx: Transaction, userId: string, bookId: string): Promise<boolean> {
      const deleted = await trx
        .deleteFrom('plans')
        .where('user_id', '=', userId)
        .where('book_id', '=', bookId)
        .returning('book_id')
        .executeTakeFirst();
      return deleted !== undefined;
    },

    /**
     * The plan's cards still new become the learner's own new words (plan_book null): one range of the
     * queue index (user_id, is_new, plan_book).
     */
    async releaseNewCards(trx: Transaction, userId: string, bookId: string): Promise<void> {
      await trx
        .updateTable('review_cards')
        .set({ plan_book: null })
        .where('user_id', '=', userId)
        .where('is_new', '=', 1)
        .where('plan_book', '=', bookId)
        .execute();
    },

    /** The plan's cards never reviewed, up to `atMost` (counted from the queue index, stopping there). */
    async countNewCards(userId: string, bookId: string, atMost: number, on: Db = db): Promise<number> {
      if (atMost <= 0) return 0;
      const row = await on
        .selectFrom((qb) =>
          qb
            .selectFrom('review_cards')
            .select('word_id')
            .where('user_id', '=', userId)
            .where('is_new', '=', 1)
            .where('plan_book', '=', bookId)
            .limit(atMost)
            .as('plan_cards'),
        )
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Which of these keys the learner has, in the list or among the words they know: a seek per key on
     * (user_id, word_key) of each table, a chunk of keys at a time, never the whole list.
     */
    async takenKeys(userId: string, keys: string[], on: Db = db): Promise<Set<string>> {
      const taken = new Set<string>();
      for (const part of chunks(keys, KEY_CHUNK)) {
        const listed = await on
          .selectFrom('words')
          .select('word_key')
          .where('user_id', '=', userId)
          .where('word_key', 'in', part)
          .execute();
        const known = await on
          .selectFrom('known_words')
          .select('word_key')
          .where('user_id', '=', userId)
          .where('word_key', 'in', part)
          .execute();
        for (const { word_key } of [...listed, ...known]) taken.add(word_key);
      }
      return taken;
    },

    /** These of the learner's words, by key, with their card's `is_new` (2: known). */
    async listedWords(
      trx: Transaction,
      userId: string,
      keys: string[],
    ): Promise<Array<{ key: string; wordId: string; isNew: number }>> {
      const found: Array<{ key: string; wordId: string; isNew: number }> = [];
      for (const part of chunks(keys, KEY_CHUNK)) {
        const rows = await trx
          .selectFrom('words')
          .innerJoin('review_cards', 'review_cards.word_id', 'words.id')
          .select(['words.word_key as key', 'words.id as wordId', 'review_cards.is_new as isNew'])
          .where('words.user_id', '=', userId)
          .where('words.word_key', 'in', part)
          .execute();
        found.push(...rows);
      }
      return found;
    },

    /** Adds these keys to the words the learner knows; answers those that were not there yet. */
    async addKnown(trx: Transaction, userId: string, keys: string[], createdAt: string): Promise<string[]> {
      const added: string[] = [];
      for (const part of chunks(keys, KEY_CHUNK)) {
        const rows = await trx
          .insertInto('known_words')
          .values(part.map((word_key) => ({ user_id: userId, word_key, created_at: createdAt })))
          .onConflict((conflict) => conflict.columns(['user_id', 'word_key']).doNothing())
          .returning('word_key')
          .execute();
        added.push(...rows.map(({ word_key }) => word_key));
      }
      return added;
    },

    /**
     * Every key of the learner's list with its word's id, which of their cards are known, and the words
     * they know outside the list: what progress through books is worked out from (not for the queue).
     */
    async learnerWords(userId: string): Promise<LearnerWords> {
      const [words, knownCards, known] = await Promise.all([
        db.selectFrom('words').select(['id', 'word_key']).where('user_id', '=', userId).execute(),
        db
          .selectFrom('review_cards')
          .select('word_id')
          .where('user_id', '=', userId)
          .where('is_new', '=', 2)
          .execute(),
        db.selectFrom('known_words').select('word_key').where('user_id', '=', userId).execute(),
      ]);
      const knownIds = new Set(knownCards.map(({ word_id }) => word_id));
      return {
        listed: new Map(words.map(({ id, word_key }) => [word_key, { wordId: id, known: knownIds.has(id) }])),
        known: new Set(known.map(({ word_key }) => word_key)),
      };
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
