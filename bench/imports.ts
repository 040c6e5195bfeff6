/**
 * Importing Kindle's vocab.db (issue 51): a file of 5,000 lookups (4,000 words, a thousand looked up twice,
 * each lookup with the sentence it was read in, from 20 books) uploaded by a new learner, through the whole
 * app (app.inject: multipart parsing, the temporary SQLite copy and its checks, the dictionary, the spelling
 * check and one transaction of 4,000 words with their cards), on SQLite with the real dictionary; then the
 * same file again, when every word is a duplicate. Run with `npx tsx bench/imports.ts`.
 * Budget: the first import within 5 s (p99).
 */
import { buildVocabDb, multipartBody, type KindleLookup } from '../server/src/test/word-files';
import { openBenchApp, percentiles } from './support/in-process';
import { commonWords } from './support/vocabulary';

const LOOKUPS = 5_000;
const WORDS = 4_000;
const BOOKS = 20;
const RUNS = Number(process.env.BENCH_SAMPLES ?? 5);
const BUDGET_MS = 5_000;

const bench = await openBenchApp('imports');
try {
  // The most common plain words of the dictionary, as a reader looks them up.
  const words = commonWords(bench.dictionaryPath, WORDS, { longerThan: 2 });
  const lookups: KindleLookup[] = Array.from({ length: LOOKUPS }, (_, i) => {
    const word = words[i % WORDS]!;
    return {
      word,
      usage: `In chapter ${i % 40}, the ${word} was the word she looked up.`,
      book: `Book ${i % BOOKS}`,
    };
  });
  const file = buildVocabDb(lookups);
  const { payload, contentType } = multipartBody([{ name: 'file', value: file, filename: 'vocab.db' }]);
  console.log(`vocab.db: ${LOOKUPS} lookups of ${WORDS} words, ${(file.length / 1024).toFixed(0)} KiB`);

  const first: number[] = [];
  const again: number[] = [];
  // CPU time hardly moves with the machine's load (SQLite runs on this thread too): what an import costs.
  const firstCpu: number[] = [];
  const againCpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const headers = {
      ...(await bench.headersFor(bench.seedUser(`importer_${run}`))),
      'content-type': contentType,
    };
    const upload = async () => {
      const start = performance.now();
      const cpu = process.cpuUsage();
      const response = await bench.app.inject({
        method: 'POST',
        url: '/api/words/import/file',
        payload,
        headers,
      });
      const ms = performance.now() - start;
      const used = process.cpuUsage(cpu);
      if (response.statusCode !== 200)
        throw new Error(`import failed: ${response.statusCode} ${response.body}`);
      const added = response.json<{ added: unknown[] }>().added.length;
      return { ms, cpuMs: (used.user + used.system) / 1000, added };
    };
    const fresh = await upload();
    const repeated = await upload();
    first.push(fresh.ms);
    firstCpu.push(fresh.cpuMs);
    again.push(repeated.ms);
    againCpu.push(repeated.cpuMs);
    if (run === 0) console.log(`added ${fresh.added} words on the first import`);
  }
  const rows = [
    { label: 'first import', wall: percentiles(first), cpu: percentiles(firstCpu) },
    { label: 'again (all duplicates)', wall: percentiles(again), cpu: percentiles(againCpu) },
  ];
  console.log('| import of vocab.db | p50 ms | p99 ms | CPU p50 ms |');
  console.log('|---|---|---|---|');
  for (const { label, wall, cpu } of rows) {
    console.log(`| ${label} | ${wall.p50.toFixed(0)} | ${wall.p99.toFixed(0)} | ${cpu.p50.toFixed(0)} |`);
  }
  const within = percentiles(first).p99 <= BUDGET_MS;
  console.log(`budget: first import within ${BUDGET_MS} ms (p99): ${within ? 'met' : 'MISSED'}`);
} finally {
  await bench.close();
}
