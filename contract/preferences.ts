import { z } from 'zod';
import {
  canonicalTimeZone,
  DAILY_NEW_WORDS,
  DAILY_REVIEW_LIMIT,
  DEFAULT_REMINDER,
  DESIRED_RETENTION,
  DEFAULT_FONT_SETTINGS,
  DEFAULT_TIME_ZONE,
  ENGLISH_VARIETIES,
  FONT_FAMILIES,
  FONT_SIZES,
  FONT_WEIGHTS,
  GRAMMAR_LANGUAGES,
  LANGUAGES,
  LINE_HEIGHTS,
  QUESTION_TYPES,
  TEXT_COLORS,
  THEMES,
  WEEKDAYS,
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

export const desiredRetentionSchema = z
  .number({ error: 'validation.desiredRetentionRange' })
  .min(DESIRED_RETENTION.min, 'validation.desiredRetentionRange')
  .max(DESIRED_RETENTION.max, 'validation.desiredRetentionRange');

export const dailyReviewLimitSchema = z
  .number({ error: 'validation.dailyReviewLimitRange' })
  .int('validation.dailyReviewLimitRange')
  .min(DAILY_REVIEW_LIMIT.min, 'validation.dailyReviewLimitRange')
  .max(DAILY_REVIEW_LIMIT.max, 'validation.dailyReviewLimitRange');

/* Sets sent as lists: each value at most once, kept in their natural order. */
export const easyDaysSchema = z
  .array(
    z
      .number({ error: 'validation.easyDaysInvalid' })
      .int('validation.easyDaysInvalid')
      .min(0, 'validation.easyDaysInvalid')
      .max(WEEKDAYS.length - 1, 'validation.easyDaysInvalid'),
    { error: 'validation.easyDaysInvalid' },
  )
  .max(WEEKDAYS.length, 'validation.easyDaysInvalid')
  .refine((days) => new Set(days).size === days.length, 'validation.easyDaysInvalid');

export const questionTypesSchema = z
  .array(z.enum(QUESTION_TYPES, { error: 'validation.questionTypesInvalid' }), {
    error: 'validation.questionTypesInvalid',
  })
  .min(1, 'validation.questionTypesInvalid')
  .max(QUESTION_TYPES.length, 'validation.questionTypesInvalid')
  .refine((types) => new Set(types).size === types.length, 'validation.questionTypesInvalid');

export const reminderSchema = z.object(
  {
    email: z.boolean({ error: 'validation.reminderInvalid' }),
    hour: z
      .number({ error: 'validation.reminderHourRange' })
      .int('validation.reminderHourRange')
      .min(0, 'validation.reminderHourRange')
      .max(23, 'validation.reminderHourRange'),
  },
  { error: 'validation.reminderInvalid' },
);
export type Reminder = z.infer<typeof reminderSchema>;

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
  /** The daily reminder mail (docs/api-conventions.md, "Reminders"). */
  reminder: reminderSchema,
  /** 0.70..0.97: the chance of recall each interval aims at. */
  desiredRetention: desiredRetentionSchema,
  /** Reviews a day, 0 = no limit: due cards beyond it wait for the next day, most overdue first. */
  dailyReviewLimit: dailyReviewLimitSchema,
  /** Weekdays (0 = Sunday) on which the scheduler places as few reviews as intervals allow. */
  easyDays: easyDaysSchema,
  /** How cards may be asked; the server picks among them for each review. */
  questionTypes: questionTypesSchema,
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
  reminder: { ...DEFAULT_REMINDER },
  desiredRetention: DESIRED_RETENTION.default,
  dailyReviewLimit: DAILY_REVIEW_LIMIT.default,
  easyDays: [],
  questionTypes: [...QUESTION_TYPES],
};

/* The reminder may be sent in part ({ hour } alone): the fields sent replace those stored. */
export const updatePreferencesSchema = preferencesSchema
  .omit({ fontSettings: true })
  .extend({ reminder: reminderSchema.partial().strict() })
  .partial()
  .strict();
export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;

export const updateFontSettingsSchema = fontSettingsSchema.partial().strict();
export type UpdateFontSettings = z.infer<typeof updateFontSettingsSchema>;
