import { z } from 'zod';
import { errors } from './errors';
import { containsNul } from './nul-guard';

/** Where a page starts: after the row with this sort value and id. */
export interface KeysetPosition<Value extends string | number = string | number> {
  value: Value;
  id: string;
}

/*
 * A cursor is base64url JSON of the last row's sort value and id, tagged with the order it belongs to.
 * Opaque to clients but not secret: every query it feeds is scoped to what the caller may see anyway.
 * Anything that does not decode to a position of the expected order is a 400.
 */
const positionSchema = z.object({
  s: z.string().min(1).max(20),
  v: z.union([z.string().min(1).max(200), z.number().finite()]),
  id: z.string().min(1).max(100),
});

export function encodeKeysetCursor(order: string, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify({ s: order, v: position.value, id: position.id })).toString('base64url');
}

/** Decodes a cursor of `order` whose value passes `value` (e.g. z.iso.datetime() for created_at). */
export function decodeKeysetCursor<Value extends string | number>(
  cursor: string,
  order: string,
  value: z.ZodType<Value>,
): KeysetPosition<Value> {
  const parsed = positionSchema.safeParse(parseJson(cursor));
  const checked = parsed.success && parsed.data.s === order ? value.safeParse(parsed.data.v) : null;
  if (!parsed.success || !checked?.success) throw errors.invalidField('cursor', 'validation.cursorInvalid');
  return { value: checked.data, id: parsed.data.id };
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
