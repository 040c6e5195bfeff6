import { CHECK_ISSUE_TYPES, type CheckIssueType, type Mistake } from '@contract';
import type { MistakeRecord } from './repository';

export function asIssueType(value: string): CheckIssueType {
  return CHECK_ISSUE_TYPES.find((type) => type === value) ?? 'grammar';
}

export function presentMistake(record: MistakeRecord): Mistake {
  return {
    id: record.id,
    checkId: record.check_id,
    sentence: record.sentence,
    original: record.original,
    suggestion: record.suggestion,
    type: asIssueType(record.type),
    explanation: record.explanation,
    start: record.span_start,
    end: record.span_end,
    correctedSentence: record.corrected_sentence,
    createdAt: record.created_at,
  };
}
