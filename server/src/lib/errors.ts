import { ERROR_STATUS, type ErrorCode, type MessageKey } from '@contract';

export type MessageParams = Record<string, string | number>;

/** Field errors carry message keys too; the error handler translates each one. */
export interface FieldErrorKey {
  field: string;
  messageKey: MessageKey;
  params?: MessageParams;
}

/**
 * A failure the client should see. The message is a key that the error handler translates into the
 * caller's language; `extra` adds code-specific fields to the envelope (e.g. `suggestions`).
 */
export class AppError extends Error {
  readonly status: number;
  /** Becomes the envelope's `errors: [{ field, message }]`. */
  fieldErrors: FieldErrorKey[] = [];
  headers: Record<string, string> = {};

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

function validation(fieldErrors: FieldErrorKey[]): AppError {
  const [first] = fieldErrors;
  const error =
    fieldErrors.length === 1 && first
      ? new AppError('VALIDATION_ERROR', first.messageKey, first.params)
      : new AppError('VALIDATION_ERROR', 'validation.failed');
  error.fieldErrors = fieldErrors;
  return error;
}

function rateLimited(retryAfterSeconds: number): AppError {
  const error = new AppError(
    'RATE_LIMITED',
    'errors.rateLimited',
    { seconds: retryAfterSeconds },
    { retryAfter: retryAfterSeconds },
  );
  error.headers['retry-after'] = String(retryAfterSeconds);
  return error;
}

/* A PostgreSQL restart or failover is over in seconds: the client may try again after this many. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function databaseUnavailable(): AppError {
  const error = new AppError('DATABASE_UNAVAILABLE', 'errors.databaseUnavailable');
  error.headers['retry-after'] = String(DATABASE_RETRY_AFTER_SECONDS);
  return error;
}

/** A shared store (Redis) is away: what depends on it waits, rather than running unguarded. */
function serviceUnavailable(cause: unknown): AppError {
  const error = new AppError('SERVICE_UNAVAILABLE', 'errors.serviceUnavailable');
  error.headers['retry-after'] = String(DATABASE_RETRY_AFTER_SECONDS);
  error.cause = cause;
  return error;
}

/** 422 with the words to offer instead; the message lists them, or says there are none. */
function spellingSuggestion(suggestions: string[]): AppError {
  return new AppError(
    'SPELLING_SUGGESTION',
    suggestions.length > 0 ? 'errors.spellingSuggestion' : 'errors.spellingNoSuggestion',
    { suggestions: suggestions.join(', ') },
    { suggestions },
  );
}

/** The factories the services throw; each names the rule that failed, not the HTTP detail. */
export const errors = {
  validation,
  invalidField: (field: string, messageKey: MessageKey) => validation([{ field, messageKey }]),
  invalidJson: () => new AppError('INVALID_JSON', 'errors.invalidJson'),
  payloadTooLarge: () => new AppError('PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge'),
  unauthorized: () => new AppError('UNAUTHORIZED', 'errors.unauthorized'),
  sessionExpired: () => new AppError('UNAUTHORIZED', 'errors.sessionExpired'),
  invalidCredentials: () => new AppError('UNAUTHORIZED', 'errors.invalidCredentials'),
  forbidden: (messageKey: MessageKey = 'errors.forbidden') => new AppError('FORBIDDEN', messageKey),
  notFound: (messageKey: MessageKey = 'errors.notFound') => new AppError('NOT_FOUND', messageKey),
  conflict: (messageKey: MessageKey) => new AppError('CONFLICT', messageKey),
  codeExpired: (messageKey: MessageKey = 'errors.codeExpired') => new AppError('CODE_EXPIRED', messageKey),
  rateLimited,
  spellingSuggestion,
  databaseUnavailable,
  serviceUnavailable,
  internal: (messageKey: MessageKey = 'errors.internal') => new AppError('INTERNAL', messageKey),
};
