/** The error codes of API.md with their HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
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
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
}

/** Every failure answers this shape (plus code-specific extras such as `suggestions`). */
export interface ErrorEnvelope {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: FieldError[];
  [extra: string]: unknown;
}
