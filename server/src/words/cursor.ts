import { z } from 'zod';
import type { WordSort } from '@contract';
import { errors } from '../lib/errors';
import { containsNul } from '../lib/nul-guard';
import type { KeysetPosition } from './repository';

/*
 * A cursor is base64url JSON of the last row's keyset position and the order it belongs to. It is opaque
 * to clients but not secret: a forged one can only point into the caller's own list, which every query is
 * scoped to. Anything that does not decode to a position of the requested order is a 400.
 */
const cursorSchema = z.discriminatedUnion('s', [
  z.object({ s: z.literal('recent'), v: z.iso.datetime(), id: z.string().min(1).max(100) }),
  z.object({ s: z.literal('alpha'), v: z.string().min(1).max(200), id: z.string().min(1).max(100) }),
  z.object({ s: z.literal('usage'), v: z.number().int().min(0), id: z.string().min(1).max(100) }),
]);

export function encodeCursor(sort: WordSort, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify({ s: sort, v: position.value, id: position.id })).toString('base64url');
}

export function decodeCursor(cursor: string, sort: WordSort): KeysetPosition {
  const parsed = cursorSchema.safeParse(parseJson(cursor));
  if (!parsed.success || parsed.data.s !== sort)
    throw errors.invalidField('cursor', 'validation.cursorInvalid');
  return { value: parsed.data.v, id: parsed.data.id };
}

function parseJson(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const position: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // A forged cursor may decode to text with NUL, which no query may receive.
    return containsNul(position) ? null : position;
  } catch {
    return null;
  }
}
