import { PRACTICE_LIMITS, type Cloze, type QuestionType, type ReviewCard } from '@contract';
import { presentWord } from '../words';
import { previewDue, type LearnerSchedule } from './balanced-review';
import { questionFor } from './question-type';
import type { CardWithWord } from './repository';
import { asReviewState, reviewMinute } from './scheduler';

/**
 * The card as the API shows it, asked one of the learner's ways, with when each rating given `now` would
 * bring it back on their schedule.
 */
export function presentCard(
  { card, word }: CardWithWord,
  cloze: Cloze | null,
  now: Date,
  schedule: LearnerSchedule,
  questionTypes: readonly QuestionType[],
): ReviewCard {
  return {
    word: presentWord(word),
    state: asReviewState(card.state),
    due: card.due,
    reps: card.reps,
    lapses: card.lapses,
    stability: card.stability,
    difficulty: card.difficulty,
    lastReviewedAt: card.last_review,
    cloze,
    question: questionFor(questionTypes, { wordId: word.id, reps: card.reps }, cloze !== null),
    next: previewDue(card, now, schedule),
    previewedAt: reviewMinute(now).toISOString(),
    leech: card.lapses >= PRACTICE_LIMITS.leechLapses,
    // review_cards.is_new 3: suspended (migration 013).
    suspended: card.is_new === 3,
  };
}
