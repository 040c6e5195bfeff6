/*
 * The preference values and their plain helpers, with no schema: pages that only need a list of
 * languages or themes load this file without zod (the schemas are in preferences.ts).
 */

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

/** The cookie the web app keeps its language in beside localStorage, so the server sends the page in it. */
export const LANGUAGE_COOKIE = 'wordloom.language';

/** Each language as `<html lang>` says it: 'zh-CN' rather than 'zh', so browsers pick Simplified Chinese glyphs. */
export const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-CN' };
export type GrammarLanguage = (typeof GRAMMAR_LANGUAGES)[number];

/** The spelling the checkers and the AI accept and suggest (color / colour), and the voice of Listen. */
export const ENGLISH_VARIETIES = ['american', 'british'] as const;
export type EnglishVariety = (typeof ENGLISH_VARIETIES)[number];

export const DAILY_NEW_WORDS = { min: 0, max: 100, default: 10 } as const;

/* A schedule fitted to the learner (docs/api-conventions.md, "A schedule fitted to the learner"). */
/** The chance of recalling a card when it falls due: higher means shorter intervals and more reviews. */
export const DESIRED_RETENTION = { min: 0.7, max: 0.97, default: 0.9 } as const;
/** Reviews (not new cards) a day; 0 = no limit. */
export const DAILY_REVIEW_LIMIT = { min: 0, max: 9999, default: 0 } as const;
/** How a card may be asked: a sentence with the word blanked, the meaning, the word, the word spoken. */
export const QUESTION_TYPES = ['cloze', 'recall', 'recognition', 'listening'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** Weekdays as JavaScript counts them: 0 = Sunday .. 6 = Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** The daily reminder mail: off by default; the hour is in the learner's zone. */
export const DEFAULT_REMINDER = { email: false, hour: 20 } as const;
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The zone's canonical IANA name ('asia/shanghai' -> 'Asia/Shanghai'), or null when it is not one.
 * Offsets such as '+08:00', which some engines accept, are not zones: they ignore daylight saving.
 */
const canonicalZones = new Map<string, string | null>();

export function canonicalTimeZone(zone: string): string | null {
  const known = canonicalZones.get(zone);
  if (known !== undefined) return known;
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return null;
  let canonical: string | null;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    canonical = null;
  }
  // The server reads every signed-in learner's zone on every request: building a formatter costs about
  // 150 µs, the map lookup nothing. Zones are a few hundred names; the cap only bounds what a caller may
  // try.
  if (canonicalZones.size >= 1_000) canonicalZones.clear();
  canonicalZones.set(zone, canonical);
  return canonical;
}

/** The default font settings (docs/api-conventions.md); their type, FontSettings, is in preferences.ts. */
export const DEFAULT_FONT_SETTINGS = {
  size: 'base',
  weight: 'normal',
  lineHeight: 'normal',
  family: 'sans',
  color: 'default',
} as const satisfies {
  size: (typeof FONT_SIZES)[number];
  weight: (typeof FONT_WEIGHTS)[number];
  lineHeight: (typeof LINE_HEIGHTS)[number];
  family: (typeof FONT_FAMILIES)[number];
  color: (typeof TEXT_COLORS)[number];
};
