import { PRACTICE_LIMITS, type Cloze, type ReviewCard } from '@contract';
import { presentWord } from '../words';
import type { CardWithWord } from './repository';
import { asReviewState, previewDue, reviewMinute } from './scheduler';

/** The card as the API shows it, with when each rating given `now` would bring it back. */
export function presentCard({ card, word }: CardWithWord, cloze: Cloze | null, now: Date): ReviewCard {
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
    next: previewDue(card, now),
    previewedAt: reviewMinute(now).toISOString(),
    leech: card.lapses >= PRACTICE_LIMITS.leechLapses,
    // review_cards.is_new 3: suspended (migration 013).
    suspended: card.is_new === 3,
  };
}
