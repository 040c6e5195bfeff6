import { replacementLint, type RawLint } from '../engine/lints';
import {
  irregularLemma,
  isNoun,
  isPastTense,
  isThinkingVerb,
  startsClauseAfter,
  isVerb,
  lemmaAfterModal,
  singularOf,
} from '../lexicon/forms';
import {
  adjacent,
  adjacentRun,
  AUXILIARIES,
  CLAUSE_JOINERS,
  DEFINITE_DETERMINERS,
  FAMILY_AND_FRIENDS,
  JOINING_WORDS,
  isMassNoun,
  MODALS,
  PLURAL_NOUNS,
  startsSentence,
  SUBJECT_ADJECTIVES,
  SUBJECT_JOINERS,
  type Word,
} from '../lexicon/words';
import { isVerbAfterSubject } from './learner-clause-comma';
import { TIME_AND_MANNER, FINITE_VERBS, headNumber } from './learner-of-agreement';
import { SAYING } from './learner-plural-subject';
import { NONE, type SentenceAnalysis, type SubjectOptions } from '../engine/analysis';

/*
 * A subject said twice: "My father he is a doctor" -> "My father is a doctor", "The man who lives here he is
 * kind" -> "The man who lives here is kind". Passes of the agreement family (learner-agreement.ts runs them).
 */

/** Adverbs between a subject pronoun and its verb: "she always cooks", "he still lives". */
const PRONOUN_ADVERBS = new Set(
  'always often usually sometimes never also still really just already'.split(' '),
);

/** A past, regular or not: "lasted", "sold", "went". */
const isPast = (word: string) => isPastTense(word) || irregularLemma(word) !== undefined;

/**
 * Whether the clause goes on to a verb of its own after "noun pronoun verb", which makes "pronoun verb" a
 * clause on the noun: "The problem it causes is serious", "The money it makes goes to charity", "The damage
 * it caused lasted years", "The tools they need cost too much". After "be" or "have" an "-ed" word is its
 * participle or an adjective ("My mother she is tired"), so only a lexical verb's clause counts pasts.
 */
function hasVerbOfItsOwn(pronoun: Word, verb: Word, rest: readonly Word[]): boolean {
  const lexical = !AUXILIARIES.has(verb.lower) && !/n't$/.test(verb.lower);
  const isFinite = (word: Word) =>
    FINITE_VERBS.has(word.lower) ||
    MODALS.has(word.lower) ||
    // "goes", "went", "sold": an "-s" form or a past that is no plural noun ("My sister she likes cats").
    ((lemmaAfterModal(word.lower) !== undefined || (lexical && isPast(word.lower))) &&
      singularOf(word.lower) === undefined);
  // "The teacher he said we should study": a subject or "that" starts a clause of its own, whose verbs are
  // not this one's.
  const ownEnd = rest.findIndex((word) => /^(?:i|you|he|she|we|they|that)$/.test(word.lower));
  if (rest.slice(0, ownEnd < 0 ? rest.length : ownEnd).some(isFinite)) return true;
  // "The tools they need cost": a plural's verb has no ending, but a verb right after a lexical one shows it.
  const next = rest[0];
  return pronoun.lower === 'they' && lexical && next !== undefined && isVerb(next.lower);
}

/** The words after words[verb] up to the end of its clause (a comma, a colon or the sentence's end). */
function clauseAfter(sentence: string, words: readonly Word[], verb: number): Word[] {
  const end = words.findIndex(
    (word, at) => at > verb && /[,;:.!?]/.test(sentence.slice(words[at - 1]!.end, word.start)),
  );
  return words.slice(verb + 1, end < 0 ? words.length : end);
}

/**
 * The subject said first (a topic, in Chinese): "the", "my" … and a lower-case noun, "best", "new" … between
 * allowed ("My best friend she is").
 */
const TOPIC: SubjectOptions = {
  pronouns: NONE,
  determiners: DEFINITE_DETERMINERS,
  describing: 1,
  describes: ({ lower }) => SUBJECT_ADJECTIVES.has(lower),
  noun: ({ text, lower }) => text === lower,
  bare: false,
  capitals: 'any',
};

/**
 * "My friend she is a teacher" -> "My friend is a teacher", "My phone it is broken" -> "My phone is broken"
 * (我的朋友她是老师: Chinese names the topic, then its subject). A noun after "my", "the" … at a clause's
 * start, then the pronoun that stands for it ("he/she" for a person, "it" for a thing, "they" for more than
 * one) and a verb, with no other verb later in the clause ("The man he is talking to is my father", "The
 * money it makes goes": the pronoun starts a clause of its own there), and for a thing only at a sentence's
 * start or after a joining word or a verb of thinking ("I think my phone it is"). Not after a noun of time or manner, which is no subject ("This time it is different", "The day it
 * rained, we stayed in").
 */
