import { z } from 'zod';
import { CHECK_ISSUE_TYPES, unknownWordSchema, type SentenceCheck } from '@contract';
import { presentPublished } from '../published';
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

/** Built once: presentCheck runs for every check of every feed page. */
const unknownWordsSchema = z.array(unknownWordSchema);

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
    unknownWords: unknownWordsSchema.parse(JSON.parse(record.unknown_words)),
    ...presentPublished(record, likedByMe),
  };
}
