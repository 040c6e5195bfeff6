import type { SentenceCheck, WriteSentenceRequest, WriteSentenceResponse } from '@contract';
import { locateWord } from '../ai';
import type { Learner } from '../auth';
import type { Dictionary } from '../dictionary';
import type { Clock } from '../lib/clock';
import { errors } from '../lib/errors';
import type { RescheduleCard } from './reschedule';
import type { CardWithWord, ReviewRepository } from './repository';
import type { WrittenCheckOptions, WrittenSentenceChecks } from './written-checks';

export type WrittenRating = WriteSentenceResponse['rating'];

/**
 * The form of the word the sentence uses ('harvested' for harvest, 'went' for go: inflections and the
 * dictionary's irregular forms count), or null when it does not use it.
 */
export function usedFormOf(
  sentence: string,
  word: string,
  dictionary: Pick<Dictionary, 'lookup'>,
): string | null {
  const use = locateWord(sentence, word, dictionary);
  return use === null ? null : sentence.slice(use.start, use.end);
}

/** Without the word the card was not answered (again); with it, issues make it hard, none good. */
export function gradeWrittenSentence(usedForm: string | null, check: SentenceCheck): WrittenRating {
  if (usedForm === null) return 'again';
  return check.issues.length > 0 ? 'hard' : 'good';
}

export interface WrittenReview {
  check: SentenceCheck;
  usedForm: string | null;
  rating: WrittenRating;
  card: CardWithWord;
}

export interface WrittenReviewDeps {
  review: ReviewRepository;
  writtenChecks: WrittenSentenceChecks;
  reschedule: RescheduleCard;
  dictionary: Pick<Dictionary, 'lookup'>;
  clock: Clock;
}

/**
 * Reviewing a card by writing a sentence with its word: the sentence is checked first, then saved and the
 * card rescheduled in one transaction (one commit), so a check that fails (the AI down, the cap reached,
 * the learner gone) changes no card, and a card that cannot be graded keeps no check. Another learner's
 * word is not found, before any check.
 */
export function createWrittenReview({
  review,
  writtenChecks,
  reschedule,
  dictionary,
  clock,
}: WrittenReviewDeps) {
  return async (
    user: Learner,
    wordId: string,
    input: WriteSentenceRequest,
    options: WrittenCheckOptions,
  ): Promise<WrittenReview> => {
    const found = await review.findCard(user.id, wordId);
    if (!found) throw errors.notFound('errors.wordNotFound');
    let graded: Omit<WrittenReview, 'check'> | undefined;
    const check = await writtenChecks.check(user, input.sentence, options, async (trx, saved) => {
      const usedForm = usedFormOf(saved.sentence, found.word.word, dictionary);
      const rating = gradeWrittenSentence(usedForm, saved);
      const card = await reschedule.within(trx, user, wordId, {
        rating,
        madeAt: clock(),
        mode: 'write',
        durationMs: input.durationMs,
      });
      graded = { usedForm, rating, card };
    });
    if (!graded) throw new Error('The written review was saved without its grade');
    return { check, ...graded };
  };
}
