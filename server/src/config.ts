import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PLATFORM_AI_PROVIDERS, type PlatformAiProvider } from '@contract';
import { ensurePrivateDir } from './lib/private-files';

/*
 * The only place that reads the environment (docs/architecture.md, "House style"). Everything else
 * receives an AppConfig, so tests build any configuration they need without touching process.env.
 */

/** AI_PROVIDER: the contract's list, so the server and the web app name the same providers. */
export const AI_PROVIDERS = PLATFORM_AI_PROVIDERS;
export type AiProvider = PlatformAiProvider;

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const APP_SECRET_MIN_LENGTH = 32;

/* Both in the source tree (server/src/) and in the bundle (build/server/) the repository is two levels up. */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const url = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a URL like ${example}`);

const optionalUrl = (protocols: string[], example: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), url(protocols, example).optional());

const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

const withDefault = <T extends z.ZodType>(schema: T, fallback: string) =>
  z.preprocess((value) => (value === undefined || value === '' ? fallback : value), schema);

/** `openai=https://gateway.example/v1,deepseek=https://…` */
const customBaseUrls = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const map: Record<string, string> = {};
    for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
      if (entry === '') continue;
      const separator = entry.indexOf('=');
      const provider = entry.slice(0, separator).trim();
      const base = entry.slice(separator + 1).trim();
      if (separator <= 0 || !url(['http:', 'https:'], 'https://…').safeParse(base).success) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" must look like provider=https://host/path` });
        return z.NEVER;
      }
      map[provider] = base;
    }
    return map;
  });

const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(NODE_ENVS), 'development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  PORT: integer(3000, 0, 65535),
  HOST: withDefault(z.string().trim().min(1), '127.0.0.1'),
  /** Behind a load balancer: `true`, a hop count, or the proxies' addresses, so per-IP limits see the client. */
  TRUST_PROXY: optionalText,
  DATA_DIR: withDefault(z.string().trim().min(1), './data'),
  WEB_DIST_DIR: optionalText,
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/db'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://host:6379'),
  /** `false`: reads are invalidated only by the tags their writes name, not by every write (issue 55). */
  APP_SECRET: optionalText.pipe(
    z.string().min(APP_SECRET_MIN_LENGTH, `must be at least ${APP_SECRET_MIN_LENGTH} characters`).optional(),
  ),
  AI_PROVIDER: withDefault(z.enum(AI_PROVIDERS), 'offline'),
  AI_API_KEY: optionalText,
  AI_BASE_URL: optionalUrl(['http:', 'https:'], 'http://127.0.0.1:8080/v1'),
  AI_MODELS: optionalText,
  AI_STRUCTURED_OUTPUT: withDefault(z.enum(['json_schema', 'json_object']), 'json_schema'),
  AI_TIMEOUT_MS: integer(60_000, 1_000, 600_000),
  AI_CUSTOM_BASE_URLS: customBaseUrls,
  AI_DAILY_CALLS_PER_USER: integer(200, 0, 1_000_000),
  /**
   * 'on': the platform AI writes one example sentence for a word no other source has one for, kept for every
   * learner (the last cloze source), at most AI_DAILY_CALLS_PER_USER calls a day in all.
   */
  AI_SENTENCE_POOL: withDefault(z.enum(['on', 'off']), 'on'),
  /** The built-in checker's process exits after this long without a check, giving its memory back. */
  OFFLINE_CHECKER_IDLE_SECONDS: integer(300, 1, 24 * 60 * 60),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp://user:password@mail.example:587'),
  MAIL_FROM: withDefault(z.string().trim().min(3), 'Wordloom <no-reply@wordloom.local>'),
  RESET_CODE_TTL_MINUTES: integer(10, 1, 24 * 60),
  /** How often one instance mails the learners whose reminder hour has come; 0: never (no scan runs). */
  REMINDER_SCAN_SECONDS: integer(300, 0, 24 * 60 * 60),
  /** The address learners open the app at: the links in reminder mails. */
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://wordloom.example'),
  ICP_LICENSE: optionalText,
  ICP_LINK: optionalUrl(['http:', 'https:'], 'https://beian.miit.gov.cn/'),
});

