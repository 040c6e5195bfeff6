import { isIngAdjective, matchCase } from '../lexicon/words';
import type { CheckIssue, CheckIssueType, GrammarLanguage, UnknownWord } from '@contract';
import type { CheckResult, CheckSettings } from '../types';
import type { RawLint } from './lints';
import { ADVISORY_KINDS, NOT_APPLIED_RULES, SILENT_RULES, SPELLING_RULES, issueTypeOf } from './rules';
import { chineseExplanation, englishExplanation } from './explanations';
import { acceptedEdits, inPrecedence, type Edit } from './conflicts';
import { editDistance } from '../lexicon/edit-distance';
import { RULE_CONTEXTS, wordAfter } from './rule-contexts';
import { isTrustedSpellingFix } from '../lexicon/spelling';
import type { SpellingContext, SpellingPlace } from '../lexicon/spelling-context';
import { missingApostrophe } from '../lexicon/contractions';
import { isSlipOf, pickSpelling, wordRank } from '../lexicon/spelling-candidates';
import { isUnknownWord, spellingGuesses } from '../lexicon/unknown-words';
import { isPrefixSplit, isTrustedSplit, phraseSplit } from '../lexicon/word-splits';

/*
 * From Harper's lints for one sentence to a CheckResult: issues with UTF-16 offsets, the chosen
 * suggestion of each, a corrected sentence made of the suggestions that are safe to apply, a score and a
 * summary in the learner's grammar language. Pure: the worker only lints.
 */

export interface CorrectionPolicy {
  /** Whether this lint's suggestion goes into the corrected sentence. */
  apply: (lint: RawLint) => boolean;
  /** The replacement for the lint's span, or null when there is none to offer (then it is no issue). */
  choose: (lint: RawLint, context: SpellingContext & { sentence: string }) => string | null;
}

/** The replacement Harper offers first, as text for the whole span. */
export function firstSuggestion(lint: RawLint): string | null {
  const first = lint.suggestions[0];
  if (!first) return null;
  if (first.kind === 'remove') return '';
  if (first.kind === 'insert-after') return lint.problem + first.text;
  return first.text;
}

export const DEFAULT_POLICY: CorrectionPolicy = {
  apply: (lint) => {
    if (ADVISORY_KINDS.has(lint.kind) || NOT_APPLIED_RULES.has(lint.rule)) return false;
    return true;
  },
  choose: (lint, context) => {
    // Two words run together ("inorder", "eachother"): whichever rule noticed, the phrase is the fix.
    // Not for a comma after a word: "At runtime, it is" marks where a phrase ends, not a misspelling.
    const split =
      lint.suggestions[0]?.kind === 'insert-after' ? null : phraseSplit(lint.problem, context.isWord);
    if (split) return split;
    if (lint.rule === 'WrongNegative') {
      // "Inorder" -> "Disorder" no: without a phrase to split into, a capitalised word keeps its negation.
      if (/^\p{Lu}/u.test(lint.problem)) return null;
      // "untill" -> "distill" no, "until": a misspelling, whichever rule noticed; "unpossible" -> "impossible"
      // (a negation swapped is two edits; three is another word).
      const fixed = pickSpelling(lint.problem, lint.suggestions, context);
      return fixed !== null &&
        editDistance(lint.problem.toLowerCase(), fixed.toLowerCase(), 2) <= 2 &&
        keepsTheWord(lint.problem, fixed, context) &&
        !/[-‐]$/.test(context.sentence.slice(0, lint.start))
        ? fixed
        : null;
    }
    if (lint.kind === 'Spelling' && lint.rule === 'SpellCheck') return trustedSpelling(lint, context);
    if (lint.rule === 'SentenceCapitalization') return capitalMended(lint, context) ?? firstSuggestion(lint);
    // "alot" -> "a lot" yes; "exsit" -> "ex sit", "antidrug" -> "anti drug" no. "importand" -> "import and"
    // no: a common word one edit away ("important") may be what was meant. It is, when the learner's slip is
    // cheaper than the split's space, a letter that sounds the same; or two letters swapped where the split
    // breaks off a prefix ("exsit" -> "exist"; "iam" is "I am", not "aim"). Not "ispossible" ->
    // "impossible" or "noring" -> "noting": another letter changes the word.
    if (lint.rule === 'SplitWords') {
      // "werent" is "weren't", not "we rent": a short form missing its apostrophe.
      const shortForm = missingApostrophe(lint.problem);
      if (shortForm) return matchCase(shortForm, lint.problem);
      const split = firstSuggestion(lint);
      if (
        split !== null &&
        isTrustedSplit(lint.problem, split, context.isWord) &&
        !nearCommonWord(lint.problem, split, context)
      )
        return split;
      const fixed = trustedSpelling({ ...lint, suggestions: [] }, context);
      const swaps = split !== null && isPrefixSplit(split);
      return fixed !== null && isSlipOf(lint.problem, fixed, { swaps }) ? fixed : null;
    }
    if (lint.rule === 'ArriveTo') return arriveIn(lint, context.sentence) ?? firstSuggestion(lint);
    // "It will exciting" -> "will be exciting", not "will excite": an adjective in "-ing" misses its "be".
    if (lint.rule === 'WillNonLemma' && isIngAdjective(lint.problem.split(/\s+/).at(-1)!.toLowerCase()))
      return lint.suggestions.find((suggestion) => / be /.test(suggestion.text))?.text ?? null;
    return firstSuggestion(lint);
  },
};

