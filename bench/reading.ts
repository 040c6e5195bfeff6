/**
 * POST /reading on 20,000 characters (issue 51): a learner with 5,000 words in their list (new, learning,
 * review and known cards) and 500 more known outside it reads texts of English prose made of WordNet's
 * example sentences (each text about 3,500 words, 1,400 of them distinct: more distinct words than a
 * novel's page, so more to look up). Every request goes through the whole app (routing, session,
 * validation, tokens, dictionary, one read of the learner's words, JSON) by app.inject, in
 * one process with the real ECDICT index.
 * Three figures: the process's first reading (nothing of the dictionary remembered yet, nothing compiled);
 * the first reading of each of TEXTS different texts; and the same texts read again. Each as wall time
 * and as the process's CPU time (on a busy machine, the comparable figure). Run with
 * `npx tsx bench/reading.ts`. Budget: p50 under 100 ms for a text read for the first time.
 */
import { availableParallelism, loadavg } from 'node:os';
import Database from 'better-sqlite3';
import type { ReadingResponse } from '../contract';
import { openBenchApp, percentiles } from './support/in-process';
import { wordCardSeeder } from './support/seed-cards';
import { commonWords } from './support/vocabulary';

const LIST_SIZE = 5_000;
const KNOWN_OUTSIDE = 500;
const TEXT_CHARS = 20_000;
const TEXTS = Number(process.env.BENCH_TEXTS ?? 60);
const DAY_MS = 24 * 60 * 60 * 1000;
const BUDGET_P50_MS = 100;
/* A card in each state in turn: new, learning, review, known ("I know this"). */
const STATES = [
  { state: 'new', isNew: 1 },
  { state: 'learning', isNew: 0 },
  { state: 'review', isNew: 0 },
  { state: 'known', isNew: 2 },
];

interface Timing {
  ms: number;
  /** The process's CPU time over the request: what it costs, whatever else the machine is doing. */
  cpuMs: number;
}

const bench = await openBenchApp('reading');
const { app, seeder } = bench;

try {
  const learner = bench.seedUser('reader');
  const words = commonWords(bench.dictionaryPath, LIST_SIZE + KNOWN_OUTSIDE);
  seedList(learner, words.slice(0, LIST_SIZE));
  seedKnown(learner, words.slice(LIST_SIZE));
  seeder.exec('analyze');
  const headers = await bench.headersFor(learner);
  const read = async (text: string): Promise<Timing & { body: ReadingResponse }> => {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const response = await app.inject({ method: 'POST', url: '/api/reading', headers, payload: { text } });
    const ms = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    if (response.statusCode !== 200)
      throw new Error(`POST /reading: ${response.statusCode} ${response.body}`);
    return { ms, cpuMs: (cpu.user + cpu.system) / 1000, body: response.json<ReadingResponse>() };
  };

  const texts = proseTexts(bench.dictionaryPath, TEXTS);
  const first = await read(texts[0]!);
  const { stats } = first.body;
  console.log(
    `a text: ${texts[0]!.length} characters, ${stats.words} words, ${stats.unique} lemmas, ` +
      `${stats.unlisted} not in the list`,
  );
  checkLemmas((await read('The children went out and harvested the corn.')).body);

  const firstReads: Timing[] = [first];
  for (const text of texts.slice(1)) firstReads.push(await read(text));
  const again: Timing[] = [];
  for (const text of texts) again.push(await read(text));

  const cell = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  const row = (label: string, reads: Timing[], note = '') => {
    const wall = percentiles(reads.map((timing) => timing.ms));
    const cpu = percentiles(reads.map((timing) => timing.cpuMs));
    console.log(
      `${label.padEnd(32)} ${cell(wall.p50)} ${cell(wall.p99)} ${cell(cpu.p50)} ${cell(cpu.p99)}  ${note}`,
    );
  };
  console.log(`\nload average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`);
  console.log(
    `${'POST /reading, 20,000 characters'.padEnd(32)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ` +
      `${'CPU p50'.padStart(10)} ${'CPU p99'.padStart(10)}`,
  );
  row("the process's first text", [first]);
  const fresh = percentiles(firstReads.map((timing) => timing.ms));
  const verdict = fresh.p50 < BUDGET_P50_MS ? 'ok' : 'OVER';
  row(`${TEXTS} texts, first reading`, firstReads, `budget p50 < ${BUDGET_P50_MS} ms: ${verdict}`);
  row(`${TEXTS} texts, read again`, again);
} finally {
  await bench.close();
}

/* What is timed must be right: the real dictionary's forms resolve to their lemmas. */
function checkLemmas({ tokens }: ReadingResponse) {
  const lemmas = Object.fromEntries(tokens.map((token) => [token.text, token.lemma]));
  const expected = { children: 'child', went: 'go', harvested: 'harvest', corn: 'corn' };
  for (const [text, lemma] of Object.entries(expected)) {
    if (lemmas[text] !== lemma) throw new Error(`${text}: lemma ${lemmas[text]}, expected ${lemma}`);
  }
}

/** Texts of just under 20,000 characters, each of other sentences. */
function proseTexts(path: string, count: number): string[] {
  const db = new Database(path, { readonly: true });
  const sentences = db
    .prepare<[], string>('SELECT DISTINCT sentence FROM examples ORDER BY rowid')
    .pluck()
    .all();
  db.close();
  const texts: string[] = [];
  let at = 0;
  while (texts.length < count) {
    let text = '';
    for (;;) {
      const sentence = sentences[at++ % sentences.length]!;
      const next = `${text}${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. `;
      if (next.length > TEXT_CHARS) break;
      text = next;
    }
    texts.push(text.trimEnd());
  }
  return texts;
}

function seedList(userId: string, words: string[]) {
  const now = Date.now();
  const insert = wordCardSeeder(seeder);
  seeder.transaction(() => {
    words.forEach((word, i) => {
      const createdAt = new Date(now - 400 * DAY_MS + i * 1_000).toISOString();
      const { state, isNew } = STATES[i % STATES.length]!;
      insert(userId, { word, createdAt, due: createdAt, state, isNew });
    });
  })();
}

function seedKnown(userId: string, words: string[]) {
  const insert = seeder.prepare('insert into known_words (user_id, word_key, created_at) values (?, ?, ?)');
  const now = new Date().toISOString();
  seeder.transaction(() => {
    for (const word of words) insert.run(userId, word, now);
  })();
}
