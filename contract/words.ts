import { z } from 'zod';
import { pageFields, successEnvelope } from './envelope';
import { LIMITS } from './limits';

/** The part-of-speech vocabulary of dictionary entries and of the words a learner saves. */
export const PARTS_OF_SPEECH = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'interjection',
  'numeral',
  'article',
  'abbreviation',
  'prefix',
  'suffix',
] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

export const WORD_SORTS = ['recent', 'alpha', 'usage'] as const;
export type WordSort = (typeof WORD_SORTS)[number];

export const WORD_LIMITS = {
  wordMax: 64,
  definitionMax: 2000,
  translationMax: 2000,
  searchMax: 100,
  randomDefault: 5,
  randomMax: 50,
  importMax: 500,
} as const;

/* Query strings and forms send '' for "not set"; so may a client that clears a field with null. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Typographic apostrophes (phones type "don’t") become plain ones; runs of spaces become one. */
export function normalizeWordText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/* Latin letters (accents included: café, naïve), apostrophes, hyphens and single inner spaces; a letter somewhere. */
const WORD_PATTERN = /^(?=.*\p{L})[\p{Script=Latin}'-]+(?: [\p{Script=Latin}'-]+)*$/u;

export const wordTextSchema = z
  .string({ error: 'validation.wordRequired' })
  .overwrite(normalizeWordText)
  .min(1, 'validation.wordRequired')
  .max(WORD_LIMITS.wordMax, 'validation.wordTooLong')
  .regex(WORD_PATTERN, 'validation.wordChars');

const optionalText = (
  max: number,
  tooLong: 'validation.definitionTooLong' | 'validation.translationTooLong',
) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : blankToUndefined(value)),
    z.string({ error: 'validation.invalid' }).trim().max(max, tooLong).optional(),
  );

const optionalPartOfSpeech = z.preprocess(
  blankToUndefined,
  z.enum(PARTS_OF_SPEECH, { error: 'validation.partOfSpeechInvalid' }).optional(),
);

/** POST /api/words */
export const addWordSchema = z.object({
  word: wordTextSchema,
  definition: optionalText(WORD_LIMITS.definitionMax, 'validation.definitionTooLong'),
  translation: optionalText(WORD_LIMITS.translationMax, 'validation.translationTooLong'),
  partOfSpeech: optionalPartOfSpeech,
  /** Add a word the dictionary does not know ('Add anyway'). */
  force: z.boolean({ error: 'validation.invalid' }).optional(),
});
export type AddWordRequest = z.infer<typeof addWordSchema>;

/**
 * POST /api/words/import (extension): each item is checked like POST /api/words, but a bad item is
 * reported in the answer instead of failing the whole import, so `word` is any text here.
 */
export const importWordsSchema = z.object({
  words: z
    .array(
      z.object({
        word: z.string({ error: 'validation.wordRequired' }).max(200, 'validation.wordTooLong'),
        definition: optionalText(WORD_LIMITS.definitionMax, 'validation.definitionTooLong'),
      }),
      { error: 'validation.importSize' },
    )
    .min(1, 'validation.importSize')
    .max(WORD_LIMITS.importMax, 'validation.importSize'),
  force: z.boolean({ error: 'validation.invalid' }).optional(),
});
export type ImportWordsRequest = z.infer<typeof importWordsSchema>;

const whole = (
  min: number,
  max: number,
  fallback: number,
  message: 'validation.limitRange' | 'validation.countRange',
) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  );

/** GET /api/words */
export const listWordsQuerySchema = z.object({
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(WORD_LIMITS.searchMax, 'validation.searchTooLong').optional(),
  ),
  partOfSpeech: optionalPartOfSpeech,
  sort: z.preprocess(
    blankToUndefined,
    z.enum(WORD_SORTS, { error: 'validation.sortInvalid' }).default('recent'),
  ),
  limit: whole(1, LIMITS.pageSizeMax, LIMITS.pageSizeDefault, 'validation.limitRange'),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.preprocess(blankToUndefined, z.string().max(500, 'validation.cursorInvalid').optional()),
});
export type ListWordsQuery = z.infer<typeof listWordsQuerySchema>;

