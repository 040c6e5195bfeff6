/**
 * Community speed as the tables grow: 10,000 and then 100,000 public generations (likes spread over
 * 2,000 learners), SQLite in a temp DATA_DIR, every request through the whole app by app.inject as a
 * signed-in reader (so likedByMe is looked up too). Each feed sort is timed on its first page and on a
 * deep page (the cursor after 50 pages), plus /api/statistics and the public stats.
 * Run with `npx tsx bench/feeds.ts`. Budget: at 100,000 rows p99 under 10 ms and within 1.5x of 10,000.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_PREFERENCES } from '../contract';
import { hotScore } from '../server/src/lib/hot-score';
import { printGrowthTable } from './support/growth-table';
import { openBenchApp, percentiles } from './support/in-process';
import { BENCH_WORDS as WORDS } from './support/vocabulary';

const SIZES = [10_000, 100_000];
const LEARNERS = 2_000;
const SAMPLES = 500;
const WARM_UP = 100;
const DEEP_PAGES = 50;
/* One generation every 5 minutes back from now: "today" stays a few hundred rows at any size. */
const SPACING_MS = 5 * 60_000;

const bench = await openBenchApp('feeds', { dictionary: 'fixture' });
const { app, seeder } = bench;

try {
  const learners = seedLearners();
  const headers = await bench.headersFor(learners[0]!);
  const results: Array<{ size: number; rows: Row[] }> = [];
  let seeded = 0;
  for (const size of SIZES) {
    const start = performance.now();
    seedGenerations(learners, seeded, size);
    seeded = size;
    recount();
    console.log(
      `seeded ${size.toLocaleString('en')} generations in ${Math.round(performance.now() - start)} ms`,
    );
    results.push({ size, rows: await measureAll(headers) });
  }
  const [small, large] = results as [{ size: number; rows: Row[] }, { size: number; rows: Row[] }];
  printGrowthTable(['10k', '100k'], 32, small.rows, large.rows);
} finally {
  await bench.close();
}

function seedLearners(): string[] {
  const insert = seeder.prepare(
    `insert into users (id, username, username_lower, email, password_hash, token_version, theme, language,
       grammar_language, show_in_community, font_settings, created_at, updated_at)
     values (?, ?, ?, ?, 'x', 0, 'light', 'en', 'bilingual', 1, ?, ?, ?)`,
  );
  const fonts = JSON.stringify(DEFAULT_PREFERENCES.fontSettings);
  const now = new Date().toISOString();
  const ids = Array.from({ length: LEARNERS }, () => randomUUID());
  seeder.transaction(() => {
    ids.forEach((id, i) =>
      insert.run(id, `learner_${i}`, `learner_${i}`, `learner${i}@example.com`, fonts, now, now),
    );
  })();
  return ids;
}

/** Generations from..to (older as the index grows), 1-3 words each, likes skewed: most few, some many. */
function seedGenerations(learners: string[], from: number, to: number): void {
  const item = seeder.prepare(
    `insert into published_items (id, kind, user_id, reasoning, model, provider, grammar_language, is_public, likes,
       hot_score, created_at)
     values (?, 'generation', ?, null, 'bench-model', 'bench', 'bilingual', 1, ?, ?, ?)`,
  );
  const generation = seeder.prepare(
    `insert into generations (id, sentence, translation, grammar_explanation, grammar_points)
     values (?, ?, ?, ?, ?)`,
  );
  const word = seeder.prepare(
    'insert into generation_words (generation_id, word_id, word, word_key, position) values (?, null, ?, ?, ?)',
  );
  const like = seeder.prepare('insert into likes (user_id, item_id, created_at) values (?, ?, ?)');
  const points = JSON.stringify([{ title: 'Present simple', explanation: 'A habit or a fact.' }]);
  const now = Date.now();
  const BATCH = 5_000;
  for (let start = from; start < to; start += BATCH) {
    seeder.transaction(() => {
      for (let i = start; i < Math.min(to, start + BATCH); i += 1) {
        const id = randomUUID();
        const createdAt = new Date(now - i * SPACING_MS).toISOString();
        const likes = Math.floor(Math.random() ** 4 * 40);
        const chosen = [WORDS[i % WORDS.length]!, WORDS[(i * 7 + 3) % WORDS.length]!].slice(0, 1 + (i % 2));
        item.run(id, learners[i % learners.length], likes, hotScore(likes, createdAt), createdAt);
        generation.run(
          id,
          `A bench sentence number ${i} with ${chosen.join(' and ')}.`,
          '一个用于测试的句子。',
          'The present simple for a habit.',
          points,
        );
        chosen.forEach((text, position) => word.run(id, text, text, position));
        const first = (i * 13) % learners.length;
        for (let n = 0; n < likes; n += 1) like.run(learners[(first + n) % learners.length], id, createdAt);
      }
    })();
  }
}

/* The seed bypasses the app, so the counters are recounted once, as migration 004 does. */
function recount(): void {
  seeder.exec(`
    delete from learner_totals;
    insert into learner_totals (user_id, generations, public_generations, checks, public_checks)
      select user_id, count(*), sum(is_public), 0, 0 from published_items where kind = 'generation' group by user_id;
    delete from practiced_words;
    insert into practiced_words (word_key, generations) select word_key, count(*) from generation_words group by word_key;
    update counters set value = case name
      when 'generations' then (select count(*) from generations)
      when 'public_generations' then (select count(*) from published_items where kind = 'generation' and is_public = 1)
      when 'public_generation_likes' then (select coalesce(sum(likes), 0) from published_items where kind = 'generation' and is_public = 1)
      when 'generation_contributors' then (select count(*) from learner_totals where public_generations > 0)
      when 'active_learners' then (select count(*) from learner_totals)
      when 'words_practiced' then (select count(*) from practiced_words)
      else value end;
  `);
  seeder.exec('analyze');
}

interface Row {
  label: string;
  p50: number;
  p99: number;
}

async function measureAll(headers: Record<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  for (const sort of ['recent', 'popular', 'trending']) {
    const deep = await cursorAfter(headers, sort, DEEP_PAGES);
    rows.push(await measure(`${sort} (first page)`, headers, `/api/generations/public?sort=${sort}`));
    rows.push(
      await measure(`${sort} (page 51)`, headers, `/api/generations/public?sort=${sort}&cursor=${deep}`),
    );
  }
  rows.push(await measure('GET /statistics', headers, '/api/statistics'));
  rows.push(await measure('GET /generations/public/stats', headers, '/api/generations/public/stats'));
  return rows;
}

async function cursorAfter(headers: Record<string, string>, sort: string, pages: number): Promise<string> {
  let cursor = '';
  for (let page = 0; page < pages; page += 1) {
    const url = `/api/generations/public?sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await app.inject({ method: 'GET', url, headers });
    cursor = response.json<{ nextCursor: string }>().nextCursor;
  }
  return cursor;
}

async function measure(label: string, headers: Record<string, string>, url: string): Promise<Row> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const start = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url, headers });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
    if (i >= WARM_UP) times.push(ms);
  }
  return { label, ...percentiles(times) };
}
