import { z } from 'zod';
import { aiOptionsSchema } from './ai';
import { pageFields, successEnvelope } from './envelope';
import { LIMITS } from './limits';
import { GRAMMAR_LANGUAGES } from './preferences';

export * from './feed-values';

/** What a model must answer for a generation (validated before anything is saved). */
export const generationOutputSchema = z.object({
  sentence: z.string().min(1),
  /** Chinese translation; null when the explanation language is English only. */
  translation: z.string().nullable(),
  grammarExplanation: z.string().min(1),
  grammarPoints: z
    .array(z.object({ title: z.string().min(1), explanation: z.string().min(1) }))
    .min(1)
    .max(6),
});
export type GenerationOutput = z.infer<typeof generationOutputSchema>;

/** POST /api/generate */
export const generateRequestSchema = aiOptionsSchema.extend({
  wordIds: z
    .array(z.string().min(1).max(64), { error: 'validation.wordsRequired' })
    .min(LIMITS.wordsPerGenerationMin, 'validation.wordsRequired')
    .max(LIMITS.wordsPerGenerationMax, 'validation.wordsTooMany'),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

export const authorSchema = z.object({ username: z.string() });
export type Author = z.infer<typeof authorSchema>;

/**
 * What generations and checks share as published items: who made them, their visibility and likes.
 * Each kind adds its own fields to these.
 */
export const publishedItemFields = {
  reasoning: z.string().nullable(),
  model: z.string(),
  provider: z.string(),
  grammarLanguage: z.enum(GRAMMAR_LANGUAGES),
  isPublic: z.boolean(),
  likes: z.number(),
  likedByMe: z.boolean(),
  author: authorSchema,
  createdAt: z.string(),
};

export const generationSchema = z.object({
  id: z.string(),
  words: z.array(z.string()),
  sentence: z.string(),
  /** Chinese translation; null when the explanation language is English only. */
  translation: z.string().nullable(),
  grammarExplanation: z.string(),
  grammarPoints: z.array(z.object({ title: z.string(), explanation: z.string() })),
  ...publishedItemFields,
});
export type Generation = z.infer<typeof generationSchema>;

/** POST /api/generate (201), GET /api/generations/:id, PUT /api/generations/:id/privacy */
export const generationResponseSchema = successEnvelope({
  generation: generationSchema,
  message: z.string().optional(),
});
export type GenerationResponse = z.infer<typeof generationResponseSchema>;

/** GET /api/generations and /api/generations/public */
export const generationListResponseSchema = successEnvelope({
  generations: z.array(generationSchema),
  ...pageFields,
});
export type GenerationListResponse = z.infer<typeof generationListResponseSchema>;

/** GET /api/generations/:id/related */
export const relatedGenerationsResponseSchema = successEnvelope({ generations: z.array(generationSchema) });
