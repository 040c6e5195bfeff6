/**
 * Review queue and mistakes notebook speed for a learner with 20,000 words, 50,000 reviews and 10,000
 * mistakes, against a learner with 1,000 words (2,500 reviews, 500 mistakes), both in one SQLite database
 * in a temp DATA_DIR with the real ECDICT index (the cloze reads word forms from it). Every request goes
 * through the whole app (routing, session, validation, SQL, cloze, FSRS previews, JSON) by app.inject.
 * Half of each learner's reviewed cards are due, so the queue is a full page of due cards, each with a
 * cloze from the learner's own or public sentences.
 * Run with `npx tsx bench/review.ts`. Budget: for the large learner p99 under 10 ms, and within 1.5x of
 * the small one.
 * Then the written review (support/written-review.ts): POST /review/{wordId}/sentence on the built-in
 * checker against the checker alone on the same sentences; budget: at most 20 ms more at the median.
 */
import { randomUUID } from 'node:crypto';
import { CHECK_ISSUE_TYPES } from '../contract';
import { printGrowthTable } from './support/growth-table';
import { openBenchApp, percentiles } from './support/in-process';
import { wordCardSeeder } from './support/seed-cards';
import { commonWords } from './support/vocabulary';
import { measureWrittenReview, printWrittenReview } from './support/written-review';

interface Learner {
  label: string;
  words: number;
  reviews: number;
  checks: number;
}

const LEARNERS: [Learner, Learner] = [
  { label: '1k', words: 1_000, reviews: 2_500, checks: 250 },
  { label: '20k', words: 20_000, reviews: 50_000, checks: 5_000 },
];
/* Issues per check: the notebook holds twice as many mistakes as checks. */
const ISSUES_PER_CHECK = 2;
/* Public sentences by other learners, for the words a learner has no sentence of their own for. */
const PUBLIC_GENERATIONS = 20_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const WARM_UP = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Route {
  label: string;
  /** The path for a learner, given their headers (a deep cursor differs per learner). */
  url: (headers: Record<string, string>) => Promise<string>;
  budgeted: boolean;
}

const ROUTES: Route[] = [
  { label: 'GET /review/queue (20 due)', url: async () => '/api/review/queue', budgeted: true },
  { label: 'GET /mistakes (first page)', url: async () => '/api/mistakes', budgeted: true },
  {
    label: 'GET /mistakes (page 51)',
    url: async (headers) => `/api/mistakes?limit=4&cursor=${await mistakesCursorAfter(headers, 50)}`,
    budgeted: true,
  },
  { label: 'GET /mistakes?type=spelling', url: async () => '/api/mistakes?type=spelling', budgeted: true },
  // The first read makes the drills of every mistake (the warm-up takes it); then due and new drills.
  { label: 'GET /mistakes/drills', url: async () => '/api/mistakes/drills', budgeted: true },
  { label: 'GET /review/stats', url: async () => '/api/review/stats', budgeted: false },
  { label: 'GET /mistakes/stats', url: async () => '/api/mistakes/stats', budgeted: false },
];

const bench = await openBenchApp('review');
const { app, seeder, dictionaryPath } = bench;

try {
  // Real, common words, so the cloze finds forms as it would for a learner.
  const vocabulary = commonWords(dictionaryPath, LEARNERS[1].words, { ranked: true, exactly: true });
  const start = performance.now();
  const others = bench.seedUser('others');
  seedPublicGenerations(others, vocabulary);
  const headers: Array<Record<string, string>> = [];
  for (const learner of LEARNERS) {
    const id = bench.seedUser(learner.label);
    seedLearner(id, learner, vocabulary.slice(0, learner.words));
    headers.push(await bench.headersFor(id));
  }
  const results = await measureAll(headers as [Record<string, string>, Record<string, string>]);
  console.log(`seeded and measured in ${Math.round(performance.now() - start)} ms`);
  const [small, large] = results;
  if (small && large) printGrowthTable(['1k', '20k'], 30, small.rows, large.rows);
  printWrittenReview(await measureWrittenReview(bench));
} finally {
  await bench.close();
}

