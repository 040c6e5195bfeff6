import { z } from 'zod';

/* The parts every list's query string shares (docs/api-conventions.md, "Lists"). */

/** Query strings send '' for "not set"; so may a client that clears a field with null. */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A whole number from `min` to `max` (`fallback` when absent), refused with `message`. */
export const wholeNumberParam = (
  min: number,
  max: number,
  fallback: number,
  message: 'validation.limitRange' | 'validation.countRange' = 'validation.limitRange',
) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  );

/** `limit`: 1 to `max`. */
export const pageLimitParam = (max: number, fallback: number) => wholeNumberParam(1, max, fallback);

/** `cursor`: opaque, the `nextCursor` of the previous page. */
export const cursorParam = z.preprocess(
  blankToUndefined,
  z.string().max(500, 'validation.cursorInvalid').optional(),
);
