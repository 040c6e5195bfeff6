import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '@contract';
import { aiRoutes, createAiEngine, type AiEngine, type OfflineChecker } from './ai';
import { createDailyQuota } from './ai/daily-quota';
import { createOfflineChecker } from './ai/offline-checker';
import { accountDataRoutes } from './account-data/routes';
import { createAccountDataService } from './account-data/service';
import { createApiKeysRepository } from './api-keys/repository';
import { apiKeysRoutes } from './api-keys/routes';
import { createApiKeysService } from './api-keys/service';
import { registerAuthentication } from './auth/authenticate';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { createPasswordResetService } from './auth/password-reset-service';
import { createResetHasher } from './auth/reset-codes';
import { createResetCodesRepository } from './auth/reset-codes-repository';
import { createUsersRepository } from './auth/repository';
import { authRoutes } from './auth/routes';
import { createAccountService } from './auth/service';
import { createSessionTokens } from './auth/tokens';
import { privateSentenceChecks } from './checks';
import { createChecksRepository } from './checks/repository';
import { checksRoutes } from './checks/routes';
import { createChecksService } from './checks/service';
import { communityRoutes } from './community/routes';
import { createCommunityService } from './community/service';
import type { AppConfig } from './config';
import { pingDatabase, type AppDatabase } from './db/database';
import { transactions } from './db/transaction';
import type { Dictionary } from './dictionary';
import { createGenerationsRepository } from './generations/repository';
import { generationsRoutes } from './generations/routes';
import { createGenerationsService } from './generations/service';
import { answerSerializer, recordApiRoutes } from './lib/answers';
import { systemClock, type Clock } from './lib/clock';
import { registerErrorHandler } from './lib/error-handler';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors';
import { registerNulGuard } from './lib/nul-guard';
import { serverTimeouts, type ServerTimeouts } from './lib/server-timeouts';
import { loggerOptions, type LoggerSettings } from './lib/logger';
import { createLogMailer, createSmtpMailer, createUnconfiguredMailer, type Mailer } from './lib/mail/mailer';
import { createRateLimiter, type RateLimitPolicy, type RateLimitStore } from './lib/rate-limit';
import { MemoryReadCache, type ReadCache } from './lib/read-cache';
import { createLikesRepository } from './likes/repository';
import { createMistakesRepository } from './mistakes/repository';
import { mistakesRoutes } from './mistakes/routes';
import { createMistakesService } from './mistakes/service';
import { createPlansRepository } from './plans/repository';
import { plansRoutes } from './plans/routes';
import { createPlansService } from './plans/service';
import { createPublishedRepository } from './published/repository';
import { createPublishedService } from './published/service';
import {
  createReminderScan,
  createRemindersRepository,
  createRemindersService,
  createUnsubscribeTokens,
  remindersRoutes,
} from './reminders';
import { createReadingRepository, createReadingService, readingRoutes } from './reading';
import { createPracticeService } from './review/practice';
import { createReviewRepository } from './review/repository';
import { reviewRoutes } from './review/routes';
import { createParametersRepository } from './review/parameters/repository';
import { parametersRoutes } from './review/parameters/routes';
import { fitInProcess } from './review/parameters/run-fit';
import { createParametersService } from './review/parameters/service';
import { createAiSentencePool } from './review/ai-sentence-pool';
import { createReviewService } from './review/service';
import { createStatisticsRepository } from './statistics/repository';
import { statisticsRoutes } from './statistics/routes';
import { createStatisticsService } from './statistics/service';
import { registerApiDocs, registerOpenApi } from './system/api-docs';
import { systemRoutes } from './system/routes';
import { registerCompression } from './web-app/compression';
import { registerSecurityHeaders } from './web-app/security';
import { registerWebApp } from './web-app/static';
import { createBookWords } from './words/book-words';
import { createWordsRepository } from './words/repository';
import { wordsRoutes } from './words/routes';
import { createWordsService } from './words/service';

