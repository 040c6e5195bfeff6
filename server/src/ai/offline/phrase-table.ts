import { replacementLint as lint, type RawLint } from './lints';

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
  return table.flatMap(([pattern, fix, message]) =>
    [...sentence.matchAll(pattern)].flatMap((match) => {
      const fixed = fix(match as RegExpExecArray);
      if (fixed === match[0]) return [];
      return [lint(rule, kind, sentence, match.index, match.index + match[0].length, fixed, message)];
    }),
  );
}
