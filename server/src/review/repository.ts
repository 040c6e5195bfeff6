import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Transaction } from '../db/transaction';
import type { ReviewCardsTable, ReviewLogTable } from '../db/tables';
import type { WordRow } from '../words';

export type ReviewCardRow = Selectable<ReviewCardsTable>;
export type ReviewLogRow = Selectable<ReviewLogTable>;
/** What a rating changes in a card. */
export type CardFields = Omit<ReviewCardRow, 'word_id' | 'user_id' | 'created_at' | 'plan_book'>;

/** A card with its word, as every read of the queue answers it. */
export interface CardWithWord {
  card: ReviewCardRow;
  word: WordRow;
}

/** A sentence that used a word: the cloze candidates. */
export interface SentenceSource {
  generationId: string;
  sentence: string;
  translation: string | null;
}

type NewCardWord = Pick<WordRow, 'id' | 'user_id' | 'created_at'>;

/* Rows per INSERT: well under both dialects' limits on bound parameters. */
const INSERT_CHUNK = 100;

/** SQL for review cards and their log; knows nothing of HTTP, FSRS or time zones. */
export function createReviewRepository(db: Db) {
  /*
   * Words are read by id after their cards, whole, so this file never lists the words table's columns.
   * Inside a transaction they are read on it: SQLite has one connection, which the transaction holds.
   */
  async function withWords(cards: ReviewCardRow[], on: Db = db): Promise<CardWithWord[]> {
    if (cards.length === 0) return [];
    const words = await on
      .selectFrom('words')
      .selectAll()
      .where(
        'id',
        'in',
        cards.map((card) => card.word_id),
      )
      .execute();
    const byId = new Map(words.map((word) => [word.id, word]));
    return cards.flatMap((card) => {
      const word = byId.get(card.word_id);
      return word ? [{ card, word }] : [];
    });
  }

  return {
    /**
     * Gives each of these words its `new` card (due from the moment the word was added). The words
     * service calls it in the transaction that inserts them, so no word is ever without its card; it
     * knows it as words/review-cards.ts's NewWordCards, handed over by app.ts.
     */
    async addNewCards(trx: Transaction, words: NewCardWord[], planBook: string | null = null): Promise<void> {
      for (let start = 0; start < words.length; start += INSERT_CHUNK) {
        const rows = words.slice(start, start + INSERT_CHUNK).map((word): Insertable<ReviewCardsTable> => ({
          word_id: word.id,
          user_id: word.user_id,
          state: 'new',
          is_new: 1,
          due: word.created_at,
          stability: 0,
          difficulty: 0,
          elapsed_days: 0,
          scheduled_days: 0,
          learning_steps: 0,
          reps: 0,
          lapses: 0,
          last_review: null,
          created_at: word.created_at,
          plan_book: planBook,
        }));
        if (rows.length > 0) await trx.insertInto('review_cards').values(rows).execute();
      }
    },

    /**
     * The learner's card, locked until `trx` ends, or undefined when the word is not theirs. The lock is a
     * write that changes nothing, taken before the card is read: on PostgreSQL it holds the row as `select
     * for update` does; on SQLite it makes the transaction the one writer first. A second rating of the card
     * waits here and then reads the card as the first left it, on both databases.
     */
    async lockCard(trx: Transaction, userId: string, wordId: string): Promise<CardWithWord | undefined> {
      const card = await trx
        .updateTable('review_cards')
        .set((eb) => ({ reps: eb.ref('reps') }))
        .where('user_id', '=', userId)
        .where('word_id', '=', wordId)
        .returningAll()
        .executeTakeFirst();
      return card && (await withWords([card], trx))[0];
    },

    /** Cards reviewed before and due by `now`, most overdue first: a range of (user_id, is_new, due). */
    async due(userId: string, now: string, limit: number): Promise<CardWithWord[]> {
      const cards = await db
        .selectFrom('review_cards')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_new', '=', 0)
        .where('due', '<=', now)
        .orderBy('due', 'asc')
        .orderBy('word_id', 'asc')
        .limit(limit)
        .execute();
      return withWords(cards);
    },

    /**
     * Learning and relearning cards falling due after `now` and by `until` (Anki's learn-ahead), soonest
     * first: the rest of the same (user_id, is_new, due) range the due cards are read from.
     */
    async learningAhead(userId: string, now: string, until: string, limit: number): Promise<CardWithWord[]> {
      if (limit <= 0) return [];
      const cards = await db
        .selectFrom('review_cards')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_new', '=', 0)
        .where('due', '>', now)
        .where('due', '<=', until)
        .where('state', 'in', ['learning', 'relearning'])
        .orderBy('due', 'asc')
        .orderBy('word_id', 'asc')
        .limit(limit)
        .execute();
      return withWords(cards);
    },

    /** Never-reviewed cards in the order their words were added. */
    async unseen(userId: string, limit: number): Promise<CardWithWord[]> {
      if (limit <= 0) return [];
      const cards = await db
        .selectFrom('review_cards')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_new', '=', 1)
        .orderBy('due', 'asc')
        .orderBy('word_id', 'asc')
        .limit(limit)
        .execute();
      return withWords(cards);
    },

    /**
     * Logs a rating; false, and nothing written, when the learner's log already has its `review_id`
     * (a repeat). The unique index decides, so copies sent at once cannot both pass.
     */
    async logReview(trx: Transaction, log: Insertable<ReviewLogTable>): Promise<boolean> {
      const inserted = await trx
        .insertInto('review_log')
        .values(log)
        .onConflict((conflict) => conflict.columns(['user_id', 'review_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** The learner's rating of this card logged with this `review_id`, read on the card's transaction. */
    findRating(
      trx: Transaction,
      userId: string,
      wordId: string,
      reviewId: string,
    ): Promise<ReviewLogRow | undefined> {
      return trx
        .selectFrom('review_log')
        .selectAll()
        .where('user_id', '=', userId)
        .where('review_id', '=', reviewId)
        .where('word_id', '=', wordId)
        .executeTakeFirst();
    },

    async deleteRating(trx: Transaction, id: string): Promise<void> {
      await trx.deleteFrom('review_log').where('id', '=', id).execute();
    },

    /**
     * "I know this" for these of the learner's words: their cards leave every queue (is_new 2) and no
     * longer belong to a plan. Words of another learner are left alone.
     */
    async markKnown(trx: Transaction, userId: string, wordIds: string[]): Promise<void> {
      for (let start = 0; start < wordIds.length; start += INSERT_CHUNK) {
        await trx
          .updateTable('review_cards')
          .set({ state: 'known', is_new: 2, plan_book: null })
          .where('user_id', '=', userId)
          .where('word_id', 'in', wordIds.slice(start, start + INSERT_CHUNK))
          .execute();
      }
    },

    /** Stores the card's new schedule; call with the card locked (lockCard). */
    async saveCard(trx: Transaction, userId: string, wordId: string, card: CardFields): Promise<void> {
      await trx
        .updateTable('review_cards')
        .set(card)
        .where('user_id', '=', userId)
        .where('word_id', '=', wordId)
        .execute();
    },

    /** Never-reviewed cards, up to `atMost` (counted from the queue index, stopping there). */
    async countNew(userId: string, atMost: number): Promise<number> {
      if (atMost <= 0) return 0;
      const row = await db
        .selectFrom((qb) =>
          qb
            .selectFrom('review_cards')
            .select('word_id')
            .where('user_id', '=', userId)
            .where('is_new', '=', 1)
            .limit(atMost)
            .as('new_cards'),
        )
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Every card of the learner: one per word in their list. */
    async countCards(userId: string): Promise<number> {
      const row = await db
        .selectFrom('review_cards')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async countDue(userId: string, by: string): Promise<number> {
      const row = await db
        .selectFrom('review_cards')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .where('is_new', '=', 0)
        .where('due', '<=', by)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The first due time after `after` of a card reviewed before, or null. */
    async nextDue(userId: string, after: string): Promise<string | null> {
      const row = await db
        .selectFrom('review_cards')
        .select('due')
        .where('user_id', '=', userId)
        .where('is_new', '=', 0)
        .where('due', '>', after)
        .orderBy('due', 'asc')
        .limit(1)
        .executeTakeFirst();
      return row?.due ?? null;
    },

    /** Reviews on this day of the learner's, and how many of them were a card's first. */
    async dayTotals(userId: string, day: string): Promise<{ reviews: number; firsts: number }> {
      const rows = await db
        .selectFrom('review_log')
        .select((eb) => ['state_before', eb.fn.countAll().as('count')])
        .where('user_id', '=', userId)
        .where('review_day', '=', day)
        .groupBy('state_before')
        .execute();
      let reviews = 0;
      let firsts = 0;
      for (const row of rows) {
        reviews += Number(row.count);
        if (row.state_before === 'new') firsts += Number(row.count);
      }
      return { reviews, firsts };
    },

    /** Reviews a day from `fromDay` on, for days with any, oldest first. */
    async dailyCounts(userId: string, fromDay: string): Promise<Array<{ day: string; reviews: number }>> {
      const rows = await db
        .selectFrom('review_log')
        .select((eb) => ['review_day', eb.fn.countAll().as('count')])
        .where('user_id', '=', userId)
        .where('review_day', '>=', fromDay)
        .groupBy('review_day')
        .orderBy('review_day', 'asc')
        .execute();
      return rows.map((row) => ({ day: row.review_day, reviews: Number(row.count) }));
    },

    /** Since `since`: reviews of cards in `review` state, and how many of those were not `again`. */
    async recall(userId: string, since: string): Promise<{ reviews: number; recalled: number }> {
      const rows = await db
        .selectFrom('review_log')
        .select((eb) => ['rating', eb.fn.countAll().as('count')])
        .where('user_id', '=', userId)
        .where('reviewed_at', '>=', since)
        .where('state_before', '=', 'review')
        .groupBy('rating')
        .execute();
      let reviews = 0;
      let recalled = 0;
      for (const row of rows) {
        reviews += Number(row.count);
        if (row.rating !== 'again') recalled += Number(row.count);
      }
      return { reviews, recalled };
    },

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

    /** Every card of the learner, with its word's text (export). */
    allCards(userId: string) {
      return db
        .selectFrom('review_cards')
        .innerJoin('words', 'words.id', 'review_cards.word_id')
        .selectAll('review_cards')
        .select('words.word')
        .where('review_cards.user_id', '=', userId)
        .orderBy('words.word_key', 'asc')
        .execute();
    },

    /** Every review of the learner, oldest first, with its word's text (export). */
    allReviews(userId: string) {
      return db
        .selectFrom('review_log')
        .innerJoin('words', 'words.id', 'review_log.word_id')
        .selectAll('review_log')
        .select('words.word')
        .where('review_log.user_id', '=', userId)
        .orderBy('review_log.reviewed_at', 'asc')
        .orderBy('review_log.id', 'asc')
        .execute();
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
