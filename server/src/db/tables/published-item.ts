/**
 * The columns generations and sentence_checks share: both are published items (made with an AI call,
 * public or private, liked, in feeds). Booleans 0/1, timestamps ISO-8601 text.
 */
export interface PublishedItemColumns {
  id: string;
  user_id: string;
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
