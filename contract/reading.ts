import { z } from 'zod';
import { successEnvelope } from './envelope';

/*
 * Reading, import and export (docs/api-conventions.md, "Reading" and "File imports and Anki"):
 * POST /reading, POST /words/import/file, GET /words/export?format=apkg.
 */

export const READING_LIMITS = {
  /** Characters as every limit counts them (zod: code points, so an emoji is one; `[...text].length`). */
  textMax: 20_000,
} as const;

/** What a word of the text is to the learner: their card's state, or `unlisted` when it is not in their list. */
export const READING_STATUSES = ['new', 'learning', 'review', 'known', 'unlisted'] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

/** POST /api/reading */
export const readingRequestSchema = z.object({
  text: z
    .string({ error: 'validation.readingTextRequired' })
    .min(1, 'validation.readingTextRequired')
    .max(READING_LIMITS.textMax, 'validation.readingTextTooLong'),
});
export type ReadingRequest = z.infer<typeof readingRequestSchema>;

export const readingTokenSchema = z.object({
  /** The word as written in the text: `text === request.text.slice(start, end)`. */
  text: z.string(),
  /** UTF-16 offsets into the request's text. */
  start: z.number().int(),
  end: z.number().int(),
  /** Its dictionary form, lower-cased ('went' -> 'go', 'children' -> 'child'); the word itself when unknown. */
  lemma: z.string(),
  /** The learner's word for the lemma (or for this very form, when that is what they saved); null if none. */
  wordId: z.string().nullable(),
  status: z.enum(READING_STATUSES),
  /** The first book (in the order of GET /api/books) that holds the lemma; null when none does. */
  level: z.string().nullable(),
  /** How common the lemma is (1 = most common); null when no corpus ranks it. */
  frequencyRank: z.number().int().nonnegative().nullable(),
});
export type ReadingToken = z.infer<typeof readingTokenSchema>;

export const readingStatsSchema = z.object({
  /** Tokens: every word of the text, repeats included. */
  words: z.number().int(),
  /** Distinct lemmas. */
  unique: z.number().int(),
  /** Distinct lemmas not in the learner's list (status `unlisted`). */
  unlisted: z.number().int(),
  /** Distinct lemmas per level (book id); words in no book are not counted. */
  byLevel: z.record(z.string(), z.number().int()),
});
export type ReadingStats = z.infer<typeof readingStatsSchema>;

export const readingResponseSchema = successEnvelope({
  tokens: z.array(readingTokenSchema),
  stats: readingStatsSchema,
});
export type ReadingResponse = z.infer<typeof readingResponseSchema>;