/* A published item (migration 011) of this kind: its shared row, then the kind's own. */
function publishedItem(kind: 'generation' | 'check') {
  return seeder.prepare(
    `insert into published_items (id, kind, user_id, reasoning, model, provider, grammar_language, is_public, likes,
       hot_score, created_at)
     values (?, '${kind}', ?, null, 'bench', 'bench', 'bilingual', ?, 0, 0, ?)`,
  );
}

function generation() {
  const item = publishedItem('generation');
  const own = seeder.prepare(
    `insert into generations (id, sentence, translation, grammar_explanation, grammar_points)
     values (?, ?, '一个用于测试的句子。', 'The past simple.', '[]')`,
  );
  return {
    run(id: string, userId: string, sentence: string, isPublic: number, createdAt: string) {
      item.run(id, userId, isPublic, createdAt);
      own.run(id, sentence);
    },
  };
}

function generationWord() {
  return seeder.prepare(
    'insert into generation_words (generation_id, word_id, word, word_key, position) values (?, ?, ?, ?, ?)',
  );
}

/** Public sentences by another learner, each with two of the common words, the second inflected. */
function seedPublicGenerations(userId: string, vocabulary: string[]): void {
  const insert = generation();
  const word = generationWord();
  const now = Date.now();
  seeder.transaction(() => {
    for (let i = 0; i < PUBLIC_GENERATIONS; i += 1) {
      const first = vocabulary[(i * 7) % vocabulary.length]!;
      const second = vocabulary[(i * 13 + 5) % vocabulary.length]!;
      const id = randomUUID();
      insert.run(
        id,
        userId,
        `Yesterday the ${first} met several ${second}s.`,
        1,
        new Date(now - i * 60_000).toISOString(),
      );
      word.run(id, null, first, first, 0);
      if (second !== first) word.run(id, null, second, second, 1);
    }
  })();
}

/**
 * The learner's words (a card each), reviews spread over the last year, half of the reviewed cards due,
 * own sentences for every third word, and checks with two issues each.
 */
function seedLearner(userId: string, learner: Learner, words: string[]): void {
  const now = Date.now();
  const insertWordCard = wordCardSeeder(seeder);
  const insertLog = seeder.prepare(
    `insert into review_log (id, user_id, word_id, rating, state_before, state_after, log_state, log_due,
       log_stability, log_difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps,
       duration_ms, reviewed_at, review_day)
     values (?, ?, ?, ?, 'review', 'review', 'review', ?, 5, 5, 3, 3, 7, 0, 4000, ?, ?)`,
  );
  const insertGeneration = generation();
  const insertGenerationWord = generationWord();
  const checkItem = publishedItem('check');
  const checkOwn = seeder.prepare(
    `insert into sentence_checks (id, sentence, corrected_sentence, is_correct, score, explanation, issues)
     values (?, 'She go to scool.', 'She goes to school.', 0, 60, 'Two fixes.', '[]')`,
  );
  const insertCheck = {
    run(id: string, userId: string, createdAt: string) {
      checkItem.run(id, userId, 0, createdAt);
      checkOwn.run(id);
    },
  };
  const insertMistake = seeder.prepare(
    `insert into mistakes (id, user_id, check_id, position, type, original, suggestion, explanation, span_start,
       span_end, created_at)
     values (?, ?, ?, ?, ?, 'go', 'goes', 'The verb agrees with the subject.', 4, 6, ?)`,
  );
  // Reviewed cards: as many as reviews allow at 2.5 each; the rest are new.
  const reviewed = Math.min(words.length, Math.ceil(learner.reviews / 2.5));
  seeder.transaction(() => {
    const ids = words.map((word, i) => {
      const createdAt = new Date(now - 400 * DAY_MS + i * 1_000).toISOString();
      const isReviewed = i < reviewed;
      // Half of the reviewed cards are due (from a minute to 30 days ago), half later.
      const due = isReviewed
        ? new Date(now + (i % 2 === 0 ? -1 : 1) * (((i * 7919) % (30 * DAY_MS)) + 60_000)).toISOString()
        : createdAt;
      const lastReview = isReviewed
        ? new Date(now - ((i * 104_729) % (300 * DAY_MS)) - DAY_MS).toISOString()
        : null;
      return insertWordCard(userId, {
        word,
        createdAt,
        due,
        state: isReviewed ? 'review' : 'new',
        isNew: isReviewed ? 0 : 1,
        stability: isReviewed ? 10 : 0,
        difficulty: isReviewed ? 5 : 0,
        elapsedDays: 0,
        scheduledDays: isReviewed ? 10 : 0,
        reps: isReviewed ? 3 : 0,
        lapses: 0,
        lastReview,
      });
    });
    for (let r = 0; r < learner.reviews; r += 1) {
      const at = new Date(now - ((r * 7_919_993) % (365 * DAY_MS)));
      insertLog.run(
        randomUUID(),
        userId,
        ids[r % reviewed],
        ['again', 'hard', 'good', 'easy'][r % 4],
        at.toISOString(),
        at.toISOString(),
        at.toISOString().slice(0, 10),
      );
    }
    for (let i = 0; i < words.length; i += 3) {
      const id = randomUUID();
      insertGeneration.run(
        id,
        userId,
        `We talked about the ${words[i]} together.`,
        0,
        new Date(now - i * 60_000).toISOString(),
      );
      insertGenerationWord.run(id, ids[i], words[i], words[i], 0);
    }
    for (let c = 0; c < learner.checks; c += 1) {
      const id = randomUUID();
      const createdAt = new Date(now - c * 3 * 60 * 60 * 1000).toISOString();
      insertCheck.run(id, userId, createdAt);
      for (let position = 0; position < ISSUES_PER_CHECK; position += 1) {
        const type = CHECK_ISSUE_TYPES[(c + position) % CHECK_ISSUE_TYPES.length]!;
        insertMistake.run(randomUUID(), userId, id, position, type, createdAt);
      }
    }
  })();
  seeder.exec('analyze');
}