/** The likeliest word for a misspelling (Harper's guesses and the dictionary's), when it is a fix to trust. */
function trustedSpelling(lint: RawLint, context: SpellingContext & { sentence: string }): string | null {
  const fixed = pickSpelling(lint.problem, lint.suggestions, {
    ...context,
    place: placeOf(lint, context.sentence),
  });
  const others = lint.suggestions.map((suggestion) => suggestion.text);
  return fixed !== null &&
    isTrustedSpellingFix(context.sentence, lint.start, lint.problem, fixed, context, others)
    ? fixed
    : null;
}

/**
 * "becouse it was late we went home", "dont worry about the exam": on a longer sentence Harper keeps its
 * capital lint for the first word and drops the spelling one ("Becouse", "Dont"). A first word that is a
 * short form without its apostrophe, or, with the dictionary, no word at all, is mended as a misspelling too.
 */
function capitalMended(lint: RawLint, context: SpellingContext & { sentence: string }): string | null {
  const word = lint.problem;
  if (!/^\p{Ll}+$/u.test(word)) return null;
  const misspelled = context.rank !== undefined && !context.isWord(word);
  const mended =
    missingApostrophe(word) ??
    (misspelled
      ? trustedSpelling({ ...lint, rule: 'SpellCheck', kind: 'Spelling', suggestions: [] }, context)
      : null);
  return mended && mended[0]!.toUpperCase() + mended.slice(1);
}

/** The words of the misspelling's sentence before it and the word after it, lower-case (SpellingPlace). */
function placeOf(lint: RawLint, sentence: string): SpellingPlace {
  const clause =
    sentence
      .slice(0, lint.start)
      .split(/[.!?;:,]/)
      .at(-1) ?? '';
  const before = clause.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  return { before, after: wordAfter(lint, sentence) };
}

const NEGATIVE_PREFIX = /^(?:un|in|im|il|ir|dis|non)/;

/**
 * Whether a fix of a word Harper reads as a wrong negation keeps the word: it swaps one negative prefix for
 * another on the same stem, giving a common word ("unpossible" -> "impossible", "unsecure" -> "insecure"), or leaves the prefix
 * as it is and mends a misspelling ("untill" -> "until"); not "unsetting" -> "upsetting", "initing" ->
 * "uniting".
 */
function keepsTheWord(original: string, fixed: string, context: SpellingContext): boolean {
  const [from, to] = [original.toLowerCase(), fixed.toLowerCase()];
  const rest = (word: string) => word.replace(NEGATIVE_PREFIX, '');
  // "unsets" -> "insets" swaps a prefix too, but onto a rare word: the swap must give a common one.
  const common = wordRank(to) < Infinity || (context.rank?.(to) ?? Infinity) <= COMMON_RANK;
  // Learners swap "un" for the Latin prefixes ("unpossible", "unlegal"), not the other way ("unprintable" is
  // a word, "nonprintable" another).
  const swap = /^(?:in|im|il|ir)/.test(to) && rest(to) === rest(from) && common;
  // "deprecations" -> "depreciations" is no negation at all: the prefix kept must be a negative one.
  return swap || (NEGATIVE_PREFIX.test(from) && to.slice(0, 2) === from.slice(0, 2));
}

