import { fsrs, GenSeedStrategyWithCardId, generatorParameters, StrategyMode, type Card } from 'ts-fsrs';
import { REVIEW_RATINGS, type ReviewCard, type ReviewRating } from '@contract';
import {
  FSRS_GRADES,
  FSRS_STATES,
  REVIEW_STATE_OF,
  reviewMinute,
} from '../../../../../contract/review-schedule';

/*
 * A card rated without a network is rescheduled here, in the browser, only to know whether it comes back
 * in this sitting (Again: in a minute) or is done: the server schedules it again from the rating's
 * `reviewedAt` when it arrives, and its answer is what counts. The ratings' and states' mapping and the
 * minute a review is scheduled from are the server's own (contract/review-schedule.ts); the scheduler is
 * ts-fsrs with its default parameters and the server's fuzz seed (the word's id and review count). The
 * server also applies the learner's retention, fitted parameters and spread-out days, which move long
 * intervals but not whether a card is due again within the sitting; a rating made in the minute the queue
 * was read takes the card's own `next`, which is exactly what the server gives.
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: true })).useStrategy(
  StrategyMode.SEED,
  GenSeedStrategyWithCardId('word_id'),
);

/** A kept card: as the server showed it, plus the learning step ts-fsrs needs (the API does not send it). */
export interface OfflineCard {
  card: ReviewCard;
  /** 0 for a card from the server (its step is not sent; only the interval of a learning card can differ). */
  learningSteps: number;
  /** Rated on this device since the queue was kept: shown again only once it falls due. */
  ratedSinceKept: boolean;
}

function toFsrsCard({ card, learningSteps }: OfflineCard): Card & { word_id: string } {
  return {
    word_id: card.word.id,
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: FSRS_STATES[card.state],
    last_review: card.lastReviewedAt === null ? undefined : new Date(card.lastReviewedAt),
  };
}

/** The card after `rating` made at `at`, with the buttons' intervals for its next rating. */
export function rateOnDevice(kept: OfflineCard, rating: ReviewRating, at: Date): OfflineCard {
  const minute = reviewMinute(at);
  const { card } = scheduler.next(toFsrsCard(kept), minute, FSRS_GRADES[rating]);
  const inPreviewedMinute = minute.toISOString() === kept.card.previewedAt;
  const preview = scheduler.repeat(card, minute);
  return {
    card: {
      ...kept.card,
      state: REVIEW_STATE_OF[card.state],
      due: inPreviewedMinute ? kept.card.next[rating] : card.due.toISOString(),
      reps: card.reps,
      lapses: card.lapses,
      stability: card.stability,
      difficulty: card.difficulty,
      lastReviewedAt: minute.toISOString(),
      next: Object.fromEntries(
        REVIEW_RATINGS.map((each) => [each, preview[FSRS_GRADES[each]].card.due.toISOString()]),
      ) as Record<ReviewRating, string>,
      previewedAt: minute.toISOString(),
    },
    learningSteps: card.learning_steps,
    ratedSinceKept: true,
  };
}
