import type { CheckIssueType } from '@contract';
import type { RawLint } from './lints';

/*
 * How Harper's lints become Wordloom issues: the issue type per LintKind (with a few rules moved), which
 * rules may change the corrected sentence (explanations.ts says what an issue says).
 */

const TYPE_BY_KIND: Record<string, CheckIssueType> = {
  Spelling: 'spelling',
  Typo: 'spelling',
  BoundaryError: 'spelling',
  Punctuation: 'punctuation',
  Formatting: 'punctuation',
  // A capital letter is part of how a word is written ("I", a name), not punctuation.
  Capitalization: 'spelling',
  Agreement: 'grammar',
  Grammar: 'grammar',
  Miscellaneous: 'grammar',
  WordOrder: 'grammar',
  WordChoice: 'word-choice',
  Usage: 'word-choice',
  Malapropism: 'word-choice',
  Eggcorn: 'word-choice',
  Nonstandard: 'word-choice',
  Regionalism: 'word-choice',
  Style: 'style',
  Readability: 'style',
  Repetition: 'style',
  Enhancement: 'style',
  Redundancy: 'style',
};

/** Rules whose kind says less than the rule does. */
const TYPE_BY_RULE: Record<string, CheckIssueType> = {
  AnA: 'grammar',
  AdjectiveDoubleDegree: 'grammar',
  ItsContraction: 'grammar',
  ThenThan: 'word-choice',
  ThatThan: 'word-choice',
  ToTwoToo: 'word-choice',
  ThereToTheir: 'word-choice',
  PossessiveYour: 'word-choice',
};

export function issueTypeOf(lint: RawLint): CheckIssueType {
  return TYPE_BY_RULE[lint.rule] ?? TYPE_BY_KIND[lint.kind] ?? 'grammar';
}

/** Kinds that only advise: reported as issues, never applied to the corrected sentence. */
export const ADVISORY_KINDS = new Set(['Style', 'Readability', 'Enhancement']);

/*
 * Every rule earns its place on the tune half of JFLEG dev (`npm run eval:check -- --half tune --rules`):
 * a rule is silenced when it changes more of the reference sentences (correct English) than of the
 * learner sentences, or changes references without gaining GLEU. RepeatedWords and DoubleModal stay: the
 * references they change contain the error ("the the", "must must"). Advisory kinds are never applied,
 * SplitWords only into common words (build.ts), spelling fixes only when trusted (spelling.ts).
 */

/** Rules kept out of the corrected sentence (still reported). */
export const NOT_APPLIED_RULES = new Set<string>([]);

/** Harper's rules that flag a word it does not know: misspelled, or words run together ("importand"). */
export const SPELLING_RULES: ReadonlySet<string> = new Set(['SpellCheck', 'SplitWords']);

/** Rules not reported at all: measured to raise false alarms more than they fix (see above). */
export const SILENT_RULES = new Set<string>([
  'AvoidAndAlso',
  // Found on edited prose, never right on the tune half: "Dick Riley" -> "****", "Burma" -> "Myanmar",
  // "their obligations" -> "they're", "snuck" -> "sneaked", "roadmap" -> "road map", "B-1B" -> "byte",
  // "you're patriots" -> "your", "a moment we must seize to change" -> "cease", "reduce turnover" -> "turn
  // over", "On it are each of their names" -> "is".
  'AvoidCurses',
  'CeaseTo',
  'DayOneNames',
  'GoodAt',
  'PayForPrice',
  'PhrasalVerbAsCompoundNoun',
  'PronounContraction',
  'PronounInflectionBe',
  // "The Taliban's momentum" -> "Taliban's": a group, a country or a paper keeps its "the".
  'TheProperNounPossessive',
  'ExpandMemoryShorthands',
  'MissingDeterminer',
  'NumericRangeEnDash',
  'PreferSneaked',
  'RoadMap',
  'TheirToThere',
  'TheirToTheyre',
  'UpdatePlaceNames',
  'CommaFixes',
  'CompoundNouns',
  'CondenseAllThe',
  'CorrectNumberSuffix',
  'Dashes',
  'DiscourseMarkers',
  'EllipsisLength',
  'MassNouns',
  'Months',
  // "He asked if I was OK" -> "OKAY": "OK" is standard English (Oxford, Merriam-Webster), and the capitals
  // were kept.
  'OkToOkay',
  'NounVerbConfusion',
  'PointsOfView',
  'ProgressiveNeedsBe',
  'PronounKnew',
  'RedundantThat',
  'Regionalisms',
  'ResponsibilityFor',
  'TheyToThem',
  'ThisTypeOfThing',
  'UseEllipsisCharacter',
  'WrongApostrophe',
]);

/**
 * Rule switches over Harper's defaults (American English; Harper's 12 default-off rules stay off).
 * LongSentences is off: its lint spans a whole sentence of more than 40 words, has no suggestion (so it
 * never became an issue), and Harper drops every lint that overlaps it, so in a long sentence no spelling
 * or grammar error was found at all ("consumers preffer … is probbably").
 */
export const RULE_CONFIG: Record<string, boolean> = { LongSentences: false };
