import type { Insertable, Selectable } from 'kysely';
import type { ReviewState } from '@contract';
import type { Db } from '../db/database';
import type { Transaction } from '../db/transaction';
import type { ReviewCardsTable, ReviewLogTable } from '../db/tables';
import type { WordRow } from '../words';
import { progressReads } from './progress-reads';
import { scheduleReads } from './schedule-reads';
import { sentenceReads } from './sentence-reads';

export type ReviewCardRow = Selectable<ReviewCardsTable>;
export type ReviewLogRow = Selectable<ReviewLogTable>;
/** What a rating changes in a card. */
export type CardFields = Omit<ReviewCardRow, 'word_id' | 'user_id' | 'created_at' | 'plan_book'>;

/** A card with its word, as every read of the queue answers it. */
export interface CardWithWord {
  card: ReviewCardRow;
  word: WordRow;
}

export type { SentenceSource } from './sentence-reads';

/** How many of one book's new cards to read (the plans' answer to the queue, plan-words.ts). */
export interface BookServing {
  bookId: string;
  count: number;
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

  /* New cards of one range: the learner's own words (book null) or one plan's book. */
  async function unseenOf(userId: string, book: string | null, limit: number): Promise<ReviewCardRow[]> {
    if (limit <= 0) return [];
    return db
      .selectFrom('review_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('is_new', '=', 1)
      .where('plan_book', book === null ? 'is' : '=', book)
      .orderBy('due', 'asc')
      .orderBy('word_id', 'asc')
      .limit(limit)
      .execute();
  }

  return {
    ...sentenceReads(db),
    ...progressReads(db),
    ...scheduleReads(db),

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

    /** The learner's card of this word, or undefined when the word is not theirs: one primary-key read. */
    async findCard(userId: string, wordId: string): Promise<CardWithWord | undefined> {
      const card = await db
        .selectFrom('review_cards')
        .selectAll()
        .where('word_id', '=', wordId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return card && (await withWords([card]))[0];
    },

    /**
     * Cards reviewed before and due by `now`, most overdue first, of these states when given: a range of
     * (user_id, is_new, due).
     */
    async due(userId: string, now: string, limit: number, states?: ReviewState[]): Promise<CardWithWord[]> {
      if (limit <= 0) return [];
      let query = db
        .selectFrom('review_cards')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_new', '=', 0)
        .where('due', '<=', now);
      if (states) query = query.where('state', 'in', states);
      const cards = await query.orderBy('due', 'asc').orderBy('word_id', 'asc').limit(limit).execute();
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

    /**
     * Never-reviewed cards of the learner's own words (no plan serves them), in the order the words were
     * added: a range of (user_id, is_new, plan_book, due).
     */
    async unseen(userId: string, limit: number): Promise<CardWithWord[]> {
      return withWords(await unseenOf(userId, null, limit));
    },

    /**
     * Never-reviewed cards of each book's plan, oldest first, up to the book's count: one range of
     * (user_id, is_new, plan_book, due) per book, then their words in one read.
     */
    async planUnseen(userId: string, servings: BookServing[]): Promise<CardWithWord[]> {
      const cards: ReviewCardRow[] = [];
      for (const { bookId, count } of servings) cards.push(...(await unseenOf(userId, bookId, count)));
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

    /** Moves the card to another queue (review_cards.is_new); call with the card locked (lockCard). */
    async setQueue(trx: Transaction, userId: string, wordId: string, isNew: number): Promise<void> {
      await trx
        .updateTable('review_cards')
        .set({ is_new: isNew })
        .where('user_id', '=', userId)
        .where('word_id', '=', wordId)
        .execute();
    },

    /**
     * The learner's cards with `minLapses` lapses or more, most lapses first, suspended ones too: a range
     * of (user_id, lapses) (migration 014). Leeches are few; the learner's other cards are never read.
     */
    async leeches(userId: string, minLapses: number): Promise<CardWithWord[]> {
      const cards = await db
        .selectFrom('review_cards')
        .selectAll()
        .where('user_id', '=', userId)
        .where('lapses', '>=', minLapses)
        .orderBy('lapses', 'desc')
        .orderBy('word_id', 'asc')
        .execute();
      return withWords(cards);
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
