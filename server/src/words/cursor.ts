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

/** A 400 for anything that is not a position of this sort order. */
export function decodeCursor(cursor: string, sort: WordSort): KeysetPosition {
  return decodeKeysetCursor(cursor, sort, SORT_VALUES[sort]);
}
