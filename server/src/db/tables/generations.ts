/** generations: an AI-written sentence's own columns; the shared ones are its published_items row (same id). */
export interface GenerationsTable {
  id: string;
  sentence: string;
  /** Chinese translation; null when the grammar language is English only. */
  translation: string | null;
  grammar_explanation: string;
  /** JSON text of contract `grammarPoints`: [{ title, explanation }]. */
  grammar_points: string;
}
