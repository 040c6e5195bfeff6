import { z } from 'zod';
import { aiOptionsSchema } from './ai';
import { LIMITS } from './limits';
import type { Author } from './generations';
import type { GrammarLanguage } from './preferences';

export const CHECK_ISSUE_TYPES = ['grammar', 'spelling', 'punctuation', 'word-choice', 'style'] as const;
export type CheckIssueType = (typeof CHECK_ISSUE_TYPES)[number];

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

export interface CheckIssue {
  type: CheckIssueType;
  original: string;
  suggestion: string;
  explanation: string;
  /** UTF-16 offsets of `original` in `sentence`. */
  start: number;
  end: number;
}

export interface SentenceCheck {
  id: string;
  sentence: string;
  correctedSentence: string;
  isCorrect: boolean;
  score: number;
  explanation: string;
  issues: CheckIssue[];
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

export interface CheckResponse {
  success: true;
  check: SentenceCheck;
  message?: string;
}

export interface CheckListResponse {
  success: true;
  checks: SentenceCheck[];
  nextCursor: string | null;
  hasMore: boolean;
}
