import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Database, Db } from '../db/database';
import type { GenerationsTable, GenerationWordsTable } from '../db/tables';
import type { KeysetPosition } from '../lib/keyset-cursor';
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
     * Saves the generation with its words and adds one to the usage count of each word, all or nothing.
     * A word deleted from the list meanwhile is saved as text only.
     */
    async insert({ row, words }: NewGeneration): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('generations').values(row).execute();
        const wordIds = words.flatMap(({ word_id }) => (word_id === null ? [] : [word_id]));
        const used = await createWordsRepository(trx).addUsage(row.user_id, wordIds);
        if (words.length === 0) return;
        await trx
          .insertInto('generation_words')
          .values(
            words.map((word) => ({
              ...word,
              word_id: word.word_id !== null && used.has(word.word_id) ? word.word_id : null,
            })),
          )
          .execute();
      });
    },

    findById(id: string): Promise<GenerationRecord | undefined> {
      return withAuthor().where('generations.id', '=', id).executeTakeFirst();
    },

    findByIds(ids: string[]): Promise<GenerationRecord[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return withAuthor().where('generations.id', 'in', ids).execute();
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

    /** False when the user has no such generation. */
    async setPublic(userId: string, id: string, isPublic: boolean): Promise<boolean> {
      const result = await db
        .updateTable('generations')
        .set({ is_public: isPublic ? 1 : 0 })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes the user's generation and the likes on it; false when the user has no such generation. */
    delete(userId: string, id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('generations')
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await trx
          .deleteFrom('likes')
          .where('item_type', '=', 'generation')
          .where('item_id', '=', id)
          .execute();
        return true;
      });
    },

    /** Deletes every generation of the user and the likes on them; answers how many generations. */
    deleteAllOf(userId: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('likes')
          .where('item_type', '=', 'generation')
          .where('item_id', 'in', (eb) =>
            eb.selectFrom('generations').select('id').where('user_id', '=', userId),
          )
          .execute();
        const result = await trx.deleteFrom('generations').where('user_id', '=', userId).executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },
  };
}

export type GenerationsRepository = ReturnType<typeof createGenerationsRepository>;
