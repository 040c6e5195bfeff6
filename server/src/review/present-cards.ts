import type { ReviewCard } from '@contract';
import type { Learner } from '../auth';
import type { WordRow } from '../words';
import { findClozes, type ClozeDictionary } from './cloze';
import { learnerSchedule } from './learner-schedule';
import { presentCard } from './present';
import type { CardWithWord, ReviewRepository } from './repository';

/**
 * Cards as the API shows them on the learner's schedule, each with its cloze and its question, and the
 * words no source had a cloze for (a queue page asks the AI's sentence pool for those).
 */
export async function presentCards(
  review: ReviewRepository,
  dictionary: ClozeDictionary,
  learner: Learner,
  cards: CardWithWord[],
  now: Date,
): Promise<{ cards: ReviewCard[]; uncovered: WordRow[] }> {
  const { clozes, uncovered } = await findClozes(
    review,
    dictionary,
    cards.map((item) => item.word),
  );
  const schedule = await learnerSchedule(
    review,
    learner,
    now,
    cards.map((item) => item.card),
  );
  const types = learner.preferences.questionTypes;
  return {
    cards: cards.map((item) => presentCard(item, clozes.get(item.word.id) ?? null, now, schedule, types)),
    uncovered,
  };
}
