import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { transactions } from './db/transaction';
import {
  createProgressBar,
  ecdictCsvPath,
  ensureDictionary,
  openDictionary,
  type Dictionary,
} from './dictionary';
import { openRateLimitStore } from './lib/rate-limit';
import { openReadCache } from './lib/read-cache';
import { closeOnSignal } from './lib/shutdown';
import { fillPartsOfSpeech } from './words/fill-parts-of-speech';
import { createWordsRepository } from './words/repository';

const SHUTDOWN_GRACE_MS = 10_000;

/** The process: configuration, database, migrations, listening, and a clean exit on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = readConfig();
  let app: FastifyInstance | null = null;
  const database = openDatabase(config, {
    onConnectionLost: (error) => app?.log.warn({ err: error }, 'PostgreSQL connection lost: reconnecting'),
  });
  await migrateToLatest(database);
  const dictionary = await openOfflineDictionary(config);
  await fillPartsOfSpeech(createWordsRepository(database.db), transactions(database.db), dictionary);
  const rateLimitStore = await openRateLimitStore({
    redisUrl: config.redisUrl,
    onError: (error) => app?.log.error({ err: error }, 'Redis connection error'),
  });
  const readCache = await openReadCache({
    redisUrl: config.redisUrl,
    onError: (error) => app?.log.error({ err: error }, 'Redis read cache error'),
  });
  app = await buildApp({
    config,
    database,
    dictionary,
    rateLimitStore,
    readCache,
    logger: { level: config.logLevel, pretty: config.nodeEnv === 'development' && process.stdout.isTTY },
  });
  app.addHook('onClose', () => readCache.close());
  closeOnSignal({
    app,
    graceMs: SHUTDOWN_GRACE_MS,
    release: async () => {
      dictionary.close();
      await Promise.allSettled([database.close(), rateLimitStore.close()]);
    },
  });
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Wordloom ${config.nodeEnv} server at ${address} (database: ${database.dialect}, rate limits: ${config.redisUrl ? 'redis' : 'in-process'}, AI: ${config.ai.provider})`,
  );
}

/* The first start builds the index from ECDICT (a minute or so, with a progress bar); later starts reuse it. */
async function openOfflineDictionary(config: AppConfig): Promise<Dictionary> {
  const drawProgress = createProgressBar({ label: 'Building the dictionary (first start only)' });
  const path = await ensureDictionary({
    dataDir: config.dataDir,
    csvPath: ecdictCsvPath(),
    onProgress: drawProgress,
  });
  return openDictionary({ path });
}

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('Wordloom failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
