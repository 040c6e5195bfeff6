import { z } from 'zod';
import { pageFields, successEnvelope } from './envelope';
import { blankToUndefined, cursorParam, wholeNumberParam } from './query';

/*
 * Word books and plans: docs/api.md, "Word books and plans". A book id is any string in a request: an
 * unknown one is a 404 (not a 400), as for any other missing thing.
 */

export const PLAN_LIMITS = {
  dailyNewMin: 1,
  dailyNewMax: 200,
  /** A plan started with neither a daily number nor a date. */
  dailyNewDefault: 20,
  /** Words marked known in one request. */
  knownMax: 500,
  bookWordsPageDefault: 50,
  bookWordsPageMax: 500,
} as const;

/** Where a word in a learner's list came from. */
export const WORD_SOURCE_KINDS = ['own', 'reading', 'import'] as const;
/** 'own', 'reading', 'import' or 'book:<id>' (a word a plan brought in). */
export const wordSourceSchema = z.string().regex(/^(own|reading|import|book:[a-z0-9]+)$/);
export const bookSource = (bookId: string) => `book:${bookId}`;

export const BOOK_WORD_STATUSES = ['unseen', 'learning', 'known'] as const;
export type BookWordStatus = (typeof BOOK_WORD_STATUSES)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const planSchema = z.object({
  bookId: z.string(),
  /** New words a day: the chosen number, or with a target date ceil(remaining / days left), at least 1. */
  dailyNew: z.number().int(),
  targetDate: isoDay.nullable(),
  paused: z.boolean(),
  startedAt: z.string(),
  /** Words of the book. */
  total: z.number().int(),
  /** Book words in the learner's list (brought in by the plan or before it), not known. */
  introduced: z.number().int(),
  /** Book words the learner marked known. */
  known: z.number().int(),
  /** total − introduced − known. */
  remaining: z.number().int(),
  /** Words the plan brought into the list on the learner's current day. */
  introducedToday: z.number().int(),
  /** At this pace, the day the last word is introduced; null while paused. */
  projectedFinish: isoDay.nullable(),
});
export type Plan = z.infer<typeof planSchema>;

export const bookSchema = z.object({
  id: z.string(),
  /** In the request's language. */
  name: z.string(),
  description: z.string(),
  wordCount: z.number().int(),
  /** The signed-in learner's plan for the book; null for guests and books without one. */
  plan: planSchema.nullable(),
});
export type Book = z.infer<typeof bookSchema>;

/** GET /api/books */
export const booksResponseSchema = successEnvelope({ books: z.array(bookSchema) });
export type BooksResponse = z.infer<typeof booksResponseSchema>;

export const bookParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const planParamsSchema = z.object({ bookId: z.string().min(1).max(64) });

/** GET /api/books/:id/words */
export const bookWordsQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(['all', ...BOOK_WORD_STATUSES], { error: 'validation.bookWordStatusInvalid' }).default('all'),
  ),
  limit: wholeNumberParam(1, PLAN_LIMITS.bookWordsPageMax, PLAN_LIMITS.bookWordsPageDefault),
  cursor: cursorParam,
});
export type BookWordsQuery = z.infer<typeof bookWordsQuerySchema>;

export const bookWordSchema = z.object({
  word: z.string(),
  phonetic: z.string().nullable(),
  translation: z.string().nullable(),
  frequencyRank: z.number().int().nullable(),
  status: z.enum(BOOK_WORD_STATUSES),
  /** The word's id in the learner's list; null when it is not there. */
  wordId: z.string().nullable(),
});
export type BookWord = z.infer<typeof bookWordSchema>;

export const bookWordsResponseSchema = successEnvelope({
  words: z.array(bookWordSchema),
  /** Words of the book with this status. */
  total: z.number().int(),
  ...pageFields,
});
export type BookWordsResponse = z.infer<typeof bookWordsResponseSchema>;

const dailyNewField = z
  .number({ error: 'validation.dailyNewRange' })
  .int('validation.dailyNewRange')
  .min(PLAN_LIMITS.dailyNewMin, 'validation.dailyNewRange')
  .max(PLAN_LIMITS.dailyNewMax, 'validation.dailyNewRange');
const targetDateField = z.iso.date({ error: 'validation.targetDateInvalid' });

/** POST /api/plans: a daily number, or a date to finish by (which then sets the pace), or neither (20 a day). */
export const createPlanSchema = z
  .object({
    bookId: z.string({ error: 'validation.bookRequired' }).min(1, 'validation.bookRequired').max(64),
    dailyNew: dailyNewField.optional(),
    targetDate: targetDateField.optional(),
  })
  .strict();
export type CreatePlanRequest = z.infer<typeof createPlanSchema>;

/** PUT /api/plans/:bookId: `targetDate: null` goes back to the daily number. */
export const updatePlanSchema = z
  .object({
    dailyNew: dailyNewField.optional(),
    targetDate: targetDateField.nullable().optional(),
    paused: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .strict();
export type UpdatePlanRequest = z.infer<typeof updatePlanSchema>;

export const planResponseSchema = successEnvelope({ plan: planSchema, message: z.string() });
export type PlanResponse = z.infer<typeof planResponseSchema>;

export const plansResponseSchema = successEnvelope({ plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** POST /api/plans/:bookId/known */
export const markKnownSchema = z
  .object({
    words: z
      .array(z.string().min(1).max(64), { error: 'validation.knownWordsSize' })
      .min(1, 'validation.knownWordsSize')
      .max(PLAN_LIMITS.knownMax, 'validation.knownWordsSize'),
  })
  .strict();
export type MarkKnownRequest = z.infer<typeof markKnownSchema>;

export const markKnownResponseSchema = successEnvelope({
  plan: planSchema,
  /** Book words newly marked known by this request (words not in the book, or known already, are not). */
  marked: z.number().int(),
});
export type MarkKnownResponse = z.infer<typeof markKnownResponseSchema>;
