import { formLints } from './learner-forms';
import type { RawLint } from './lints';
import { SUBJECT_PRONOUNS, wordsOf } from './words';

/*
 * Learner rules: errors Chinese-speaking learners make that Harper misses or fixes wrongly, shaped like
 * Harper's lints so they go through the same pipeline (build.ts). Word forms and agreement are in
 * learner-forms.ts; here are "go to there", the comma after an opener and the end mark ("can not" for
 * "cannot" was dropped: it changed more correct sentences than wrong ones). Each
 * rule fires only in contexts where it was right on correct text (JFLEG references and the regression
 * sentences in learner.test.ts); where the context is unclear, a rule says nothing.
 */

/** Harper's kinds that say "this word is not a word" (or not this form of it). */
const NOT_A_WORD_RULES = new Set(['SpellCheck', 'SplitWords', 'RegularIrregulars']);

/*
 * Openers that are always followed by a comma. Single-word adverbs count only before a subject pronoun:
 * "However hard I try", "Besides the park" and "Finally arrived" are not openers with a missing comma.
 */
const PHRASE_OPENERS = [
  'for example',
  'for instance',
  'in addition',
  'in my opinion',
  'in conclusion',
  'in other words',
  'on the other hand',
  'on the contrary',
  'as a result',
  'first of all',
  'to sum up',
];
const WORD_OPENERS = new Set([
  'firstly',
  'secondly',
  'thirdly',
  'lastly',
  'moreover',
  'furthermore',
  'however',
  'therefore',
  'consequently',
  'besides',
  'meanwhile',
  'unfortunately',
  'fortunately',
]);
const PHRASE_PATTERN = new RegExp(
  `^(${PHRASE_OPENERS.join('|').replace(/ /g, '\\s+')})(?=\\s+[\\p{L}\\p{N}])`,
  'iu',
);

function introductoryComma(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  let opener = PHRASE_PATTERN.exec(sentence)?.[0];
  const [first, second] = words;
  if (!opener && first && second && first.start === 0 && WORD_OPENERS.has(first.lower)) {
    const between = sentence.slice(first.end, second.start);
    if (/^\s+$/.test(between) && (SUBJECT_PRONOUNS.has(second.lower) || second.lower === 'there'))
      opener = first.text;
  }
  if (!opener) return [];
  return [
    {
      rule: 'WordloomIntroductoryComma',
      kind: 'Punctuation',
      start: 0,
      end: opener.length,
      problem: opener,
      message: `An introductory "${opener}" is followed by a comma.`,
      suggestions: [{ kind: 'insert-after', text: ',' }],
    },
  ];
}

const AUXILIARIES = new Set(
  'do does did is are was were am can could would will should shall may might must have has had'.split(' '),
);
const WH = new Set('what why how where when who whom whose which'.split(' '));
const SUBJECTS = new Set([
  ...SUBJECT_PRONOUNS,
  'there',
  'this',
  'that',
  'the',
  'a',
  'an',
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
]);

/**
 * The mark a sentence without one should end with, or null when that is unclear. A question is an
 * auxiliary before its subject ("Do you…", "Where is…"); "Have a nice day", "When I was young, …" and
 * "What a day" are not questions.
 */
function endMark(sentence: string): string | null {
  const [first, second] = wordsOf(sentence).map((word) => word.lower);
  if (!first) return null;
  if (AUXILIARIES.has(first))
    return second && SUBJECTS.has(second) && second !== 'a' && second !== 'an' ? '?' : '.';
  if (WH.has(first)) {
    if (first === 'what' && (second === 'a' || second === 'an')) return '!';
    if (second && AUXILIARIES.has(second)) return '?';
    return second && SUBJECTS.has(second) ? '.' : null;
  }
  return '.';
}

function endPunctuation(sentence: string): RawLint[] {
  const last = /([A-Za-z][A-Za-z0-9'’-]*|[0-9]+)\s*$/.exec(sentence);
  if (!last || !/\s/.test(sentence.trim())) return [];
  const mark = endMark(sentence);
  if (!mark) return [];
  const word = last[1]!;
  const message = {
    '?': 'A question ends with a question mark.',
    '!': 'An exclamation ends with an exclamation mark.',
    '.': 'A sentence ends with a full stop.',
  }[mark];
  return [
    {
      rule: 'WordloomEndPunctuation',
      kind: 'Punctuation',
      start: last.index,
      end: last.index + word.length,
      problem: word,
      message: message ?? '',
      suggestions: [{ kind: 'insert-after', text: mark }],
    },
  ];
}

/** "go to there" -> "go there": "there" and "here" are adverbs and take no "to" after a verb of motion. */
function toThere(sentence: string): RawLint[] {
  const pattern =
    /\b(?:go|goes|going|went|gone|come|comes|coming|came|get|gets|got|getting|back|walk|walked|move|moved|travel|travelled|traveled|return|returned|drive|drove|fly|flew)\s+(to\s+)(there|here)\b/gi;
  return [...sentence.matchAll(pattern)].map((match) => {
    const start = match.index + match[0].length - match[2]!.length - match[1]!.length;
    return {
      rule: 'WordloomToThere',
      kind: 'WordChoice',
      start,
      end: start + match[1]!.length + match[2]!.length,
      problem: `${match[1]}${match[2]}`,
      message: `"${match[2]}" needs no "to" in front of it.`,
      suggestions: [{ kind: 'replace', text: match[2]! }],
    };
  });
}

export function learnerLints(sentence: string, harperLints: readonly RawLint[] = []): RawLint[] {
  const flaggedSpans = new Set(
    harperLints.filter((lint) => NOT_A_WORD_RULES.has(lint.rule)).map((lint) => `${lint.start}:${lint.end}`),
  );
  return [
    ...formLints(sentence, (word) => flaggedSpans.has(`${word.start}:${word.end}`)),
    ...toThere(sentence),
    ...introductoryComma(sentence),
    ...endPunctuation(sentence),
  ];
}
