import { expressionBuilder, type Selectable } from 'kysely';
import type { Database, Db } from '../db/database';
import type { GenerationsTable, GenerationWordsTable, PublishedItemColumns } from '../db/tables';
import type { Transaction } from '../db/transaction';
import type { KeysetPosition } from '../lib/keyset-cursor';
import { createPublishedReads, visibleTo, type WithAuthor } from '../published';

/** A generation: its published item's columns and its own. */
export type GenerationRow = PublishedItemColumns & Selectable<GenerationsTable>;
export type GenerationWordRow = Selectable<GenerationWordsTable>;
/** A generation with its author's name, as every read answers it. */
export type GenerationRecord = WithAuthor<GenerationRow>;

export interface OwnPageRequest {
  userId: string;
  /** Only generations that used this word (a word_key). */
  wordKey?: string;
  limit: number;
  after?: KeysetPosition<string>;
}

/** Only generations that used this word: its (word_key, generation_id) index entries. */
function usedWord(wordKey: string) {
  const eb = expressionBuilder<Database, 'published_items'>();
  return eb.exists(
    eb
      .selectFrom('generation_words')
      .select('generation_words.generation_id')
      .whereRef('generation_words.generation_id', '=', 'published_items.id')
      .where('generation_words.word_key', '=', wordKey),
  );
}

/** SQL for generations and their words; knows nothing of HTTP or of the rules. */
export function createGenerationsRepository(db: Db) {
  const reads = createPublishedReads(db, 'generation', (items) =>
    items.innerJoin('generations', 'generations.id', 'published_items.id').selectAll('generations').execute(),
  );

  return {
    findById: reads.findById,
    findVisibleByIds: reads.findVisibleByIds,
    allOf: reads.allOf,

    /**
     * Saves the generation's own columns, inside the service's transaction, after its published item; its
     * words follow with `insertWords`.
     */
    async insert(trx: Transaction, row: Selectable<GenerationsTable>): Promise<void> {
      await trx.insertInto('generations').values(row).execute();
    },

    /**
     * Saves the generation's words in the order chosen. `used` are the ids of the words still in the
     * learner's list: a word deleted meanwhile is saved as text only.
     */
    async insertWords(trx: Transaction, words: GenerationWordRow[], used: Set<string>): Promise<void> {
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
    },

    /**
     * Deletes the words of these generations, explicitly rather than by the cascade: they are what
     * "words practiced" loses. Answers their word_keys.
     */
    async deleteWordsOf(trx: Transaction, generationIds: string[]): Promise<string[]> {
      const words = await trx
        .deleteFrom('generation_words')
        .where('generation_id', 'in', generationIds)
        .returning('word_key')
        .execute();
      return words.map((word) => word.word_key);
    },

    /** One page of the owner's list, newest first; one row more than `limit` tells whether more follow. */
    pageOwn({ wordKey, ...request }: OwnPageRequest): Promise<GenerationRecord[]> {
      return reads.pageOwn({ ...request, only: wordKey === undefined ? undefined : usedWord(wordKey) });
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
        .innerJoin('published_items', 'published_items.id', 'generation_words.generation_id')
        .select((eb) => ['published_items.id', eb.fn.countAll().as('overlap')])
        .where('generation_words.word_key', 'in', keys)
        .where('generation_words.generation_id', '!=', id)
        .where(visibleTo(viewerId))
        .groupBy(['published_items.id', 'published_items.created_at'])
        .orderBy('overlap', 'desc')
        .orderBy('published_items.created_at', 'desc')
        .orderBy('published_items.id', 'asc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type GenerationsRepository = ReturnType<typeof createGenerationsRepository>;
