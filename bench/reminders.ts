/**
 * The reminder scan (issue 52): the query one batch of a scan runs (learners whose reminder hour has come,
 * each with their due cards counted), with 10,000 and then 100,000 learners who have reminders on, each
 * with 3 review cards; 400 of them are due (200 with a card due, 200 without), the rest due tomorrow.
 * The query reads one range of users_reminder_due, so its time should not grow with the number of
 * learners: the bench reports p50/p99 at both sizes and their ratio, then, for information, one whole scan
 * run (200 mails to an in-memory mailer, 200 learners moved on without one).
 * Run with `npx tsx bench/reminders.ts`. Budget: p50 ratio (100,000 / 10,000) under 2.
 */
import { randomUUID } from 'node:crypto';
import { createReminderScan, createUnsubscribeTokens } from '../server/src/reminders';
import { dueRemindersQuery } from '../server/src/reminders/repository';
import { openBenchApp, percentiles } from './support/in-process';
import { wordCardSeeder } from './support/seed-cards';

const SIZES = [10_000, 100_000];
const DUE_WITH_CARDS = 200;
const DUE_WITHOUT = 200;
const CARDS_EACH = 3;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP = 100;
const BATCH = 200;
const RATIO_BUDGET = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

const bench = await openBenchApp('reminders');
const { seeder, database } = bench;

try {
  const now = new Date();
  const rows: Array<{ learners: number; p50: number; p99: number }> = [];
  let seeded = 0;
  for (const size of SIZES) {
    seedLearners(seeded, size - seeded, now);
    seeded = size;
    seeder.exec('analyze');
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
      const start = process.hrtime.bigint();
      const found = await dueRemindersQuery(database.db, now.toISOString(), null, BATCH).execute();
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (found.length !== BATCH) throw new Error(`expected a full batch of ${BATCH}, got ${found.length}`);
      if (i >= WARM_UP) times.push(ms);
    }
    rows.push({ learners: size, ...percentiles(times) });
  }

  console.log(`\n${'learners with reminders'.padEnd(26)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`);
  for (const { learners, p50, p99 } of rows) {
    const label = `${learners.toLocaleString('en')} (batch of ${BATCH})`;
    console.log(
      `${label.padEnd(26)} ${`${p50.toFixed(2)} ms`.padStart(9)} ${`${p99.toFixed(2)} ms`.padStart(9)}`,
    );
  }
  const ratio = rows[1]!.p50 / rows[0]!.p50;
  const verdict = ratio < RATIO_BUDGET ? `ok (< ${RATIO_BUDGET})` : `OVER (${RATIO_BUDGET})`;
  console.log(`p50 ratio ${SIZES[1]! / SIZES[0]!}x learners: ${ratio.toFixed(2)}   ${verdict}`);

  const sent: unknown[] = [];
  const scan = createReminderScan({
    db: database.db,
    mailer: { send: async (mail) => void sent.push(mail), close: async () => undefined },
    tokens: createUnsubscribeTokens('bench-secret-bench-secret-bench-secret', () => now),
    publicUrl: 'http://localhost:3000',
    clock: () => now,
    logger: { warn: (details, message) => console.warn(message, details) },
  });
  const start = process.hrtime.bigint();
  const result = await scan.run();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  console.log(
    `one scan run (info): ${ms.toFixed(0)} ms, ${result.sent} mails, ${result.skipped} moved on without one`,
  );
} finally {
  await bench.close();
}

/* `count` learners from number `first` on: the first 400 overall due now, the rest due tomorrow. */
function seedLearners(first: number, count: number, now: Date) {
  const insertUser = seeder.prepare(
    `insert into users (id, username, username_lower, email, password_hash, token_version, theme, language,
       grammar_language, show_in_community, font_settings, time_zone, reminder_email, reminder_hour,
       reminder_due_at, created_at, updated_at)
     values (?, ?, ?, ?, 'x', 0, 'light', ?, 'bilingual', 1, '{}', 'Asia/Shanghai', 1, 20, ?, ?, ?)`,
  );
  const insertCard = wordCardSeeder(seeder);
  const past = new Date(now.getTime() - 60_000).toISOString();
  const tomorrow = new Date(now.getTime() + DAY_MS).toISOString();
  const created = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  seeder.transaction(() => {
    for (let n = first; n < first + count; n += 1) {
      const id = randomUUID();
      const dueNow = n < DUE_WITH_CARDS + DUE_WITHOUT;
      const name = `remind_${n}`;
      insertUser.run(
        id,
        name,
        name,
        `${name}@example.com`,
        n % 2 ? 'zh' : 'en',
        dueNow ? past : tomorrow,
        created,
        created,
      );
      for (let c = 0; c < CARDS_EACH; c += 1) {
        // The first 200 learners' cards are due; everyone else's come due in a week.
        const cardDue = n < DUE_WITH_CARDS ? past : new Date(now.getTime() + 7 * DAY_MS).toISOString();
        insertCard(id, { word: `word${c}`, createdAt: created, due: cardDue });
      }
    }
  })();
}
