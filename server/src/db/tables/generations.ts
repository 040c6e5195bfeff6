import type { PublishedItemColumns } from './published-item';

/** generations: AI-written sentences from a learner's words. */
export interface GenerationsTable extends PublishedItemColumns {
  sentence: string;
  /** Chinese translation; null when the grammar language is English only. */
  translation: string | null;
  grammar_explanation: string;
  /** JSON text of contract `grammarPoints`: [{ title, explanation }]. */
  grammar_points: string;
}
