import { CHECK_ISSUE_TYPES, type CheckIssueType, type Drill, type Mistake } from '@contract';
import { asReviewState } from '../review';
import type { DrillRecord, MistakeRecord } from './repository';

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
    mastered: record.drill_mastered === 1,
  };
}

/** A drill as the learner sees it before answering: never its expected answer (the suggestion). */
export function presentDrill(record: DrillRecord): Drill {
  return {
    id: record.id,
    type: asIssueType(record.type),
    prompt: { text: record.prompt_text, original: record.original, explanation: record.explanation },
    due: record.due,
    state: asReviewState(record.state),
    reps: record.reps,
    lapses: record.lapses,
    mistakeCount: record.mistake_count,
    mastered: record.mastered === 1,
  };
}
