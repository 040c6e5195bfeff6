import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import type { PartOfSpeech, WordReviewFilter, WordSort } from '@contract';
import type { Database, Db } from '../db/database';
import type { WordsTable } from '../db/tables';
import type { Transaction } from '../db/transaction';
import type { KeysetPosition } from '../lib/keyset-cursor';
import { afterPosition } from '../lib/keyset-page';
import { afterInTier, escapeLike, searchTier, splitTiered, tieredValue } from './search-tier';

export type WordRow = Selectable<WordsTable>;

/**
 * A listed word with its review card's state and due time (every word has a card), and how well it
 * matches the search (search-tier.ts; 0 without one).
 */
export type ListedWordRow = WordRow & {
  review_state: string;
  review_due: string;
  review_is_new: number;
  search_tier: number;
};

export interface WordFilter {
  userId: string;
  /** Lower-cased text to find anywhere in the word, its definition or its translation. */
  search?: string;
  partOfSpeech?: PartOfSpeech;
  /** By the word's review card; `due` and `scheduled` are split at `now`. */
  review?: { filter: WordReviewFilter; now: string };
}

export interface PageRequest extends WordFilter {
  sort: WordSort;
  limit: number;
  after?: KeysetPosition;
}

/*
 * Each order is (sort key, id) with id ascending as the tie-break, each backed by an index in 002-words:
 * (user_id, created_at desc, id), (user_id, usage_count desc, id), and for alpha the UNIQUE (user_id,
 * word_key), where no two rows tie. A page is an index range scan, however deep it is.
 */
const ORDERS = {
  recent: { column: 'words.created_at', direction: 'desc' },
  alpha: { column: 'words.word_key', direction: 'asc' },
  usage: { column: 'words.usage_count', direction: 'desc' },
} as const satisfies Record<
  Exclude<WordSort, 'due'>,
  { column: `words.${keyof WordsTable}`; direction: 'asc' | 'desc' }
>;

/*
 * `due` is (is_new, due, word_id) on review_cards, the order of its queue index (user_id, is_new, due,
 * word_id): reviewed cards by due time, then new ones. Its cursor value is "<is_new>|<due>". A search
 * puts the row's tier in front: "<tier>|<value>" (search-tier.ts).
 */
export function sortValue(row: ListedWordRow, sort: WordSort, searching = false): string | number {
  if (searching) return tieredValue(row.search_tier, sortValue(row, sort));
  if (sort === 'due') return `${row.review_is_new}|${row.review_due}`;
  if (sort === 'recent') return row.created_at;
  return sort === 'alpha' ? row.word_key : row.usage_count;
}

/** LIKE's wildcards in user text match themselves. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

type ListBuilder = ExpressionBuilder<Database, 'words' | 'review_cards'>;

function matches(eb: ListBuilder, { userId, search, partOfSpeech, review }: WordFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('words.user_id', '=', userId)];
  if (partOfSpeech !== undefined) conditions.push(hasPartOfSpeech(eb, partOfSpeech));
  if (search !== undefined) {
    // ESCAPE names the escape character: PostgreSQL assumes the backslash, SQLite assumes none.
    conditions.push(sql<SqlBool>`${eb.ref('words.search_text')} like ${likePattern(search)} escape '\\'`);
  }
  if (review?.filter === 'new') conditions.push(eb('review_cards.is_new', '=', 1));
  if (review?.filter === 'due')
    conditions.push(eb.and([eb('review_cards.is_new', '=', 0), eb('review_cards.due', '<=', review.now)]));
  if (review?.filter === 'scheduled')
    conditions.push(eb.and([eb('review_cards.is_new', '=', 0), eb('review_cards.due', '>', review.now)]));
  return eb.and(conditions);
}

/* Any of the word's parts: 'run' is found under noun, verb and adjective. Commas around both ends of the list. */
function hasPartOfSpeech(eb: ListBuilder, partOfSpeech: PartOfSpeech): Expression<SqlBool> {
  return sql<SqlBool>`(',' || ${eb.ref('words.parts_of_speech')} || ',') like ${`%,${partOfSpeech},%`}`;
}

/** The stored list as an array ('' and null: none). */
export function splitPartsOfSpeech(stored: string | null): string[] {
  return stored === null || stored === '' ? [] : stored.split(',');
}

