import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/*
 * Credentials never reach the log: auth headers, and any field that could hold a password, token,
 * reset code or API key at the top level or nested. Request bodies are never logged at all.
 */
const SECRET_FIELDS = ['password', 'newPassword', 'token', 'resetToken', 'code', 'apiKey', 'encryptedKey'];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
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
