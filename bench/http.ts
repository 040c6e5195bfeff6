/**
 * `npm run bench:http`: Wordloom's read paths over real HTTP against a bare Fastify "hello world" from the
 * same fastify package, measured alternately in the same run (A B A B) so the machine's load hits both.
 *
 * The built server runs as `npm start` would (SQLite, LOG_LEVEL=warn), seeded through its own HTTP API
 * (300 public generations, 40 checks, likes). autocannon, 10 connections, BENCH_SECONDS (default 3) per
 * round. Goal: guest paths ≥ 0.30 of bare Fastify, signed-in paths ≥ 0.15, p99 < 25 ms.
 *
 * Then the mixed run: the guest feed read at full speed while the seeded learners like items and add
 * words at about 20 writes a second (signed in, over HTTP). Goal: the feed keeps ≥ 0.20 of bare Fastify
 * measured in the same run. BENCH_ONLY=mixed runs it alone.
 */
import { fork } from 'node:child_process';
import autocannon, { type Result } from 'autocannon';
import { buildApp, PORT_BASE, startBuiltServer, stopChild } from './support/server';
import { seedCommunity, seedEnv, startBenchAiProvider } from './support/seed';
import { cpuMs } from './support/cpu';
import { startWriters, type WriteTally } from './support/writers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 10;
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
// What a browser sends: every read path is asked for compressed, as Wordloom's own pages ask for it.
// BENCH_ACCEPT_ENCODING=identity measures uncompressed answers.
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'br, gzip';
const MIXED_LABEL = 'mixed: feed recent, guest';
const MIXED_WRITES_PER_SECOND = 20;
const MIXED_GOAL = 0.2;

interface Path {
  label: string;
  url: string;
  signedIn: boolean;
}

