import { z } from 'zod';
import { aiOptionsSchema } from './ai';
import { LIMITS } from './limits';
import { pageFields, successEnvelope } from './envelope';
import { publishedItemFields } from './generations';
import { CHECK_ISSUE_TYPES } from './check-values';

export * from './check-values';

/** What a model must answer for a sentence check. Offsets are recomputed by the server when off. */
export const checkOutputSchema = z.object({
  correctedSentence: z.string().min(1),
  isCorrect: z.boolean(),
  score: z.number().min(0).max(100),
  explanation: z.string().min(1),
  issues: z
    .array(
      z.object({
        type: z.enum(CHECK_ISSUE_TYPES),
        original: z.string().min(1),
        suggestion: z.string(),
        explanation: z.string().min(1),
        start: z.number().int().min(0).optional(),
        end: z.number().int().min(0).optional(),
      }),
    )
    .max(50),
});
export type CheckOutput = z.infer<typeof checkOutputSchema>;

/** POST /api/check */
export const checkRequestSchema = aiOptionsSchema.extend({
  sentence: z
    .string({ error: 'validation.sentenceRequired' })
    .trim()
    .min(1, 'validation.sentenceRequired')
    .max(LIMITS.sentenceMax, 'validation.sentenceTooLong'),
});
export type CheckRequest = z.infer<typeof checkRequestSchema>;

export const checkIssueSchema = z.object({
  type: z.enum(CHECK_ISSUE_TYPES),
  original: z.string(),
  suggestion: z.string(),
  explanation: z.string(),
  /** UTF-16 offsets of `original` in `sentence`. */
  start: z.number(),
  end: z.number(),
});
export type CheckIssue = z.infer<typeof checkIssueSchema>;

/**
 * A word the offline checker does not know and could not correct with confidence ("importand"): the learner
 * is asked to check its spelling. `guesses` are what it may have been meant as, the likeliest first; none of
 * them is in `correctedSentence`. Checks by an AI have none.
 */
export const unknownWordSchema = z.object({
  word: z.string(),
  /** UTF-16 offsets of `word` in `sentence`. */
  start: z.number(),
  end: z.number(),
  guesses: z.array(z.string()),
});
export type UnknownWord = z.infer<typeof unknownWordSchema>;

export const sentenceCheckSchema = z.object({
  id: z.string(),
  sentence: z.string(),
  correctedSentence: z.string(),
  isCorrect: z.boolean(),
  score: z.number(),
  explanation: z.string(),
  issues: z.array(checkIssueSchema),
  unknownWords: z.array(unknownWordSchema),
  ...publishedItemFields,
});
export type SentenceCheck = z.infer<typeof sentenceCheckSchema>;

/** POST /api/check (201), GET /api/checks/:id, PUT /api/checks/:id/privacy */
export const checkResponseSchema = successEnvelope({
  check: sentenceCheckSchema,
  message: z.string().optional(),
});
export type CheckResponse = z.infer<typeof checkResponseSchema>;

/** GET /api/checks and /api/checks/public */
export const checkListResponseSchema = successEnvelope({
  checks: z.array(sentenceCheckSchema),
  ...pageFields,
});
export type CheckListResponse = z.infer<typeof checkListResponseSchema>;

/** GET /api/checks/:id/similar: other sentences sharing words, each once (by its best visible check). */
export const similarChecksResponseSchema = successEnvelope({ checks: z.array(sentenceCheckSchema) });
