import { z } from 'zod';
import {
  blankToUndefined,
  cursorParam,
  LIMITS,
  normalizeWordText,
  pageLimitParam,
  WORD_LIMITS,
} from '@contract';

/*
 * Query, params and body schemas of the generation and check routes that the contract does not fix
 * (`limit`, `cursor`, `word`, `{ isPublic }`; docs/api.md): the same for both kinds of published item.
 */

export const RELATED_DEFAULT = 6;

export const itemIdParamsSchema = z.object({ id: z.string().min(1) });

/** GET /api/checks: the caller's own, newest first. */
export const ownListQuerySchema = z.object({
  limit: pageLimitParam(LIMITS.pageSizeMax, LIMITS.pageSizeDefault),
  cursor: cursorParam,
});
export type OwnListQuery = z.infer<typeof ownListQuerySchema>;

/** GET /api/generations: the caller's own, optionally only those that used `word`. */
export const listGenerationsQuerySchema = ownListQuerySchema.extend({
  word: z.preprocess(
    blankToUndefined,
    z.string().overwrite(normalizeWordText).max(WORD_LIMITS.wordMax, 'validation.wordTooLong').optional(),
  ),
});
export type ListGenerationsQuery = z.infer<typeof listGenerationsQuerySchema>;

/** GET /api/generations/:id/related and /api/checks/:id/similar */
export const relatedQuerySchema = z.object({ limit: pageLimitParam(LIMITS.pageSizeMax, RELATED_DEFAULT) });

/** PUT /api/generations/:id/privacy and /api/checks/:id/privacy */
export const privacyBodySchema = z.object({ isPublic: z.boolean({ error: 'validation.invalid' }) });