interface Row {
  label: string;
  p50: number;
  p99: number;
  /** Counted against the budget; the others are shown for information. */
  budgeted: boolean;
}

/*
 * Each route for both learners, their requests alternating (small, large, small, ...), so the machine's
 * noise falls on both alike and the ratio between them means something on a busy machine.
 */
async function measureAll(
  headers: [Record<string, string>, Record<string, string>],
): Promise<Array<{ learner: Learner; rows: Row[] }>> {
  const rows: [Row[], Row[]] = [[], []];
  for (const route of ROUTES) {
    const urls = [await route.url(headers[0]), await route.url(headers[1])];
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
      for (const side of [0, 1] as const) {
        const ms = await timeRequest(route.label, headers[side], urls[side]!, i === 0);
        if (i >= WARM_UP) times[side].push(ms);
      }
    }
    for (const side of [0, 1] as const)
      rows[side].push({ label: route.label, ...percentiles(times[side]), budgeted: route.budgeted });
  }
  return LEARNERS.map((learner, side) => ({ learner, rows: rows[side]! }));
}

async function mistakesCursorAfter(headers: Record<string, string>, pages: number): Promise<string> {
  let cursor = '';
  for (let page = 0; page < pages; page += 1) {
    const url = `/api/mistakes?limit=4${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await app.inject({ method: 'GET', url, headers });
    cursor = response.json<{ nextCursor: string }>().nextCursor;
  }
  return cursor;
}

/** One request's time in ms; the first answer of the queue is checked to be a full page of clozes. */
async function timeRequest(label: string, headers: Record<string, string>, url: string, first: boolean) {
  const start = process.hrtime.bigint();
  const response = await app.inject({ method: 'GET', url, headers });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  if (first && url === '/api/review/queue') {
    const body = response.json<{ cards: Array<{ cloze: unknown }>; dueCount: number }>();
    if (body.dueCount !== 20 || body.cards.some((card) => card.cloze === null)) {
      throw new Error(
        `${label}: expected 20 due cards with a cloze each, got ${response.body.slice(0, 300)}`,
      );
    }
  }
  return ms;
}
