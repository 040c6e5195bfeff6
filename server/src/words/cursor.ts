import { z } from 'zod';
import type { WordSort } from '@contract';
import { decodeKeysetCursor, type KeysetPosition } from '../lib/keyset-cursor';

/*
 * What each order's sort value may be; the codec itself is the one every list uses (lib/keyset-cursor),
 * and so is the page slicer that encodes the next cursor (lib/keyset-page).
 */
const SORT_VALUES: Record<WordSort, z.ZodType<string | number>> = {
  recent: z.iso.datetime(),
  alpha: z.string().min(1).max(200),
  usage: z.number().int().min(0),
  // "<is_new>|<due>": see sortValue in repository.ts.
  due: z.string().regex(/^[01]\|\d{4}-\d\d-\d\dT[\d:.]+Z$/),
};

/** A 400 for anything that is not a position of this sort order. */
export function decodeCursor(cursor: string, sort: WordSort): KeysetPosition {
  return decodeKeysetCursor(cursor, sort, SORT_VALUES[sort]);
}
