/**
 * `npm run bench:memory`: the built server's resident memory (RSS, with any child process it started)
 * on a fresh DATA_DIR: right after its first start (the dictionary index is built then), after a second
 * start, after 1,000 feed requests, with the offline grammar checker loaded by one check, and within 10 s
 * of the checker's idle release (OFFLINE_CHECKER_IDLE_SECONDS=5 here). Goals: idle ≤ 150 MB, first start
 * included; ≤ 600 MB with the checker loaded; ≤ 200 MB within 10 s of its release.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, PORT_BASE, startBuiltServer, type RunningServer } from './support/server';
import { treeRss } from './support/rss';

const IDLE_SECONDS = 5;
const FEED_REQUESTS = 1_000;
const env = {
  AI_PROVIDER: 'offline',
  OFFLINE_CHECKER_IDLE_SECONDS: String(IDLE_SECONDS),
  TRUST_PROXY: '127.0.0.1',
};
const rows: Array<{ label: string; server: number; tree: number; goal: number }> = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function record(server: RunningServer, label: string, goal: number) {
  const rss = treeRss(server.pid);
  rows.push({ label, ...rss, goal });
  console.log(`${label}: ${rss.tree.toFixed(0)} MB`);
}

buildApp();
const dataDir = mkdtempSync(join(tmpdir(), 'wordloom-bench-memory-'));
try {
  let server = await startBuiltServer({ port: PORT_BASE + 1, env, dataDir });
  await sleep(2_000);
  record(server, 'after the first start (dictionary built)', 150);
  await server.stop();

  server = await startBuiltServer({ port: PORT_BASE + 1, env, dataDir });
  try {
    await sleep(2_000);
    record(server, 'after a later start', 150);

    const token = await register(server.baseUrl);
    let sent = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (sent < FEED_REQUESTS) {
          sent += 1;
          const sort = ['recent', 'popular', 'trending'][sent % 3];
          const response = await fetch(`${server.baseUrl}/api/generations/public?sort=${sort}`);
          if (!response.ok) throw new Error(`feed: ${response.status}`);
          await response.arrayBuffer();
        }
      }),
    );
    record(server, `after ${FEED_REQUESTS.toLocaleString('en')} feed requests`, 150);

    for (const sentence of ['She go to school every day.', 'I has a apple.', 'They was happy yesterday.']) {
      const response = await fetch(`${server.baseUrl}/api/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ sentence, isPublic: false }),
      });
      if (response.status !== 201) throw new Error(`check: ${response.status} ${await response.text()}`);
    }
    record(server, 'with the offline checker loaded', 600);

    const released = Date.now() + IDLE_SECONDS * 1000;
    await sleep(released - Date.now() + 10_000);
    record(server, `10 s after the checker's idle release (${IDLE_SECONDS} s idle)`, 200);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${'moment'.padEnd(52)} ${'server'.padStart(8)} ${'+children'.padStart(10)}  goal`);
for (const row of rows) {
  console.log(
    `${row.label.padEnd(52)} ${`${row.server.toFixed(0)} MB`.padStart(8)} ${`${row.tree.toFixed(0)} MB`.padStart(10)}  ` +
      `≤ ${row.goal} MB ${row.tree <= row.goal ? 'ok' : 'OVER'}`,
  );
}

async function register(baseUrl: string): Promise<string> {
  const name = `bench_memory_${Date.now().toString(36)}`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.78.0.1' },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'correct-horse-7' }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