buildApp();
const provider = await startBenchAiProvider(PORT_BASE + 3);
// BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
const profileDir = process.env.BENCH_CPU_PROF;
const server = await startBuiltServer({
  port: PORT_BASE + 1,
  env: seedEnv(provider),
  reuseDictionary: true,
  nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
const hello = fork(new URL('./support/hello-server.mjs', import.meta.url).pathname, {
  env: { ...process.env, PORT: String(PORT_BASE + 2) },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
await new Promise<void>((resolve) => hello.once('message', () => resolve()));
const helloUrl = `http://127.0.0.1:${PORT_BASE + 2}/`;
const sameBytesUrl = `http://127.0.0.1:${PORT_BASE + 2}/answer`;

/** Gives the yardstick the path's own answer to send back; returns its size in bytes. */
async function sameBytes(url: string, headers: Record<string, string>): Promise<number> {
  const { 'accept-encoding': _encoding, ...plain } = headers;
  const body = await (await fetch(url, { headers: plain })).text();
  const put = await fetch(sameBytesUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return ((await put.json()) as { bytes: number }).bytes;
}

try {
  const seededAt = performance.now();
  const seeded = await seedCommunity(server.baseUrl, { generations: 300, checks: 40, likesPerLearner: 30 });
  console.log(`seeded through the API in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`);
  const auth = { authorization: `Bearer ${seeded.readerToken}` };

  const paths: Path[] = [];
  for (const sort of ['recent', 'popular', 'trending']) {
    for (const signedIn of [false, true]) {
      const label = `feed ${sort}, ${signedIn ? 'signed in' : 'guest'}`;
      paths.push({ label, url: `/api/generations/public?sort=${sort}`, signedIn });
    }
  }
  paths.push({ label: 'checks feed, guest', url: '/api/checks/public?sort=recent', signedIn: false });
  paths.push({ label: 'statistics, guest', url: '/api/statistics', signedIn: false });
  paths.push({ label: 'public stats, guest', url: '/api/generations/public/stats', signedIn: false });
  paths.push({
    label: 'result page, guest',
    url: `/api/generations/${seeded.generationIds[0]}`,
    signedIn: false,
  });
  paths.push({ label: 'words list, signed in', url: '/api/words?limit=20', signedIn: true });
  paths.push({ label: 'words search, signed in', url: '/api/words?search=ar&limit=20', signedIn: true });
  const queue = await fetch(`${server.baseUrl}/api/review/queue`, { headers: auth });
  if (queue.status === 200)
    paths.push({ label: 'review queue, signed in', url: '/api/review/queue', signedIn: true });
  else console.log(`(review queue skipped: GET /api/review/queue answered ${queue.status})`);

  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s a round, A B A B against bare Fastify\n`,
  );
  console.log(
    "ratio: to the bare hello world (the goal); same bytes: to a bare route sending this answer's bytes\n",
  );
  const header =
    `${'read path'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ` +
    `${'hello req/s'.padStart(11)} ${'hello p99'.padStart(9)} ${'ratio'.padStart(6)}  ${'goal'.padEnd(11)} ` +
    `${'bytes'.padStart(6)} ${'same bytes'.padStart(10)}`;
  console.log(header);
  for (const path of paths.filter((p) => !ONLY || ONLY.test(p.label))) {
    const headers = { 'accept-encoding': ACCEPT_ENCODING, ...(path.signedIn ? auth : {}) };
    const bytes = await sameBytes(`${server.baseUrl}${path.url}`, headers);
    const app: Result[] = [];
    const bare: Result[] = [];
    const bareSameBytes: Result[] = [];
    for (let round = 0; round < 2; round += 1) {
      app.push(await load(`${server.baseUrl}${path.url}`, headers, path.label));
      bare.push(await load(helloUrl, {}, 'hello'));
      bareSameBytes.push(await load(sameBytesUrl, {}, 'same bytes'));
    }
    const reqs = mean(app.map((r) => r.requests.average));
    const helloReqs = mean(bare.map((r) => r.requests.average));
    const p50 = mean(app.map((r) => r.latency.p50));
    const p99 = Math.max(...app.map((r) => r.latency.p99));
    // The yardstick's own tail shows how much of p99 is the machine's load rather than the app.
    const helloP99 = Math.max(...bare.map((r) => r.latency.p99));
    const ratio = reqs / helloReqs;
    const sameBytesRatio = reqs / mean(bareSameBytes.map((r) => r.requests.average));
    const goal = path.signedIn ? 0.15 : 0.3;
    const verdict = ratio >= goal && p99 < 25 ? 'ok' : 'UNDER';
    const line =
      `${path.label.padEnd(28)} ${reqs.toFixed(0).padStart(8)} ${`${p50.toFixed(0)}ms`.padStart(6)} ` +
      `${`${p99.toFixed(0)}ms`.padStart(6)} ${helloReqs.toFixed(0).padStart(11)} ${`${helloP99.toFixed(0)}ms`.padStart(9)} ${ratio.toFixed(2).padStart(6)}  ` +
      `${`≥${goal.toFixed(2)} ${verdict}`.padEnd(11)} ${String(bytes).padStart(6)} ${sameBytesRatio.toFixed(2).padStart(10)}`;
    console.log(line);
  }

  if (!ONLY || ONLY.test(MIXED_LABEL)) {
    const writers = startWriters(
      server.baseUrl,
      { tokens: seeded.learnerTokens, generationIds: seeded.generationIds },
      MIXED_WRITES_PER_SECOND,
    );
    const app: Result[] = [];
    const bare: Result[] = [];
    let tally: WriteTally;
    let serverCpuMs = 0;
    try {
      for (let round = 0; round < 2; round += 1) {
        const feed = `${server.baseUrl}/api/generations/public?sort=recent`;
        const cpuBefore = cpuMs(server.pid);
        app.push(await load(feed, { 'accept-encoding': ACCEPT_ENCODING }, MIXED_LABEL));
        serverCpuMs += cpuMs(server.pid) - cpuBefore;
        bare.push(await load(helloUrl, {}, 'hello'));
      }
    } finally {
      tally = await writers.stop();
    }
    console.log(
      `\n${MIXED_LABEL}, while learners like items and add words (~${MIXED_WRITES_PER_SECOND} writes/s)\n`,
    );
    const reqs = mean(app.map((r) => r.requests.average));
    const helloReqs = mean(bare.map((r) => r.requests.average));
    const ratio = reqs / helloReqs;
    // The server's CPU while the feed was read, writes included, per 1,000 feed reads answered.
    const cpuPerThousand = (serverCpuMs / app.reduce((sum, r) => sum + r.requests.total, 0)) * 1000;
    console.log(
      `${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'hello req/s'.padStart(11)} ` +
        `${'ratio'.padStart(6)}  ${'goal'.padEnd(11)} ${'writes/s'.padStart(8)} ${'likes'.padStart(6)} ` +
        `${'words'.padStart(6)} ${'failed'.padStart(6)} ${'server CPU ms / 1,000 reads'.padStart(28)}`,
    );
    console.log(
      `${reqs.toFixed(0).padStart(8)} ${`${mean(app.map((r) => r.latency.p50)).toFixed(0)}ms`.padStart(6)} ` +
        `${`${Math.max(...app.map((r) => r.latency.p99)).toFixed(0)}ms`.padStart(6)} ` +
        `${helloReqs.toFixed(0).padStart(11)} ${ratio.toFixed(2).padStart(6)}  ` +
        `${`≥${MIXED_GOAL.toFixed(2)} ${ratio >= MIXED_GOAL ? 'ok' : 'UNDER'}`.padEnd(11)} ` +
        `${tally.perSecond.toFixed(1).padStart(8)} ${String(tally.likes).padStart(6)} ` +
        `${String(tally.words).padStart(6)} ${String(tally.failed).padStart(6)} ` +
        `${cpuPerThousand.toFixed(0).padStart(28)}`,
    );
  }
} finally {
  await server.stop();
  await stopChild(hello);
  await provider.close();
}

async function load(url: string, headers: Record<string, string>, label: string): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
