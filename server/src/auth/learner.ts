import {
  canonicalTimeZone,
  DEFAULT_PREFERENCES,
  DEFAULT_FONT_SETTINGS,
  DEFAULT_TIME_ZONE,
  fontSettingsSchema,
  preferencesSchema,
  QUESTION_TYPES,
  WEEKDAYS,
  type FontSettings,
  type Preferences,
  type User,
} from '@contract';
import type { UserRow } from './repository';

/**
 * The signed-in learner as every route and service sees them: who they are and what they prefer, read
 * once from their row when the session is checked. It holds no password hash: a service that needs the
 * hash (a password change, a new email) reads it from the repository for that one step.
 */
export interface Learner {
  id: string;
  username: string;
  email: string;
  createdAt: string;
  /** Part of every token; bumping it revokes all tokens issued before. */
  tokenVersion: number;
  preferences: Preferences;
}

/*
 * Stored preference values, read back as the contract's, with the default for anything else. Built once:
 * every signed-in request reads its learner's row.
 */
const stored = {
  theme: preferencesSchema.shape.theme.catch('light'),
  language: preferencesSchema.shape.language.catch('en'),
  grammarLanguage: preferencesSchema.shape.grammarLanguage.catch('bilingual'),
  englishVariety: preferencesSchema.shape.englishVariety.catch('american'),
};
const storedFontSettings = fontSettingsSchema.partial();

/** The learner behind a users row; stored values outside the contract fall back to the defaults. */
export function learnerFrom(row: UserRow): Learner {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    createdAt: row.created_at,
    tokenVersion: row.token_version,
    preferences: {
      theme: stored.theme.parse(row.theme),
      language: stored.language.parse(row.language),
      grammarLanguage: stored.grammarLanguage.parse(row.grammar_language),
      showInCommunity: row.show_in_community === 1,
      fontSettings: readFontSettings(row.font_settings),
      englishVariety: stored.englishVariety.parse(row.english_variety),
      dailyNewWords: row.daily_new_words,
      timeZone: canonicalTimeZone(row.time_zone) ?? DEFAULT_TIME_ZONE,
      reminder: { email: row.reminder_email === 1, hour: row.reminder_hour },
      desiredRetention: row.desired_retention,
      dailyReviewLimit: row.daily_review_limit,
      easyDays: listOf(row.easy_days, WEEKDAYS.map(String)).map(Number),
      questionTypes: ((types) => (types.length > 0 ? types : DEFAULT_PREFERENCES.questionTypes))(
        listOf(row.question_types, QUESTION_TYPES),
      ),
    },
  };
}

/** The learner as the API shows them: an explicit list of fields. */
export function presentUser({ id, username, email, createdAt, preferences }: Learner): User {
  return { id, username, email, createdAt, preferences };
}

/** The users columns that hold the learner's learning preferences (not the display ones), as stored. */
export function schedulingColumns(preferences: Preferences) {
  return {
    english_variety: preferences.englishVariety,
    daily_new_words: preferences.dailyNewWords,
    time_zone: preferences.timeZone,
    desired_retention: preferences.desiredRetention,
    daily_review_limit: preferences.dailyReviewLimit,
    easy_days: storedList(preferences.easyDays),
    question_types: storedList(preferences.questionTypes),
    reminder_email: preferences.reminder.email ? 1 : 0,
    reminder_hour: preferences.reminder.hour,
    reminder_due_at: null,
    fsrs_parameters: null,
    fsrs_parameters_reviews: null,
    fsrs_parameters_at: null,
  };
}

/** A stored comma list, as the known values it names, each once, in the order of `known`. */
function listOf<T extends string>(stored: string, known: readonly T[]): T[] {
  const named = new Set(stored.split(','));
  return known.filter((value) => named.has(value));
}

/** A set of values as a stored comma list (`listOf` reads it back). */
export function storedList(values: readonly (string | number)[]): string {
  return values.join(',');
}

/* Stored JSON is trusted only as far as the schema allows; anything else falls back to the defaults. */
function readFontSettings(json: string): FontSettings {
  try {
    const parsed = storedFontSettings.safeParse(JSON.parse(json));
    return { ...DEFAULT_FONT_SETTINGS, ...(parsed.success ? parsed.data : {}) };
  } catch {
    return { ...DEFAULT_FONT_SETTINGS };
  }
}
