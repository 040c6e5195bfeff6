/*
 * npm run eval:check [-- <jfleg-dir>] [--limit N] [--iterations N] [--out DIR]
 *
 * Scores the offline grammar checker on the JFLEG dev set (default: ../shared/eval/jfleg-dev from the
 * repository root) with GLEU (eval/gleu.ts, identical to the official gleu.py: 4 references, n-grams 1..4,
 * source penalty, mean over 500 rounds of random reference choice). Three systems:
 *
 *   (a) source          the unedited learner text;
 *   (b) harper-default  Harper with its default rules, American English, every lint's first suggestion applied
 *                       (Harper's own deduplicated `lint()`, overlapping edits skipped);
 *   (c) offline-checker our createOfflineChecker()'s correctedSentence.
 *
 * JFLEG is tokenised ("do n't", spaces around punctuation) and a checker reads normal text, so (b) and (c)
 * see the detokenised line and their output is tokenised again the same way; a line the system left
 * unchanged is scored as the original source line, so the tokenisation round trip costs nothing.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEdits, firstSuggestion } from '../server/src/ai/offline/build';
import { createHarperRunner } from '../server/src/ai/offline/harper-worker';
import { createOfflineChecker } from '../server/src/ai/offline/index';
import { corpusGleu, type GleuResult } from './gleu';
import { detokenize, tokenize } from './tokenize';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function parseArgs(argv: string[]) {
  const options = {
    dir: resolve(repoRoot, '../shared/eval/jfleg-dev'),
    limit: Infinity,
    iterations: 500,
    out: '',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--limit') options.limit = Number(argv[++i]);
    else if (arg === '--iterations') options.iterations = Number(argv[++i]);
    else if (arg === '--out') options.out = resolve(argv[++i]!);
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else options.dir = resolve(arg);
  }
  return options;
}

function readLines(path: string): string[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const all = readLines(join(options.dir, 'dev.src'));
  const count = Math.min(all.length, options.limit);
  const sources = all.slice(0, count);
  const references = [0, 1, 2, 3].map((i) => readLines(join(options.dir, `dev.ref${i}`)).slice(0, count));
  const plain = sources.map(detokenize);
  const roundTrip = sources.filter(
    (line, i) => tokenize(plain[i]!) === line.trim().split(/\s+/).join(' '),
  ).length;
  console.log(`JFLEG dev: ${count} sentences from ${options.dir}`);
  console.log(`tokenisation round trip exact on ${roundTrip}/${count} source lines\n`);

  const toHypotheses = (outputs: string[]) =>
    outputs.map((output, i) => (output === plain[i] ? sources[i]! : tokenize(output)));

  interface Row {
    name: string;
    hypotheses: string[];
    seconds: number | null;
    setup: number | null;
    rss: number | null;
  }
  const rows: Row[] = [
    { name: 'source (unedited)', hypotheses: sources, seconds: null, setup: null, rss: null },
  ];
  const baseRss = process.memoryUsage().rss;

  // (b) Harper, default settings, every first suggestion.
  {
    const runner = createHarperRunner();
    let started = performance.now();
    await runner.lint('Warm up.', 'plain');
    const setup = (performance.now() - started) / 1000;
    started = performance.now();
    const outputs: string[] = [];
    for (const text of plain) {
      const lints = await runner.lint(text, 'plain');
      const edits = lints.flatMap((lint) => {
        const replacement = firstSuggestion(lint);
        return replacement === null ? [] : [{ start: lint.start, end: lint.end, replacement }];
      });
      outputs.push(applyEdits(text, edits));
    }
    const seconds = (performance.now() - started) / 1000;
    const rss = process.memoryUsage().rss;
    await runner.close();
    rows.push({
      name: 'harper-default (all first suggestions)',
      hypotheses: toHypotheses(outputs),
      seconds,
      setup,
      rss,
    });
  }

  // (c) The offline checker.
  {
    const checker = createOfflineChecker();
    let started = performance.now();
    await checker.check('Warm up.', 'english');
    const setup = (performance.now() - started) / 1000;
    started = performance.now();
    const outputs: string[] = [];
    for (const text of plain) outputs.push((await checker.check(text, 'english')).correctedSentence);
    const seconds = (performance.now() - started) / 1000;
    const rss = process.memoryUsage().rss;
    await checker.close();
    rows.push({ name: 'offline-checker (ours)', hypotheses: toHypotheses(outputs), seconds, setup, rss });
  }

  const scores: [Row, GleuResult][] = rows.map((row) => [
    row,
    corpusGleu({ sources, references, hypotheses: row.hypotheses }, { iterations: options.iterations }),
  ]);
  console.log(
    `GLEU (×100; mean of ${options.iterations} rounds, 95% interval), changed lines, time, process RSS`,
  );
  for (const [row, result] of scores) {
    const changed = row.hypotheses.filter((h, i) => h !== sources[i]).length;
    const time =
      row.seconds === null
        ? ''
        : `setup ${row.setup!.toFixed(1)} s, ${row.seconds.toFixed(1)} s (${((row.seconds * 1000) / count).toFixed(1)} ms/sentence), RSS ${mb(row.rss!)}`;
    console.log(
      `  ${row.name.padEnd(40)} ${(result.gleu * 100).toFixed(2)}  [${(result.ci95[0] * 100).toFixed(1)}, ${(result.ci95[1] * 100).toFixed(1)}]  changed ${String(changed).padStart(3)}  ${time}`,
    );
  }
  console.log(
    `\nRSS before Harper: ${mb(baseRss)}; after both workers were closed: ${mb(process.memoryUsage().rss)}`,
  );

  if (options.out) {
    mkdirSync(options.out, { recursive: true });
    const names = ['source', 'harper-default', 'offline-checker'];
    rows.forEach((row, i) =>
      writeFileSync(join(options.out, `${names[i]}.txt`), `${row.hypotheses.join('\n')}\n`),
    );
    console.log(`hypotheses written to ${options.out}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
