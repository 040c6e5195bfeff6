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
  /* A schedule fitted to the learner (migration 015): column defaults too. */
  /** 0.70..0.97: the chance of recall when a card falls due. */
  desired_retention: Generated<number>;
  /** Reviews a day, 0 = no limit. */
  daily_review_limit: Generated<number>;
  /** Comma list of weekdays 0..6 (Sunday first), '' for none. */
  easy_days: Generated<string>;
  /** Comma list of contract QuestionType. */
  question_types: Generated<string>;
  /** JSON array of FSRS parameters fitted to the learner's log; null = ts-fsrs's defaults. */
  fsrs_parameters: string | null;
  /** Reviews the parameters were fitted on, and when. */
  fsrs_parameters_reviews: number | null;
  fsrs_parameters_at: string | null;
  /** Daily reminder mail: on (1) or off (0), and the hour in the learner's zone. */
  reminder_email: Generated<number>;
  reminder_hour: Generated<number>;
  /** The next instant (UTC ISO) a reminder may be sent; null when reminders are off. */
  reminder_due_at: string | null;
  created_at: string;
  updated_at: string;
}
