/**
 * The review queue of a learner with three active word-book plans against one with none (issue 49). Both
 * learners hold 30,000 words in their list, 10 of them due, and get a page of 30 cards: the learner without
 * a plan 10 due and 20 of their own new words; the learner with plans (CET-4, IELTS and GRE, 20 words a day
 * each, nearly every book word already in the list) 10 due, 10 own new words and 10 words a plan brings in.
 * So both pages present the same number of cards, and the difference is what serving plans costs: locking
 * the plans, counting each one's new cards, and stepping over the book words already in the list.
 * Every request goes through the whole app by app.inject, with the read cache off (each request reads).
 * Run with `npx tsx bench/plans.ts`. Budget: the plan learner's queue within 1.5x of the other's (p50 and p99).
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { NO_READ_CACHE, openBenchApp, percentiles } from './support/in-process';

const LIST_SIZE = 30_000;
const DUE = 10;
const PLAN_BOOKS = ['cet4', 'ielts', 'gre'];
/* Each plan has this many of its book's words still to bring in; the rest are in the list. */
const LEFT_PER_BOOK = 300;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500);
const WARM_UP = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const bench = await openBenchApp('plans', { readCache: NO_READ_CACHE });
const { app, seeder } = bench;

try {
  const start = performance.now();
  const bookWords = readBookWords(bench.dictionaryPath);
  const inBooks = new Set([...bookWords.values()].flat().map((entry) => entry.key));
  const ownWords = readCommonWords(bench.dictionaryPath, inBooks, LIST_SIZE);

  const noPlan = bench.seedUser('no_plan', { dailyNewWords: 20 });
  seedList(
    noPlan,
    ownWords.map((word) => ({ word, key: word, source: 'own' })),
    20,
  );

  const withPlans = bench.seedUser('three_plans', { dailyNewWords: 10 });
  const planned = [...bookWords].flatMap(([book, entries]) =>
    entries
      .slice(0, entries.length - LEFT_PER_BOOK)
      .map((entry) => ({ word: entry.word, key: entry.key, source: `book:${book}` })),
  );
  // A word in two books is in the list once, from the first.
  const seen = new Set<string>();
  const list = [...planned, ...ownWords.map((word) => ({ word, key: word, source: 'own' }))]
    .filter((word) => !seen.has(word.key) && seen.add(word.key))
    .slice(0, LIST_SIZE);
  seedList(withPlans, list, 20);
  seedPlans(withPlans, bookWords);
  seeder.exec('analyze');

  const headers = [await bench.headersFor(noPlan), await bench.headersFor(withPlans)] as const;
  console.log(`seeded in ${Math.round(performance.now() - start)} ms (${list.length} words each)`);

  const rows: Array<{ label: string; sides: Array<{ p50: number; p99: number }>; budgeted: boolean }> = [];
  for (const route of [
    { label: 'GET /review/queue?limit=30', url: '/api/review/queue?limit=30', budgeted: true },
    { label: 'GET /plans', url: '/api/plans', budgeted: false },
    { label: 'GET /books', url: '/api/books', budgeted: false },
  ]) {
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
      for (const side of [0, 1] as const) {
        const ms = await timeRequest(headers[side], route.url, i === 0 && route.budgeted);
        if (i >= WARM_UP) times[side].push(ms);
      }
    }
    rows.push({ label: route.label, sides: times.map(percentiles), budgeted: route.budgeted });
  }
  printTable(rows);
} finally {
  await bench.close();
}

interface BookEntry {
  word: string;
  key: string;
}

function readBookWords(path: string): Map<string, BookEntry[]> {
  const db = new Database(path, { readonly: true });
  const read = db.prepare<[string], BookEntry>(
    'SELECT e.word AS word, b.key AS key FROM book_words b JOIN entries e ON e.key = b.key WHERE b.book = ? ORDER BY b.position',
  );
  const books = new Map(PLAN_BOOKS.map((book) => [book, read.all(book)]));
  db.close();
  return books;
}

/** Common words in none of the three books, for the rest of each list. */
function readCommonWords(path: string, skip: Set<string>, count: number): string[] {
  const db = new Database(path, { readonly: true });
  const words = db
    .prepare<[], string>(
      "SELECT word FROM vocabulary WHERE word NOT GLOB '*[^a-z]*' ORDER BY rank IS NULL, rank",
    )
    .pluck()
    .all()
    .filter((word) => !skip.has(word))
    .slice(0, count);
  db.close();
  return words;
}

