/**
 * `npm run bench:mixed`: the load a busy evening brings, held for BENCH_SECONDS (default 60) with 50
 * connections, first on SQLite (one instance), then on PostgreSQL + Redis (two instances sharing them):
 * guests reading feeds and statistics, learners reading their words and review queue, adding words,
 * rating cards and having sentences checked by the built-in checker, all at once.
 *
 * Each kind runs as its own autocannon instance so each gets its own req/s and p99; a bare Fastify
 * "hello world" (same package) is measured with 50 connections in the same run as the yardstick.
 * Goals: reads p99 ≤ 100 ms while the checks run; no 5xx but the checker's 503 CHECKER_BUSY; every
 * acknowledged write (word added, rating recorded) present afterwards. BENCH_MIXED_DB=sqlite|postgres
 * picks one setup; PostgreSQL and Redis come from TEST_DATABASE_URL and TEST_REDIS_URL (or the local
 * defaults). The data is seeded through the app's own HTTP API (bench/support/mixed-seed.ts).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { seedLearners, type MixedLearner } from './support/mixed-seed';
import { buildApp, PORT_BASE, startBuiltServer, stopChild, type RunningServer } from './support/server';
import { seedCommunity, seedEnv, startBenchAiProvider } from './support/seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const HELLO_SECONDS = Math.min(SECONDS, 10);
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const SETUPS = (process.env.BENCH_MIXED_DB ?? 'sqlite,postgres').split(',');
const READ_GOAL_P99_MS = 100;
const profileDir = process.env.BENCH_CPU_PROF;

/** 50 connections in all, shared by the kinds as a busy evening might be. */
const KINDS = [
  { kind: 'guest reads', connections: 15, read: true },
  { kind: 'learner reads', connections: 15, read: true },
  { kind: 'word adds', connections: 5, read: false },
  { kind: 'ratings', connections: 5, read: false },
  { kind: 'checks', connections: 10, read: false },
] as const;
type Kind = (typeof KINDS)[number]['kind'];

const GUEST_PATHS = [
  '/api/generations/public?sort=recent',
  '/api/generations/public?sort=popular',
  '/api/generations/public?sort=trending',
  '/api/checks/public?sort=recent',
  '/api/statistics',
  '/api/generations/public/stats',
];
const LEARNER_PATHS = ['/api/words?limit=20', '/api/review/queue'];
// Everyday learner English, each with the kind of mistake the checker exists for.
const SENTENCES = [
  'She go to school every day.',
  'I have finish my homework yesterday.',
  'He don’t like apples and he never eat them.',
  'There is many people in the park this morning.',
  'My friend and I goes to the library after class.',
  'I am agree with your opinion about the homework.',
  'The informations you gave me was very useful.',
  'We discussed about the problem for two hours.',
];

interface KindResult {
  kind: Kind;
  requests: number;
  p50: number;
  p99: number;
  statuses: Map<number, number>;
  /** Answers over 499 other than the checker's 503 CHECKER_BUSY. */
  serverErrors: number;
}

interface Tally {
  wordsAdded: Map<number, number>;
  ratingsRecorded: Map<number, number>;
}