function after(
  eb: ListBuilder,
  sort: WordSort,
  position: KeysetPosition,
  search?: string,
): Expression<SqlBool> {
  if (search !== undefined) {
    const [tier, value] = splitTiered(String(position.value));
    const within = { value: sort === 'usage' ? Number(value) : value, id: position.id };
    return afterInTier(eb, searchTier(search), tier, after(eb, sort, within));
  }
  if (sort === 'due') return afterDue(eb, position);
  const { column, direction } = ORDERS[sort];
  return afterPosition(eb, column, 'words.id', position, direction);
}

/* (is_new, due, word_id) after the position, written so both planners seek into the queue index. */
function afterDue(eb: ListBuilder, position: KeysetPosition): Expression<SqlBool> {
  const [isNew, due] = splitDuePosition(String(position.value));
  return eb.and([
    eb('review_cards.is_new', '>=', isNew),
    eb.or([
      eb('review_cards.is_new', '>', isNew),
      eb('review_cards.due', '>', due),
      eb.and([eb('review_cards.due', '=', due), eb('review_cards.word_id', '>', position.id)]),
    ]),
  ]);
}

export function splitDuePosition(value: string): [number, string] {
  const separator = value.indexOf('|');
  return [Number(value.slice(0, separator)), value.slice(separator + 1)];
}

/**
 * SQL for words; knows nothing of HTTP or of the rules. Every query is scoped to one user. A write that
 * is part of a larger one takes the service's transaction (`trx`) and runs on it.
 */
