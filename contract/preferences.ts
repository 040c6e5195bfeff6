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
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** API.md defaults; the theme follows the system on the client until the user saves one. */
export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'light',
  language: 'en',
  grammarLanguage: 'bilingual',
  showInCommunity: true,
  fontSettings: DEFAULT_FONT_SETTINGS,
};

export const updatePreferencesSchema = preferencesSchema.omit({ fontSettings: true }).partial().strict();
export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;

export const updateFontSettingsSchema = fontSettingsSchema.partial().strict();
export type UpdateFontSettings = z.infer<typeof updateFontSettingsSchema>;
