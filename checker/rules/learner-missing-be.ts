import { insertBefore, replacementLint, type RawLint } from '../engine/lints';
import { isNoun, isThinkingVerb, isVerb, singularOf } from '../lexicon/forms';
import { lemmasOfThirdPerson } from '../lexicon/inflect';
import {
  AFTER_ADJECTIVE,
  DEFINITE_DETERMINERS,
  determinerFits,
  isMassNoun,
  isBeForm,
  MODALS,
  PLURAL_NOUNS,
  SUBJECT_PRONOUNS,
  type Word,
  adjacentRun,
  ADJECTIVES_WITHOUT_BE,
  FREQUENCY,
  startsSentence,
} from '../lexicon/words';
import { mentionsPastTime, PRESENT_OF_BE } from './learner-sentence-time';
import { PAST_BE } from './learner-pronoun-verbs';
import type { SentenceContext } from './rule';
import { NONE, type SentenceAnalysis, type SubjectOptions } from '../engine/analysis';

/*
 * A missing "be" before an adjective or a noun: "She very beautiful" -> "She is very beautiful", "It will
 * cold" -> "will be cold", "You should careful" -> "should be careful". Each pass is a registry line of its
 * own (rules/registry.ts), the modal's first.
 */

/** Degree words before an adjective; after one, an "-ed" feeling is plainly an adjective ("I very tired"). */
const DEGREE_WORDS = new Set('very so too quite really extremely'.split(' '));
/** Whether the rest of the sentence is what may follow an adjective (AFTER_ADJECTIVE). */
const ADJECTIVE_ENDS = new RegExp(`^${AFTER_ADJECTIVE}`);
/** "be" now and in the past for a subject pronoun: "he" -> is, was. */
function beOf(pronoun: string): readonly [now: string, past: string] | undefined {
  const now = PRESENT_OF_BE[pronoun];
  const past = PAST_BE[pronoun]?.[0];
  return now && past ? [now, past] : undefined;
}

/**
 * A noun subject of "be": a determiner of "the", "my", "this" … and the noun right after it, a capital allowed
 * ("The Food very delicious"), plural or not.
 */
const NOUN_SUBJECT: SubjectOptions = {
  pronouns: NONE,
  determiners: DEFINITE_DETERMINERS,
  describing: 0,
  noun: ({ lower }) =>
    PLURAL_NOUNS.has(lower) || (singularOf(lower) ?? lower) !== lower || isNoun(lower) || isMassNoun(lower),
  then: () => true,
  bare: false,
  capitals: 'any',
};

/**
 * "The food very delicious" -> "is", "My parents very kind" -> "are": the forms of "be" for a noun subject
 * (NOUN_SUBJECT) at words[index], or nothing when there is no such noun.
 */
function nounSubjectBe(
  analysis: SentenceAnalysis,
  index: number,
): readonly [now: string, past: string] | undefined {
  const span = analysis.subjectAt(index, NOUN_SUBJECT);
  if (!span) return undefined;
  const [determiner, noun] = [analysis.words[index]!.lower, analysis.words[span.end - 1]!.lower];
  if (PLURAL_NOUNS.has(noun) || (singularOf(noun) !== undefined && singularOf(noun) !== noun)) {
    return determinerFits(determiner, 'plural') ? ['are', 'were'] : undefined;
  }
  return determinerFits(determiner, 'singular') ? ['is', 'was'] : undefined;
}

/**
 * "He very tall" -> "He is very tall", "I afraid of dogs" -> "I am afraid": a subject pronoun at the start of
 * its clause, then an adjective with no verb between (Chinese needs none). "was/were" when the sentence names
 * a past time ("Yesterday I very tired").
 */
