import { replacementLint, type RawLint } from '../engine/lints';
import { tableLints, type PhraseTable } from '../engine/phrase-table';
import {
  irregularLemma,
  irregularParticiple,
  isPastTense,
  isVerb,
  lemmaOfParticiple,
  lemmaOfPast,
  participleOf,
  pastOf,
} from '../lexicon/forms';
import {
  adjacentRun,
  AUXILIARIES,
  SUBJECT_ONLY_PRONOUNS,
  OBJECT_PRONOUNS,
  OBJECT_WORDS,
  wordsOf,
  type Word,
} from '../lexicon/words';
import { isAboutThePast } from './learner-sentence-time';
import type { FindLints } from './rule';

/*
 * The past before the past, and a participle used as a verb: "When I arrived, the train left" -> "had left"
 * (PAST_BEFORE_PAST), "I seen him" -> "I saw him". A table and a pass, each a rule's own lints; the registry
 * runs them before and after the past-time family (learner-past-time.ts).
 */

/**
 * Whether a clause says something past, with a verb that is no present too ("By the time you read this" may
 * be tomorrow).
 */
const saysPast = (clause: string) =>
  wordsOf(clause).some((word) => !isVerb(word.lower) && (isPastTense(word.lower) || lemmaOfPast(word.lower)));

/** The subject of the main clause after a time clause and its comma: "I", "the film", "my mother". */
const MAIN_SUBJECT = String.raw`,\s+(?:I|you|he|she|it|we|they|(?:the|my|his|her|our|their|your)\s+[a-z]+)\s+`;

/**
 * "By the time he came, I already left" -> "I had already left", "When I arrived, the film has already
 * started" -> "had already started": what was over before a past time takes the past perfect. Only with
 * "already", which says it was over (not "By the time we arrived, it was dark", "When I was a child, I already
 * knew how to swim"), or after a homecoming ("When I got home, …").
 */
export const PAST_BEFORE_PAST: PhraseTable = [
  {
    id: 'by-the-time-already',
    pattern: new RegExp(
      String.raw`(?<=\b[Bb]y\s+the\s+time\s+([^,.!?;]+)${MAIN_SUBJECT})already\s+([a-z]+)\b`,
      'g',
    ),
    fix: (m) => {
      const lemma = lemmaOfPast(m[2]!);
      return lemma && saysPast(m[1]!) && !/^(?:be|have|do)$/.test(lemma)
        ? `had already ${participleOf(lemma)}`
        : m[0];
    },
    en: 'What was over before a past time takes the past perfect: "By the time he came, I had already left".',
    zh: '过去完成时（past perfect）：在过去某个时间之前已经完成的事用过去完成时 had done：By the time he came, I had already left（他来的时候我已经走了）；中文靠“已经”表示先后，英语要靠时态。',
    examples: {
      wrong: [['By the time he came, I already left.', 'By the time he came, I had already left.']],
      right: ['By the time we arrived, it was dark.', 'By the time he came, I had already left.'],
    },
  },
  {
    id: 'past-time-has-already',
    pattern: new RegExp(
      String.raw`(?<=(?:^|[.!?]\s+)(?:[Bb]y\s+the\s+time|When)\s+([^,.!?;]+)${MAIN_SUBJECT})(?:has|have)\s+already\s+([a-z]+)\b`,
      'g',
    ),
    fix: (m) => (lemmaOfParticiple(m[2]!) && saysPast(m[1]!) ? `had already ${m[2]}` : m[0]),
    en: 'What was over before a past time takes the past perfect: "When I arrived, the film had already started".',
    zh: '过去完成时（past perfect）：时间从句说的是过去，主句里在那之前已经完成的事要用 had done，不用 has done：When I arrived, the film had already started（我到的时候电影已经开始了）。',
    examples: {
      wrong: [
        ['When I arrived, the film has already started.', 'When I arrived, the film had already started.'],
        ['By the time we came, they have already eaten.', 'By the time we came, they had already eaten.'],
      ],
      right: [
        'When I get home, my mother has already cooked dinner.',
        'When I arrived, the film had already started.',
      ],
    },
  },
  // "When I got home, my mother has cooked dinner" -> "had cooked": a perfect after a homecoming is over
  // before it, "already" or not ("When I came to China, I have made friends" is since, and left alone).
  {
    id: 'homecoming-has-done',
    pattern: new RegExp(
      String.raw`(?<=(?:^|[.!?]\s+)When\s+(?:I|you|he|she|we|they)\s+(?:arrived|got|came|returned|went)\s+(?:home|back|there)${MAIN_SUBJECT})(?:has|have)\s+([a-z]+)\b`,
      'g',
    ),
    fix: (m) => (m[1] !== 'already' && lemmaOfParticiple(m[1]!) ? `had ${m[1]}` : m[0]),
    en: 'What was over before a past time takes the past perfect: "When I got home, my mother had cooked dinner".',
    zh: '过去完成时（past perfect）：回到家之前已经做完的事，相对“回家”这个过去的时间是过去的过去，用 had done：When I got home, my mother had cooked dinner（我到家时妈妈已经做好了晚饭）。',
    examples: {
      wrong: [
        ['When I got home, my mother has cooked dinner.', 'When I got home, my mother had cooked dinner.'],
      ],
      right: ['When I came to China, I have made friends.', 'When I got home, my mother had cooked dinner.'],
    },
  },
];