/** The dictionary's most common words, by its corpus rank. */
const COMMON_RANK = 20_000;

/**
 * "arrived to Beijing" -> "in Beijing", not Harper's first "at": a city or a country (one capitalised word)
 * takes "in"; a place in it ("at the station", "at Beijing Airport") keeps "at".
 */
function arriveIn(lint: RawLint, sentence: string): string | null {
  const offersIn = lint.suggestions.some((suggestion) => suggestion.text === 'in');
  const name = /^\s+\p{Lu}\p{Ll}+(?!\p{L}|\s+\p{Lu})/u.test(sentence.slice(lint.end));
  return offersIn && name ? 'in' : null;
}

/**
 * Whether a common word other than the split's own parts is one edit from this one (the dictionary's nearest
 * words): "importand" is "important" as likely as "import and"; "arisky" is "a risky", the word kept whole.
 */
function nearCommonWord(word: string, split: string, context: SpellingContext): boolean {
  const lower = word.toLowerCase();
  const parts = new Set(split.toLowerCase().split(' '));
  return (context.nearest?.(word) ?? []).some(
    (near) =>
      near === near.toLowerCase() &&
      !parts.has(near) &&
      wordRank(near) < Infinity &&
      editDistance(lower, near, 1) <= 1,
  );
}

/** Harper's spans are UTF-16 offsets; should one ever come in code points, convert it, else drop the lint. */
export function locateSpan(sentence: string, lint: RawLint): { start: number; end: number } | null {
  const { start, end, problem } = lint;
  if (start < 0 || end <= start) return null;
  if (sentence.slice(start, end) === problem) return { start, end };
  const points = [...sentence];
  if (end <= points.length && points.slice(start, end).join('') === problem) {
    const from = points.slice(0, start).join('').length;
    return { start: from, end: from + problem.length };
  }
  return null;
}

/** Applies non-overlapping edits (the first of overlapping ones wins), right to left. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const edit of acceptedEdits(edits).reverse()) {
    out = out.slice(0, edit.start) + edit.replacement + out.slice(edit.end);
  }
  return out;
}

/** Words as the score counts them: runs of letters or digits. */
export function countWords(sentence: string): number {
  return sentence.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu)?.length ?? 0;
}

/**
 * The offline score is not a grade: it is 100 minus the errors found per 100 words (style advice does not
 * count; a word to check does), floored at 0. The web app shows this formula next to an offline score.
 */
export function scoreFor(sentence: string, types: readonly CheckIssueType[], unknownWords = 0): number {
  const errors = types.filter((type) => type !== 'style').length + unknownWords;
  if (errors === 0) return 100;
  return Math.max(0, Math.round(100 - (100 * errors) / Math.max(countWords(sentence), 1)));
}

const TYPE_NAMES: Record<CheckIssueType, { en: string; zh: string }> = {
  grammar: { en: 'grammar', zh: '语法' },
  spelling: { en: 'spelling', zh: '拼写' },
  punctuation: { en: 'punctuation', zh: '标点' },
  'word-choice': { en: 'word choice', zh: '用词' },
  style: { en: 'style', zh: '文体' },
};
const TYPE_ORDER: CheckIssueType[] = ['grammar', 'spelling', 'word-choice', 'punctuation', 'style'];

