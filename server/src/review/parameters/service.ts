import { default_w } from 'ts-fsrs';
import { FSRS_FIT_MIN_REVIEWS, type ParameterSource } from '@contract';
import type { Learner } from '../../auth';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { cacheTags, type ReadCache } from '../../lib/read-cache';
import { takeTurns } from '../../lib/take-turns';
import { readFittedParameters } from '../learner-scheduler';
import type { ParametersRepository, StoredParameters } from './repository';
import type { RunFit } from './run-fit';
import { cardHistories } from './training-items';

export interface ParametersServiceDeps {
  parameters: ParametersRepository;
  clock: Clock;
  /** The learner's queue is cached with each card's intervals: new parameters change them. */
  readCache: ReadCache;
  /** The optimizer, off the event loop (run-fit.ts `fitInProcess`). */
  runFit: RunFit;
}

export interface ParameterState {
  parameters: number[];
  source: ParameterSource;
  reviews: number | null;
  computedAt: string | null;
  reviewsAvailable: number;
  reviewsRequired: number;
}

export interface FitResult {
  parameters: number[];
  reviews: number;
  logLoss: { before: number; after: number };
  kept: boolean;
}

/* ts-fsrs's defaults (FSRS-6, 21 weights): what every learner is scheduled with until a fit is kept. */
const DEFAULT_PARAMETERS: number[] = [...default_w];

/* The learner's fitted parameters, read as the scheduler reads them; null for none (the defaults). */
const fittedOf = (stored: StoredParameters | undefined) =>
  readFittedParameters(stored?.fsrs_parameters ?? null);

/**
 * FSRS fitted to each learner's own review log (docs/api-conventions.md, "FSRS fitted to the learner's
 * log"): what is in use, a fit kept only when it predicts the log better, and back to the defaults.
 */
export function createParametersService({ parameters, clock, readCache, runFit }: ParametersServiceDeps) {
  /* A learner's fit while it runs: a second request waits for it and answers the same. */
  const running = new Map<string, Promise<FitResult>>();

  async function state(userId: string): Promise<ParameterState> {
    const [stored, reviewsAvailable] = await Promise.all([
      parameters.stored(userId),
      parameters.learnableReviews(userId),
    ]);
    const fitted = fittedOf(stored);
    return {
      parameters: fitted ?? DEFAULT_PARAMETERS,
      source: fitted ? 'optimized' : 'default',
      reviews: fitted ? (stored?.fsrs_parameters_reviews ?? null) : null,
      computedAt: fitted ? (stored?.fsrs_parameters_at ?? null) : null,
      reviewsAvailable,
      reviewsRequired: FSRS_FIT_MIN_REVIEWS,
    };
  }

  async function fit(userId: string): Promise<FitResult> {
    const available = await parameters.learnableReviews(userId);
    if (available < FSRS_FIT_MIN_REVIEWS) {
      const needed = FSRS_FIT_MIN_REVIEWS - available;
      throw new AppError(
        'NOT_ENOUGH_REVIEWS',
        'fitParameters.notEnoughReviews',
        { required: FSRS_FIT_MIN_REVIEWS, available, needed },
        { needed },
      );
    }
    const current = fittedOf(await parameters.stored(userId)) ?? DEFAULT_PARAMETERS;
    const log = await parameters.ratings(userId);
    // The log's reading, the histories and the message to the fit process are each some milliseconds of
    // the server's thread (10,000 reviews: 8 ms a page, 11 ms, 15 ms): a turn between them keeps health
    // and every other request answering while a fit starts (bench/optimizer.ts).
    const turn = takeTurns(0);
    await turn();
    const histories = cardHistories(log);
    await turn();
    const outcome = await runFit({ histories, current });
    const kept = outcome.logLoss.after < outcome.logLoss.before;
    if (kept) {
      await parameters.store(userId, {
        fsrs_parameters: JSON.stringify(outcome.parameters),
        fsrs_parameters_reviews: outcome.reviews,
        fsrs_parameters_at: clock().toISOString(),
      });
      await readCache.invalidate([cacheTags.learner(userId)]);
    }
    return { ...outcome, parameters: kept ? outcome.parameters : current, kept };
  }

  return {
    get: (learner: Learner) => state(learner.id),

    /** Fits and keeps the result when better; 409 NOT_ENOUGH_REVIEWS on too short a log. */
    fit(learner: Learner): Promise<FitResult> {
      const pending = running.get(learner.id);
      if (pending) return pending;
      const started = fit(learner.id).finally(() => running.delete(learner.id));
      running.set(learner.id, started);
      return started;
    },

    async reset(learner: Learner): Promise<ParameterState> {
      await parameters.store(learner.id, {
        fsrs_parameters: null,
        fsrs_parameters_reviews: null,
        fsrs_parameters_at: null,
      });
      await readCache.invalidate([cacheTags.learner(learner.id)]);
      return state(learner.id);
    },
  };
}

export type ParametersService = ReturnType<typeof createParametersService>;
