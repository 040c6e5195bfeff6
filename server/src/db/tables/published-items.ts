/** Which kind of published item a row of published_items is; its own columns are in that kind's table. */
export type PublishedItemKind = 'generation' | 'check';

/**
 * The columns every published item has, whatever its kind (made with an AI call, public or private,
 * liked, in feeds). Booleans 0/1, timestamps ISO-8601 text.
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

/**
 * published_items: one row per generation or sentence check (migration 011). The kind's own columns are in
 * `generations` or `sentence_checks`, whose id is this id; likes point here.
 */
export interface PublishedItemsTable extends PublishedItemColumns {
  kind: PublishedItemKind;
}
