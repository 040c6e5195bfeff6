import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { AiSentencesTable } from '../db/tables';
import type { Transaction } from '../db/transaction';

/** A sentence that may use a word: a cloze candidate. */
export interface SentenceSource {
  /** The generation it is from; null for a sentence of any other source. */
  generationId: string | null;
  sentence: string;
  translation: string | null;
}

/**
 * SQL for the sentences a card's cloze is made from: the learner's own generations, public ones and the
 * platform AI's shared pool. Each read takes a whole page of cards, never one card at a time.
 */
export function sentenceReads(db: Db) {
  return {
    /**
     * The learner's own generations that used these words, by word id, newest first. Read from (word_id)
     * alone, with the owner checked and the order made here: given `user_id` or an ORDER BY, the planner
     * may walk all of the learner's generations by (user_id, created_at) instead, which grows with them.
     */
    async ownSentences(userId: string, wordIds: string[]): Promise<Map<string, SentenceSource[]>> {
      const byWord = new Map<string, Array<SentenceSource & { createdAt: string }>>();
      if (wordIds.length === 0) return byWord;
      const rows = await db
        .selectFrom('generation_words')
        .innerJoin('generations', 'generations.id', 'generation_words.generation_id')
        .innerJoin('published_items', 'published_items.id', 'generation_words.generation_id')
        .select([
          'generation_words.word_id as wordId',
          'generations.id as generationId',
          'generations.sentence',
          'generations.translation',
          'published_items.created_at as createdAt',
          'published_items.user_id as userId',
        ])
        .where('generation_words.word_id', 'in', wordIds)
        .execute();
      for (const { wordId, userId: owner, ...source } of rows) {
        if (wordId === null || owner !== userId) continue;
        byWord.set(wordId, [...(byWord.get(wordId) ?? []), source]);
      }
      for (const sources of byWord.values()) sources.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return byWord;
    },

    /**
     * Up to `perWord` public generations (anyone's) for each of these word keys, in one statement: one
     * LIMITed read of (word_key, generation_id) per key, so a very common word costs no more than a rare one.
     */
    async publicSentences(wordKeys: string[], perWord: number): Promise<Map<string, SentenceSource[]>> {
      const byKey = new Map<string, SentenceSource[]>();
      if (wordKeys.length === 0) return byKey;
      const reads = wordKeys.map(
        (key, index) => sql<SentenceSource & { wordKey: string }>`select * from (
          select generation_words.word_key as "wordKey", generations.id as "generationId",
            generations.sentence as "sentence", generations.translation as "translation"
          from generation_words inner join generations on generations.id = generation_words.generation_id
            inner join published_items on published_items.id = generation_words.generation_id
          where generation_words.word_key = ${key} and published_items.is_public = 1
          limit ${perWord}) as ${sql.raw(`public_${index}`)}`,
      );
      const { rows } = await sql<
        SentenceSource & { wordKey: string }
      >`${sql.join(reads, sql` union all `)}`.execute(db);
      for (const { wordKey, ...source } of rows) byKey.set(wordKey, [...(byKey.get(wordKey) ?? []), source]);
      return byKey;
    },

    /** The platform AI's sentence for each of these word keys that has one (the pool's primary key). */
    async aiSentences(wordKeys: string[]): Promise<Map<string, SentenceSource>> {
      const byKey = new Map<string, SentenceSource>();
      if (wordKeys.length === 0) return byKey;
      const rows = await db
        .selectFrom('ai_sentences')
        .select(['word_key', 'sentence', 'translation'])
        .where('word_key', 'in', wordKeys)
        .execute();
      for (const { word_key: key, ...source } of rows) byKey.set(key, { generationId: null, ...source });
      return byKey;
    },

    /** Keeps the AI's sentence for a word; a word that has one already keeps the one it has. */
    async addAiSentence(trx: Transaction, row: Insertable<AiSentencesTable>): Promise<void> {
      await trx
        .insertInto('ai_sentences')
        .values(row)
        .onConflict((conflict) => conflict.column('word_key').doNothing())
        .execute();
    },
  };
}
