/** ai_sentences: one sentence the platform AI wrote for a word, shared by every learner's cloze. */
export interface AiSentencesTable {
  word_key: string;
  sentence: string;
  translation: string | null;
  model: string;
  created_at: string;
}
