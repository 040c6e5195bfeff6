/*
 * Words in a learner's list, each with its review card, written straight into a bench's SQLite database.
 * The word is its own key and search text, its source 'own'; every column of the card a bench varies is a
 * field of CardSeed, the others take the values most benches use (a card in review, 3 reps, no lapses).
 */
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';

export interface CardSeed {
  word: string;
  createdAt: string;
  due: string;
  /** 'review' unless given. */
  state?: string;
  /** 0 unless given (1: new, 2: known). */
  isNew?: number;
  stability?: number;
  difficulty?: number;
  elapsedDays?: number;
  scheduledDays?: number;
  reps?: number;
  lapses?: number;
  /** The word's createdAt unless given. */
  lastReview?: string | null;
}

/**
 * Prepares the two inserts once; each call of the answer writes one word and its card and returns the
 * word's id. Run the calls inside the caller's transaction.
 */
export function wordCardSeeder(seeder: Database.Database): (userId: string, card: CardSeed) => string {
  const insertWord = seeder.prepare(
    `insert into words (id, user_id, word, word_key, usage_count, search_text, source, created_at)
     values (?, ?, ?, ?, 0, ?, 'own', ?)`,
  );
  const insertCard = seeder.prepare(
    `insert into review_cards (word_id, user_id, state, is_new, due, stability, difficulty, elapsed_days,
       scheduled_days, learning_steps, reps, lapses, last_review, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
  );
  return (userId, card) => {
    const id = randomUUID();
    insertWord.run(id, userId, card.word, card.word, card.word, card.createdAt);
    insertCard.run(
      id,
      userId,
      card.state ?? 'review',
      card.isNew ?? 0,
      card.due,
      card.stability ?? 10,
      card.difficulty ?? 5,
      card.elapsedDays ?? 10,
      card.scheduledDays ?? 10,
      card.reps ?? 3,
      card.lapses ?? 0,
      card.lastReview === undefined ? card.createdAt : card.lastReview,
      card.createdAt,
    );
    return id;
  };
}
