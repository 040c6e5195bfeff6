/** known_words: words the learner said they know (from a book) without having them in their list. */
export interface KnownWordsTable {
  user_id: string;
  /** Lower-cased, as words.word_key. */
  word_key: string;
  created_at: string;
}