/**
 * The learner's words with a card each: all reviewed, DUE of them due now, the rest due within 90 days,
 * except `newOwn` own words never reviewed.
 */
function seedList(
  userId: string,
  words: Array<{ word: string; key: string; source: string }>,
  newOwn: number,
) {
  const now = Date.now();
  const insertWord = seeder.prepare(
    `insert into words (id, user_id, word, word_key, usage_count, search_text, source, created_at)
     values (?, ?, ?, ?, 0, ?, ?, ?)`,
  );
  const insertCard = seeder.prepare(
    `insert into review_cards (word_id, user_id, state, is_new, due, stability, difficulty, elapsed_days,
       scheduled_days, learning_steps, reps, lapses, last_review, created_at)
     values (?, ?, ?, ?, ?, 10, 5, 10, 10, 0, 3, 0, ?, ?)`,
  );
  const lastOwn = words.length - 1 - words.toReversed().findIndex((word) => word.source === 'own');
  seeder.transaction(() => {
    words.forEach((word, i) => {
      const id = randomUUID();
      const createdAt = new Date(now - 400 * DAY_MS + i * 1_000).toISOString();
      insertWord.run(id, userId, word.word, word.key, word.key, word.source, createdAt);
      const isNew = word.source === 'own' && i > lastOwn - newOwn;
      const due = isNew
        ? createdAt
        : new Date(now + (i < DUE ? -60_000 * (i + 1) : ((i * 7919) % (90 * DAY_MS)) + DAY_MS)).toISOString();
      insertCard.run(id, userId, isNew ? 'new' : 'review', isNew ? 1 : 0, due, createdAt, createdAt);
    });
  })();
}

/* Three plans started long ago, each with its cursor before the words it has still to bring in. */
function seedPlans(userId: string, books: Map<string, BookEntry[]>) {
  const insert = seeder.prepare(
    `insert into plans (user_id, book_id, daily_new, target_date, paused, cursor, day, introduced_today,
       started_at, updated_at)
     values (?, ?, 20, null, 0, ?, null, 0, ?, ?)`,
  );
  PLAN_BOOKS.forEach((book, index) => {
    const startedAt = new Date(Date.now() - (300 - index) * DAY_MS).toISOString();
    insert.run(userId, book, books.get(book)!.length - LEFT_PER_BOOK, startedAt, startedAt);
  });
}

/** One request's time in ms; the first queue answer is checked to be a full page of 30 cards. */
async function timeRequest(headers: Record<string, string>, url: string, check: boolean): Promise<number> {
  const start = process.hrtime.bigint();
  const response = await app.inject({ method: 'GET', url, headers });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  if (check) {
    const body = response.json<{ cards: unknown[]; dueCount: number; newCount: number }>();
    if (body.cards.length !== 30 || body.dueCount !== DUE) {
      throw new Error(`${url}: expected 30 cards, ${DUE} due; got ${response.body.slice(0, 300)}`);
    }
  }
  return ms;
}

function printTable(
  rows: Array<{ label: string; sides: Array<{ p50: number; p99: number }>; budgeted: boolean }>,
) {
  const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);
  const ratio = (value: number) => `${value.toFixed(2)}x`.padStart(6);
  console.log(
    `\n${'request'.padEnd(28)} ${'p50 none'.padStart(9)} ${'p99 none'.padStart(9)} ${'p50 3'.padStart(9)} ` +
      `${'p99 3'.padStart(9)} ${'p50 ×'.padStart(6)} ${'p99 ×'.padStart(6)}   budget (× ≤ 1.5)`,
  );
  for (const { label, sides, budgeted } of rows) {
    const [none, three] = sides as [{ p50: number; p99: number }, { p50: number; p99: number }];
    const worst = Math.max(three.p50 / none.p50, three.p99 / none.p99);
    const verdict = !budgeted ? '(info)' : worst <= 1.5 ? 'ok' : 'OVER';
    console.log(
      `${label.padEnd(28)} ${ms(none.p50)} ${ms(none.p99)} ${ms(three.p50)} ${ms(three.p99)} ` +
        `${ratio(three.p50 / none.p50)} ${ratio(three.p99 / none.p99)}   ${verdict}`,
    );
  }
}
