import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Database, Db } from '../db/database';
import type { GenerationsTable, GenerationWordsTable } from '../db/tables';
import type { KeysetPosition } from '../lib/keyset-cursor';
import { createStatisticsRepository, type StatisticsChange } from '../statistics/repository';
import { createWordsRepository } from '../words/repository';

export type GenerationRow = Selectable<GenerationsTable>;
export type GenerationWordRow = Selectable<GenerationWordsTable>;
/** A generation with its author's name, as every read answers it. */
export type GenerationRecord = GenerationRow & { author_username: string };

export interface OwnPageRequest {
  userId: string;
  /** Only generations that used this word (a word_key). */
  wordKey?: string;
  limit: number;
  after?: KeysetPosition<string>;
}

export interface NewGeneration {
  row: GenerationRow;
  /** In the order chosen; `word_id` is kept only for words still in the list when saving. */
  words: GenerationWordRow[];
}

type GenerationsBuilder = ExpressionBuilder<Database, 'generations'>;

/** Public ones, and the viewer's own. */
function visibleTo(eb: GenerationsBuilder, viewerId: string | null): Expression<SqlBool> {
  const publicOnes = eb('generations.is_public', '=', 1);
  return viewerId === null ? publicOnes : eb.or([publicOnes, eb('generations.user_id', '=', viewerId)]);
}

