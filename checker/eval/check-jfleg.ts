/*
 * npm run eval:check [-- <jfleg-dir>] [--half held-out|tune] [--rules] [--json] [--limit N] [--iterations N]
 *
 * Scores the offline grammar checker on one half of JFLEG dev (eval/jfleg.ts: rules are tuned on the first
 * half; the second, held-out half is the default and the one to report). Two measures:
 *
 * - GLEU (eval/gleu.ts, identical to the official gleu.py: 4 references, n-grams 1..4, mean over rounds of
 *   random reference choice) of the corrected learner sentences, for (a) the unedited source, (b) Harper
 *   with its default rules and every first suggestion applied, (c) ours (the offline checker's pipeline);
 * - false alarms: the share of the human reference sentences (correct English) that (b) and (c) change, and
 *   the share of the same half of edited American prose (eval/correct-prose) they change; and the share
 *   where (c) asks the learner to check a word's spelling (a word it does not know, changed nowhere).
 *
 * Under the table, the gain of ours over Harper with the 95 % interval of a paired bootstrap over the
 * sentences (eval/gleu.ts): how much of the gain another sample of learner sentences could take away.
 *
 * Two more rows, for comparison only, show where ours gains and what its precision costs: ours without the
 * learner rules (Harper's rules as the checker filters them, and its spelling choice), and ours with Harper's
 * first guess taken wherever the checker refuses a spelling fix (GLEU rewards a wrong word in place of a
 * misspelling; the checker does not offer one).
 *
 * `--rules` (tune half only) adds, per rule, how many reference sentences it changes (false alarms) and how
 * much GLEU the sources lose without it: the table rules are kept, restricted or dropped by.
 * `--json` prints one line after the table: { "gleu": { source, harper, ours }, "falseAlarms": { harper, ours } }.
 *
 * JFLEG is tokenised ("do n't", spaces around punctuation); the checkers read the detokenised line and their
 * output is tokenised again, and a line a checker left unchanged is scored as the original line.
 */
import { resolve } from 'node:path';
import { corpusGleu, pairedBootstrap } from './gleu';
import { readCorrectProse } from './correct-prose';
import { jflegDir, JFLEG_WHERE, readJfleg, type Half } from './jfleg';
import { harperDefault, lintAll, openEvalDictionary, ours, oursChecks, ruleNames } from './systems';
import { detokenize, tokenize } from './tokenize';

function parseArgs(argv: string[]) {
  const options = {
    dir: jflegDir(),
    half: 'held-out' as Half,
    rules: false,
    json: false,
    limit: Infinity,
    iterations: 500,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--limit') options.limit = Number(argv[++i]);
    else if (arg === '--iterations') options.iterations = Number(argv[++i]);
    else if (arg === '--half') options.half = argv[++i] as Half;
    else if (arg === '--rules') options.rules = true;
    else if (arg === '--json') options.json = true;
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else options.dir = resolve(arg);
  }
  if (options.half !== 'tune' && options.half !== 'held-out') throw new Error('--half is tune or held-out');
  if (options.rules && options.half !== 'tune') throw new Error('--rules looks at the tune half only');
  return options;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);
