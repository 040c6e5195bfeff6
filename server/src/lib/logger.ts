import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/*
 * Credentials never reach the log: auth headers, and any field that could hold a password, token or
 * API key at the top level or nested. Request bodies are never logged at all.
 */
const SECRET_FIELDS = ['password', 'newPassword', 'token', 'resetToken', 'apiKey', 'encryptedKey'];
/*
 * A reset code is redacted where a body carrying one would sit, by path: a bare `code` anywhere is
 * far more often an error code (`err.code`: ECONNREFUSED, PostgreSQL's 57P01) that operators need.
 */
const RESET_CODE_PATHS = ['code', 'body.code', '*.body.code', 'payload.code', '*.payload.code'];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ...RESET_CODE_PATHS,
];

export interface LoggerSettings {
  level: string;
  /** Tests capture the log here. */
  stream?: DestinationStream;
  /** Human-readable lines for a developer's terminal. */
  pretty?: boolean;
}

export function loggerOptions({ level, stream, pretty }: LoggerSettings): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
    ...(pretty && !stream && prettyPrinterInstalled()
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}

/* pino-pretty is a development dependency: a production install without it still starts. */
function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
