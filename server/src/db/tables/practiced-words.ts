/** practiced_words: each word_key used by some generation, with how many generations use it. */
export interface PracticedWordsTable {
  word_key: string;
  generations: number;
}
