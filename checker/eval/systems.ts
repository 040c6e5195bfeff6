import { resolve } from 'node:path';
import {
  ecdictCsvPath,
  ensureDictionary,
  openDictionary,
  type Dictionary,
} from '../../server/src/dictionary';
import { applyEdits, DEFAULT_POLICY, firstSuggestion, type CorrectionPolicy } from '../engine/build';
import { checkFromLints } from '../engine/check';
import { learnerLints } from '../rules/registry';
import { createHarperRunner, type HarperDialect } from '../engine/harper-worker';
import type { RawLint } from '../engine/lints';
import type { CheckResult, WordLookup } from '../types';
import { RULE_CONFIG } from '../engine/rules';

/*
 * The systems the evaluation compares, on plain (detokenised) text:
 * - Harper with its default rules, every first suggestion applied (its own deduplicated `lint()`);
 * - ours: the offline checker's pipeline (check.ts) on Harper's organised lints, as the app runs it.
 * Harper's lints are kept so that rules can be switched off without linting again (the rule report).
 */

export async function harperDefault(texts: readonly string[], dialect: HarperDialect): Promise<string[]> {
  const runner = createHarperRunner({ dialect });
  try {
    const outputs: string[] = [];
    for (const text of texts) {
      const lints = await runner.lint(text, 'plain');
      const edits = lints.flatMap((lint) => {
        const replacement = firstSuggestion(lint);
        return replacement === null ? [] : [{ start: lint.start, end: lint.end, replacement }];
      });
      outputs.push(applyEdits(text, edits));
    }
    return outputs;
  } finally {
    await runner.close();
  }
}

export interface LintedText {
  text: string;
  lints: RawLint[];
}

/**
 * ECDICT, as the server opens it: the index in DATA_DIR (default ./data), built on first use (a minute or two).
 */
export async function openEvalDictionary(): Promise<Dictionary> {
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  const path = await ensureDictionary({ dataDir, csvPath: ecdictCsvPath() });
  return openDictionary({ path });
}

/** Harper's lints for each text, with the rule switches the offline checker uses. */
export async function lintAll(texts: readonly string[], dialect: HarperDialect): Promise<LintedText[]> {
  const runner = createHarperRunner({ dialect, rules: RULE_CONFIG });
  try {
    const linted: LintedText[] = [];
    for (const text of texts) linted.push({ text, lints: await runner.lint(text, 'organized') });
    return linted;
  } finally {
    await runner.close();
  }
}

/**
 * Not the checker, for comparison only: ours, but where it refuses a spelling fix it cannot trust, Harper's
 * first guess goes in anyway ("cigarrets" -> "garrets"). GLEU rewards any word in place of a misspelling, a
 * wrong one too; this shows what refusing those guesses costs in GLEU.
 */
const GUESSING_POLICY: CorrectionPolicy = {
  ...DEFAULT_POLICY,
  choose: (lint, context) =>
    DEFAULT_POLICY.choose(lint, context) ?? (lint.rule === 'SpellCheck' ? firstSuggestion(lint) : null),
};

/** The offline checker's checks, optionally with some rules kept out of them or every spelling guess taken. */
export function oursChecks(
  linted: readonly LintedText[],
  dictionary: WordLookup,
  without: ReadonlySet<string> = new Set(),
  { guessing = false } = {},
): CheckResult[] {
  const base = guessing ? GUESSING_POLICY : DEFAULT_POLICY;
  const policy: CorrectionPolicy =
    without.size === 0 ? base : { ...base, apply: (lint) => !without.has(lint.rule) && base.apply(lint) };
  return linted.map(({ text, lints }) => checkFromLints(text, lints, AMERICAN, { policy, dictionary }));
}

/** The offline checker's corrected sentences, optionally with some rules kept out of them. */
export const ours = (...args: Parameters<typeof oursChecks>): string[] =>
  oursChecks(...args).map((check) => check.correctedSentence);

const AMERICAN = { grammarLanguage: 'english', englishVariety: 'american' } as const;

/** Every rule, Harper's or ours, that found something in these texts. */
export function ruleNames(linted: readonly LintedText[]): string[] {
  const names = new Set<string>();
  for (const { text, lints } of linted) {
    for (const lint of [...lints, ...learnerLints(text, lints)]) names.add(lint.rule);
  }
  return [...names].sort();
}