const changedCount = (inputs: readonly string[], outputs: readonly string[]) =>
  outputs.filter((output, i) => output !== inputs[i]).length;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!options.dir) throw new Error(`No JFLEG dev set: put dev.src and dev.ref0..3 in ${JFLEG_WHERE}`);
  const { sources, references } = readJfleg(options.dir, options.half, options.limit);
  const plain = sources.map(detokenize);
  const correct = references.flat().map(detokenize);
  const prose = readCorrectProse(options.half, options.limit === Infinity ? Infinity : options.limit * 4);
  console.log(
    `JFLEG dev, ${options.half} half: ${sources.length} learner sentences, ${correct.length} reference sentences (${options.dir})`,
  );
  console.log(`Edited prose, ${options.half} half: ${prose.length} sentences (checker/eval/correct-prose)\n`);

  const toHypotheses = (outputs: readonly string[]) =>
    outputs.map((output, i) => (output === plain[i] ? sources[i]! : tokenize(output)));
  const gleu = (hypotheses: string[], iterations = options.iterations) =>
    100 * corpusGleu({ sources, references, hypotheses }, { iterations }).gleu;

  const texts = [...plain, ...correct, ...prose];
  const harperOut = await harperDefault(texts, 'american');
  const linted = await lintAll(texts, 'american');
  const proseStart = plain.length + correct.length;
  const lintedSources = linted.slice(0, plain.length);
  const lintedReferences = linted.slice(plain.length, proseStart);
  const lintedProse = linted.slice(proseStart);
  const dictionary = await openEvalDictionary();
  const oursAll = oursChecks(linted, dictionary);
  const oursOut = oursAll.map((check) => check.correctedSentence);
  /** The share of the references and of the edited prose a system's output changes. */
  const alarms = (out: readonly string[]) => ({
    falseAlarms: percent(changedCount(correct, out.slice(plain.length, proseStart)), correct.length),
    proseAlarms: percent(changedCount(prose, out.slice(proseStart)), prose.length),
  });

  const rows = [
    { name: 'source (unedited)', hypotheses: sources, falseAlarms: null as number | null, proseAlarms: null },
    {
      name: 'harper (default rules, first suggestions)',
      hypotheses: toHypotheses(harperOut.slice(0, plain.length)),
      ...alarms(harperOut),
    },
    {
      name: 'ours (offline checker)',
      hypotheses: toHypotheses(oursOut.slice(0, plain.length)),
      ...alarms(oursOut),
    },
  ].map((row) => ({ ...row, gleu: gleu(row.hypotheses) }));
  // Not the checker: where its GLEU comes from, and what precision costs.
  const learnerRules = new Set(ruleNames(linted).filter((rule) => rule.startsWith('Wordloom')));
  const comparisons = [
    { name: 'ours without the learner rules', checks: oursChecks(linted, dictionary, learnerRules) },
    {
      name: 'ours + every spelling guess it refuses',
      checks: oursChecks(linted, dictionary, new Set(), { guessing: true }),
    },
  ].map(({ name, checks }) => {
    const out = checks.map((check) => check.correctedSentence);
    const hypotheses = toHypotheses(out.slice(0, plain.length));
    return { name, hypotheses, ...alarms(out), gleu: gleu(hypotheses) };
  });

  console.log(`${'system'.padEnd(44)}  GLEU   changed  false alarms: references  edited prose`);
  const rate = (value: number | null) => (value === null ? '' : `${value.toFixed(1)} %`);
  for (const [index, row] of [...rows, ...comparisons].entries()) {
    if (index === rows.length) console.log('for comparison, not the checker:');
    const changed = row.hypotheses.filter((h, i) => h !== sources[i]).length;
    console.log(
      `${row.name.padEnd(44)}  ${row.gleu.toFixed(2)}  ${String(changed).padStart(7)}  ${rate(row.falseAlarms).padStart(24)}  ${rate(row.proseAlarms).padStart(12)}`,
    );
  }

  // How far a gain of this size on these few sentences can be trusted.
  const { gain, ci95 } = pairedBootstrap({
    sources,
    references,
    baseline: rows[1]!.hypotheses,
    better: rows[2]!.hypotheses,
  });
  const signed = (value: number) => `${value >= 0 ? '+' : ''}${(100 * value).toFixed(2)}`;
  console.log(
    `\nours - harper: ${signed(gain)} GLEU; 95 % interval of a paired bootstrap over the sentences ` +
      `(2,000 resamples): ${signed(ci95[0])} to ${signed(ci95[1])}`,
  );

  // Words the checker asks the learner to check, changing nothing: on correct text each is a false alarm too.
  const asksToCheck = (from: number, to: number) =>
    oursAll.slice(from, to).filter((check) => (check.unknownWords ?? []).length > 0).length;
  console.log(
    `\nwords to check (ours): in ${asksToCheck(0, plain.length)} learner sentences, ` +
      `${rate(percent(asksToCheck(plain.length, proseStart), correct.length))} of the references, ` +
      `${rate(percent(asksToCheck(proseStart, oursAll.length), prose.length))} of the edited prose`,
  );

  if (options.rules) {
    const base = gleu(rows[2]!.hypotheses, 100);
    const referencesOut = ours(lintedReferences, dictionary);
    const proseOut = ours(lintedProse, dictionary);
    console.log(`\nper rule (GLEU over 100 rounds; ours = ${base.toFixed(2)}):`);
    console.log(`${'rule'.padEnd(34)}  sources changed  references changed  prose changed  GLEU without it`);
    for (const rule of ruleNames(linted)) {
      const without = new Set([rule]);
      const sourcesOut = ours(lintedSources, dictionary, without);
      const fired = changedCount(sourcesOut, oursOut.slice(0, plain.length));
      const falseAlarms = changedCount(ours(lintedReferences, dictionary, without), referencesOut);
      const proseAlarms = changedCount(ours(lintedProse, dictionary, without), proseOut);
      if (fired === 0 && falseAlarms === 0 && proseAlarms === 0) continue;
      const delta = gleu(toHypotheses(sourcesOut), 100) - base;
      console.log(
        `${rule.padEnd(34)}  ${String(fired).padStart(15)}  ${String(falseAlarms).padStart(18)}  ${String(proseAlarms).padStart(13)}  ${delta >= 0 ? '+' : ''}${delta.toFixed(2)}`,
      );
    }
  }

  if (options.json) {
    const [source, harper, own] = rows;
    console.log(
      JSON.stringify({
        gleu: { source: round(source!.gleu), harper: round(harper!.gleu), ours: round(own!.gleu) },
        falseAlarms: { harper: round(harper!.falseAlarms!), ours: round(own!.falseAlarms!) },
      }),
    );
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
