import {
  fsrs,
  GenSeedStrategyWithCardId,
  generatorParameters,
  Rating,
  State,
  StrategyMode,
  type Card,
  type Grade,
} from 'ts-fsrs';
import { REVIEW_RATINGS, type ReviewCard, type ReviewRating, type ReviewState } from '@contract';

/*
 * A card rated without a network is rescheduled here, in the browser, only to know whether it comes back
 * in this sitting (Again: in a minute) or is done: the server schedules it again from the rating's
 * `reviewedAt` when it arrives, and its answer is what counts. Same ts-fsrs settings as the server
 * (server/src/review/scheduler.ts: default parameters, fuzz seeded by the word's id and review count,
 * each review scheduled from its minute), so the two nearly always agree; a rating made in the minute
 * the queue was read takes the card's own `next`, which is exactly what the server gives.
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: true })).useStrategy(
  StrategyMode.SEED,
  GenSeedStrategyWithCardId('word_id'),
);

const MINUTE_MS = 60_000;

const GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const STATE_OF: Record<ReviewState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
  known: State.New,
};

const STATE_NAME: Record<State, ReviewState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

/** A kept card: as the server showed it, plus the learning step ts-fsrs needs (the API does not send it). */
export interface OfflineCard {
  card: ReviewCard;
  /** 0 for a card from the server (its step is not sent; only the interval of a learning card can differ). */
  learningSteps: number;
  /** Rated on this device since the queue was kept: shown again only once it falls due. */
  ratedSinceKept: boolean;
}

function minuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
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
    state: STATE_OF[card.state],
    last_review: card.lastReviewedAt === null ? undefined : new Date(card.lastReviewedAt),
  };
}

/** The card after `rating` made at `at`, with the buttons' intervals for its next rating. */
export function rateOnDevice(kept: OfflineCard, rating: ReviewRating, at: Date): OfflineCard {
  const minute = minuteOf(at);
  const { card } = scheduler.next(toFsrsCard(kept), minute, GRADES[rating]);
  const inPreviewedMinute = minute.toISOString() === kept.card.previewedAt;
  const preview = scheduler.repeat(card, minute);
  return {
    card: {
      ...kept.card,
      state: STATE_NAME[card.state],
      due: inPreviewedMinute ? kept.card.next[rating] : card.due.toISOString(),
      reps: card.reps,
      lapses: card.lapses,
      stability: card.stability,
      difficulty: card.difficulty,
      lastReviewedAt: minute.toISOString(),
      next: Object.fromEntries(
        REVIEW_RATINGS.map((each) => [each, preview[GRADES[each]].card.due.toISOString()]),
      ) as Record<ReviewRating, string>,
      previewedAt: minute.toISOString(),
    },
    learningSteps: card.learning_steps,
    ratedSinceKept: true,
  };
}