buildApp();
const provider = await startBenchAiProvider(PORT_BASE + 3);
const hello = fork(new URL('./support/hello-server.mjs', import.meta.url).pathname, {
  env: { ...process.env, PORT: String(PORT_BASE + 2) },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
await new Promise<void>((resolve) => hello.once('message', () => resolve()));
let failed = false;
try {
  for (const setup of SETUPS) failed = (await runSetup(setup)) || failed;
} finally {
  await stopChild(hello);
  await provider.close();
}
if (failed) process.exitCode = 1;

/** One database setup: seed, warm, measure the yardstick and the mix, verify the writes. */
async function runSetup(setup: string): Promise<boolean> {
  const appSecret = randomBytes(32).toString('hex');
  const store = setup === 'postgres' ? await postgresSchema() : null;
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'wordloom-mixed-')));
  const shared: Record<string, string> = {
    APP_SECRET: appSecret,
    ...(store ? { DATABASE_URL: store.url, REDIS_URL: REDIS_URL } : {}),
  };
  try {
    // Seed with the scripted provider (public generations need a model), then serve with the built-in checker.
    const seeding = await startBuiltServer({
      port: PORT_BASE + 1,
      dataDir: dataDirs[0],
      reuseDictionary: true,
      env: { ...shared, ...seedEnv(provider) },
    });
    await seedCommunity(seeding.baseUrl, { generations: 300, checks: 40, likesPerLearner: 30 });
    const learners = await seedLearners(seeding.baseUrl, { learners: 100, wordsEach: 30 });
    await seeding.stop();

    const instances: RunningServer[] = [];
    for (const [i, dataDir] of dataDirs.slice(0, store ? 2 : 1).entries()) {
      instances.push(
        await startBuiltServer({
          port: PORT_BASE + 4 + i,
          dataDir,
          reuseDictionary: true,
          env: { ...shared, AI_PROVIDER: 'offline', TRUST_PROXY: '127.0.0.1' },
          // BENCH_CPU_PROF=<dir>: each instance writes a V8 CPU profile there when it stops.
          nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
        }),
      );
    }
    try {
      await warmChecker(instances, learners[0]!);
      const helloRate = (
        await autocannon({
          url: `http://127.0.0.1:${PORT_BASE + 2}/`,
          connections: 50,
          duration: HELLO_SECONDS,
        })
      ).requests.average;
      const tally: Tally = { wordsAdded: new Map(), ratingsRecorded: new Map() };
      const results = await runMix(instances, learners, tally);
      const missing = await missingWrites(instances[0]!, learners, tally);
      return report(setup, instances.length, helloRate, results, missing);
    } finally {
      for (const instance of instances) await instance.stop();
    }
  } finally {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await store?.drop();
  }
}

/* Harper takes ~2 s to load on the first check: that start is not what the mix measures. */
async function warmChecker(instances: RunningServer[], learner: MixedLearner): Promise<void> {
  for (const instance of instances) {
    await fetch(`${instance.baseUrl}/api/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${learner.token}` },
      body: JSON.stringify({ sentence: 'I has a pen.' }),
    });
  }
}

async function runMix(
  instances: RunningServer[],
  learners: MixedLearner[],
  tally: Tally,
): Promise<KindResult[]> {
  let wordCounter = 0;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const runs = KINDS.flatMap(({ kind, connections }) =>
    instances.map((instance) => {
      const statuses = new Map<number, number>();
      let serverErrors = 0;
      const requestFor = (request: Record<string, unknown>, context: Record<string, unknown>) => {
        const index = Math.floor(Math.random() * learners.length);
        const learner = learners[index]!;
        context.learner = index;
        const auth = { authorization: `Bearer ${learner.token}`, 'content-type': 'application/json' };
        if (kind === 'guest reads')
          return { ...request, method: 'GET', path: pick(GUEST_PATHS), headers: {} };
        if (kind === 'learner reads')
          return { ...request, method: 'GET', path: pick(LEARNER_PATHS), headers: auth };
        if (kind === 'word adds') {
          wordCounter += 1;
          const body = JSON.stringify({ word: `mixword${letters(wordCounter)}`, force: true });
          return { ...request, method: 'POST', path: '/api/words', headers: auth, body };
        }
        if (kind === 'ratings') {
          const body = JSON.stringify({ rating: pick(['again', 'hard', 'good', 'easy']) });
          return {
            ...request,
            method: 'POST',
            path: `/api/review/${pick(learner.wordIds)}`,
            headers: auth,
            body,
          };
        }
        const body = JSON.stringify({ sentence: pick(SENTENCES) });
        return { ...request, method: 'POST', path: '/api/check', headers: auth, body };
      };
      const onResponse = (status: number, body: string, context: Record<string, unknown>) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 && !(status === 503 && body.includes('"CHECKER_BUSY"'))) serverErrors += 1;
        const learner = context.learner as number;
        if (kind === 'word adds' && status === 201) bump(tally.wordsAdded, learner);
        if (kind === 'ratings' && status === 200) bump(tally.ratingsRecorded, learner);
      };
      return autocannon({
        url: instance.baseUrl,
        connections: Math.max(1, Math.round(connections / instances.length)),
        duration: SECONDS,
        requests: [{ setupRequest: requestFor, onResponse }],
      }).then((result: Result): KindResult & { rate: number } => ({
        kind,
        requests: result.requests.total,
        rate: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        statuses,
        serverErrors,
      }));
    }),
  );
  const all = await Promise.all(runs);
  // Two instances of one kind: requests add up; the tail is the worse of the two.
  return KINDS.map(({ kind }) => {
    const parts = all.filter((result) => result.kind === kind);
    const statuses = new Map<number, number>();
    for (const part of parts)
      for (const [status, n] of part.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
    return {
      kind,
      requests: parts.reduce((sum, part) => sum + part.requests, 0),
      p50: Math.max(...parts.map((part) => part.p50)),
      p99: Math.max(...parts.map((part) => part.p99)),
      statuses,
      serverErrors: parts.reduce((sum, part) => sum + part.serverErrors, 0),
    };
  });
}

