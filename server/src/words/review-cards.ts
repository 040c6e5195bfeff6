import type { Transaction } from '../db/transaction';
import type { WordRow } from './repository';

/**
 * What words needs of review: every new word gets its review card in the transaction that saves it.
 *
 * The two features depend one way only, review on words: a card is a word's card, and review reads and
 * presents words. So words does not import review; it names here the one thing it asks of it, and the
 * composition root (app.ts) hands it review's repository, which has this method.
 */
export interface NewWordCards {
  /** `planBook`: the book whose plan brought the words in, which then serves their new cards. */
  addNewCards(
    trx: Transaction,
    words: Array<Pick<WordRow, 'id' | 'user_id' | 'created_at'>>,
    planBook?: string | null,
  ): Promise<void>;
}
