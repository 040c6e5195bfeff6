import type { RawLint } from '../../engine/lints';
import { AUXILIARIES, SUBJECT_PRONOUNS, type Word } from '../../lexicon/words';
import type { WholeRule } from '../rule';

export const endPunctuationRule: WholeRule = {
  id: 'WordloomEndPunctuation',
  type: 'punctuation',
  en: 'A question tag ("isn\'t it") asks: the sentence ends with a question mark.',
  zh: (_o, s) =>
    s.endsWith('?')
      ? '标点（punctuation）：疑问句末尾要加问号。'
      : s.endsWith('!')
        ? '标点（punctuation）：感叹句末尾要加感叹号。'
        : '标点（punctuation）：句子末尾要加句号。',
  examples: {
    wrong: [
      ["It is a nice day, isn't it.", "It is a nice day, isn't it?"],
      ["You like tea, don't you", "You like tea, don't you?"],
      ['What is your name.', 'What is your name?'],
      ['Do you like it.', 'Do you like it?'],
      ['How are you.', 'How are you?'],
    ],
    right: [
      "It is a nice day, isn't it?",
      "You like tea, don't you?",
      'What is your name?',
      'Do you like it?',
      'How are you?',
    ],
  },
  lints: (sentence, { analysis: { words } }) => [
    ...endPunctuation(sentence, words),
    ...tagQuestion(sentence),
    ...questionFullStop(sentence, words),
  ],
};

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
function endMark(sentence: string, words: readonly Word[]): string | null {
  const [first, second] = words.map((word) => word.lower);
  if (!first) return null;
  if (TAG_QUESTION.test(sentence)) return '?';
  if (AUXILIARIES.has(first))
    return second && SUBJECTS.has(second) && second !== 'a' && second !== 'an' ? '?' : '.';
  if (WH.has(first)) {
    if (first === 'what' && (second === 'a' || second === 'an')) return '!';
    if (second && AUXILIARIES.has(second)) return '?';
    return second && SUBJECTS.has(second) ? '.' : null;
  }
  return '.';
}

/**
 * "What is your name." -> "What is your name?", "Do you like it." -> "…?": one sentence that asks, an auxiliary
 * before its subject pronoun (first, or after a question word), ends with a question mark, not a full stop.
 * Not "What is important is health." (no subject after "is"), "Had I known, I would have come" (an inversion
 * with its clause after a comma), "Do it now." (an order), nor a text of several sentences.
 */
function questionFullStop(sentence: string, words: readonly Word[]): RawLint[] {
  const end = sentence.trimEnd();
  if (!end.endsWith('.') || /[.!?;,:]/.test(end.slice(0, -1))) return [];
  const [first = '', second = '', third = ''] = words.map((word) => word.lower);
  const pronoun = SUBJECT_PRONOUNS.has(second) || second === 'there';
  const asks =
    (AUXILIARIES.has(first) && pronoun && !(first === 'do' && second === 'it')) ||
    (WH.has(first) && AUXILIARIES.has(second) && SUBJECTS.has(third) && !/^an?$/.test(third));
  return asks ? [questionMark(end.length - 1, 'A question ends with a question mark.')] : [];
}

/** The question mark in place of the full stop at `start`. */
const questionMark = (start: number, message: string): RawLint => ({
  rule: 'WordloomEndPunctuation',
  kind: 'Punctuation',
  start,
  end: start + 1,
  problem: '.',
  message,
  suggestions: [{ kind: 'replace', text: '?' }],
});

/** A statement with a question tag at its end: "It is nice, isn't it". The mark, if any, is the last group. */
const TAG_QUESTION =
  /,\s*(?:is|are|was|were|do|does|did|wo|ca|could|would|should|have|has|had)n['’]t\s+(?:it|he|she|they|you|we|there|i)\s*(\.)?\s*$/i;

/** "It is a nice day, isn't it." -> "…, isn't it?": a question tag asks, so it ends with a question mark. */
function tagQuestion(sentence: string): RawLint[] {
  const match = TAG_QUESTION.exec(sentence);
  if (!match?.[1]) return [];
  const start = match.index + match[0].lastIndexOf('.');
  return [questionMark(start, 'A question tag ("isn\'t it") asks: the sentence ends with a question mark.')];
}

function endPunctuation(sentence: string, words: readonly Word[]): RawLint[] {
  const last = /([A-Za-z][A-Za-z0-9'’-]*|[0-9]+)\s*$/.exec(sentence);
  if (!last || !/\s/.test(sentence.trim())) return [];
  const mark = endMark(sentence, words);
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
