import { z } from 'zod';
import { errors } from '../lib/errors';

/*
 * A book words page's cursor: base64url JSON of the book, the status filter and the book position of the
 * page's last word. As every list's cursor (lib/keyset-cursor.ts) it is opaque, tied to its list (a cursor
 * of one book or filter is refused by another) and must be spelled exactly as it is written here, so one
 * position has one cursor; anything else is a 400. Positions are the book's own order, which never changes
 * while a dictionary index is in use.
 */

const positionSchema = z.strictObject({
  b: z.string().min(1).max(64),
  s: z.string().min(1).max(20),
  p: z.number().int().min(1).max(1_000_000),
});

export function encodeBookCursor(bookId: string, status: string, position: number): string {
  return Buffer.from(JSON.stringify({ b: bookId, s: status, p: position })).toString('base64url');
}

/** The position after which the page starts; a 400 for anything this list did not write. */
export function decodeBookCursor(cursor: string, bookId: string, status: string): number {
  const parsed = /^[A-Za-z0-9_-]+$/.test(cursor) ? positionSchema.safeParse(parseJson(cursor)) : null;
  if (
    !parsed?.success ||
    parsed.data.b !== bookId ||
    parsed.data.s !== status ||
    encodeBookCursor(bookId, status, parsed.data.p) !== cursor
  ) {
    throw errors.invalidField('cursor', 'validation.cursorInvalid');
  }
  return parsed.data.p;
}

function parseJson(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