/** Adverbs between a subject and a perfect's participle: "I never seen", "She already done it". */
const BEFORE_PARTICIPLE = new Set('never already just ever also finally really always'.split(' '));
/** Words that start a participle's object: "I seen him", "We seen that film", "I never seen such a thing". */
const PARTICIPLE_OBJECTS = new Set([
  ...OBJECT_WORDS,
  ...'this that these those such you everything something anything nothing many much all any'.split(' '),
]);
/** Verbs of giving, whose participle before a thing is a passive's: "She given a prize" lacks "was". */
const GIVING = new Set('given shown told taught sent offered awarded lent paid'.split(' '));
/** Words after a participle that say where or when, as its object would: "He gone home", "I seen it before". */
const WHERE_OR_WHEN = new Set(
  'home there here out back away abroad before already yet once twice today yesterday'.split(' '),
);
/** Participles with a rule of their own: "I born in 1990" lacks "was", "I been there" may be "went". */
const OWN_RULE_PARTICIPLES = new Set(['born', 'been']);

/**
 * "I seen him yesterday" -> "saw", "I seen that film" -> "have seen", "She done it" -> "has done": a
 * participle that is no past ("seen", "done", "gone", "taken") as the verb of a subject pronoun needs its
 * "have", or, in a sentence about the past, is the past. Not after an auxiliary ("Have you seen", "Had
 * he known").
 */
export function participleAsVerb(sentence: string, words: readonly Word[]): RawLint[] {
  return words.flatMap((subject, at) => {
    if (!SUBJECT_ONLY_PRONOUNS.has(subject.lower) || AUXILIARIES.has(words[at - 1]?.lower ?? '')) return [];
    const adverb = BEFORE_PARTICIPLE.has(words[at + 1]?.lower ?? '') ? words[at + 1] : undefined;
    const verb = words[at + (adverb ? 2 : 1)];
    if (!verb || verb.text !== verb.lower || OWN_RULE_PARTICIPLES.has(verb.lower)) return [];
    const lemma = irregularLemma(verb.lower);
    const past = lemma && pastOf(lemma);
    if (!past || irregularParticiple(lemma) !== verb.lower || past === verb.lower) return [];
    const run = adverb ? [subject, adverb, verb] : [subject, verb];
    if (!adjacentRun(sentence, run)) return [];
    // What it was done to, or where one went, or the clause's end: "I seen him", "He gone home", "I done it
    // already". Not a passive's phrase ("He known for his kindness" lacks "is"), nor "I done with it" ("am").
    const after = words[at + run.length];
    const ends = !after || /[,;:.!?]/.test(sentence.slice(verb.end, after.start));
    if (!ends && !PARTICIPLE_OBJECTS.has(after.lower) && !WHERE_OR_WHEN.has(after.lower)) return [];
    // "She given a prize" was given one: a verb of giving is active only before the person it gives to.
    if (GIVING.has(verb.lower) && !(after && OBJECT_PRONOUNS.has(after.lower))) return [];
    // Asked only here, of the few sentences that get this far.
    const aboutThePast = isAboutThePast(words);
    const from = adverb ?? verb;
    const have = /^(?:he|she)$/.test(subject.lower) ? 'has' : 'have';
    const fixed = aboutThePast ? past : `${have} ${sentence.slice(from.start, verb.end)}`;
    const message = aboutThePast
      ? `"${verb.lower}" needs "have"; said of the past, the verb is "${past}": "${subject.text} ${past}".`
      : `"${verb.lower}" is a participle: it needs "${have}" ("${subject.text} ${have} ${verb.lower}").`;
    const start = aboutThePast ? verb.start : from.start;
    return [
      replacementLint('WordloomParticipleAsVerb', 'Grammar', sentence, start, verb.end, fixed, message),
    ];
  });
}

/** The past perfect's own lints: the rows of PAST_BEFORE_PAST. */
export const pastBeforePast: FindLints = (sentence) =>
  tableLints(sentence, 'WordloomPastPerfect', PAST_BEFORE_PAST, 'Grammar');

/** The participle used as a verb: its own lints. */
export const participleAsVerbLints: FindLints = (sentence, { analysis }) =>
  participleAsVerb(sentence, analysis.words);
