/** generation_words: the words a generation used, in the order chosen; indexed by word_key for "related". */
export interface GenerationWordsTable {
  generation_id: string;
  /** The word in the owner's list; null once it is deleted from the list (the text stays). */
  word_id: string | null;
  word: string;
  /** `word` lower-cased, as words.word_key. */
  word_key: string;
  position: number;
}
