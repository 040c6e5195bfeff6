/* The socket could not be opened or was cut: the server is down, restarting, or out of reach. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/*
 * PostgreSQL's SQLSTATEs: 08xxx connection exceptions; 57P01 admin_shutdown (a restart or
 * pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, or a standby);
 * 53300 too_many_connections.
 */
const POSTGRES_STATES = /^(08...|57P0[123]|53300)$/;

/* pg's own errors when a connection dies or cannot be had in time carry no code, only these texts. */
const POSTGRES_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
];

/*
 * SQLite: still locked by another writer once busy_timeout has passed (SQLITE_BUSY and its extended
 * codes), or the file cannot be opened.
 */
const SQLITE_CODES = /^SQLITE_(BUSY|CANTOPEN)(_|$)/;

/**
 * Whether a failed query means the database is out of reach for now (answered 503 DATABASE_UNAVAILABLE,
 * to be tried again) rather than a fault in the query. Follows `cause` and an AggregateError's `errors`:
 * a connection to a host with several addresses fails with one error per address.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || POSTGRES_STATES.test(code) || SQLITE_CODES.test(code)) return true;
  } else if (typeof message === 'string' && POSTGRES_MESSAGES.some((pattern) => pattern.test(message))) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}
