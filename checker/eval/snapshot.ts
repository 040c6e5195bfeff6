/*
 * tsx checker/eval/snapshot.ts [--inputs <file>] [--save-inputs <file>] > out.jsonl
 *
 * The guard of a rebuild that must not change behaviour: the checker's public entry (createOfflineChecker,
 * with ECDICT as the server opens it) on every sentence its tests use, both halves of the JFLEG dev sources
 * and the edited prose, written as JSON lines (the corrected sentence and every issue, in full). Run it before
 * and after a change and compare the two files: any line that differs is a changed answer to explain.
 *
 * The test sentences are the string literals of the checker's test and rule files, and every declaration's
 * examples read from the registry, so a move of examples from one file to another does not change the set; `--save-inputs` keeps the list and `--inputs` replays it, so a
 * comparison reads exactly the same sentences on both sides. Each sentence is checked as an American learner
 * with English explanations and as a British learner with Chinese ones.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOfflineChecker } from '../index';
import { RULES } from '../rules/registry';
import { readCorrectProse } from './correct-prose';
import { jflegDir } from './jfleg';
import { openEvalDictionary } from './systems';
import { detokenize } from './tokenize';

const checkerRoot = fileURLToPath(new URL('..', import.meta.url));

/** Every file under `dir` whose name ends with `suffix`. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The string literals of a TypeScript file that look like text: a space or a letter, no interpolation. */
function literalsOf(source: string): string[] {
  const literal = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/g;
  const texts: string[] = [];
  for (const match of source.matchAll(literal)) {
    const raw = match[1] ?? match[2] ?? match[3] ?? '';
    const quote = match[0][0]!;
    let text: string;
    try {
      text =
        quote === '`'
          ? raw.replace(/\\(.)/g, '$1')
          : (JSON.parse(`"${raw.replace(/\\'/g, "'").replace(/(?<!\\)"/g, '\\"')}"`) as string);
    } catch {
      continue;
    }
    if (/\p{L}/u.test(text) && text.includes(' ')) texts.push(text);
  }
  return texts;
}

function testSentences(): string[] {
  const sources = [...filesUnder(checkerRoot, '.test.ts'), ...filesUnder(join(checkerRoot, 'rules'), '.ts')];
  // Every declaration's examples, read from the registry: the literals of a file are found by pairing
  // quotes, which a pattern's quote before them can throw off.
  const examples = [...RULES.values()].flatMap((rule) => [
    ...rule.examples.wrong.flat(),
    ...rule.examples.right,
  ]);
  return [
    ...sources
      .filter((file) => !file.includes('/eval/'))
      .flatMap((file) => literalsOf(readFileSync(file, 'utf8'))),
    ...examples,
  ];
}

function jflegSources(): string[] {
  const dir = jflegDir();
  if (!dir) return [];
  return readFileSync(join(dir, 'dev.src'), 'utf8').split('\n').filter(Boolean).map(detokenize);
}

function parseArgs(argv: string[]) {
  const options: { inputs?: string; saveInputs?: string } = {};
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--inputs') options.inputs = argv[++i];
    else if (argv[i] === '--save-inputs') options.saveInputs = argv[++i];
    else throw new Error(`Unknown argument ${argv[i]}`);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const inputs: string[] = options.inputs
  ? (JSON.parse(readFileSync(options.inputs, 'utf8')) as string[])
  : [
      ...new Set([
        ...testSentences(),
        ...jflegSources(),
        ...readCorrectProse('tune'),
        ...readCorrectProse('held-out'),
      ]),
    ];
if (options.saveInputs) writeFileSync(options.saveInputs, JSON.stringify(inputs));

const dictionary = await openEvalDictionary();
const checker = createOfflineChecker({ dictionary });
const SETTINGS = [
  { englishVariety: 'american', grammarLanguage: 'english' },
  { englishVariety: 'british', grammarLanguage: 'bilingual' },
] as const;
try {
  for (const sentence of inputs) {
    for (const settings of SETTINGS) {
      const check = await checker.check(sentence, settings);
      process.stdout.write(`${JSON.stringify({ sentence, ...settings, check })}\n`);
    }
  }
} finally {
  await checker.close();
  dictionary.close();
}
