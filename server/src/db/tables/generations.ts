/** generations: AI-written sentences from a learner's words. Booleans 0/1, timestamps ISO-8601 text. */
export interface GenerationsTable {
  id: string;
  user_id: string;
  sentence: string;
  /** Chinese translation; null when the grammar language is English only. */
  translation: string | null;
  grammar_explanation: string;
  /** JSON text of contract `grammarPoints`: [{ title, explanation }]. */
  grammar_points: string;
  /** The model's thinking, when asked for and returned. */
  reasoning: string | null;
  model: string;
  provider: string;
  grammar_language: string;
  is_public: number;
  likes: number;
  /** Trending order: log10 of likes plus an age term (lib/hot-score.ts), refreshed on each like. */
  hot_score: number;
  created_at: string;
}
