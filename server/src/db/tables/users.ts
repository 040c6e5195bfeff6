import type { Generated } from 'kysely';

/** users: one row per account. Booleans are 0/1 and timestamps ISO-8601 text in both dialects. */
export interface UsersTable {
  id: string;
  username: string;
  /** Uniqueness is case-insensitive: `Alice` and `alice` are the same name. */
  username_lower: string;
  /** Stored lower-cased, so the UNIQUE constraint is case-insensitive. */
  email: string;
  password_hash: string;
  /** Part of every token; bumping it revokes all tokens issued before. */
  token_version: number;
  theme: string;
  language: string;
  grammar_language: string;
  show_in_community: number;
  /** JSON text of contract FontSettings. */
  font_settings: string;
  /* The learning loop's preferences have column defaults (migration 006), so inserts may leave them out. */
  /** contract EnglishVariety */
  english_variety: Generated<string>;
  /** New review cards a day, 0..100. */
  daily_new_words: Generated<number>;
  /** IANA zone of the learner's "today". */
  time_zone: Generated<string>;
  created_at: string;
  updated_at: string;
}
