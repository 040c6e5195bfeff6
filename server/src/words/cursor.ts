import { z } from 'zod';
import { WORD_LIMITS, type WordSort } from '@contract';
import { cursorValues, decodeKeysetCursor, type KeysetPosition } from '../lib/keyset-cursor';

/*
 * What each order's sort value may be; the codec itself is the one every list uses (lib/keyset-cursor),
 * and so is the page slicer that encodes the next cursor (lib/keyset-page).
 */
const SORT_VALUES: Record<WordSort, z.ZodType<string | number>> = {
  recent: cursorValues.instant,
  // word_key: the word lower-cased, which may be longer than the word itself.
  alpha: cursorValues.text(WORD_LIMITS.wordMax * 3),
  usage: cursorValues.count,
  // "<is_new>|<due>": see sortValue in repository.ts.
  due: z
    .string()
    .regex(/^[01]\|/)
    .refine((value) => cursorValues.instant.safeParse(value.slice(2)).success),
};

/* A count as String() writes it: no sign, no leading zero, no exponent. */
const COUNT_TEXT = /^(?:0|[1-9]\d{0,9})$/;

/*
 * A search's value, "<tier>|<sort value>" (search-tier.ts), with the sort value spelled as sortValue
 * writes it, so that one position still has one cursor.
 */
function tiered(sort: WordSort): z.ZodType<string> {
  return z
    .string()
    .regex(/^[012]\|/)
    .refine((value) => {
      const text = value.slice(2);
      if (sort !== 'usage') return SORT_VALUES[sort].safeParse(text).success;
      return COUNT_TEXT.test(text) && cursorValues.count.safeParse(Number(text)).success;
    });
}

/** The order a cursor is tagged with: a search's tiered order is another order than the plain one. */
export function cursorOrder(sort: WordSort, searching: boolean): string {
  return searching ? `${sort}:search` : sort;
}

/** A 400 for anything that is not a position of this sort order (of a search's, when `searching`). */
export function decodeCursor(cursor: string, sort: WordSort, searching = false): KeysetPosition {
  const values = searching ? tiered(sort) : SORT_VALUES[sort];
  return decodeKeysetCursor(cursor, cursorOrder(sort, searching), values);
}
