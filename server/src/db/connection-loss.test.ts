import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '@contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openRateLimitStore } from '../lib/rate-limit';
import { createFakeOfflineChecker } from '../test/ai-engine';
import { bearer, registerUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { openFixtureDictionary } from '../test/dictionary';
import { migrateToLatest } from './migrate';
import { openPostgres, type AppDatabase } from './database';
import { transactions } from './transaction';

const postgresUrl = process.env.TEST_DATABASE_URL || null;

/*
 * A connection that dies emits 'error' where nobody may be listening: Node then ends the process. Counting
 * those here turns "the server would have exited" into a failed test rather than a crashed worker.
 */
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);
beforeEach(() => {
  uncaught.length = 0;
  process.on('uncaughtException', onUncaught);
});
afterEach(() => {
  process.removeListener('uncaughtException', onUncaught);
});

/** Asks until the answer is 200; every answer before it must be the 503 envelope, never a 500. */
async function untilHealthy(request: () => Promise<LightMyRequestResponse>): Promise<void> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request();
    statuses.push(response.statusCode);
    if (response.statusCode === 200) return;
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still not healthy: ${statuses.join(', ')}`);
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl ?? undefined });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/* Ends this suite's connections only: the test pool names them after its schema (application_name). */
async function terminateConnections(schema: string): Promise<number> {
  return withAdmin(async (client) => {
    const result = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
      [schema],
    );
    return result.rowCount ?? 0;
  });
}

describe.skipIf(!postgresUrl)(
  'PostgreSQL ending the pool’s connections (restart, failover, idle kill)',
  () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp({ database: 'postgres' });
      ({ token } = await registerUser(t));
    });
    afterAll(() => t.close());

    it('keeps the server running, and the next requests reconnect', async () => {
      // Several requests at once, so the pool holds several connections.
      const warm = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.inject({ method: 'GET', url: '/api/words', headers: bearer(token) }),
        ),
      );
      expect(warm.map((response) => response.statusCode)).toEqual(Array(6).fill(200));

      expect(await terminateConnections(t.database.schema!)).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));

      await untilHealthy(() => t.inject({ method: 'GET', url: '/api/words', headers: bearer(token) }));
      expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(uncaught).toEqual([]);
    });

    it('fails only the transaction whose connection died between two of its queries', async () => {
      const schema = t.database.schema!;
      const transaction = transactions(t.database.db)(async (trx) => {
        await sql`select 1`.execute(trx);
        await terminateConnections(schema);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();

      await untilHealthy(() => t.inject({ method: 'GET', url: '/api/words', headers: bearer(token) }));
      expect(uncaught).toEqual([]);
    });
  },
);

/** A TCP relay to PostgreSQL that can be cut and restored, as a restart or a network split would. */
function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  return {
    open,
    cut,
    url: () => {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
  };
}

describe.skipIf(!postgresUrl)('while PostgreSQL cannot be reached', () => {
  const schema = `wordloom_test_${randomBytes(6).toString('hex')}`;
  const relay = startRelay(new URL(postgresUrl ?? 'postgres://localhost'));
  const dataDir = mkdtempSync(join(tmpdir(), 'wordloom-data-'));
  const lost: Error[] = [];
  let database: AppDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    await withAdmin((client) => client.query(`create schema ${schema}`));
    await relay.open();
    database = openPostgres({
      url: relay.url(),
      schema,
      max: 4,
      onConnectionLost: (error) => lost.push(error),
    });
    await migrateToLatest(database);
    const dictionary = await openFixtureDictionary();
    const rateLimitStore = await openRateLimitStore({ redisUrl: null });
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
        APP_SECRET: randomBytes(32).toString('hex'),
      }),
      database,
      dictionary,
      rateLimitStore,
      logger: false,
      offlineChecker: createFakeOfflineChecker(),
    });
    close = async () => {
      await app.close();
      dictionary.close();
      await rateLimitStore.close();
      await database.close();
      await relay.cut();
      await withAdmin((client) => client.query(`drop schema ${schema} cascade`));
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('answers 503 DATABASE_UNAVAILABLE in the caller’s language, then recovers by itself', async () => {
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'accept-language': 'zh' },
        payload: { email: 'nobody@example.com', password: 'not-a-password' },
      });
    expect((await login()).statusCode).toBe(401);

    await relay.cut();
    // The pooled connection died while idle: the operator's log is told, and the pool drops it.
    await vi.waitFor(() => expect(lost.length).toBeGreaterThan(0));
    for (const response of [await login(), await app.inject({ method: 'GET', url: '/api/health' })]) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    }
    expect((await login()).json()).toEqual({
      success: false,
      code: 'DATABASE_UNAVAILABLE',
      message: translate('zh', 'errors.databaseUnavailable'),
    });

    await relay.open();
    await untilHealthy(() => app.inject({ method: 'GET', url: '/api/health' }));
    expect((await login()).statusCode).toBe(401);
    expect(uncaught).toEqual([]);
  });
});

describe('while another process holds the SQLite database locked', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'sqlite' });
  });
  afterAll(() => t.close());

  it('answers a write 503 DATABASE_UNAVAILABLE once busy_timeout has passed', async () => {
    const [main] = (await sql<{ file: string }>`pragma database_list`.execute(t.database.db)).rows;
    const other = new SqliteDatabase(main!.file);
    other.exec('begin immediate');
    try {
      const response = await t.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'locked_out', email: 'locked.out@example.com', password: 'pw-locked-secret' },
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      other.exec('rollback');
      other.close();
    }
  });
});
