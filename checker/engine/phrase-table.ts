import { participleOf, pastOf } from '../lexicon/forms';
import { ingForm, thirdPersonOf } from '../lexicon/inflect';
import { replacementLint as lint, type RawLint } from './lints';
import { patternKeys } from './pattern-keys';
import { matchCase } from '../lexicon/words';

/*
 * Phrase tables: a pattern, what to write instead, and why, for errors that are wrong wherever the whole
 * phrase occurs. Each learner-*.ts file keeps its own tables; this is how they become lints.
 */

/** A phrase's pattern, what to write instead, and why. */
export type PhraseTable = [pattern: RegExp, fix: (match: RegExpExecArray) => string, message: string][];

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
  table.forEach(([pattern, fix, message], index) => {
    if (!mayMatch(keys[index]!, upper)) return;
    for (const match of sentence.matchAll(pattern)) {
      const fixed = fix(match as RegExpExecArray);
      if (fixed !== match[0]) {
        lints.push(lint(rule, kind, sentence, match.index, match.index + match[0].length, fixed, message));
      }
    }
  });
  return lints;
}

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
  if (!keys) tableKeys.set(table, (keys = table.map(([pattern]) => patternKeys(pattern))));
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