export interface AppConfig {
  nodeEnv: (typeof NODE_ENVS)[number];
  logLevel: (typeof LOG_LEVELS)[number];
  port: number;
  host: string;
  /** Fastify's trustProxy: off, on, the proxies' addresses, or a function trusting the first n hops. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  dataDir: string;
  webDistDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  appSecret: string;
  ai: {
    provider: AiProvider;
    apiKey: string | null;
    baseUrl: string | null;
    models: string[];
    structuredOutput: 'json_schema' | 'json_object';
    timeoutMs: number;
    customBaseUrls: Record<string, string>;
    /** Provider attempts per learner and day on the platform's key; 0 = no cap. */
    dailyCallsPerUser: number;
    offlineCheckerIdleSeconds: number;
    /** The platform AI writes example sentences for words with none (AI_SENTENCE_POOL). */
    sentencePool: boolean;
  };
  mail: { smtpUrl: string | null; from: string };
  resetCodeTtlMinutes: number;
  /** Seconds between reminder scans; 0 = reminders are never sent. */
  reminderScanSeconds: number;
  /** Where learners open the app (no trailing slash): PUBLIC_URL, or this server's own address. */
  publicUrl: string;
  icpLicense: string | null;
  icpLink: string | null;
}

/** A startup error that names every bad variable; main.ts prints it without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      const value = env[variable];
      return `  ${variable}: ${issue.message}${value === undefined ? '' : ` (got "${redactValue(variable, value)}")`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  if (vars.AI_PROVIDER === 'openai-compatible' && !vars.AI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_BASE_URL: is required when AI_PROVIDER=openai-compatible',
    );
  }
  if (vars.NODE_ENV === 'production' && !vars.APP_SECRET) {
    throw new ConfigError(
      `Invalid configuration:\n  APP_SECRET: is required when NODE_ENV=production (at least ${APP_SECRET_MIN_LENGTH} random characters, e.g. from \`openssl rand -base64 48\`)`,
    );
  }
  const dataDir = resolve(vars.DATA_DIR);
  return {
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    port: vars.PORT,
    host: vars.HOST,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    dataDir,
    webDistDir: resolve(vars.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    databaseUrl: vars.DATABASE_URL ?? null,
    redisUrl: vars.REDIS_URL ?? null,
    appSecret: vars.APP_SECRET ?? readOrCreateSecret(dataDir),
    ai: {
      provider: vars.AI_PROVIDER,
      apiKey: vars.AI_API_KEY ?? null,
      baseUrl: vars.AI_BASE_URL ?? null,
      models: (vars.AI_MODELS ?? '')
        .split(',')
        .map((model) => model.trim())
        .filter(Boolean),
      structuredOutput: vars.AI_STRUCTURED_OUTPUT,
      timeoutMs: vars.AI_TIMEOUT_MS,
      customBaseUrls: vars.AI_CUSTOM_BASE_URLS,
      dailyCallsPerUser: vars.AI_DAILY_CALLS_PER_USER,
      offlineCheckerIdleSeconds: vars.OFFLINE_CHECKER_IDLE_SECONDS,
      sentencePool: vars.AI_SENTENCE_POOL === 'on',
    },
    mail: { smtpUrl: vars.SMTP_URL ?? null, from: vars.MAIL_FROM },
    resetCodeTtlMinutes: vars.RESET_CODE_TTL_MINUTES,
    reminderScanSeconds: vars.REMINDER_SCAN_SECONDS,
    publicUrl: (vars.PUBLIC_URL ?? ownAddress(vars.HOST, vars.PORT)).replace(/\/+$/, ''),
    icpLicense: vars.ICP_LICENSE ?? null,
    icpLink: vars.ICP_LINK ?? null,
  };
}

/* Without PUBLIC_URL, links point at this server as a browser on the same machine would reach it. */
function ownAddress(host: string, port: number): string {
  const reachable =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/* Secrets and URLs with credentials must not end up in a startup error that lands in a log. */
function redactValue(variable: string, value: string): string {
  if (/SECRET|KEY|PASSWORD/.test(variable)) return '…';
  return value.replace(/\/\/[^@/]*@/, '//…@');
}

/*
 * A fresh machine works without setup: the secret is generated once and kept beside the database,
 * so tokens survive a restart. Production must configure it so every instance shares one secret.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= APP_SECRET_MIN_LENGTH) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  ensurePrivateDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
