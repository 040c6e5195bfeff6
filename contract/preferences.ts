import { z } from 'zod';

export const THEMES = ['light', 'dark'] as const;
export const LANGUAGES = ['en', 'zh'] as const;
export const GRAMMAR_LANGUAGES = ['bilingual', 'english'] as const;

export const FONT_SIZES = ['xs', 'sm', 'base', 'lg', 'xl', '2xl'] as const;
export const FONT_WEIGHTS = ['light', 'normal', 'medium', 'semibold', 'bold'] as const;
export const LINE_HEIGHTS = ['tight', 'normal', 'relaxed', 'loose'] as const;
export const FONT_FAMILIES = ['sans', 'serif', 'mono'] as const;
export const TEXT_COLORS = ['default', 'high-contrast', 'blue', 'green', 'purple', 'red'] as const;

export type Theme = (typeof THEMES)[number];
export type Language = (typeof LANGUAGES)[number];
export type GrammarLanguage = (typeof GRAMMAR_LANGUAGES)[number];

/** The spelling the checkers and the AI accept and suggest (color / colour), and the voice of Listen. */
export const ENGLISH_VARIETIES = ['american', 'british'] as const;
export type EnglishVariety = (typeof ENGLISH_VARIETIES)[number];

export const DAILY_NEW_WORDS = { min: 0, max: 100, default: 10 } as const;
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The zone's canonical IANA name ('asia/shanghai' -> 'Asia/Shanghai'), or null when it is not one.
 * Offsets such as '+08:00', which some engines accept, are not zones: they ignore daylight saving.
 */
export function canonicalTimeZone(zone: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

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

export const DEFAULT_FONT_SETTINGS: FontSettings = {
  size: 'base',
  weight: 'normal',
  lineHeight: 'normal',
  family: 'sans',
  color: 'default',
};

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

/** API.md defaults; the theme follows the system on the client until the user saves one. */
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
