import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OfflineChecker } from '../ai/types';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { AppDatabase } from '../db/database';
import type { Dictionary } from '../dictionary';
import type { LoggerSettings } from '../lib/logger';
import type { Mailer } from '../lib/mail/mailer';
import type { ServerTimeouts } from '../lib/server-timeouts';
import { MemoryReadCache, type ReadCache } from '../lib/read-cache';
import { openRateLimitStore, type RateLimitPolicy, type RateLimitStore } from '../lib/rate-limit';
import { createFakeOfflineChecker } from './ai-engine';
import { openTestDatabase, type TestDatabaseKind } from './databases';
import { openFixtureDictionary } from './dictionary';
import { createMemoryMailer } from './mail';

export { TEST_DATABASES, type TestDatabaseKind } from './databases';

export interface TestAppOptions {
  database?: TestDatabaseKind;
  /** Environment variables on top of the test defaults (parsed by the real loadConfig). */
  env?: Record<string, string>;
  /** 'from-config': the mailer the app picks from SMTP_URL and NODE_ENV, as in production. */
  mailer?: Mailer | 'from-config';
  rateLimits?: Partial<RateLimitPolicy>;
  /** Use Redis (TEST_REDIS_URL) for rate limits instead of the in-process store. */
  redis?: boolean;
  logger?: LoggerSettings;
  /** A dictionary the test owns; by default the one built from the small fixture CSV. */
  dictionary?: Dictionary;
  ai?: TestAiOptions;
  serverTimeouts?: Partial<ServerTimeouts>;
  /** false: answers go out through production's compiled serializer instead of being parsed first. */
  checkAnswers?: boolean;
  /** The read cache (a Redis one, say); by default an in-process one of the test's own. */
  readCache?: ReadCache;
  /**
   * Another instance of that app: its database (left to it to drop) and APP_SECRET, so a session works
   * on both. Give both the same Redis read cache to see what instances share.
   */
  sharedWith?: TestApp;
  /** A database the test opened (and migrated) itself and drops itself: a migration's test of old data. */
  openedDatabase?: AppDatabase;
}

/**
 * The AI engine of a test app. By default the platform is `offline` and checks go to a fake offline
 * checker that finds nothing wrong; `baseUrl` of a scripted provider (test/ai-provider.ts) makes the real
 * engine talk to it as AI_PROVIDER=openai-compatible with the models scripted-model, scripted-thinker.
 */
export interface TestAiOptions {
  /** e.g. `provider.baseUrl` of startScriptedProvider(). */
  baseUrl?: string;
  /** AI_* variables on top (AI_MODELS, AI_TIMEOUT_MS, AI_STRUCTURED_OUTPUT, AI_PROVIDER...). */
  env?: Record<string, string>;
  /** The checker for offline checks; the real one is `createOfflineChecker()` from ai/offline-checker. */
  offlineChecker?: OfflineChecker;
}

function aiEnv(ai: TestAiOptions | undefined): Record<string, string> {
  const scripted: Record<string, string> = ai?.baseUrl
    ? {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: ai.baseUrl,
        AI_API_KEY: 'sk-test-platform-key-123456',
        AI_MODELS: 'scripted-model,scripted-thinker',
      }
    : {};
  return { ...scripted, ...ai?.env };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: AppDatabase;
  /** The in-memory mailer's outbox when no mailer was given. */
  sentMails: Array<{ to: string; subject: string; text: string }>;
  /** Moves the app's clock forward (tokens, reset codes). */
  advanceTime(ms: number): void;
  /** Sets the app's clock to this instant (review days in a learner's zone). */
  setTime(instant: Date): void;
  /** The app's clock now. */
  now(): Date;
  /** Forgets every cached read: for a test that writes to the database directly, then reads through the API. */
  forgetReads(): Promise<void>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/* Generous so that suites registering many users never meet a limit they do not test. */
const RELAXED = { limit: 10_000, windowMs: 60_000 };
const RELAXED_LIMITS: RateLimitPolicy = {
  loginFailuresPerAccountAndIp: RELAXED,
  loginFailuresPerAccount: RELAXED,
  verifyResetCodePerIp: RELAXED,
  updateApiKeyPerUser: RELAXED,
  loginPerIp: RELAXED,
  registerPerIp: RELAXED,
  forgotPasswordPerEmail: RELAXED,
  forgotPasswordPerIp: RELAXED,
  verifyResetCodePerEmail: RELAXED,
  resetPasswordPerEmail: RELAXED,
  testApiKeyPerUser: RELAXED,
  aiRequestsPerUser: RELAXED,
  importWordsPerUser: RELAXED,
};

/**
 * Builds the real app on a fresh database (SQLite by default) for one suite:
 *   const t = await createTestApp({ database });  ...  await t.close();
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wordloom-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    APP_SECRET: options.sharedWith?.config.appSecret ?? randomBytes(32).toString('hex'),
    // A scripted provider answers in order: background sentence requests would take answers a test scripted.
    AI_SENTENCE_POOL: 'off',
    // Reminder scans run when a test runs them (reminders/*.test.ts), never on a timer mid-suite.
    REMINDER_SCAN_SECONDS: '0',
    ...aiEnv(options.ai),
    ...options.env,
  });
  const borrowed = options.sharedWith?.database ?? options.openedDatabase;
  const testDatabase = borrowed
    ? { database: borrowed, drop: async () => undefined }
    : await openTestDatabase(options.database ?? 'sqlite');
  const rateLimitStore = await openTestRateLimitStore(options.redis ?? false);
  const memoryMailer = createMemoryMailer();
  const dictionary = options.dictionary ?? (await openFixtureDictionary());
  let now = Date.now();
  const readCache = options.readCache ?? new MemoryReadCache();
  const app = await buildApp({
    config,
    database: testDatabase.database,
    dictionary,
    rateLimitStore,
    mailer: options.mailer === 'from-config' ? undefined : (options.mailer ?? memoryMailer),
    logger: options.logger ?? false,
    clock: () => new Date(now),
    rateLimits: { ...RELAXED_LIMITS, ...options.rateLimits },
    offlineChecker: options.ai?.offlineChecker ?? createFakeOfflineChecker(),
    serverTimeouts: options.serverTimeouts,
    checkAnswers: options.checkAnswers ?? true,
    readCache,
  });
  return {
    app,
    config,
    database: testDatabase.database,
    sentMails: memoryMailer.sent,
    advanceTime(ms) {
      now += ms;
    },
    forgetReads: () => readCache.invalidateAll(),
    setTime(instant) {
      now = instant.getTime();
    },
    now: () => new Date(now),
    inject: (injectOptions) => app.inject(injectOptions),
    async close() {
      await app.close();
      if (!options.dictionary) dictionary.close();
      await rateLimitStore.close();
      await testDatabase.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function openTestRateLimitStore(redis: boolean): Promise<RateLimitStore> {
  if (!redis) return openRateLimitStore({ redisUrl: null });
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) throw new Error('TEST_REDIS_URL is not set');
  // An own prefix per suite: suites run in parallel against one Redis.
  return openRateLimitStore({ redisUrl, prefix: `wordloom-test:${randomBytes(6).toString('hex')}:` });
}
