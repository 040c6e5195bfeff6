/**
 * The review forecast (issue 53): GET /review/forecast for a learner with 20,000 review cards, due times
 * spread over the next 400 days at any minute of the day (so the SQL groups as many quarter hours as a year
 * can have), 1,000 of them overdue, in Asia/Kolkata (a half-hour zone). Also, for information, a queue page
 * of 100 due cards: each card's preview reads the loads of the days its fuzz ranges reach, in one query.
 * Every request goes through the whole app by app.inject, with the read cache off.
 * Run with `npx tsx bench/forecast.ts`. Budget: days=365 p50 under 20 ms.
 */
import { NO_READ_CACHE, openBenchApp, percentiles } from './support/in-process';
import { wordCardSeeder } from './support/seed-cards';

const CARDS = 20_000;
const OVERDUE = 1_000;
const QUEUE_DUE = 100;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WARM_UP = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const BUDGET_MS = 20;

const bench = await openBenchApp('forecast', { readCache: NO_READ_CACHE });
const { app, seeder } = bench;

try {
  const userId = bench.seedUser('forecast');
  seeder.prepare(`update users set time_zone = 'Asia/Kolkata' where id = ?`).run(userId);
  seedCards(userId);
  seeder.exec('analyze');
  const headers = await bench.headersFor(userId);

  const rows: Array<{ label: string; p50: number; p99: number; cpu: number; budget: number | null }> = [];
  for (const route of [
    { label: 'GET /review/forecast?days=365', url: '/api/review/forecast?days=365', budget: BUDGET_MS },
    { label: 'GET /review/forecast (30 days)', url: '/api/review/forecast', budget: null },
    {
      label: `GET /review/queue?limit=${QUEUE_DUE}`,
      url: `/api/review/queue?limit=${QUEUE_DUE}`,
      budget: null,
    },
  ]) {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
      const cpuStart = process.cpuUsage();
      const start = process.hrtime.bigint();
      const response = await app.inject({ method: 'GET', url: route.url, headers });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const cpu = process.cpuUsage(cpuStart);
      if (response.statusCode !== 200) {
        throw new Error(`${route.url}: ${response.statusCode} ${response.body}`);
      }
      if (i === 0) check(route.url, response.json());
      if (i >= WARM_UP) {
        times.push(ms);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
      }
    }
    rows.push({
      label: route.label,
      ...percentiles(times),
      cpu: percentiles(cpuTimes).p50,
      budget: route.budget,
    });
  }
  // CPU time (the process's, user and system) hardly moves with the machine's load; wall time does.
  console.log(
    `\n${'request'.padEnd(34)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'cpu p50'.padStart(9)}   budget`,
  );
  const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);
  for (const { label, p50, p99, cpu, budget } of rows) {
    const verdict =
      budget === null ? '(info)' : p50 < budget ? `ok (p50 < ${budget} ms)` : `OVER (${budget} ms)`;
    console.log(`${label.padEnd(34)} ${ms(p50)} ${ms(p99)} ${ms(cpu)}   ${verdict}`);
  }
} finally {
  await bench.close();
}

/* 20,000 words with review cards: the first OVERDUE due in the past, the rest over the next 400 days. */
function seedCards(userId: string) {
  const now = Date.now();
  const insert = wordCardSeeder(seeder);
  seeder.transaction(() => {
    for (let i = 0; i < CARDS; i += 1) {
      const word = `word${i.toString(36)}`;
      const createdAt = new Date(now - 500 * DAY_MS + i * 1_000).toISOString();
      // A deterministic spread: the overdue ones within the last 30 days, the others over 400 days.
      const offset =
        i < OVERDUE
          ? -((i * 7919) % (30 * DAY_MS)) - 60_000
          : ((i * 104_729 * 60_000) % (400 * DAY_MS)) + 60_000;
      const due = new Date(now + offset);
      const lastReview = new Date(Math.min(now, due.getTime()) - 20 * DAY_MS).toISOString();
      insert(userId, { word, createdAt, due: due.toISOString(), stability: 5 + (i % 200), lastReview });
    }
  })();
}

function check(url: string, body: { days?: Array<{ due: number }>; cards?: unknown[] }) {
  if (body.days && url.includes('days=365')) {
    const total = body.days.reduce((sum, day) => sum + day.due, 0);
    if (body.days.length !== 365 || total < OVERDUE || total > CARDS) {
      throw new Error(`${url}: ${body.days.length} days, ${total} cards due`);
    }
  }
  if (body.cards && body.cards.length !== QUEUE_DUE) throw new Error(`${url}: ${body.cards.length} cards`);
}