export function missingBe(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const past = mentionsPastTime(words);
  const lints: RawLint[] = [];
  words.forEach((subject, index) => {
    const noun = nounSubjectBe(context.analysis, index);
    const be = beOf(subject.lower) ?? noun;
    // What follows the subject: after "The food", the word after the noun.
    const head = noun ? index + 1 : index;
    const next = words[head + 1];
    if (!be || !next || next.text !== next.lower) return;
    const before = words[index - 1]?.lower ?? '';
    const opener = /^(?:yesterday|today|now|tonight)$/.test(before) && index === 1;
    // "I think he very smart": a clause after a verb of thinking (not "I think it very important to", where
    // "it" is the object, so only the pronouns that are no object).
    // "I feel he very kind" too: "feel" takes a clause like them, though it is no verb of thinking for the
    // past-time rule ("Yesterday I feel sick" -> "felt").
    const thinks = isThinkingVerb(before) || /^(?:feel|feels|felt)$/.test(before);
    const thought = thinks && /^(?:i|he|she|we|they)$/.test(subject.lower) && !noun;
    if (!context.analysis.startsClause(index) && !opener && !thought) return;
    // "Where you happy?", "Why you so sad?": after a question word the "be" goes before the subject ("Were you
    // happy?", "Why are you so sad?"), not after it.
    if (/^(?:where|were|why|how|what|when|who)$/.test(before) && startsSentence(sentence, words[index - 1]!))
      return;
    // "He was tall and I short": the "be" before is understood again (gapping), and right.
    if (words.slice(0, index).some(isBeForm)) return;
    // "He always late for school" -> "He is always late": how often, before an adjective of a short list.
    const often = !noun && FREQUENCY.has(next.lower);
    const degree = DEGREE_WORDS.has(next.lower) || often;
    // A noun subject only with a degree word: "The food very delicious", not "The food delicious" (a heading).
    if (noun && !degree) return;
    const adjective = degree ? words[head + 2] : next;
    if (!adjective || !adjacentRun(sentence, words.slice(index, head + (degree ? 3 : 2)))) return;
    // "He always worked hard": after how often, a past is the verb.
    if (often && !ADJECTIVES_WITHOUT_BE.has(adjective.lower)) return;
    // "I from China": where one is from needs "be" too.
    const known =
      ADJECTIVES_WITHOUT_BE.has(adjective.lower) ||
      // "really" and "quite" go with verbs too: "We really agreed", "I quite enjoyed it"; and a past with
      // what it takes after it is a verb: "We so wanted to win".
      (degree &&
        /ed$/.test(adjective.lower) &&
        !/^(?:really|quite)$/.test(next.lower) &&
        !/^\s+(?:to|the|a|an|it|him|her|them|us|me|you|my|his|our|their|your)\b/i.test(
          sentence.slice(adjective.end),
        )) ||
      (!degree && adjective.lower === 'from' && /^\s+\p{Lu}/u.test(sentence.slice(adjective.end)));
    if (!known || (adjective.lower !== 'from' && !ADJECTIVE_ENDS.test(sentence.slice(adjective.end)))) return;
    // "you kind of remind me": "kind of" is an adverb there.
    if (adjective.lower === 'kind' && /^\s+of\b/.test(sentence.slice(adjective.end))) return;
    // "I thought he very smart" -> "was": a clause after a past verb of thinking is in the past too.
    const pastThought = thought && !isVerb(before) && !lemmasOfThirdPerson(before).some(isVerb);
    const verb = be[past || pastThought ? 1 : 0];
    lints.push(
      insertBefore(
        'WordloomMissingBe',
        sentence,
        next,
        verb,
        `An English clause needs its verb: "${subject.text} ${verb} ${next.text}".`,
      ),
    );
  });
  return lints;
}

/**
 * "This will very helpful" -> "will be very helpful", "You must careful" -> "must be careful": a modal and
 * an adjective with no "be" between, not a question's modal first ("Could you very kindly …"). The
 * adjectives of "He very tall" (missingBe) and those in "-ful", never "really help" or "very likely come";
 * with no "very" or the like before it, only one that is no verb and ends its phrase. Also a modal and a
 * determiner: "It will a good idea" -> "will be a good idea" (modalBeforeArticle).
 */
export function modalMissingBe(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((modal, index) => {
    const next = words[index + 1];
    if (index === 0 || !MODALS.has(modal.lower) || !next) return;
    if (BE_BEFORE_ARTICLE.has(next.lower)) {
      if (modalBeforeArticle(sentence, context.analysis, index))
        lints.push(modalBeLint(sentence, modal, next, `"${modal.text}" takes a verb`));
      return;
    }
    const degree = DEGREE_WORDS.has(next.lower);
    const adjective = degree ? words[index + 2] : next;
    if (!adjective || !(ADJECTIVES_WITHOUT_BE.has(adjective.text) || isFulAdjective(adjective.text))) return;
    if (!adjacentRun(sentence, words.slice(index, index + (degree ? 3 : 2)))) return;
    // "I would kind of like it": "kind of" is an adverb there.
    if (adjective.lower === 'kind' && /^\s+of\b/.test(sentence.slice(adjective.end))) return;
    // Without "very" or the like, the adjective must be no verb ("We would right the wrong") and end its
    // phrase ("You must fine tune it").
    if (!degree && (isVerb(adjective.lower) || !ADJECTIVE_ENDS.test(sentence.slice(adjective.end)))) return;
    lints.push(modalBeLint(sentence, modal, next, `After "${modal.text}", an adjective needs "be"`));
  });
  return lints;
}

/** On the modal, where Harper's own "will helpful" -> "will be" lands, so the two are one fix. */
const modalBeLint = (sentence: string, modal: Word, next: Word, why: string) =>
  replacementLint(
    'WordloomMissingBe',
    'Grammar',
    sentence,
    modal.start,
    modal.end,
    `${modal.text} be`,
    `${why}: "${modal.text} be ${next.text}".`,
  );

/** Determiners that open what a subject is: "This will the proof" -> "will be the proof". */
const BE_BEFORE_ARTICLE = new Set('a an the my his her our their your'.split(' '));

/**
 * "This will the proof", "It can the most helpful way": a subject pronoun starting its clause, a modal and a
 * determiner, with nothing between. A modal takes a verb, so the determiner shows "be" is missing; a
 * question puts the modal first ("Where will the bus stop?", "so can the others"), which the pronoun rules
 * out.
 */
function modalBeforeArticle(sentence: string, analysis: SentenceAnalysis, index: number): boolean {
  const { words } = analysis;
  const subject = words[index - 1];
  const before = words[index - 2];
  return (
    subject !== undefined &&
    (SUBJECT_PRONOUNS.has(subject.lower) || subject.lower === 'this' || subject.lower === 'that') &&
    // "I think it will a good idea": a clause after a verb of thinking starts there too.
    (analysis.startsClause(index - 1) || (before !== undefined && isThinkingVerb(before.lower))) &&
    adjacentRun(sentence, words.slice(index - 1, index + 2))
  );
}

/** "helpful", "harmful", "successful": an adjective in "-ful" that is no noun or verb ("a spoonful"). */
const isFulAdjective = (word: string) => /^[a-z]{3,}ful$/.test(word) && !isNoun(word) && !isVerb(word);
