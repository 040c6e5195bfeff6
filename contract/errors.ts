import { z } from 'zod';

/** The error codes of the API with their HTTP status (docs/api-conventions.md, "Errors"). */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** POST /review/parameters on a review log too short to fit the schedule to. */
  NOT_ENOUGH_REVIEWS: 409,
  CODE_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  SPELLING_SUGGESTION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  AI_PROVIDER_ERROR: 502,
  AI_FORMAT_ERROR: 502,
  AI_NOT_CONFIGURED: 503,
  AI_TIMEOUT: 504,
  AI_QUOTA_EXCEEDED: 429,
  MAIL_NOT_CONFIGURED: 503,
  DATABASE_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  CHECKER_BUSY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every failure answers this shape (plus code-specific extras such as `suggestions`, kept as they are). */
export const errorEnvelopeSchema = z.looseObject({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