export interface AppDeps {
  config: AppConfig;
  /** Opened (and migrated) by the caller, who also closes it: the app only borrows it. */
  database: AppDatabase;
  /** The offline dictionary, opened and closed by the caller like the database. */
  dictionary: Dictionary;
  rateLimitStore: RateLimitStore;
  /** Defaults to SMTP_URL, or to writing mails into the log when it is unset. */
  mailer?: Mailer;
  /** Log settings; `false` for no log at all. Defaults to config.logLevel on stdout. */
  logger?: LoggerSettings | false;
  /** Tests move time to expire tokens and codes. */
  clock?: Clock;
  /** Tests lower limits to reach them in a few requests, or raise them to stay clear. */
  rateLimits?: Partial<RateLimitPolicy>;
  /**
   * The grammar checker for AI_PROVIDER=offline; one given here is closed by the caller. Defaults to the
   * built-in Harper checker (its worker starts on the first check), closed with the app.
   */
  offlineChecker?: OfflineChecker;
  /** Replaces the AI engine built from config.ai (tests of the features that use it). */
  aiEngine?: AiEngine;
  /** Tests shorten the HTTP server's timeouts to see them fire. */
  serverTimeouts?: Partial<ServerTimeouts>;
  /** Guest feed pages and statistics; opened and closed by the caller. Defaults to an in-process cache. */
  readCache?: ReadCache;
  /**
   * Parse every answer with its contract schema before sending it (a stray answer is a 500). Defaults to
   * on outside production; production writes answers with the compiled serializer instead.
   */
  checkAnswers?: boolean;
}

