import type { RunInTransaction, Transaction } from '../db/transaction';
import { errors } from '../lib/errors';
import { isNewOf } from './card-before';
import type { CardWithWord, ReviewRepository } from './repository';

/** review_cards.is_new of a suspended card (migration 013): in no queue and no count of one. */
export const SUSPENDED = 3;

export interface SuspendedCardsDeps {
  review: ReviewRepository;
  transaction: RunInTransaction;
}

/**
 * Setting a card aside (a leech the learner is tired of) and bringing it back. Each locks the card as a
 * rating does, so it applies in turn with ratings of the card, and repeating it changes nothing; another
 * learner's word is not found. The card's schedule is untouched: unsuspended, it is due when it was.
 */
export function createSuspendedCards({ review, transaction }: SuspendedCardsDeps) {
  async function locked(
    userId: string,
    wordId: string,
    work: (found: CardWithWord, trx: Transaction) => Promise<CardWithWord>,
  ): Promise<CardWithWord> {
    return transaction(async (trx) => {
      const found = await review.lockCard(trx, userId, wordId);
      if (!found) throw errors.notFound('errors.wordNotFound');
      return work(found, trx);
    });
  }

  async function setQueue(trx: Transaction, found: CardWithWord, isNew: number): Promise<CardWithWord> {
    if (found.card.is_new === isNew) return found;
    await review.setQueue(trx, found.card.user_id, found.card.word_id, isNew);
    return { ...found, card: { ...found.card, is_new: isNew } };
  }

  return {
    suspend: (userId: string, wordId: string) =>
      locked(userId, wordId, (found, trx) => setQueue(trx, found, SUSPENDED)),

    /** Back to the queue its state belongs in: new cards to the new ones, known ones stay known. */
    unsuspend: (userId: string, wordId: string) =>
      locked(userId, wordId, (found, trx) =>
        found.card.is_new === SUSPENDED
          ? setQueue(trx, found, isNewOf(found.card.state))
          : Promise.resolve(found),
      ),
  };
}
