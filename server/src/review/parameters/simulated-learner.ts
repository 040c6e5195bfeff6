import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import {
  createEmptyCard,
  default_w,
  fsrs,
  generatorParameters,
  Rating,
  State,
  type Card,
  type Grade,
} from 'ts-fsrs';
import { REVIEW_RATINGS, type ReviewRating } from '@contract';
import type { Db } from '../../db/database';
import type { ReviewLogTable } from '../../db/tables';
import { localDay } from '../../lib/local-day';
import type { LoggedRating } from './training-items';

/*
 * A learner whose memory is known, for the optimizer's tests and bench (never the product): their cards
 * are scheduled as Wordloom schedules them (ts-fsrs's defaults, fuzz on), and each rating is drawn from
 * their true memory, an FSRS model with other parameters: recalled with the probability that model gives
 * after the days that passed. A fit on their log should find a model nearer theirs than the defaults.
 */

/** Remembers new words for a shorter time than the defaults assume, and forgets along a flatter curve. */
export const FORGETFUL_MEMORY: number[] = (() => {
  const memory = [...default_w];
  memory.splice(0, 4, 0.1, 0.5, 1, 3);
  memory[8] = 1;
  memory[20] = 0.3;
  return memory;
})();

export interface SimulationOptions {
  /** The learner's true memory: FSRS parameters. */
  memory: number[];
  days: number;
  newCardsPerDay: number;
  /** The first day, at the hour the learner reviews. */
  start: Date;
  seed?: number;
}

export interface SimulatedRating {
  card: number;
  at: Date;
  rating: ReviewRating;
  /** What Wordloom's scheduler did with it: the card before and ts-fsrs's log. */
  before: Card;
  after: Card;
}

const DAY_MS = 86_400_000;
/* A card's learning steps on one day: a session ends after this many ratings of it. */
const STEPS_PER_DAY = 6;
const STATE_NAMES = ['new', 'learning', 'review', 'relearning'] as const;

/* A small seeded generator, so a test's log is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function simulateLearner({ memory, days, newCardsPerDay, start, seed = 1 }: SimulationOptions) {
  const random = seededRandom(seed);
  const truth = fsrs(generatorParameters({ w: memory, enable_fuzz: false }));
  const wordloom = fsrs(generatorParameters({ enable_fuzz: true }));
  const cards: Array<{ scheduled: Card; true: Card }> = [];
  const ratings: SimulatedRating[] = [];

  function answer(card: Card, at: Date): Grade {
    const draw = random();
    if (card.state === State.New) return draw < 0.3 ? Rating.Again : draw < 0.45 ? Rating.Hard : Rating.Good;
    if (draw >= truth.get_retrievability(card, at, false)) return Rating.Again;
    const manner = random();
    return manner < 0.1 ? Rating.Hard : manner < 0.2 ? Rating.Easy : Rating.Good;
  }

  for (let day = 0; day < days; day++) {
    const dayStart = start.getTime() + day * DAY_MS;
    for (let i = 0; i < newCardsPerDay; i++) {
      cards.push({
        scheduled: createEmptyCard(new Date(dayStart)),
        true: createEmptyCard(new Date(dayStart)),
      });
    }
    for (const [index, card] of cards.entries()) {
      let now = dayStart;
      for (
        let step = 0;
        step < STEPS_PER_DAY && card.scheduled.due.getTime() < dayStart + DAY_MS / 2;
        step++
      ) {
        now = Math.max(now, card.scheduled.due.getTime()) + 60_000;
        const at = new Date(now);
        const grade = answer(card.true, at);
        const after = wordloom.next(card.scheduled, at, grade).card;
        ratings.push({ card: index, at, rating: REVIEW_RATINGS[grade - 1]!, before: card.scheduled, after });
        card.scheduled = after;
        card.true = truth.next(card.true, at, grade).card;
      }
    }
  }
  return { ratings, cards: cards.length };
}

/** The simulated learner's log as the optimizer reads it, their card numbers for word ids. */
export function loggedRatings(
  simulation: ReturnType<typeof simulateLearner>,
  timeZone = 'UTC',
): LoggedRating[] {
  return simulation.ratings.map(({ card, at, rating, before }) => ({
    wordId: String(card),
    day: localDay(at, timeZone),
    rating,
    stateBefore: STATE_NAMES[before.state],
    reviewedAt: at.toISOString(),
  }));
}

/** Writes the simulated learner's words and review log for `userId`, as Wordloom would have logged them. */
export async function seedSimulatedLog(
  db: Db,
  userId: string,
  simulation: ReturnType<typeof simulateLearner>,
  timeZone = 'UTC',
): Promise<void> {
  const wordIds = Array.from({ length: simulation.cards }, () => randomUUID());
  const createdAt = simulation.ratings[0]?.at.toISOString() ?? new Date(0).toISOString();
  const words = wordIds.map((id, index) => ({
    id,
    user_id: userId,
    word: `memory${index}`,
    word_key: `memory${index}`,
    definition: null,
    translation: null,
    phonetic: null,
    part_of_speech: null,
    parts_of_speech: '',
    usage_count: 0,
    search_text: `memory${index}`,
    created_at: createdAt,
  }));
  const log = simulation.ratings.map(({ card, at, rating, before, after }): Insertable<ReviewLogTable> => ({
    id: randomUUID(),
    user_id: userId,
    word_id: wordIds[card]!,
    rating,
    state_before: STATE_NAMES[before.state],
    state_after: STATE_NAMES[after.state],
    log_state: STATE_NAMES[before.state],
    log_due: before.due.toISOString(),
    log_stability: before.stability,
    log_difficulty: before.difficulty,
    elapsed_days: 0,
    last_elapsed_days: 0,
    scheduled_days: after.scheduled_days,
    learning_steps: after.learning_steps,
    duration_ms: 4_000,
    review_id: null,
    reviewed_at: at.toISOString(),
    review_day: localDay(at, timeZone),
    prev_due: null,
    prev_stability: null,
    prev_difficulty: null,
    prev_elapsed_days: null,
    prev_scheduled_days: null,
    prev_learning_steps: null,
    prev_reps: null,
    prev_lapses: null,
    prev_last_review: null,
    question: null,
  }));
  for (let start = 0; start < words.length; start += 200) {
    await db
      .insertInto('words')
      .values(words.slice(start, start + 200))
      .execute();
  }
  for (let start = 0; start < log.length; start += 200) {
    await db
      .insertInto('review_log')
      .values(log.slice(start, start + 200))
      .execute();
  }
}
