/**
 * Dictionary speed over the real ECDICT data: build (or reuse) the index, then time lookups and
 * suggestions. Run with `npx tsx bench/dictionary.ts` (add `--rebuild` to time a fresh build).
 */
import { statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createProgressBar, ecdictCsvPath, ensureDictionary, openDictionary } from '../server/src/dictionary';

const SAMPLE_SIZE = 2000;
const MISSPELLINGS = (
  'recieve definately seperate accomodate tommorow occured untill wich beleive goverment enviroment begining ' +
  'becuase freind wierd truely neccessary adress calender embarass existance familar foriegn grammer harrass ' +
  'independant knowlege libary occassion pronounciation succesful thier writting publically arguement cemetary ' +
  'concious dissapoint mispell'
).split(' ');

const csvPath = ecdictCsvPath();
const source = statSync(csvPath);
// The same place the ECDICT tests keep their index, so either reuses what the other built.
const dataDir = join(tmpdir(), `wordloom-ecdict-${source.size}-${Math.trunc(source.mtimeMs)}`);

if (process.argv.includes('--rebuild')) await rm(dataDir, { recursive: true, force: true });
const renderProgress = createProgressBar();
let built = false;
const buildStart = performance.now();
const path = await ensureDictionary({
  dataDir,
  csvPath,
  onProgress: (progress) => {
    built = true;
    renderProgress(progress);
  },
});
const buildSeconds = (performance.now() - buildStart) / 1000;
console.log(
  built
    ? `built in ${buildSeconds.toFixed(1)} s`
    : `reused the index in ${(buildSeconds * 1000).toFixed(1)} ms`,
  `(${(statSync(path).size / 1e6).toFixed(1)} MB at ${path})`,
);

const openStart = performance.now();
const dictionary = openDictionary({ path });
console.log(`opened in ${(performance.now() - openStart).toFixed(1)} ms\n`);

const samples = sampleWords(path);
report('lookup, common words', samples.common, (word) => dictionary.lookup(word));
report('lookup, inflected forms', samples.forms, (word) => dictionary.lookup(word));
report('lookup, misses', samples.misses, (word) => dictionary.lookup(word));
report('isKnown, common words', samples.common, (word) => dictionary.isKnown(word));
report('suggest, known misspellings', MISSPELLINGS, (word) => dictionary.suggest(word));
report('suggest, one random edit', samples.common.map(misspell), (word) => dictionary.suggest(word));
report('suggest, misses', samples.misses, (word) => dictionary.suggest(word));
dictionary.close();

/** Words to look up, read from the index itself so that they are hits and forms for sure. */
function sampleWords(indexPath: string) {
  const db = new Database(indexPath, { readonly: true });
  const column = (sql: string) => db.prepare<[number], string>(sql).pluck().all(SAMPLE_SIZE);
  const common = column('SELECT word FROM vocabulary WHERE rank IS NOT NULL ORDER BY random() LIMIT ?');
  const forms = column('SELECT form FROM inflections ORDER BY random() LIMIT ?');
  db.close();
  const misses = Array.from({ length: SAMPLE_SIZE }, () => randomLetters(5 + Math.floor(Math.random() * 6)));
  return { common, forms, misses };
}

function randomLetters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** One random deletion, swap, substitution or insertion. */
function misspell(word: string): string {
  const i = Math.floor(Math.random() * word.length);
  const letter = randomLetters(1);
  switch (Math.floor(Math.random() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1) || word;
    case 1:
      return i + 1 < word.length ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word;
    case 2:
      return word.slice(0, i) + letter + word.slice(i + 1);
    default:
      return word.slice(0, i) + letter + word.slice(i);
  }
}

function report(label: string, words: readonly string[], run: (word: string) => unknown): void {
  for (const word of words.slice(0, 200)) run(word);
  const times = words.map((word) => {
    const start = process.hrtime.bigint();
    run(word);
    return Number(process.hrtime.bigint() - start) / 1e6;
  });
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  const ms = (value: number) => `${value.toFixed(3)} ms`.padStart(10);
  console.log(
    `${label.padEnd(30)} n=${String(times.length).padEnd(5)} p50 ${ms(at(0.5))}  p99 ${ms(at(0.99))}  max ${ms(times.at(-1)!)}`,
  );
}
