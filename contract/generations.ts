import { z } from 'zod';
import { aiOptionsSchema } from './ai';
import { LIMITS } from './limits';
import type { GrammarLanguage } from './preferences';

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

export const FEED_SORTS = ['recent', 'popular', 'trending'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

export interface Author {
  username: string;
}

export interface Generation extends GenerationOutput {
  id: string;
  words: string[];
  reasoning: string | null;
  model: string;
  provider: string;
  grammarLanguage: GrammarLanguage;
  isPublic: boolean;
  likes: number;
  likedByMe: boolean;
  author: Author;
  createdAt: string;
}

export interface GenerationResponse {
  success: true;
  generation: Generation;
  message?: string;
}

export interface GenerationListResponse {
  success: true;
  generations: Generation[];
  nextCursor: string | null;
  hasMore: boolean;
}
