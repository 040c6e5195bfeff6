import { z } from 'zod';
import { successEnvelope } from './envelope';
import { wordSchema } from './words';

export { readDelimitedRows } from './delimited-rows';

/**
 * The files POST /api/words/import/file reads (docs/api-conventions.md, "File imports and Anki"):
 * `kindle` Kindle's vocab.db (SQLite), `youdao-xml` 有道's wordbook export, `eudic` 欧路's CSV/TXT exports,
 * `anki-txt` Anki's notes as plain text, `csv` Wordloom's own CSV (as the Words page exports it), `lines`
 * one word a line.
 */
export const WORD_FILE_FORMATS = ['kindle', 'youdao-xml', 'eudic', 'anki-txt', 'csv', 'lines'] as const;
export type WordFileFormat = (typeof WORD_FILE_FORMATS)[number];

export const WORD_FILE_LIMITS = {
  /** Bigger uploads answer 413. */
  fileMaxBytes: 10 * 1024 * 1024,
  /** Entries one file may hold (after merging repeated words); more answers 400. */
  entriesMax: 10_000,
  /** Rows of a vocab.db's LOOKUPS (and WORDS) table; more answers 400. */
  kindleLookupsMax: 50_000,
} as const;

/** The multipart field `format`: leave it out to have the format found from the content. */
export const wordFileFormatSchema = z.enum(WORD_FILE_FORMATS, { error: 'wordFiles.formatInvalid' });

/** POST /api/words/import/file */
export const wordFileImportResponseSchema = successEnvelope({
  /** The format read (given, or found from the content). */
  format: z.enum(WORD_FILE_FORMATS),
  added: z.array(wordSchema),
  /** Already in the list, or repeated within the file. */
  duplicates: z.array(z.string()),
  misspelled: z.array(z.object({ word: z.string(), suggestions: z.array(z.string()) })),
  /** Not a word: too long, or characters other than letters, apostrophes, hyphens and spaces. */
  invalid: z.array(z.string()),
  /** How many of the added words came with the sentence they were met in (their first cloze). */
  withContext: z.number().int().nonnegative(),
  message: z.string(),
});
export type WordFileImportResponse = z.infer<typeof wordFileImportResponseSchema>;

export const WORDS_EXPORT_FORMATS = ['csv', 'apkg'] as const;
export type WordsExportFormat = (typeof WORDS_EXPORT_FORMATS)[number];

/** GET /api/words/export */
export const wordsExportQuerySchema = z.object({
  format: z.enum(WORDS_EXPORT_FORMATS, { error: 'wordFiles.exportFormatInvalid' }).default('csv'),
});
export type WordsExportQuery = z.infer<typeof wordsExportQuerySchema>;

export const WORDS_ANKI_FILENAME = 'wordloom-words.apkg';
/** The media type of an Anki package download. */
export const ANKI_PACKAGE_TYPE = 'application/apkg';
