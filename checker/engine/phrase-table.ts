import { participleOf, pastOf } from '../lexicon/forms';
import { ingForm, thirdPersonOf } from '../lexicon/inflect';
import { replacementLint as lint, type RawLint } from './lints';
import { patternKeys } from './pattern-keys';
import { matchCase } from '../lexicon/words';
import type { RuleExamples } from '../rules/rule';

/*
 * Phrase tables: errors that are wrong wherever the whole phrase occurs, as data. Each row is declared once,
 * like a rule: its id, its pattern and fix, why in English and in Chinese, and its examples, which the generic
 * row test (rules/phrase-rows.test.ts) runs under the row's id. Each learner-*.ts file keeps its own tables;
 * this is how they become lints.
 */

/** One row of a phrase table: what it catches and how it is put right, declared with its examples. */
export interface PhraseRow {
  /** Unique within its table's rule, in kebab case: what the row catches ("depends-on"). */
  id: string;
  pattern: RegExp;
  /** What to write instead of the match; the match itself when a look at it shows it is right after all. */
  fix: (match: RegExpExecArray) => string;
  /** Why, in English: the lint's message. */
  en: string;
  /** Why, in Chinese: the explanation when the learner reads Chinese. */
  zh: string;
  /** Sentences with the row's error and what this row alone makes of them; sentences it must leave alone. */
  examples: RuleExamples;
}

export type PhraseTable = readonly PhraseRow[];

/** A phrase table and the rule its rows' lints carry, as the phrase family runs it. */
export interface TableLine {
  rule: string;
  /** The lint kind (Harper's names: 'WordChoice', 'Grammar' …), which the conflict policy reads. */
  kind?: string;
  table: PhraseTable;
}

/** The table's fixes in the sentence; a fix may keep what it matched ("tries to bring"), which is no lint. */
export function tableLints(
  sentence: string,
  rule: string,
  table: PhraseTable,
  kind = 'WordChoice',
): RawLint[] {
  const keys = keysOf(table);
  const upper = upperCaseOf(sentence);
  const lints: RawLint[] = [];
  table.forEach((row, index) => {
    if (!mayMatch(keys[index]!, upper)) return;
    for (const match of sentence.matchAll(row.pattern)) {
      const fixed = row.fix(match as RegExpExecArray);
      if (fixed !== match[0]) {
        const found = lint(rule, kind, sentence, match.index, match.index + match[0].length, fixed, row.en);
        lints.push({ ...found, row: row.id, zh: row.zh });
      }
    }
  });
  return lints;
}

/** The lints of a table line. */
export const lineLints = (sentence: string, line: TableLine) =>
  tableLints(sentence, line.rule, line.table, line.kind);

let lastSentence: string | null = null;
let lastUpper = '';
/** The sentence upper-cased, kept for the next table: dozens of tables look at the same sentence in turn. */
function upperCaseOf(sentence: string): string {
  if (sentence !== lastSentence) [lastSentence, lastUpper] = [sentence, sentence.toUpperCase()];
  return lastUpper;
}

/** Whether the upper-cased sentence holds one of a pattern's keys, or the pattern has none to check. */
const mayMatch = (keys: readonly string[] | null, upper: string) =>
  keys === null || keys.some((key) => upper.includes(key));

const tableKeys = new WeakMap<PhraseTable, (string[] | null)[]>();
/** The keys of each of the table's patterns (pattern-keys.ts), read once. */
function keysOf(table: PhraseTable): (string[] | null)[] {
  let keys = tableKeys.get(table);
  if (!keys) tableKeys.set(table, (keys = table.map((row) => patternKeys(row.pattern))));
  return keys;
}

/** A perfect's auxiliary before the match, perhaps with an adverb: "have made", "has already done". */
const PERFECT_BEFORE = /\b(?:have|has|had|having|['’]ve)\s+(?:[a-z]+\s+)?$/i;

/**
 * The verb matched first (`m[1]`), a form of `lemma`, as the same form of `other`: "closed" (close) ->
 * "turned" (turn), "doing" (do) -> "making", "seen" -> "watched"; a past after have/has/had is the participle
 * ("I have made my homework" -> "have done").
 */
export function sameFormOf(m: RegExpExecArray, lemma: string, other: string): string {
  const word = m[1]!.toLowerCase();
  const perfect =
    PERFECT_BEFORE.test(m.input.slice(0, m.index)) ||
    (word !== pastOf(lemma) && word === participleOf(lemma));
  const form =
    word === lemma
      ? other
      : word === thirdPersonOf(lemma)
        ? thirdPersonOf(other)
        : word === ingForm(lemma)
          ? ingForm(other)
          : perfect
            ? participleOf(other)!
            : pastOf(other)!;
  return matchCase(form, m[1]!);
}
