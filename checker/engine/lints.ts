/*
 * What the Harper worker sends back for one text: plain data, so it crosses the thread boundary and can be
 * cached by the evaluation script.
 */
import type { Word } from '../lexicon/words';

export type RawSuggestionKind = 'replace' | 'remove' | 'insert-after';

export interface RawSuggestion {
  kind: RawSuggestionKind;
  /** The replacement ('' for a removal, the inserted text for insert-after). */
  text: string;
}

export interface RawLint {
  /** Harper's rule name (e.g. 'SpellCheck', 'AnA'); '' when linted without rule names. */
  rule: string;
  /** Harper's LintKind, e.g. 'Spelling', 'Agreement', 'Punctuation'. */
  kind: string;
  /** UTF-16 offsets into the linted text. */
  start: number;
  end: number;
  /** The text at the span, as Harper saw it. */
  problem: string;
  /** Harper's message, in English (may contain `backticks`). */
  message: string;
  suggestions: RawSuggestion[];
  /** A phrase-table row's id, for a lint one row found (its table's rule is `rule`). */
  row?: string;
  /** That row's explanation in Chinese. */
  zh?: string;
}

/** 'organized' lints every enabled rule and keeps rule names; 'plain' is Harper's own `lint()` (deduplicated). */
export type LintMode = 'organized' | 'plain';

/** A learner rule's lint: the text from `start` to `end` is replaced ('' removes it). */
export const replacementLint = (
  rule: string,
  kind: string,
  sentence: string,
  start: number,
  end: number,
  replacement: string,
  message: string,
): RawLint => ({
  rule,
  kind,
  start,
  end,
  problem: sentence.slice(start, end),
  message,
  suggestions: replacement === '' ? [{ kind: 'remove', text: '' }] : [{ kind: 'replace', text: replacement }],
});

/** A learner rule's lint that replaces the words from `from` to `to` (the same word for one): "student" -> "students". */
export const wordsLint = (
  rule: string,
  kind: string,
  from: Word,
  to: Word,
  sentence: string,
  replacement: string,
  message: string,
): RawLint => ({
  rule,
  kind,
  start: from.start,
  end: to.end,
  problem: sentence.slice(from.start, to.end),
  message,
  suggestions: [{ kind: 'replace', text: replacement }],
});

/** A learner rule's grammar lint that puts a word in front of another: "student" -> "a student", "like" -> "who like". */
export const insertBefore = (rule: string, sentence: string, word: Word, text: string, message: string) =>
  replacementLint(rule, 'Grammar', sentence, word.start, word.end, `${text} ${word.text}`, message);

/** A learner rule's lint that puts a comma after the text from `start` to `end`: "In the morning" -> "morning,". */
export const commaAfter = (
  rule: string,
  sentence: string,
  start: number,
  end: number,
  message: string,
): RawLint => ({
  rule,
  kind: 'Punctuation',
  start,
  end,
  problem: sentence.slice(start, end),
  message,
  suggestions: [{ kind: 'insert-after', text: ',' }],
});