/** SQL for generations and their words; knows nothing of HTTP or of the rules. */
export function createGenerationsRepository(db: Db) {
  const withAuthor = () =>
    db
      .selectFrom('generations')
      .innerJoin('users', 'users.id', 'generations.user_id')
      .selectAll('generations')
      .select('users.username as author_username');

  return {
    /**
     * Saves the generation with its words, adds one to the usage count of each word and counts it in the
     * statistics, all or nothing. A word deleted from the list meanwhile is saved as text only.
     */
    async insert({ row, words }: NewGeneration): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('generations').values(row).execute();
        const wordIds = words.flatMap(({ word_id }) => (word_id === null ? [] : [word_id]));
        const used = await createWordsRepository(trx).addUsage(row.user_id, wordIds);
        if (words.length > 0) {
          await trx
            .insertInto('generation_words')
            .values(
              words.map((word) => ({
                ...word,
                word_id: word.word_id !== null && used.has(word.word_id) ? word.word_id : null,
              })),
            )
            .execute();
        }
        await createStatisticsRepository(trx).record({
          userId: row.user_id,
          generation: { total: 1, public: row.is_public },
          wordsUsed: words.map(({ word_key }) => word_key),
        });
      });
    },

    findById(id: string): Promise<GenerationRecord | undefined> {
      return withAuthor().where('generations.id', '=', id).executeTakeFirst();
    },

    /**
     * These items as `viewerId` may see them. The visibility filter sits here, where rows are read, because
     * the ids often come from an earlier query (a feed page, a related list) and an item may turn private
     * in between.
     */
    findVisibleByIds(ids: string[], viewerId: string | null): Promise<GenerationRecord[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return withAuthor()
        .where('generations.id', 'in', ids)
        .where((eb) => visibleTo(eb, viewerId))
        .execute();
    },

    /** One page of the owner's list, newest first; one row more than `limit` tells whether more follow. */
    pageOwn({ userId, wordKey, limit, after }: OwnPageRequest): Promise<GenerationRecord[]> {
      let query = withAuthor().where('generations.user_id', '=', userId);
      if (wordKey !== undefined) {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('generation_words')
              .select('generation_words.generation_id')
              .whereRef('generation_words.generation_id', '=', 'generations.id')
              .where('generation_words.word_key', '=', wordKey),
          ),
        );
      }
      if (after) {
        // `<=` first lets both planners seek into (user_id, created_at desc, id); the OR skips ties shown.
        query = query.where((eb) =>
          eb.and([
            eb('generations.created_at', '<=', after.value),
            eb.or([eb('generations.created_at', '<', after.value), eb('generations.id', '>', after.id)]),
          ]),
        );
      }
      return query
        .orderBy('generations.created_at', 'desc')
        .orderBy('generations.id', 'asc')
        .limit(limit + 1)
        .execute();
    },

    /** The words of each generation, in the order they were chosen. */
    async wordsOf(generationIds: string[]): Promise<Map<string, GenerationWordRow[]>> {
      const byGeneration = new Map<string, GenerationWordRow[]>();
      if (generationIds.length === 0) return byGeneration;
      const rows = await db
        .selectFrom('generation_words')
        .selectAll()
        .where('generation_id', 'in', generationIds)
        .orderBy('generation_id')
        .orderBy('position')
        .execute();
      for (const row of rows) {
        const list = byGeneration.get(row.generation_id) ?? [];
        list.push(row);
        byGeneration.set(row.generation_id, list);
      }
      return byGeneration;
    },

    /**
     * Ids of generations the viewer may see that share words (`keys`) with generation `id`: most shared
     * words first, then newest. Reads only the (word_key, generation_id) index entries of those words.
     */
    async related(id: string, keys: string[], viewerId: string | null, limit: number): Promise<string[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .selectFrom('generation_words')
        .innerJoin('generations', 'generations.id', 'generation_words.generation_id')
        .select((eb) => ['generations.id', eb.fn.countAll().as('overlap')])
        .where('generation_words.word_key', 'in', keys)
        .where('generation_words.generation_id', '!=', id)
        .where((eb) => visibleTo(eb, viewerId))
        .groupBy(['generations.id', 'generations.created_at'])
        .orderBy('overlap', 'desc')
        .orderBy('generations.created_at', 'desc')
        .orderBy('generations.id', 'asc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** False when the user has no such generation. The statistics follow a real change only. */
    async setPublic(userId: string, id: string, isPublic: boolean): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('generations')
          .set({ is_public: isPublic ? 1 : 0 })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .where('is_public', '=', isPublic ? 0 : 1)
          .returning('likes')
          .executeTakeFirst();
        if (!changed) {
          const found = await trx
            .selectFrom('generations')
            .select('id')
            .where('user_id', '=', userId)
            .where('id', '=', id)
            .executeTakeFirst();
          return found !== undefined;
        }
        const sign = isPublic ? 1 : -1;
        await createStatisticsRepository(trx).record({
          userId,
          generation: { public: sign, publicLikes: sign * changed.likes },
        });
        return true;
      });
    },

    /** Deletes the user's generation and the likes on it; false when the user has no such generation. */
    delete(userId: string, id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const removed = await deleteGenerationsOf(trx, userId, id);
        await createStatisticsRepository(trx).record(removed.change);
        return removed.count > 0;
      });
    },

    /** Deletes every generation of the user and the likes on them; answers how many generations. */
    deleteAllOf(userId: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const removed = await deleteGenerationsOf(trx, userId);
        await createStatisticsRepository(trx).record(removed.change);
        return removed.count;
      });
    },

    /** Every generation of the user, newest first (the data export). */
    allOf(userId: string): Promise<GenerationRecord[]> {
      return withAuthor()
        .where('generations.user_id', '=', userId)
        .orderBy('generations.created_at', 'desc')
        .orderBy('generations.id', 'asc')
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
 * Deletes the user's generations (only `id`, when given) with their words and the likes on them, inside
 * the caller's transaction. Each item row is deleted before its likes, as a like takes the item row
 * first: whoever comes second waits for the other, and a like never outlives its item.
 */
export async function deleteGenerationsOf(trx: Db, userId: string, id?: string): Promise<Removal> {
  let query = trx.selectFrom('generations').select('id').where('user_id', '=', userId);
  if (id !== undefined) query = query.where('id', '=', id);
  const ids = (await query.execute()).map((row) => row.id);
  const change = {
    userId,
    generation: { total: 0, public: 0, publicLikes: 0 },
    wordsDropped: [] as string[],
  };
  for (let start = 0; start < ids.length; start += CHUNK) {
    const part = ids.slice(start, start + CHUNK);
    // Explicitly, not by the cascade: the deleted words are what "words practiced" loses.
    const words = await trx
      .deleteFrom('generation_words')
      .where('generation_id', 'in', part)
      .returning('word_key')
      .execute();
    const rows = await trx
      .deleteFrom('generations')
      .where('user_id', '=', userId)
      .where('id', 'in', part)
      .returning(['id', 'is_public', 'likes'])
      .execute();
    if (rows.length > 0) {
      await trx
        .deleteFrom('likes')
        .where('item_type', '=', 'generation')
        .where(
          'item_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    }
    change.wordsDropped.push(...words.map((word) => word.word_key));
    for (const row of rows) {
      change.generation.total -= 1;
      change.generation.public -= row.is_public;
      change.generation.publicLikes -= row.is_public * row.likes;
    }
  }
  return { count: -change.generation.total, change };
}

export type GenerationsRepository = ReturnType<typeof createGenerationsRepository>;