export function createWordsRepository(db: Db) {
  return {
    /** The word alone: the service adds its review card in the same transaction. */
    async insert(trx: Transaction, row: WordRow): Promise<void> {
      await trx.insertInto('words').values(row).execute();
    },

    /**
     * Inserts the rows that are not in the list yet, inside the service's transaction; answers the ids
     * of those it inserted (the ones that get a review card).
     */
    async insertNew(trx: Transaction, rows: WordRow[]): Promise<Set<string>> {
      if (rows.length === 0) return new Set();
      const inserted = await trx
        .insertInto('words')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['user_id', 'word_key']).doNothing())
        .returning('id')
        .execute();
      return new Set(inserted.map(({ id }) => id));
    },

    /**
     * The word, its row locked until the transaction ends by an UPDATE that changes nothing (the portable
     * row lock: SQLite has no SELECT ... FOR UPDATE, and serialises writers anyway).
     */
    lockForEdit(trx: Transaction, userId: string, id: string): Promise<WordRow | undefined> {
      return trx
        .updateTable('words')
        .set((eb) => ({ usage_count: eb.ref('usage_count') }))
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Writes the learner's own meaning of a word locked by lockForEdit. */
    async saveEdit(trx: Transaction, row: WordRow): Promise<void> {
      await trx
        .updateTable('words')
        .set({
          definition: row.definition,
          translation: row.translation,
          phonetic: row.phonetic,
          part_of_speech: row.part_of_speech,
          parts_of_speech: row.parts_of_speech,
          search_text: row.search_text,
        })
        .where('user_id', '=', row.user_id)
        .where('id', '=', row.id)
        .execute();
    },

    findById(userId: string, id: string): Promise<WordRow | undefined> {
      return db
        .selectFrom('words')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The user's words among `ids` (any order); another user's ids find nothing. */
    async findByIds(userId: string, ids: string[]): Promise<WordRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('words')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
    },

    /**
     * Adds one to the usage count of each of these words (a generation used them), inside the caller's
     * transaction; answers the ids found.
     */
    async addUsage(trx: Transaction, userId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const updated = await trx
        .updateTable('words')
        .set((eb) => ({ usage_count: eb('usage_count', '+', 1) }))
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .returning('id')
        .execute();
      return new Set(updated.map(({ id }) => id));
    },

    /** When the learner's latest word was added, read on `trx`: one seek of (user_id, created_at desc). */
    async latestCreatedAt(trx: Transaction, userId: string): Promise<string | null> {
      const row = await trx
        .selectFrom('words')
        .select('created_at')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at ?? null;
    },

    async existingKeys(userId: string, keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('words')
        .select('word_key')
        .where('user_id', '=', userId)
        .where('word_key', 'in', keys)
        .execute();
      return new Set(rows.map(({ word_key }) => word_key));
    },

    /**
     * One page in the requested order, a search's best matches first; asks for one row more than `limit`
     * to know whether more follow.
     */
    page({ sort, limit, after: position, ...filter }: PageRequest): Promise<ListedWordRow[]> {
      const { search } = filter;
      let query = db
        .selectFrom('words')
        .innerJoin('review_cards', 'review_cards.word_id', 'words.id')
        .selectAll('words')
        .select([
          'review_cards.state as review_state',
          'review_cards.due as review_due',
          'review_cards.is_new as review_is_new',
          (search === undefined ? sql<number>`0` : searchTier(search)).as('search_tier'),
        ])
        .where((eb) => matches(eb, filter));
      if (sort === 'due') query = query.where('review_cards.user_id', '=', filter.userId);
      if (position) query = query.where((eb) => after(eb, sort, position, search));
      if (search !== undefined) query = query.orderBy(searchTier(search));
      const ordered =
        sort === 'due'
          ? query
              .orderBy('review_cards.is_new', 'asc')
              .orderBy('review_cards.due', 'asc')
              .orderBy('review_cards.word_id', 'asc')
          : query.orderBy(ORDERS[sort].column, ORDERS[sort].direction).orderBy('words.id', 'asc');
      return ordered.limit(limit + 1).execute();
    },

    async count(filter: WordFilter): Promise<number> {
      // The card is joined only when the filter reads it: counting a whole list stays on words' index.
      const row = await (
        filter.review
          ? db.selectFrom('words').innerJoin('review_cards', 'review_cards.word_id', 'words.id')
          : db.selectFrom('words')
      )
        .select((eb) => eb.fn.countAll().as('count'))
        .where((eb) => matches(eb as ListBuilder, filter))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * `count` random words matching the filter. ORDER BY random() runs only over the user's ids, read from
     * a covering index (bounded by the size of one list, never the table); then just those rows are read.
     */
    random(filter: WordFilter, count: number): Promise<WordRow[]> {
      // No user_id out here: the subquery scopes the ids, and this way each row is one primary-key lookup.
      return db
        .selectFrom('words')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('words')
            .select('id')
            .where((inner) => matches(inner, filter))
            .orderBy(sql`random()`)
            .limit(count),
        )
        .execute();
    },

    all(userId: string): Promise<WordRow[]> {
      return db
        .selectFrom('words')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('word_key', 'asc')
        .execute();
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('words')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /* Two queries, each answered from one covering index, rather than one that reads every row. */
    async totals(userId: string, since: string) {
      const sums = await db
        .selectFrom('words')
        .select((eb) => [
          eb.fn.countAll().as('words'),
          eb.fn.coalesce(eb.fn.sum('usage_count'), eb.lit(0)).as('usage'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const recent = await db
        .selectFrom('words')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return { words: Number(sums.words), usage: Number(sums.usage), addedSince: Number(recent.count) };
    },

    /* Each word counts under every part it has; reads one short column of this user's rows only. */
    async countByPartOfSpeech(userId: string): Promise<Array<{ partOfSpeech: string; count: number }>> {
      const counts = new Map<string, number>();
      for (const { parts, words } of await partsLists(db, userId)) {
        for (const part of parts) counts.set(part, (counts.get(part) ?? 0) + words);
      }
      return [...counts].map(([partOfSpeech, count]) => ({ partOfSpeech, count }));
    },

    async partsOfSpeech(userId: string): Promise<string[]> {
      const lists = await partsLists(db, userId);
      return [...new Set(lists.flatMap(({ parts }) => parts))].sort();
    },

    /** Words saved before migration 007 whose parts of speech are still to be read from the dictionary. */
    unfilledPartsOfSpeech(limit: number): Promise<Array<Pick<WordRow, 'id' | 'word' | 'part_of_speech'>>> {
      return db
        .selectFrom('words')
        .select(['id', 'word', 'part_of_speech'])
        .where('parts_of_speech', 'is', null)
        .limit(limit)
        .execute();
    },

    async setPartsOfSpeech(trx: Transaction, id: string, parts: string[]): Promise<void> {
      await trx
        .updateTable('words')
        .set({ part_of_speech: parts[0] ?? null, parts_of_speech: parts.join(',') })
        .where('id', '=', id)
        .execute();
    },
  };
}

/* The distinct lists of one user's words (a handful: most words share theirs), with how many words have each. */
async function partsLists(db: Db, userId: string): Promise<Array<{ parts: string[]; words: number }>> {
  const rows = await db
    .selectFrom('words')
    .select(['parts_of_speech', (eb) => eb.fn.countAll().as('count')])
    .where('user_id', '=', userId)
    .groupBy('parts_of_speech')
    .execute();
  return rows.map((row) => ({ parts: splitPartsOfSpeech(row.parts_of_speech), words: Number(row.count) }));
}

export type WordsRepository = ReturnType<typeof createWordsRepository>;
