import { z } from 'zod';

/**
 * "Success: HTTP 2xx with `{ success: true, ...payload }`" (docs/api-conventions.md): every success
 * answer's schema is built here, so the envelope has one definition on both sides.
 */
export function successEnvelope<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ success: z.literal(true), ...shape });
}

/** The fields of every keyset-paginated list (docs/api-conventions.md, "Lists"). */
export const pageFields = {
  /** Opaque; null on the last page. */
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
};

/** A success answer that only says what happened, in the caller's language. */
export const messageResponseSchema = successEnvelope({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
