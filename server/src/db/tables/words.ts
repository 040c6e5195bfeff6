import type { Generated } from 'kysely';

/** words: a user's vocabulary list. Unique per user by `word_key`, so 'Apple' and 'apple' are one word. */
export interface WordsTable {
  id: string;
  user_id: string;
  /** As stored: lower-cased, except proper nouns keep the dictionary's capitals ('Monday'). */
  word: string;
  /** `word` lower-cased: the duplicate check and the alphabetical order. */
  word_key: string;
  definition: string | null;
  translation: string | null;
  phonetic: string | null;
  /** The main part of speech (the first of `parts_of_speech`). */
  part_of_speech: string | null;
  /**
   * Every part of speech, main one first, comma-separated ('noun,verb'); '' when none. null only on words
   * saved before migration 007 until fillPartsOfSpeech has read them from the dictionary at start-up.
   */
  parts_of_speech: string | null;
  usage_count: number;
  /**
   * word, definition and translation lower-cased in JavaScript, so the case-insensitive search behaves
   * the same on SQLite (whose lower() knows only ASCII) and PostgreSQL.
   */
  search_text: string;
  /** Where the word came from: 'own', 'book:<id>', 'reading' or 'import' (contract WORD_SOURCES). */
  source: Generated<string>;
  /** The sentence the word was met in (reading, import): its first cloze. */
  context_sentence: string | null;
  /** Where that sentence came from (a book title, a web page), as the learner or the import named it. */
  context_source: string | null;
  created_at: string;
}
