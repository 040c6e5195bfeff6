import {
  canonicalTimeZone,
  DEFAULT_FONT_SETTINGS,
  DEFAULT_TIME_ZONE,
  fontSettingsSchema,
  preferencesSchema,
  type FontSettings,
  type User,
} from '@contract';
import type { UserRow } from './repository';

/** The user as the API shows it: an explicit list of fields, so the hash can never slip out. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    createdAt: row.created_at,
    preferences: {
      theme: preferencesSchema.shape.theme.catch('light').parse(row.theme),
      language: preferencesSchema.shape.language.catch('en').parse(row.language),
      grammarLanguage: preferencesSchema.shape.grammarLanguage.catch('bilingual').parse(row.grammar_language),
      showInCommunity: row.show_in_community === 1,
      fontSettings: readFontSettings(row.font_settings),
      englishVariety: preferencesSchema.shape.englishVariety.catch('american').parse(row.english_variety),
      dailyNewWords: row.daily_new_words,
      timeZone: canonicalTimeZone(row.time_zone) ?? DEFAULT_TIME_ZONE,
    },
  };
}

/* Stored JSON is trusted only as far as the schema allows; anything else falls back to the defaults. */
export function readFontSettings(json: string): FontSettings {
  try {
    const stored = fontSettingsSchema.partial().safeParse(JSON.parse(json));
    return { ...DEFAULT_FONT_SETTINGS, ...(stored.success ? stored.data : {}) };
  } catch {
    return { ...DEFAULT_FONT_SETTINGS };
  }
}