/** Every word the server acknowledged (201) and every rating it answered (200) must be stored. */
async function missingWrites(
  instance: RunningServer,
  learners: MixedLearner[],
  tally: Tally,
): Promise<{ words: number; ratings: number }> {
  let words = 0;
  let ratings = 0;
  for (const [index, learner] of learners.entries()) {
    const headers = { authorization: `Bearer ${learner.token}` };
    const list = (await (await fetch(`${instance.baseUrl}/api/words?limit=1`, { headers })).json()) as {
      total: number;
    };
    words += Math.max(0, learner.wordIds.length + (tally.wordsAdded.get(index) ?? 0) - list.total);
    const stats = (await (await fetch(`${instance.baseUrl}/api/review/stats`, { headers })).json()) as {
      stats: { reviewedToday: number };
    };
    ratings += Math.max(0, (tally.ratingsRecorded.get(index) ?? 0) - stats.stats.reviewedToday);
  }
  return { words, ratings };
}

function report(
  setup: string,
  instanceCount: number,
  helloRate: number,
  results: KindResult[],
  missing: { words: number; ratings: number },
): boolean {
  const label = setup === 'postgres' ? 'PostgreSQL + Redis, 2 instances' : 'SQLite, 1 instance';
  console.log(`\n${label}: 50 connections for ${SECONDS} s; bare Fastify ${helloRate.toFixed(0)} req/s\n`);
  console.log(
    `${'kind'.padEnd(14)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}  statuses`,
  );
  let total = 0;
  for (const result of results) {
    const rate = result.requests / SECONDS;
    total += rate;
    const statuses = [...result.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `${result.kind.padEnd(14)} ${rate.toFixed(0).padStart(7)} ${`${result.p50.toFixed(0)}ms`.padStart(7)} ` +
        `${`${result.p99.toFixed(0)}ms`.padStart(7)}  ${statuses.join(' ')}`,
    );
  }
  const readP99 = Math.max(
    ...results.filter((r) => KINDS.find((k) => k.kind === r.kind)!.read).map((r) => r.p99),
  );
  const serverErrors = results.reduce((sum, result) => sum + result.serverErrors, 0);
  console.log(
    `\nall kinds ${total.toFixed(0)} req/s, ${(total / helloRate).toFixed(3)} of bare Fastify (${instanceCount} instance${instanceCount > 1 ? 's' : ''})`,
  );
  const checks = [
    [`reads p99 ${readP99.toFixed(0)} ms ≤ ${READ_GOAL_P99_MS} ms`, readP99 <= READ_GOAL_P99_MS],
    [`5xx other than CHECKER_BUSY: ${serverErrors}`, serverErrors === 0],
    [
      `acknowledged writes missing: ${missing.words} words, ${missing.ratings} ratings`,
      missing.words + missing.ratings === 0,
    ],
  ] as const;
  for (const [text, ok] of checks) console.log(`${ok ? 'ok   ' : 'UNDER'} ${text}`);
  return checks.some(([, ok]) => !ok);
}

async function postgresSchema(): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `wordloom_mixed_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => admin(`drop schema ${schema} cascade`) };
}

function bump(counts: Map<number, number>, key: number): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/* Words must be letters: 1 → "b", 27 → "bb"… */
function letters(n: number): string {
  let text = '';
  for (let rest = n; rest > 0; rest = Math.floor(rest / 26))
    text = String.fromCharCode(97 + (rest % 26)) + text;
  return text;
}
