/** review_cards: one FSRS card per word (ts-fsrs `Card` fields). Timestamps ISO-8601 text. */
export interface ReviewCardsTable {
  word_id: string;
  user_id: string;
  /** contract ReviewState: new, learning, review, relearning. */
  state: string;
  /** 1 while the card has never been reviewed: the queue reads new and due cards apart. */
  is_new: number;
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
