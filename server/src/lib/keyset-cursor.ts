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
 * Anything that does not decode to a position of the expected order is a 400, and so is anything the
 * server would not have written itself: each field is bounded to what its column holds (PostgreSQL
 * refuses a parameter out of its column's range with an error, not an empty page), and a cursor must be
 * spelled exactly as encodeKeysetCursor spells its position, so one position has one cursor (and one
 * read cache key).
 */

const INT4_MAX = 2_147_483_647;

/** An ISO instant as toISOString writes every stored created_at and due, the only form that sorts as they do. */
const instant = z
  .string()
  .length(24)
  .refine((text) => {
    const time = Date.parse(text);
    return Number.isFinite(time) && new Date(time).toISOString() === text;
  });

/** What a cursor's sort value may be, by the column it comes from. */
export const cursorValues = {
  instant,
  /** A count kept in an `integer` column (likes, usage_count): PostgreSQL's int4, never negative. */
  count: z.number().int().min(0).max(INT4_MAX),
  /** A `double precision` column (hot_score). */
  double: z.number().finite(),
  text: (max: number) => z.string().min(1).max(max),
} as const;

/* Every row id is a randomUUID(). */
const rowId = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

const positionSchema = z.strictObject({
  s: z.string().min(1).max(20),
  v: z.union([z.string().min(1).max(200), z.number().finite()]),
  id: rowId,
});

export function encodeKeysetCursor(order: string, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify({ s: order, v: position.value, id: position.id })).toString('base64url');
}

/** Decodes a cursor of `order` whose value passes `value` (e.g. cursorValues.instant for created_at). */
export function decodeKeysetCursor<Value extends string | number>(
  cursor: string,
  order: string,
  value: z.ZodType<Value>,
): KeysetPosition<Value> {
  const parsed = positionSchema.safeParse(parseJson(cursor));
  const checked = parsed.success && parsed.data.s === order ? value.safeParse(parsed.data.v) : null;
  if (!parsed.success || !checked?.success) throw invalidCursor();
  const position = { value: checked.data, id: parsed.data.id };
  if (encodeKeysetCursor(order, position) !== cursor) throw invalidCursor();
  return position;
}

function invalidCursor() {
  return errors.invalidField('cursor', 'validation.cursorInvalid');
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
