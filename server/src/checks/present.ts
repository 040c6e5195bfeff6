import { z } from 'zod';
import { CHECK_ISSUE_TYPES, type SentenceCheck } from '@contract';
import { asGrammarLanguage } from '../generations/present';
import type { CheckRecord } from './repository';

const issuesSchema = z.array(
  z.object({
    type: z.enum(CHECK_ISSUE_TYPES),
    original: z.string(),
    suggestion: z.string(),
    explanation: z.string(),
    start: z.number().int(),
    end: z.number().int(),
  }),
);

/** The check as the API shows it; `likedByMe` is false for guests. */
export function presentCheck(record: CheckRecord, likedByMe: boolean): SentenceCheck {
  return {
    id: record.id,
    sentence: record.sentence,
    correctedSentence: record.corrected_sentence,
    isCorrect: record.is_correct === 1,
    score: record.score,
    explanation: record.explanation,
    issues: issuesSchema.parse(JSON.parse(record.issues)),
    reasoning: record.reasoning,
    model: record.model,
    provider: record.provider,
    grammarLanguage: asGrammarLanguage(record.grammar_language),
    isPublic: record.is_public === 1,
    likes: record.likes,
    likedByMe,
    author: { username: record.author_username },
    createdAt: record.created_at,
  };
}