export function summarize(
  types: readonly CheckIssueType[],
  language: GrammarLanguage,
  unknownWords = 0,
): string {
  const counts = TYPE_ORDER.map((type) => ({ type, count: types.filter((t) => t === type).length })).filter(
    (entry) => entry.count > 0,
  );
  const errors = types.filter((type) => type !== 'style').length;
  let en: string;
  let zh: string;
  if (types.length === 0 && unknownWords > 0) {
    en = '';
    zh = '';
  } else if (types.length === 0) {
    en = 'No problems found.';
    zh = '没有发现问题。';
  } else if (errors === 0) {
    en = `No errors found; ${types.length} style suggestion${types.length === 1 ? '' : 's'}.`;
    zh = `没有发现错误，有 ${types.length} 条文体建议。`;
  } else if (counts.length === 1) {
    // One kind: "1 grammar issue", not "Found 1 problem: 1 grammar".
    const { type, count } = counts[0]!;
    en = `${count} ${TYPE_NAMES[type].en} issue${count === 1 ? '' : 's'}.`;
    zh = `发现 ${count} 处${TYPE_NAMES[type].zh}问题。`;
  } else {
    en = `${types.length} issues: ${counts.map((c) => `${c.count} ${TYPE_NAMES[c.type].en}`).join(', ')}.`;
    zh = `发现 ${types.length} 处问题：${counts.map((c) => `${TYPE_NAMES[c.type].zh} ${c.count} 处`).join('，')}。`;
  }
  if (unknownWords > 0) {
    const one = unknownWords === 1;
    en =
      `${en} ${unknownWords} word${one ? ' is' : 's are'} not in the dictionary: check ${one ? 'its' : 'their'} spelling.`.trim();
    zh = `${zh}有 ${unknownWords} 个词不在词典中，请检查拼写。`;
  }
  return language === 'bilingual' ? `${zh} ${en}` : en;
}

export const MAX_ISSUES = 50;

/**
 * The edit an issue makes. An insertion after a word ("For example" -> "For example,") edits only the point
 * after it, so it does not collide with a fix of the word itself ("for" -> "For").
 */
function editOf(candidate: { lint: RawLint; start: number; end: number; suggestion: string }) {
  const { lint, start, end, suggestion } = candidate;
  const inserted = suggestion.slice(end - start);
  if (lint.suggestions[0]?.kind === 'insert-after' && suggestion === lint.problem + inserted)
    return { start: end, end, replacement: inserted };
  return { start, end, replacement: suggestion };
}

/**
 * What an edit changes, without the text it keeps: "for" -> "for the" and "first" -> "the first" both insert
 * " the" after "for" ("for the the first time" came of the two). An inserted word before a space counts as
 * inserted after it.
 */
function netEdit(sentence: string, edit: Edit): Edit {
  const original = sentence.slice(edit.start, edit.end);
  let { start, end, replacement } = edit;
  let prefix = 0;
  while (prefix < original.length && prefix < replacement.length && original[prefix] === replacement[prefix])
    prefix += 1;
  let suffix = 0;
  while (
    suffix < original.length - prefix &&
    suffix < replacement.length - prefix &&
    original[original.length - 1 - suffix] === replacement[replacement.length - 1 - suffix]
  )
    suffix += 1;
  replacement = replacement.slice(prefix, replacement.length - suffix);
  [start, end] = [start + prefix, end - suffix];
  if (start === end && replacement.endsWith(' ') && sentence[start - 1] === ' ')
    return { start: start - 1, end: start - 1, replacement: ` ${replacement.slice(0, -1)}` };
  return { start, end, replacement };
}

/** A fix of a text's first word starts with a capital: "dont do that" -> "Don't", "a apple" -> "An". */
function atSentenceStart(sentence: string, start: number, suggestion: string | null): string | null {
  if (start !== 0 || suggestion === null || !/^[a-z]/.test(sentence) || !/^[a-z]/.test(suggestion))
    return suggestion;
  return suggestion[0]!.toUpperCase() + suggestion.slice(1);
}

export function buildCheck(
  sentence: string,
  lints: readonly RawLint[],
  settings: CheckSettings,
  policy: CorrectionPolicy = DEFAULT_POLICY,
  words: Omit<SpellingContext, 'variety'> = { isWord: () => false },
): CheckResult {
  return buildCheckWithEdits(sentence, lints, settings, policy, words).check;
}