export function doubleSubject(sentence: string, analysis: SentenceAnalysis): RawLint[] {
  const { words } = analysis;
  const lints: RawLint[] = [];
  words.forEach((pronoun, index) => {
    // "My mother she always cooks": an adverb of how often may stand before the verb.
    const adverb = PRONOUN_ADVERBS.has(words[index + 1]?.lower ?? '') ? 1 : 0;
    const [noun, verb] = [words[index - 1], words[index + 1 + adverb]];
    if (!noun || !verb || !/^(?:he|she|it|they)$/.test(pronoun.lower)) return;
    const topic = analysis.subjectBefore(index, TOPIC);
    if (!topic) return;
    const { start } = topic;
    const determiner = words[start]!;
    const number = headNumber(noun, false);
    if (number !== (pronoun.lower === 'they' ? 'plural' : 'singular')) return;
    const singular = number === 'singular' ? noun.lower : (singularOf(noun.lower) ?? noun.lower);
    const person = FAMILY_AND_FRIENDS.has(singular) || PLURAL_NOUNS.has(noun.lower);
    const thing = !person && (isNoun(singular) || isMassNoun(singular)) && !TIME_AND_MANNER.has(singular);
    if (pronoun.lower === 'it' ? !thing : pronoun.lower === 'they' ? !person && !thing : !person) return;
    if (!adjacentRun(sentence, words.slice(start, index + 2))) return;
    // "I think my phone it is broken", "because my phone it is": after a verb of thinking or a joining word,
    // a clause of its own starts. A thing with its pronoun only there or at a sentence's start: in "give
    // our people, all our people, the tools they need to", a comma starts no clause on "tools".
    const before = words[start - 1]?.lower ?? '';
    const joined = startsClauseAfter(before);
    if (!joined && !analysis.startsClause(start, SUBJECT_JOINERS)) return;
    if (!person && !joined && !startsSentence(sentence, determiner)) return;
    if (!isVerbAfterSubject(verb)) return;
    if (hasVerbOfItsOwn(pronoun, verb, clauseAfter(sentence, words, index + 1 + adverb))) return;
    lints.push(
      replacementLint(
        'WordloomDoubleSubject',
        'Grammar',
        sentence,
        noun.start,
        pronoun.end,
        noun.text,
        `The subject is "${sentence.slice(determiner.start, noun.end)}": English does not say it again with "${pronoun.text}".`,
      ),
    );
  });
  return lints;
}

/**
 * The subject before "who", starting its clause: a word alone ("People who"), or a determiner and one or two
 * words ("The students who", "My old friend who", "a man who").
 */
const WHO_SUBJECT: SubjectOptions = {
  pronouns: NONE,
  determiners: new Set([...DEFINITE_DETERMINERS, 'a', 'an']),
  describing: 1,
  describes: () => true,
  noun: () => true,
  bare: () => true,
  capitals: 'any',
  clause: SUBJECT_JOINERS,
};

/**
 * "People who smoke they often get sick" -> "People who smoke often get sick", "My friend who lives in Beijing
 * he is a doctor" -> "who lives in Beijing is" (住在北京的朋友他是医生: the topic said again). A subject at a
 * clause's start, "who" and its verb, then the pronoun of the subject's number ("they" for more than one,
 * "he" or "she" for one) with a verb, and no verb of its own after that. Not where the pronoun may start a
 * clause the "who" clause takes: after a verb of thinking or saying ("The man who said he is rich"), a
 * joining word ("who left because they were tired") or a comma.
 */
export function relativeDoubleSubject(sentence: string, analysis: SentenceAnalysis): RawLint[] {
  const { words } = analysis;
  const lints: RawLint[] = [];
  words.forEach((who, index) => {
    if (who.lower !== 'who' || !isVerbAfterSubject(words[index + 1])) return;
    const noun = words[index - 1];
    if (!noun) return;
    const start = analysis.subjectBefore(index, WHO_SUBJECT)?.start;
    if (start === undefined || !adjacentRun(sentence, words.slice(start, index + 1))) return;
    // "Others who …", "Those who …": people, more than one.
    const number = /^(?:others|those)$/.test(noun.lower) ? 'plural' : headNumber(noun, start === index - 1);
    for (let at = index + 2; at < Math.min(words.length - 1, index + 14); at += 1) {
      const pronoun = words[at]!;
      const before = words[at - 1]!;
      if (!adjacent(sentence, before, pronoun) || CLAUSE_JOINERS.has(pronoun.lower)) return;
      if (!/^(?:he|she|they)$/.test(pronoun.lower)) continue;
      // "who tends to him till he can run": after a joining word or a verb of thinking or saying, the pronoun
      // starts a clause of its own.
      if (JOINING_WORDS.has(before.lower) || isThinkingVerb(before.lower) || SAYING.has(before.lower)) return;
      if (number !== (pronoun.lower === 'they' ? 'plural' : 'singular')) return;
      const adverb = PRONOUN_ADVERBS.has(words[at + 1]?.lower ?? '') ? 1 : 0;
      const verb = words[at + 1 + adverb];
      if (!verb || !isVerbAfterSubject(verb)) return;
      if (hasVerbOfItsOwn(pronoun, verb, clauseAfter(sentence, words, at + 1 + adverb))) return;
      lints.push(
        replacementLint(
          'WordloomDoubleSubject',
          'Grammar',
          sentence,
          before.start,
          pronoun.end,
          before.text,
          `The subject is "${sentence.slice(words[start]!.start, before.end)}": English does not say it again with "${pronoun.text}".`,
        ),
      );
      return;
    }
  });
  return lints;
}
