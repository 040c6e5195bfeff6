/**
 * Words API speed for a learner with 5,000 words, on SQLite in a temp DATA_DIR with the real ECDICT index:
 * each request goes through the whole app (routing, session check, validation, SQL, JSON) by app.inject.
 * Run with `npx tsx bench/words.ts`. Budgets: list and search under 5 ms p50, dictionary lookup under 1 ms.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openBenchApp } from './support/in-process';
import { commonWords } from './support/vocabulary';

const WORDS = 5_000;
const IMPORT_BATCH = 500;
const SAMPLES = 500;
const WARM_UP = 100;

const { app, database, dictionaryPath, ...bench } = await openBenchApp('words');

try {
  const headers = await signUp();
  const seedStart = performance.now();
  await seed(headers);
  console.log(
    `seeded ${WORDS} words through POST /api/words/import in ${Math.round(performance.now() - seedStart)} ms\n`,
  );

  const deepRecent = await cursorAt(headers, 'recent', 4_000);
  const deepAlpha = await cursorAt(headers, 'alpha', 4_000);
  const lookups = commonWords(dictionaryPath, 200, { ranked: true });
  let next = 0;
  const rows = [
    await measure('GET /words (first page)', headers, () => '/api/words', 5),
    await measure('GET /words (page at 4,000)', headers, () => `/api/words?cursor=${deepRecent}`, 5),
    await measure(
      'GET /words alpha (page at 4,000)',
      headers,
      () => `/api/words?sort=alpha&cursor=${deepAlpha}`,
      5,
    ),
    await measure('GET /words usage (first page)', headers, () => '/api/words?sort=usage', 5),
    await measure('GET /words?partOfSpeech=verb', headers, () => '/api/words?partOfSpeech=verb', 5),
    await measure('GET /words?search=tion', headers, () => '/api/words?search=tion', 5),
    await measure(
      'GET /words?search=学 (Chinese)',
      headers,
      () => `/api/words?search=${encodeURIComponent('学')}`,
      5,
    ),
    await measure('GET /words?search=qzx (no match)', headers, () => '/api/words?search=qzx', 5),
    await measure('GET /words/random?count=10', headers, () => '/api/words/random?count=10', null),
    await measure('GET /words/stats', headers, () => '/api/words/stats', null),
    await measure(
      'GET /words/lookup',
      headers,
      () => `/api/words/lookup?word=${lookups[next++ % lookups.length]}`,
      1,
    ),
  ];
  printTable(rows);
} finally {
  await bench.close();
}

async function signUp(): Promise<Record<string, string>> {
  const id = randomBytes(4).toString('hex');
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: `bench_${id}`, email: `bench.${id}@example.com`, password: `pw-${id}-secret` },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

async function seed(headers: Record<string, string>): Promise<void> {
  // Real, common words, so the dictionary fills every field as it would for a learner.
  const words = commonWords(dictionaryPath, WORDS, { ranked: true, exactly: true });
  for (let start = 0; start < words.length; start += IMPORT_BATCH) {
    const batch = words.slice(start, start + IMPORT_BATCH).map((word) => ({ word }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/words/import',
      headers,
      payload: { words: batch, force: true },
    });
    const added = response.json<{ added: unknown[] }>().added?.length;
    if (response.statusCode !== 200 || added !== batch.length) {
      throw new Error(`import failed: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
  }
  // Usage counts as generations would leave them, so the usage order is not one long tie.
  await database.db
    .updateTable('words')
    .set({ usage_count: sql<number>`length(word) % 7` })
    .execute();
}

async function cursorAt(headers: Record<string, string>, sort: string, position: number): Promise<string> {
  let cursor = '';
  for (let seen = 0; seen < position; seen += 100) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/words?sort=${sort}&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      headers,
    });
    cursor = response.json<{ nextCursor: string }>().nextCursor;
  }
  return cursor;
}

interface Row {
  label: string;
  p50: number;
  p99: number;
  budget: number | null;
}

async function measure(
  label: string,
  headers: Record<string, string>,
  url: () => string,
  budget: number | null,
): Promise<Row> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const start = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url: url(), headers });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
    if (i >= WARM_UP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { label, p50: at(0.5), p99: at(0.99), budget };
}

function printTable(rows: Row[]): void {
  const ms = (value: number) => `${value.toFixed(3)} ms`.padStart(10);
  console.log(`${'request'.padEnd(36)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}   budget (p50)`);
  for (const { label, p50, p99, budget } of rows) {
    const verdict = budget === null ? '' : `< ${budget} ms ${p50 < budget ? 'ok' : 'OVER'}`;
    console.log(`${label.padEnd(36)} ${ms(p50)} ${ms(p99)}   ${verdict}`);
  }
}
