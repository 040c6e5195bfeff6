import type { CheckIssueType, EnglishVariety } from '@contract';
import type { SentenceAnalysis } from '../engine/analysis';
import type { RawLint } from '../engine/lints';
import type { Word } from '../lexicon/words';

/*
 * A learner rule, declared once: its id (what its lints carry), the issue type a learner sees, what it says in
 * English and in Chinese, and its examples. The registry (registry.ts) fixes the order rules run in; the
 * generic test (rules.test.ts) runs every declaration's examples under its id.
 */

/** What a rule reads besides the sentence: its analysis, Harper's lints of it, and the learner's English. */
export interface SentenceContext {
  /** The sentence's words, what they may be, its clauses and subjects: made once per pass, read by every rule. */
  analysis: SentenceAnalysis;
  harperLints: readonly RawLint[];
  variety: EnglishVariety;
  /** Whether Harper called this word misspelled or not a word: a rule cannot read it. */
  isFlagged(word: Word): boolean;
}

/** The lints a rule (or a family of rules sharing one pass over the sentence) finds in a sentence. */
export type FindLints = (sentence: string, context: SentenceContext) => RawLint[];

/** Why, in Chinese, from the text a fix replaces, the fix, and the lint's English message. */
export type ZhExplanation = (original: string, suggestion: string, message: string) => string;

export interface RuleExamples {
  /** A learner's sentence and what the checker makes of it (the whole check, Harper's fixes included). */
  wrong: readonly (readonly [wrong: string, right: string])[];
  /** Correct sentences the rule must leave alone. */
  right: readonly string[];
}

export interface Rule {
  /** The id its lints carry ("WordloomToThere"). */
  id: string;
  /** The issue type its fixes are filed under. */
  type: CheckIssueType;
  /** What it says, in English: the message of its first example (lints may name the words they found). */
  en: string;
  zh: ZhExplanation;
  examples: RuleExamples;
  /** Its own lints, for a rule declared whole; a rule found by a family's shared pass leaves this out. */
  lints?: FindLints;
}

/** One line of the registry: a rule with its own lints, or a family's pass and the rules it finds. */
export interface RegistryEntry {
  rules: readonly Rule[];
  lints: FindLints;
}

/** A rule declared whole: its lints are its own. */
export type WholeRule = Rule & { lints: FindLints };

/** A registry line for a rule declared whole. */
export function ruleEntry(rule: WholeRule): RegistryEntry {
  return { rules: [rule], lints: rule.lints };
}
