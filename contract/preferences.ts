import { z } from 'zod';
import {
  canonicalTimeZone,
  DAILY_NEW_WORDS,
  DEFAULT_FONT_SETTINGS,
  DEFAULT_TIME_ZONE,
  ENGLISH_VARIETIES,
  FONT_FAMILIES,
  FONT_SIZES,
  FONT_WEIGHTS,
  GRAMMAR_LANGUAGES,
  LANGUAGES,
  LINE_HEIGHTS,
  TEXT_COLORS,
  THEMES,
} from './preference-values';

export * from './preference-values';

/* overwrite + refine rather than a transform, so the schema still describes a plain string (OpenAPI). */
export const timeZoneSchema = z
  .string({ error: 'validation.timeZoneInvalid' })
  .trim()
  .overwrite((zone) => canonicalTimeZone(zone) ?? zone)
  .refine((zone) => canonicalTimeZone(zone) !== null, 'validation.timeZoneInvalid');

export const dailyNewWordsSchema = z
  .number({ error: 'validation.dailyNewWordsRange' })
  .int('validation.dailyNewWordsRange')
  .min(DAILY_NEW_WORDS.min, 'validation.dailyNewWordsRange')
  .max(DAILY_NEW_WORDS.max, 'validation.dailyNewWordsRange');

export const fontSettingsSchema = z.object({
  size: z.enum(FONT_SIZES),
  weight: z.enum(FONT_WEIGHTS),
  lineHeight: z.enum(LINE_HEIGHTS),
  family: z.enum(FONT_FAMILIES),
  color: z.enum(TEXT_COLORS),
});
export type FontSettings = z.infer<typeof fontSettingsSchema>;

export const preferencesSchema = z.object({
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGES),
  grammarLanguage: z.enum(GRAMMAR_LANGUAGES),
  showInCommunity: z.boolean(),
  fontSettings: fontSettingsSchema,
  englishVariety: z.enum(ENGLISH_VARIETIES, { error: 'validation.englishVarietyInvalid' }),
  /** New review cards a day. */
  dailyNewWords: dailyNewWordsSchema,
  /** IANA zone: "today", streaks and review history follow it. */
  timeZone: timeZoneSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The defaults (docs/api-conventions.md); the theme follows the system until the user saves one. */
export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'light',
  language: 'en',
  grammarLanguage: 'bilingual',
  showInCommunity: true,
  fontSettings: DEFAULT_FONT_SETTINGS,
  englishVariety: 'american',
  dailyNewWords: DAILY_NEW_WORDS.default,
  timeZone: DEFAULT_TIME_ZONE,
};

export const updatePreferencesSchema = preferencesSchema.omit({ fontSettings: true }).partial().strict();
export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;

export const updateFontSettingsSchema = fontSettingsSchema.partial().strict();
export type UpdateFontSettings = z.infer<typeof updateFontSettingsSchema>;
