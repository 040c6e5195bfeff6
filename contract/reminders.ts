import { z } from 'zod';

/*
 * Daily reminders (docs/api-conventions.md, "Reminders"): GET /reminders/unsubscribe, the link every
 * reminder mail carries. The preference is in preferences.ts.
 */

/** How long the unsubscribe link of a reminder mail works. */
export const UNSUBSCRIBE_LINK_DAYS = 30;

/** GET /api/reminders/unsubscribe?token=…: the signed token of the mail's link, no session. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'errors.unsubscribeLinkInvalid' })
    .min(1, 'errors.unsubscribeLinkInvalid')
    .max(200, 'errors.unsubscribeLinkInvalid'),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;
