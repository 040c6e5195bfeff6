import { z } from 'zod';
import { successEnvelope } from './envelope';
import { blankToUndefined } from './query';

/*
 * A schedule fitted to the learner (docs/api-conventions.md, "A schedule fitted to the learner"):
 * GET /review/forecast, GET/POST/DELETE /review/parameters. The preferences are in preferences.ts.
 */

/* ---- The forecast: GET /review/forecast ---- */

/** Days the forecast may cover, today first. */
export const FORECAST_DAYS = { min: 1, max: 365, default: 30 } as const;

/** GET /api/review/forecast */
export const forecastQuerySchema = z.object({
  days: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'validation.forecastDaysRange' })
      .int('validation.forecastDaysRange')
      .min(FORECAST_DAYS.min, 'validation.forecastDaysRange')
      .max(FORECAST_DAYS.max, 'validation.forecastDaysRange')
      .default(FORECAST_DAYS.default),
  ),
});
export type ForecastQuery = z.infer<typeof forecastQuerySchema>;

export const forecastDaySchema = z.object({
  /** YYYY-MM-DD in the learner's time zone. */
  date: z.string(),
  /** Cards (not new) falling due that day; today's also counts every card due now (overdue ones too). */
  due: z.number().int(),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

/** GET /api/review/forecast: one entry per day, today first, days with none included. */
export const forecastResponseSchema = successEnvelope({ days: z.array(forecastDaySchema) });
export type ForecastResponse = z.infer<typeof forecastResponseSchema>;

/* ---- FSRS parameters fitted to the learner: GET/POST/DELETE /review/parameters ---- */

/*
 * The optimizer learns from reviews of a card on a later day than its previous one (docs/api-conventions.md,
 * "FSRS fitted to the learner's log"). Below this many a fit is refused: fsrs-rs trains every parameter
 * from 64 such reviews, but on simulated learners (bench/optimizer.ts) a fit on 100 beat the defaults on the
 * reviews that followed for only 3 of 5 learners whose memory differs from them, and from 200 on for all 5;
 * 400 is twice that, so a fit rarely follows a short log's noise.
 */
export const FSRS_FIT_MIN_REVIEWS = 400;

export const PARAMETER_SOURCES = ['default', 'optimized'] as const;
export type ParameterSource = (typeof PARAMETER_SOURCES)[number];

const parameterStateFields = {
  /** The FSRS parameters (weights) every review of the learner is scheduled with. */
  parameters: z.array(z.number()),
  source: z.enum(PARAMETER_SOURCES),
  /** How many reviews the optimized parameters were fitted on; null for the defaults. */
  reviews: z.number().int().nullable(),
  /** When they were fitted (ISO-8601); null for the defaults. */
  computedAt: z.string().nullable(),
  /** How many reviews of the learner's log a fit would learn from now. */
  reviewsAvailable: z.number().int(),
  /** The fewest a fit needs (FSRS_FIT_MIN_REVIEWS). */
  reviewsRequired: z.number().int(),
};

/** GET /api/review/parameters. */
export const reviewParametersResponseSchema = successEnvelope(parameterStateFields);
export type ReviewParametersResponse = z.infer<typeof reviewParametersResponseSchema>;

/** DELETE /api/review/parameters: back to the defaults, with a message. */
export const resetParametersResponseSchema = successEnvelope({
  ...parameterStateFields,
  message: z.string(),
});
export type ResetParametersResponse = z.infer<typeof resetParametersResponseSchema>;

/**
 * POST /api/review/parameters: a fit on the learner's log. `logLoss.before` is the log loss of the
 * parameters in use before it, `after` of the fitted ones, on the same reviews; the fitted ones are kept
 * (`kept`) only when theirs is lower, and `parameters` are the ones in use afterwards.
 */
export const fitParametersResponseSchema = successEnvelope({
  parameters: z.array(z.number()),
  reviews: z.number().int(),
  logLoss: z.object({ before: z.number(), after: z.number() }),
  kept: z.boolean(),
  message: z.string(),
});
export type FitParametersResponse = z.infer<typeof fitParametersResponseSchema>;
