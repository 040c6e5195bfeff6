/** plans: a learner's plan to learn a word book, one per learner and book. */
export interface PlansTable {
  user_id: string;
  /** A BOOK_IDS id (dictionary/books.ts). */
  book_id: string;
  /** The daily number the learner chose; with a target_date the pace follows from the date instead. */
  daily_new: number;
  /** 'YYYY-MM-DD' in the learner's zone, or null. */
  target_date: string | null;
  /** 1 while paused: the queue serves none of its words. */
  paused: number;
  /** The book position up to which every word has been served or stepped over (in the list, known). */
  cursor: number;
  /** The learner's day `introduced_today` counts for ('YYYY-MM-DD'), null before the first word. */
  day: string | null;
  introduced_today: number;
  started_at: string;
  updated_at: string;
}
