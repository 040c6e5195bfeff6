import { createEmptyCard } from 'ts-fsrs';
import type { RunInTransaction, Transaction } from '../db/transaction';
import type { Clock } from '../lib/clock';
import { errors } from '../lib/errors';
import type { CardWithWord, ReviewRepository } from './repository';
import { fromFsrsCard } from './scheduler';

export interface KnownCardsDeps {
  review: ReviewRepository;
  transaction: RunInTransaction;
  clock: Clock;
}

const KNOWN = 2;

/**
 * "I know this" (斩) and taking it back. Each locks the card as a rating does, so it applies in turn with
 * ratings of the card, and answers the card as it left it; another learner's word is not found.
 */
export function createKnownCards({ review, transaction, clock }: KnownCardsDeps) {
  async function locked<T>(
    userId: string,
    wordId: string,
    work: (found: CardWithWord, trx: Transaction) => Promise<T>,
  ): Promise<T> {
    return transaction(async (trx) => {
      const found = await review.lockCard(trx, userId, wordId);
      if (!found) throw errors.notFound('errors.wordNotFound');
      return work(found, trx);
    });
  }

  return {
    /** The card leaves every queue and its plan; a card already known is left as it is. */
    mark(userId: string, wordId: string): Promise<CardWithWord> {
      return locked(userId, wordId, async (found, trx) => {
        if (found.card.is_new === KNOWN) return found;
        await review.markKnown(trx, userId, [wordId]);
        return { ...found, card: { ...found.card, state: 'known', is_new: KNOWN, plan_book: null } };
      });
    },

    /**
     * A known card starts over as a brand-new card of the learner's own words, due now (its FSRS history
     * is not brought back: the learner said they knew the word). Any other card is left as it is, so a
     * repeated call does not move a card the first one put back.
     */
    unmark(userId: string, wordId: string): Promise<CardWithWord> {
      return locked(userId, wordId, async (found, trx) => {
        if (found.card.is_new !== KNOWN) return found;
        const fresh = fromFsrsCard(createEmptyCard(clock()));
        await review.saveCard(trx, userId, wordId, fresh);
        return { ...found, card: { ...found.card, ...fresh, plan_book: null } };
      });
    },
  };
}
