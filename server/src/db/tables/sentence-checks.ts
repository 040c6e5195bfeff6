/** sentence_checks: a learner's sentence with the AI's correction. Booleans 0/1, timestamps ISO-8601 text. */
export interface SentenceChecksTable {
  id: string;
  user_id: string;
  sentence: string;
  corrected_sentence: string;
  is_correct: number;
  /** 0..100 */
  score: number;
  explanation: string;
  /** JSON text of contract `CheckIssue[]` (with start/end offsets into `sentence`). */
  issues: string;
  reasoning: string | null;
  model: string;
  provider: string;
  grammar_language: string;
  is_public: number;
  likes: number;
  hot_score: number;
  created_at: string;
}
