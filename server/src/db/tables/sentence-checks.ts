/**
 * sentence_checks: a learner's sentence with the AI's correction, its own columns; the shared ones are its
 * published_items row (same id).
 */
export interface SentenceChecksTable {
  id: string;
  sentence: string;
  corrected_sentence: string;
  is_correct: number;
  /** 0..100 */
  score: number;
  explanation: string;
  /** JSON text of contract `CheckIssue[]` (with start/end offsets into `sentence`). */
  issues: string;
  /** JSON text of contract `UnknownWord[]`: words an offline check asks the learner to check. */
  unknown_words: string;
}
