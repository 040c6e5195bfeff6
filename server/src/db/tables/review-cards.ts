/** review_cards: one FSRS card per word (ts-fsrs `Card` fields). Timestamps ISO-8601 text. */
export interface ReviewCardsTable {
  word_id: string;
  user_id: string;
  /** contract ReviewState: new, learning, review, relearning, known. */
  state: string;
  /**
   * 1 while the card has never been reviewed, 0 once it has: the queue reads new and due cards apart.
   * 2: the learner knows the word ("I know this"); the card is in no queue.
   */
  is_new: number;
  /** The book whose plan brought the card in and serves it while new; null for the learner's own words. */
  plan_book: string | null;
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: string | null;
  created_at: string;
}
