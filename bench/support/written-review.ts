/*
 * The written review's own cost (issue 50): "a written review answers within the checker's own time plus
 * 20 ms of server work, built-in checker". The same sentences go to the built-in checker alone and to
 * POST /review/{wordId}/sentence on the bench app (AI_PROVIDER offline: its own built-in checker), in turns,
 * so the machine's noise falls on both alike; the difference is what the server adds: finding the card,
 * the AI cap, saving the check with its terms, mistakes and drills, grading with the word's forms,
 * rescheduling the card with its log, and presenting it.
 */
import { createOfflineChecker } from '../../checker';
import type { BenchApp } from './in-process';
import { percentiles } from './in-process';

/* Each uses its word (inflected, or an irregular form) with a mistake the built-in checker corrects. */
const SENTENCES: Array<{ word: string; sentence: string }> = [
  { word: 'go', sentence: 'She go to school every day.' },
  { word: 'have', sentence: 'He have a book about birds.' },
  { word: 'like', sentence: 'My brother like apples.' },
  { word: 'harvest', sentence: 'She harvest the apples every autumn.' },
  { word: 'happy', sentence: 'They was happy with the garden.' },
  { word: 'cat', sentence: 'She have two cats at home.' },
  { word: 'market', sentence: 'I goes to the market yesterday.' },
  { word: 'rain', sentence: 'He dont like the rain.' },
  { word: 'river', sentence: 'We walked along the river after dinner.' },
  { word: 'teacher', sentence: 'Our teacher explained the lesson slowly.' },
];
const ROUNDS = Number(process.env.BENCH_WRITTEN_ROUNDS ?? 30);
const WARM_UP_ROUNDS = 2;
/* POST /review/{wordId}/sentence is held to 20 a minute per learner (aiRequestsPerUser): a new learner then. */
const SENTENCES_PER_LEARNER = 19;
const SETTINGS = { grammarLanguage: 'bilingual', englishVariety: 'american' } as const;

export interface WrittenReviewTimes {
  checker: { p50: number; p99: number };
  server: { p50: number; p99: number };
  /** The median of (server - checker) over the same sentence in the same round. */
  pairedMedian: number;
  samples: number;
}

interface Writer {
  headers: Record<string, string>;
  wordIds: Map<string, string>;
  written: number;
}

export async function measureWrittenReview(bench: BenchApp): Promise<WrittenReviewTimes> {
  const checker = createOfflineChecker({ dictionary: bench.dictionary });
  const checkerTimes: number[] = [];
  const serverTimes: number[] = [];
  const differences: number[] = [];
  let writer = await newWriter(bench, 0);
  let writers = 1;
  try {
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
      for (const [index, { word, sentence }] of SENTENCES.entries()) {
        if (writer.written === SENTENCES_PER_LEARNER) writer = await newWriter(bench, writers++);
        // Which goes first alternates, so neither always meets a warmer cache.
        const checkerFirst = (round + index) % 2 === 0;
        let alone = 0;
        let served = 0;
        if (checkerFirst) alone = await timeChecker(checker, sentence);
        served = await timeServer(bench, writer, word, sentence);
        if (!checkerFirst) alone = await timeChecker(checker, sentence);
        if (round < WARM_UP_ROUNDS) continue;
        checkerTimes.push(alone);
        serverTimes.push(served);
        differences.push(served - alone);
      }
    }
  } finally {
    await checker.close();
  }
  return {
    checker: percentiles(checkerTimes),
    server: percentiles(serverTimes),
    pairedMedian: percentiles(differences).p50,
    samples: serverTimes.length,
  };
}

export function printWrittenReview(times: WrittenReviewTimes): void {
  const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);
  const added = times.server.p50 - times.checker.p50;
  console.log(
    `\nwritten review, built-in checker (${times.samples} sentences each)   p50       p99\n` +
      `${'checker alone'.padEnd(42)} ${ms(times.checker.p50)} ${ms(times.checker.p99)}\n` +
      `${'POST /review/{wordId}/sentence'.padEnd(42)} ${ms(times.server.p50)} ${ms(times.server.p99)}\n` +
      `server work: p50 difference ${added.toFixed(2)} ms, median paired difference ` +
      `${times.pairedMedian.toFixed(2)} ms   budget ≤ 20 ms: ${added <= 20 ? 'ok' : 'OVER'}`,
  );
}

async function timeChecker(checker: ReturnType<typeof createOfflineChecker>, sentence: string) {
  const start = process.hrtime.bigint();
  await checker.check(sentence, SETTINGS);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function timeServer(bench: BenchApp, writer: Writer, word: string, sentence: string) {
  const start = process.hrtime.bigint();
  const response = await bench.app.inject({
    method: 'POST',
    url: `/api/review/${writer.wordIds.get(word)}/sentence`,
    headers: writer.headers,
    payload: { sentence },
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (response.statusCode !== 200) throw new Error(`written review: ${response.statusCode} ${response.body}`);
  const answer = response.json<{ check: { provider: string }; usedForm: string | null }>();
  // The built-in checker answered, and the word was found in the sentence: the whole path ran.
  if (answer.check.provider !== 'offline' || answer.usedForm === null) {
    throw new Error(`written review of ${JSON.stringify(sentence)}: ${response.body.slice(0, 300)}`);
  }
  writer.written += 1;
  return ms;
}

/** A learner with a card for each of the sentences' words, added as the app adds them. */
async function newWriter(bench: BenchApp, index: number): Promise<Writer> {
  const headers = await bench.headersFor(bench.seedUser(`writer${index}`));
  const wordIds = new Map<string, string>();
  for (const { word } of SENTENCES) {
    const response = await bench.app.inject({
      method: 'POST',
      url: '/api/words',
      headers,
      payload: { word },
    });
    if (response.statusCode !== 201 && response.statusCode !== 200) {
      throw new Error(`adding ${word}: ${response.statusCode} ${response.body}`);
    }
    wordIds.set(word, response.json<{ word: { id: string } }>().word.id);
  }
  return { headers, wordIds, written: 0 };
}