/** GET /api/words/random */
export const randomWordsQuerySchema = z.object({
  count: whole(1, WORD_LIMITS.randomMax, WORD_LIMITS.randomDefault, 'validation.countRange'),
  partOfSpeech: optionalPartOfSpeech,
});
export type RandomWordsQuery = z.infer<typeof randomWordsQuerySchema>;

/** GET /api/words/lookup */
export const lookupWordQuerySchema = z.object({
  word: z
    .string({ error: 'validation.wordRequired' })
    .overwrite(normalizeWordText)
    .min(1, 'validation.wordRequired')
    .max(WORD_LIMITS.wordMax, 'validation.wordTooLong'),
});

export const wordIdParamsSchema = z.object({ id: z.string().min(1) });

export const wordSchema = z.object({
  id: z.string(),
  word: z.string(),
  /** English definitions, one per line. */
  definition: z.string().nullable(),
  /** Chinese translations, one per line. */
  translation: z.string().nullable(),
  phonetic: z.string().nullable(),
  partOfSpeech: z.enum(PARTS_OF_SPEECH).nullable(),
  usageCount: z.number(),
  createdAt: z.string(),
});
export type Word = z.infer<typeof wordSchema>;

/** GET /api/words */
export const wordListResponseSchema = successEnvelope({
  words: z.array(wordSchema),
  /** How many words match the search and filter, on all pages together. */
  total: z.number(),
  ...pageFields,
});
export type WordListResponse = z.infer<typeof wordListResponseSchema>;

/** POST /api/words (201) and GET /api/words/:id */
export const wordResponseSchema = successEnvelope({ word: wordSchema, message: z.string().optional() });
export type WordResponse = z.infer<typeof wordResponseSchema>;

/** GET /api/words/random */
export const wordsResponseSchema = successEnvelope({ words: z.array(wordSchema) });

export const wordStatsSchema = z.object({
  totalWords: z.number(),
  totalUsage: z.number(),
  /** Words without a part of speech are not counted here. */
  byPartOfSpeech: z.partialRecord(z.enum(PARTS_OF_SPEECH), z.number()),
  /** Added in the last 7 days (a rolling week: the server does not know the user's time zone). */
  addedThisWeek: z.number(),
});
export type WordStats = z.infer<typeof wordStatsSchema>;

/** GET /api/words/stats */
export const wordStatsResponseSchema = successEnvelope({ stats: wordStatsSchema });

/** GET /api/words/parts-of-speech */
export const partsOfSpeechResponseSchema = successEnvelope({ partsOfSpeech: z.array(z.string()) });

export const dictionaryEntrySchema = z.object({
  word: z.string(),
  phonetic: z.string().nullable(),
  definition: z.string().nullable(),
  translation: z.string().nullable(),
  partOfSpeech: z.enum(PARTS_OF_SPEECH).nullable(),
  exchanges: z.record(z.string(), z.string()),
  tags: z.array(z.string()),
  /** The base word when the looked-up word is an inflected form of it ('went' -> 'go'). */
  lemma: z.string().optional(),
});
export type DictionaryEntryResponse = z.infer<typeof dictionaryEntrySchema>;

/** GET /api/words/lookup */
export const dictionaryLookupResponseSchema = successEnvelope({ entry: dictionaryEntrySchema });

/** POST /api/words/import */
export const importWordsResponseSchema = successEnvelope({
  added: z.array(wordSchema),
  /** Already in the list, or repeated within the import (as sent). */
  duplicates: z.array(z.string()),
  misspelled: z.array(z.object({ word: z.string(), suggestions: z.array(z.string()) })),
  /** Not a word: empty, too long or with characters other than letters, apostrophes, hyphens and spaces. */
  invalid: z.array(z.string()),
  message: z.string(),
});
export type ImportWordsResponse = z.infer<typeof importWordsResponseSchema>;

export const WORDS_EXPORT_FILENAME = 'wordloom-words.csv';
export const WORDS_EXPORT_COLUMNS = [
  'word',
  'phonetic',
  'part_of_speech',
  'translation',
  'definition',
  'usage_count',
  'created_at',
] as const;