/** The whole HTTP app, ready to `listen` or to `inject` in tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, dictionary } = deps;
  const clock = deps.clock ?? systemClock;
  const timeouts = { ...serverTimeouts(config.ai.timeoutMs), ...deps.serverTimeouts };
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(deps.logger ?? { level: config.logLevel }),
    bodyLimit: LIMITS.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestTimeout: timeouts.requestTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    connectionTimeout: timeouts.connectionTimeout,
    http: {
      headersTimeout: timeouts.headersTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
    // Errors raised before a route is found, and those of Node's HTTP parser, answer the envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(deps.checkAnswers ?? config.nodeEnv !== 'production'));
  recordApiRoutes(app);
  // The API speaks JSON only; refusing text/plain also keeps out cross-site "simple" form posts.
  app.removeContentTypeParser('text/plain');
  if (config.trustProxy === true) {
    // Fastify then takes the left-most X-Forwarded-For entry, which the client itself writes.
    app.log.warn(
      'TRUST_PROXY=true: any client can choose its own address with X-Forwarded-For, defeating every per-address rate limit; set TRUST_PROXY to the number of proxies in front (e.g. 1) or their addresses',
    );
  }

  // Stage 1: external plugins and the cross-cutting handlers every route relies on.
  await registerSecurityHeaders(app);
  await registerCompression(app);
  registerErrorHandler(app);
  registerNulGuard(app);
  const readCache = deps.readCache ?? new MemoryReadCache();
  // Until every write invalidates the tags it changed from its service (issue 55): then it goes.
  await registerOpenApi(app);

  // Stage 2: the app's own parts, wired together.
  const mailer = deps.mailer ?? mailerFromConfig(config, app);
  const limiter = createRateLimiter(deps.rateLimitStore, deps.rateLimits);
  const users = createUsersRepository(database.db);
  const publishedRepository = createPublishedRepository(database.db);
  const accounts = createAccountService({
    users,
    tokens: createSessionTokens(config.appSecret, clock),
    clock,
    mailer,
    onNoticeFailed: (error) => app.log.warn({ err: error }, 'the email-changed notice could not be sent'),
    readCache,
    publishedItemIds: async (userId) =>
      (
        await Promise.all(
          (['generation', 'check'] as const).map((kind) =>
            publishedRepository.idsOf(database.db, kind, userId),
          ),
        )
      ).flat(),
  });
  const transaction = transactions(database.db);
  const passwordReset = createPasswordResetService({
    users,
    resetCodes: createResetCodesRepository(database.db),
    transaction,
    hasher: createResetHasher(config.appSecret),
    mailer,
    clock,
    ttlMinutes: config.resetCodeTtlMinutes,
  });
  const authenticate = registerAuthentication(app, accounts);
  const wordsRepository = createWordsRepository(database.db);
  const reviewRepository = createReviewRepository(database.db);
  const words = createWordsService({
    words: wordsRepository,
    reviewCards: reviewRepository,
    transaction,
    dictionary,
    clock,
    readCache,
  });
  const offlineChecker =
    deps.offlineChecker ??
    createOfflineChecker({ dictionary, idleMs: config.ai.offlineCheckerIdleSeconds * 1000 });
  const apiKeys = createApiKeysService({
    repository: createApiKeysRepository(database.db),
    appSecret: config.appSecret,
    customBaseUrls: config.ai.customBaseUrls,
    clock,
  });
  const aiEngine =
    deps.aiEngine ??
    createAiEngine({
      config: config.ai,
      dictionary,
      offlineChecker,
      logger: app.log,
      customSource: (caller) => apiKeys.customSource(caller.userId),
      dailyQuota: createDailyQuota({
        store: deps.rateLimitStore,
        limit: config.ai.dailyCallsPerUser,
        clock,
      }),
    });
  const likes = createLikesRepository(database.db);
  const generationsRepository = createGenerationsRepository(database.db);
  const checksRepository = createChecksRepository(database.db);
  const statisticsRepository = createStatisticsRepository(database.db);
  const mistakesRepository = createMistakesRepository(database.db);
  const publishedDeps = {
    published: publishedRepository,
    likes,
    statistics: statisticsRepository,
    transaction,
    clock,
    readCache,
  };
  const published = {
    generation: createPublishedService({
      ...publishedDeps,
      kind: 'generation',
      removeParts: (trx, ids) => generationsRepository.deleteWordsOf(trx, ids),
    }),
    check: createPublishedService({
      ...publishedDeps,
      kind: 'check',
      // The drills its mistakes fed count them no more (a check practised no words: none dropped).
      removeParts: async (trx, ids) => {
        await mistakesRepository.releaseChecks(trx, ids);
        return [];
      },
    }),
  };
  const generations = createGenerationsService({
    generations: generationsRepository,
    words: wordsRepository,
    published: published.generation,
    statistics: statisticsRepository,
    transaction,
    engine: aiEngine,
    clock,
  });
  const mistakes = createMistakesService({ mistakes: mistakesRepository, transaction, clock });
  const plans = createPlansService({
    plans: createPlansRepository(database.db),
    review: reviewRepository,
    bookWords: createBookWords({ words: wordsRepository, reviewCards: reviewRepository, dictionary }),
    dictionary,
    transaction,
    clock,
    readCache,
  });
  const aiSentences = config.ai.sentencePool
    ? createAiSentencePool({
        engine: aiEngine,
        review: reviewRepository,
        transaction,
        dictionary,
        clock,
        logger: app.log,
      })
    : undefined;
  const review = createReviewService({
    review: reviewRepository,
    transaction,
    dictionary,
    clock,
    readCache,
    planWords: plans,
    aiSentences,
  });
  const fsrsParameters = createParametersService({
    parameters: createParametersRepository(database.db),
    clock,
    readCache,
    runFit: fitInProcess,
  });
  const checks = createChecksService({
    checks: checksRepository,
    mistakes: mistakesRepository,
    published: published.check,
    statistics: statisticsRepository,
    transaction,
    engine: aiEngine,
    clock,
  });
  const practice = createPracticeService({
    review: reviewRepository,
    transaction,
    dictionary,
    clock,
    readCache,
    writtenChecks: privateSentenceChecks(checks),
  });
  const community = createCommunityService({
    published: publishedRepository,
    publishedKinds: published,
    generations,
    checks,
    statistics: statisticsRepository,
    readCache,
    clock,
  });
  const statistics = createStatisticsService({ statistics: statisticsRepository, readCache });
  const reading = createReadingService({ reading: createReadingRepository(database.db), dictionary });

  const accountData = createAccountDataService({
    published,
    statistics: statisticsRepository,
    transaction,
    generations: generationsRepository,
    checks: checksRepository,
    words: wordsRepository,
    likes,
    review: reviewRepository,
    mistakes: mistakesRepository,
    clock,
    readCache,
  });

  const unsubscribeTokens = createUnsubscribeTokens(config.appSecret, clock);
  const reminders = createRemindersService({
    reminders: createRemindersRepository(database.db),
    tokens: unsubscribeTokens,
    clock,
  });
  const reminderScan = createReminderScan({
    db: database.db,
    mailer,
    tokens: unsubscribeTokens,
    publicUrl: config.publicUrl,
    clock,
    logger: app.log,
  });

  // Stage 3: routes, one file per feature, then the web app that answers everything else.
  await app.register(systemRoutes({ config, pingDatabase: () => pingDatabase(database.db) }), {
    prefix: '/api',
  });
  await app.register(authRoutes({ accounts, authenticate, limiter }), { prefix: '/api' });
  await app.register(passwordResetRoutes({ passwordReset, limiter }), { prefix: '/api' });
  await app.register(apiKeysRoutes({ apiKeys, authenticate, limiter }), { prefix: '/api' });
  await app.register(wordsRoutes({ words, authenticate, limiter }), { prefix: '/api' });
  await app.register(aiRoutes({ engine: aiEngine, authenticate }), { prefix: '/api' });
  await app.register(communityRoutes({ community, authenticate }), { prefix: '/api' });
  await app.register(generationsRoutes({ generations, authenticate, limiter }), { prefix: '/api' });
  await app.register(checksRoutes({ checks, authenticate, limiter }), { prefix: '/api' });
  await app.register(statisticsRoutes({ statistics, authenticate }), { prefix: '/api' });
  await app.register(accountDataRoutes({ accountData, authenticate }), { prefix: '/api' });
  await app.register(reviewRoutes({ review, practice, authenticate, limiter }), { prefix: '/api' });
  await app.register(parametersRoutes({ parameters: fsrsParameters, authenticate, limiter }), {
    prefix: '/api',
  });
  await app.register(mistakesRoutes({ mistakes, authenticate }), { prefix: '/api' });
  await app.register(plansRoutes({ plans, authenticate }), { prefix: '/api' });
  await app.register(readingRoutes({ reading, authenticate }), { prefix: '/api' });
  await app.register(remindersRoutes({ reminders, publicUrl: config.publicUrl }), { prefix: '/api' });
  await registerApiDocs(app);
  await registerWebApp(app, config.webDistDir);

  if (!deps.mailer) app.addHook('onClose', () => mailer.close());
  if (!deps.aiEngine) app.addHook('onClose', () => aiEngine.close());
  if (!deps.offlineChecker) app.addHook('onClose', () => offlineChecker.close());
  if (aiSentences) app.addHook('onClose', () => aiSentences.close());
  // Production without SMTP_URL can deliver nothing: no scan then (the operator was told at start).
  const canMail =
    deps.mailer !== undefined || config.mail.smtpUrl !== null || config.nodeEnv !== 'production';
  if (config.reminderScanSeconds > 0 && canMail) {
    app.addHook('onReady', async () => reminderScan.start(config.reminderScanSeconds * 1000));
  }
  app.addHook('onClose', () => reminderScan.close());
  return app;
}

/*
 * SMTP_URL when set. Without it, development writes mails (reset codes included) into the log for the
 * person running the server; production never does: mail is off, and the operator is told at start.
 */
function mailerFromConfig(config: AppConfig, app: FastifyInstance): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer(config.mail.smtpUrl, config.mail.from);
  if (config.nodeEnv !== 'production') return createLogMailer(() => app.log);
  app.log.warn(
    'SMTP_URL is not set: password reset by email is off (forgot-password answers 503 MAIL_NOT_CONFIGURED)',
  );
  return createUnconfiguredMailer();
}
