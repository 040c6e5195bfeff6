import { sql } from 'kysely';
import type { Db } from '../db/database';

/*
 * Keys per `word_key in (...)`: a text of 20,000 characters has some 2,000 keys (its words and their
 * lemmas), read in one statement; two lists of 2,000 stay well under both dialects' limits on bound
 * parameters (SQLite 32,766, PostgreSQL 65,535).
 */
const KEY_CHUNK = 2_000;

/** A key of the learner's: their word (with its card) or a word they know outside their list. */
export interface LearnerKey {
  key: string;
  /** null for a word known outside the list (known_words). */
  wordId: string | null;
  /** The card's state (contract ReviewState); null for a word without a card. */
  state: string | null;
  /** review_cards.is_new: 2 when the learner knows the word. */
  isNew: number | null;
}

/** SQL for reading: which of a text's words a learner has. Knows nothing of HTTP or the dictionary. */
export function createReadingRepository(db: Db) {
  return {
    /**
     * These keys of the learner's, in one statement a chunk: a seek per key on words (user_id, word_key)
     * with the card by its word id, and on known_words' primary key (user_id, word_key).
     */
    async learnerKeys(userId: string, keys: string[]): Promise<LearnerKey[]> {
      const found: LearnerKey[] = [];
      for (let start = 0; start < keys.length; start += KEY_CHUNK) {
        const part = keys.slice(start, start + KEY_CHUNK);
        const rows = await db
          .selectFrom('words')
          .leftJoin('review_cards', 'review_cards.word_id', 'words.id')
          .select([
            'words.word_key as key',
            'words.id as wordId',
            'review_cards.state as state',
            'review_cards.is_new as isNew',
          ])
          .where('words.user_id', '=', userId)
          .where('words.word_key', 'in', part)
          .$castTo<LearnerKey>()
          .unionAll(
            db
              .selectFrom('known_words')
              .select([
                'word_key as key',
                sql<string | null>`cast(null as text)`.as('wordId'),
                sql<string | null>`cast(null as text)`.as('state'),
                sql<number | null>`2`.as('isNew'),
              ])
              .where('user_id', '=', userId)
              .where('word_key', 'in', part),
          )
          .execute();
        found.push(...rows);
      }
      return found;
    },
  };
}

export type ReadingRepository = ReturnType<typeof createReadingRepository>;