/** The check, and the edits its corrected sentence is made of (positions in `sentence`). */
export function buildCheckWithEdits(
  sentence: string,
  lints: readonly RawLint[],
  settings: CheckSettings,
  policy: CorrectionPolicy = DEFAULT_POLICY,
  words: Omit<SpellingContext, 'variety'> = { isWord: () => false },
): { check: CheckResult; edits: Edit[] } {
  const language = settings.grammarLanguage;
  interface Candidate {
    lint: RawLint;
    start: number;
    end: number;
    suggestion: string;
    apply: boolean;
  }
  const candidates: Candidate[] = [];
  const unknownWords: UnknownWord[] = [];
  const seen = new Set<string>();
  // Which lint wins where two overlap: the conflict policy (conflicts.ts).
  const ordered = inPrecedence(lints);
  for (const lint of ordered) {
    if (SILENT_RULES.has(lint.rule) || RULE_CONTEXTS[lint.rule]?.(lint, sentence) === false) continue;
    const span = locateSpan(sentence, lint);
    if (!span) continue;
    const context = { ...words, sentence, variety: settings.englishVariety };
    const chosen = policy.choose(lint, context);
    // An insertion after the word ("therefore" -> "therefore,") leaves the word, and its capital, alone.
    const inserts = lint.suggestions[0]?.kind === 'insert-after';
    const suggestion = inserts ? chosen : atSentenceStart(sentence, span.start, chosen);
    // The same fix at the same place from two rules is one issue: an insertion is its point and text, whatever
    // span each rule read ("In fact" -> "In fact," and "fact" -> "fact,").
    const edit = suggestion === null ? null : netEdit(sentence, editOf({ lint, ...span, suggestion }));
    const key = edit ? `${edit.start}:${edit.end}:${edit.replacement}` : `${span.start}:${span.end}:`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A misspelling with no fix to trust is no issue, but the learner is still told to check it.
    if (
      suggestion === null &&
      SPELLING_RULES.has(lint.rule) &&
      isUnknownWordLint(lint, span.start, context)
    ) {
      const guesses = spellingGuesses(lint.problem, lint.suggestions, context);
      unknownWords.push({ word: lint.problem, ...span, guesses });
      continue;
    }
    // An issue must change something: no fix, or a fix equal to the original, is not an issue.
    if (suggestion === null || suggestion === sentence.slice(span.start, span.end)) continue;
    candidates.push({ ...span, lint: asFixed(lint, suggestion), suggestion, apply: policy.apply(lint) });
  }

  const edits = acceptedEdits(candidates.filter((c) => c.apply).map(editOf));
  const correctedSentence = applyEdits(sentence, edits);

  const issues: CheckIssue[] = candidates
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .slice(0, MAX_ISSUES)
    .map(({ lint, start, end, suggestion }) => {
      const original = sentence.slice(start, end);
      const offered = suggestion;
      const english = englishExplanation(lint, offered);
      const explanation =
        language === 'bilingual' ? `${chineseExplanation(lint, original, offered)} ${english}` : english;
      return { type: issueTypeOf(lint), original, suggestion: offered, explanation, start, end };
    });

  const blank = !correctedSentence.trim();
  return {
    check: checkOf(sentence, blank ? sentence : correctedSentence, issues, language, unknownWords),
    edits: blank ? [] : edits,
  };
}

/** A check's verdict, score and summary from its issues and the words it asks the learner to check. */
export function checkOf(
  sentence: string,
  correctedSentence: string,
  issues: CheckIssue[],
  language: GrammarLanguage,
  unknownWords: UnknownWord[],
): CheckResult {
  const types = issues.map((issue) => issue.type);
  return {
    correctedSentence,
    isCorrect: !types.some((type) => type !== 'style') && unknownWords.length === 0,
    score: scoreFor(sentence, types, unknownWords.length),
    explanation: summarize(types, language, unknownWords.length),
    issues,
    unknownWords,
  };
}

/**
 * The lint as the learner is told about it: a word Harper would split but that is fixed as a misspelling
 * ("importand" -> "important", not "import and") is explained as one, not as two words run together.
 */
function asFixed(lint: RawLint, suggestion: string): RawLint {
  const message = `Did you mean to spell \`${lint.problem}\` this way?`;
  // "becouse" -> "Because": the capital and the spelling (capitalMended).
  if (lint.rule === 'SentenceCapitalization' && suggestion.toLowerCase() !== lint.problem.toLowerCase())
    return {
      ...lint,
      rule: 'SpellCheck',
      kind: 'Spelling',
      message: `${message} A sentence starts with a capital letter.`,
    };
  if (lint.rule !== 'SplitWords' || /\s/.test(suggestion)) return lint;
  return { ...lint, rule: 'SpellCheck', message };
}

/** Whether a spelling lint with no fix is a word the learner should check (spelling.ts). */
function isUnknownWordLint(lint: RawLint, start: number, context: SpellingContext & { sentence: string }) {
  const suggestions = lint.suggestions.map((suggestion) => suggestion.text);
  return isUnknownWord(context.sentence, start, lint.problem, suggestions, context);
}
