import { z } from 'zod';
import { CHECK_ISSUE_TYPES } from './check-values';
import { sentenceCheckSchema } from './checks';
import { successEnvelope } from './envelope';
import { wholeNumberParam } from './query';
import { REVIEW_LIMITS, REVIEW_STATES } from './review-values';
import { reviewCardSchema } from './review';

/*
 * Practice that produces: writing a sentence with a due word, drills of the learner's own mistakes, leeches
 * (docs/api-conventions.md, "Practice").
 */

export const PRACTICE_LIMITS = {
  /** A sentence written in review. */
  sentenceMax: 300,
  /** A card with this many lapses or more is a leech. */
  leechLapses: 8,
  /** New drills a learner starts a day. */
  newDrillsPerDay: 10,
  /** A drill whose interval reaches this many days is mastered. */
  masteredDays: 21,
  drillsDefault: 10,
  drillsMax: 50,
  drillAnswerMax: 200,
} as const;

/** How a review was answered: the rating buttons, or a sentence written with the word. */
export const REVIEW_MODES = ['recall', 'write'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];

/** POST /api/review/:wordId/sentence */
export const writeSentenceSchema = z
  .object({
    sentence: z
      .string({ error: 'validation.sentenceRequired' })
      .trim()
      .min(1, 'validation.sentenceRequired')
      .max(PRACTICE_LIMITS.sentenceMax, 'validation.writtenSentenceTooLong'),
    durationMs: z
      .number({ error: 'validation.durationInvalid' })
      .int('validation.durationInvalid')
      .min(0, 'validation.durationInvalid')
      .max(REVIEW_LIMITS.durationMsMax, 'validation.durationInvalid')
      .optional(),
  })
  .strict();
export type WriteSentenceRequest = z.infer<typeof writeSentenceSchema>;

export const writeSentenceResponseSchema = successEnvelope({
  /** The check, saved private: its issues are in the mistakes notebook. */
  check: sentenceCheckSchema,
  /** The form of the word the sentence uses ('harvested' for harvest), or null when it does not use it. */
  usedForm: z.string().nullable(),
  /** again: the word is absent; hard: used, with issues; good: used correctly. The card is rescheduled with it. */
  rating: z.enum(['again', 'hard', 'good']),
  card: reviewCardSchema,
});
export type WriteSentenceResponse = z.infer<typeof writeSentenceResponseSchema>;

export const drillSchema = z.object({
  id: z.string(),
  type: z.enum(CHECK_ISSUE_TYPES),
  prompt: z.object({
    /** The corrected sentence with the corrected words replaced by CLOZE_BLANK. */
    text: z.string(),
    /** The learner's wrong words. */
    original: z.string(),
    explanation: z.string(),
  }),
  due: z.string(),
  state: z.enum(REVIEW_STATES),
  reps: z.number().int(),
  lapses: z.number().int(),
  /** Mistakes with this original → suggestion. */
  mistakeCount: z.number().int(),
  mastered: z.boolean(),
});
export type Drill = z.infer<typeof drillSchema>;

/** GET /api/mistakes/drills */
export const drillsQuerySchema = z.object({
  limit: wholeNumberParam(1, PRACTICE_LIMITS.drillsMax, PRACTICE_LIMITS.drillsDefault),
});
export const drillsResponseSchema = successEnvelope({
  /** Due drills, then new ones (at most 10 new a day). */
  drills: z.array(drillSchema),
  dueCount: z.number().int(),
  newCount: z.number().int(),
});
export type DrillsResponse = z.infer<typeof drillsResponseSchema>;

export const drillParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** POST /api/mistakes/drills/:id */
export const drillAnswerSchema = z
  .object({
    answer: z
      .string({ error: 'validation.drillAnswerRequired' })
      .max(PRACTICE_LIMITS.drillAnswerMax, 'validation.drillAnswerTooLong'),
  })
  .strict();
export type DrillAnswerRequest = z.infer<typeof drillAnswerSchema>;

export const drillAnswerResponseSchema = successEnvelope({
  /** The answer after trimming and case-folding equals the correction. */
  correct: z.boolean(),
  /** The correction, sent only now that the learner has answered. */
  expected: z.string(),
  drill: drillSchema,
});
export type DrillAnswerResponse = z.infer<typeof drillAnswerResponseSchema>;

/** GET /api/review/leeches */
export const leechesResponseSchema = successEnvelope({ cards: z.array(reviewCardSchema) });
export type LeechesResponse = z.infer<typeof leechesResponseSchema>;
