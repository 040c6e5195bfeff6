import {
  PRACTICE_LIMITS,
  type ReviewCard,
  type WriteSentenceRequest,
  type WriteSentenceResponse,
} from '@contract';
import type { Learner } from '../auth';
import type { RunInTransaction } from '../db/transaction';
import type { Clock } from '../lib/clock';
import { cacheTags, type ReadCache } from '../lib/read-cache';
import type { ClozeDictionary } from './cloze';
import { presentCards } from './present-cards';
import type { CardWithWord, ReviewRepository } from './repository';
import { createRescheduler } from './reschedule';
import { createSuspendedCards } from './suspend';
import { createWrittenReview } from './writing';
import type { WrittenCheckOptions, WrittenSentenceChecks } from './written-checks';

export interface PracticeServiceDeps {
  review: ReviewRepository;
  transaction: RunInTransaction;
  dictionary: ClozeDictionary;
  clock: Clock;
  /** The learner's queue and word list, invalidated after each change of a card (as ratings do). */
  readCache: ReadCache;
  writtenChecks: WrittenSentenceChecks;
}

/**
 * Practice that produces (docs/api-conventions.md, "Practice"): reviewing a card by writing a sentence
 * with its word, and the leeches (cards lapsed 8 times or more), which the learner may set aside.
 */
export function createPracticeService({
  review,
  transaction,
  dictionary,
  clock,
  readCache,
  writtenChecks,
}: PracticeServiceDeps) {
  const write = createWrittenReview({
    review,
    writtenChecks,
    reschedule: createRescheduler(review, transaction),
    dictionary,
    clock,
  });
  const suspended = createSuspendedCards({ review, transaction });

  const presentOne = async (user: Learner, card: CardWithWord) =>
    (await presentCards(review, dictionary, user, [card], clock())).cards[0]!;

  /* A card moved: the learner's queue and word list (their rows carry its state) are read again. */
  async function changed(user: Learner, card: CardWithWord): Promise<ReviewCard> {
    await readCache.invalidate([cacheTags.learner(user.id)]);
    return presentOne(user, card);
  }

  return {
    /**
     * The sentence is checked as POST /check checks it and saved private; the card is rescheduled with
     * the grade (again without the word, hard with issues, good without) and the log says 'write'.
     */
    async writeSentence(
      user: Learner,
      wordId: string,
      input: WriteSentenceRequest,
      options: WrittenCheckOptions,
    ): Promise<Omit<WriteSentenceResponse, 'success'>> {
      const written = await write(user, wordId, input, options);
      return { ...written, card: await changed(user, written.card) };
    },

    /** The learner's leeches, most lapses first, suspended ones too. */
    async leeches(user: Learner): Promise<ReviewCard[]> {
      const cards = await review.leeches(user.id, PRACTICE_LIMITS.leechLapses);
      return (await presentCards(review, dictionary, user, cards, clock())).cards;
    },

    async suspend(user: Learner, wordId: string): Promise<ReviewCard> {
      return changed(user, await suspended.suspend(user.id, wordId));
    },

    async unsuspend(user: Learner, wordId: string): Promise<ReviewCard> {
      return changed(user, await suspended.unsuspend(user.id, wordId));
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
