import { z } from 'zod';
import { wordSourceSchema } from './books';
import { pageFields, successEnvelope } from './envelope';
import { REVIEW_STATES } from './review-values';
import { LIMITS } from './limits';
import { blankToUndefined, cursorParam, wholeNumberParam } from './query';

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

/** `due`: by next review (scheduled cards by due time, most overdue first; then new cards, oldest first). */
export const WORD_SORTS = ['recent', 'alpha', 'usage', 'due'] as const;
export type WordSort = (typeof WORD_SORTS)[number];

/**
 * GET /api/words `review`: `due`, reviewed before and due now; `scheduled`, reviewed and due later;
 * `new`, never reviewed.
 */
export const WORD_REVIEW_FILTERS = ['due', 'scheduled', 'new'] as const;
export type WordReviewFilter = (typeof WORD_REVIEW_FILTERS)[number];

export const WORD_LIMITS = {
  wordMax: 64,
  definitionMax: 2000,
  translationMax: 2000,
  phoneticMax: 100,
  searchMax: 100,
  randomDefault: 5,
  randomMax: 50,
  importMax: 500,
} as const;

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
  tooLong:
    'validation.definitionTooLong' | 'validation.translationTooLong' | 'validation.contextSourceTooLong',
) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : blankToUndefined(value)),
    z.string({ error: 'validation.invalid' }).trim().max(max, tooLong).optional(),
  );

const optionalPartOfSpeech = z.preprocess(
  blankToUndefined,
  z.enum(PARTS_OF_SPEECH, { error: 'validation.partOfSpeechInvalid' }).optional(),
);

export const CONTEXT_LIMITS = { sentenceMax: 500, sourceMax: 200 } as const;

/** The sentence a word was met in, and where (a book's title, a page); its first cloze. */
export const wordContextSchema = z.object(
  {
    sentence: z
      .string({ error: 'validation.contextSentenceRequired' })
      .trim()
      .min(1, 'validation.contextSentenceRequired')
      .max(CONTEXT_LIMITS.sentenceMax, 'validation.contextSentenceTooLong'),
    source: optionalText(CONTEXT_LIMITS.sourceMax, 'validation.contextSourceTooLong'),
  },
  { error: 'validation.invalid' },
);
export type WordContext = z.infer<typeof wordContextSchema>;

/** POST /api/words */
export const addWordSchema = z.object({
  word: wordTextSchema,
  definition: optionalText(WORD_LIMITS.definitionMax, 'validation.definitionTooLong'),
  translation: optionalText(WORD_LIMITS.translationMax, 'validation.translationTooLong'),
  partOfSpeech: optionalPartOfSpeech,
  /** Add a word the dictionary does not know ('Add anyway'). */
  force: z.boolean({ error: 'validation.invalid' }).optional(),
  context: wordContextSchema.optional(),
});
export type AddWordRequest = z.infer<typeof addWordSchema>;

/*
 * A field of PUT /api/words/:id: left out, it stays as it is; blank or null, it is cleared; otherwise the
 * learner's text replaces the dictionary's.
 */
const editableText = (
  max: number,
  tooLong: 'validation.definitionTooLong' | 'validation.translationTooLong' | 'validation.phoneticTooLong',
) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string({ error: 'validation.invalid' }).trim().max(max, tooLong).nullable().optional(),
  );

/** PUT /api/words/:id: the learner's own meaning; `partOfSpeech` becomes the word's main one. */
export const updateWordSchema = z.object({
  definition: editableText(WORD_LIMITS.definitionMax, 'validation.definitionTooLong'),
  translation: editableText(WORD_LIMITS.translationMax, 'validation.translationTooLong'),
  phonetic: editableText(WORD_LIMITS.phoneticMax, 'validation.phoneticTooLong'),
  partOfSpeech: z.preprocess(
    (value) => (value === '' ? null : value),
    z.enum(PARTS_OF_SPEECH, { error: 'validation.partOfSpeechInvalid' }).nullable().optional(),
  ),
});
export type UpdateWordRequest = z.infer<typeof updateWordSchema>;

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
  review: z.preprocess(
    blankToUndefined,
    z.enum(WORD_REVIEW_FILTERS, { error: 'validation.reviewFilterInvalid' }).optional(),
  ),
  limit: wholeNumberParam(1, LIMITS.pageSizeMax, LIMITS.pageSizeDefault, 'validation.limitRange'),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: cursorParam,
});
export type ListWordsQuery = z.infer<typeof listWordsQuerySchema>;

/** GET /api/words/random */
export const randomWordsQuerySchema = z.object({
  count: wholeNumberParam(1, WORD_LIMITS.randomMax, WORD_LIMITS.randomDefault, 'validation.countRange'),
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
  /** The main part of speech: the first of `partsOfSpeech`. */
  partOfSpeech: z.enum(PARTS_OF_SPEECH).nullable(),
  /** Every part of speech the word has, main one first; the filter matches any of them. */
  partsOfSpeech: z.array(z.enum(PARTS_OF_SPEECH)),
  usageCount: z.number(),
  createdAt: z.string(),
  /** Extension, on GET /api/words: the word's review card (`due` is its creation time while `new`). */
  review: z.object({ state: z.enum(REVIEW_STATES), due: z.string() }).optional(),
  /** Where the word came from: 'own', 'book:<id>' (a plan brought it in), 'reading' or 'import'. */
  source: wordSourceSchema,
  /** The sentence the word was met in, and where; its first cloze. */
  context: z.object({ sentence: z.string(), source: z.string().nullable() }).nullable(),
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

/** POST /api/words (201), GET /api/words/:id and PUT /api/words/:id */
export const wordResponseSchema = successEnvelope({ word: wordSchema, message: z.string().optional() });
export type WordResponse = z.infer<typeof wordResponseSchema>;

/** GET /api/words/random */
export const wordsResponseSchema = successEnvelope({ words: z.array(wordSchema) });

export const wordStatsSchema = z.object({
  totalWords: z.number(),
  totalUsage: z.number(),
  /** Words per part of speech; a word with several counts under each. Words without one are not counted. */
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
  partsOfSpeech: z.array(z.enum(PARTS_OF_SPEECH)),
  exchanges: z.record(z.string(), z.string()),
  tags: z.array(z.string()),
  /** The senses, the most common part of speech's first ('take' leads with a verb). */
  senses: z.array(z.object({ partOfSpeech: z.enum(PARTS_OF_SPEECH).nullable(), definition: z.string() })),
  /** How common the word is (1 = most common); null when no corpus ranks it. */
  frequencyRank: z.number().int().nonnegative().nullable(),
  /** Example sentences that use a form of the word (WordNet 3.1), best first. */
  examples: z.array(z.string()),
  /** Roots and affixes, prefixes first ('predict': pre-, dic/dict). */
  roots: z.array(
    z.object({ part: z.string(), meaning: z.string(), kind: z.enum(['prefix', 'root', 'suffix']) }),
  ),
  /** Groups of easily confused words (近义词辨析), each with a note in Chinese on what tells them apart. */
  confusables: z.array(z.object({ words: z.array(z.string()), note: z.string() })),
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
