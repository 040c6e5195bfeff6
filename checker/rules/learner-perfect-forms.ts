import { wordsLint, type RawLint } from '../engine/lints';
import {
  irregularLemma,
  irregularParticiple,
  isNoun,
  isVerb,
  lemmaOfParticiple,
  participleOf,
  pastOf,
} from '../lexicon/forms';
import { adjacent, adjacentRun, isMassNoun, type Word } from '../lexicon/words';
import { auxiliaryBefore, isPersonPronoun } from './learner-form-reading';
import type { SentenceAnalysis } from '../engine/analysis';

/*
 * The participle of a perfect: "I have finish" -> "have finished", "I have already went" -> "gone". Passes of
 * the forms family (learner-forms.ts runs them).
 */

/** Words that show the word before them is a verb: its object or its place ("go home", "see it"). */
const VERB_TAKES = new Set(
  'the a an my your his her our their this that these those it me him us them you home there here back out up to'.split(
    ' ',
  ),
);

/** Regular verbs that are no nouns, which learners leave bare after "have": "I have learn English". */
const REGULAR_AFTER_HAVE = new Set(
  'learn improve live decide arrive receive complete notice realize realise happen enjoy explain discover'.split(
    ' ',
  ),
);

/** Whose or whom a verb acts on, right after it: "finish my homework", "visit them". */
const ACTED_ON = new Set('my your his her our their its me him us them'.split(' '));
/** Meals one has, which are verbs too ("I have lunch my mother made" is no perfect). */
const MEALS = new Set('breakfast lunch dinner supper'.split(' '));

/**
 * "He has go home" -> "has gone", "I have see it" -> "have seen", "I have finish my homework" -> "finished":
 * after "have", a verb takes its participle. Only an irregular verb whose participle is another word, that
 * is no noun ("have a look", "have work"), or a regular one of REGULAR_AFTER_HAVE, after a subject pronoun
 * and "have" (and an adverb: "have never see"); a verb that is a noun too ("finish", "change"), regular or
 * not, only before whose or whom it acts on ("has change her mind"), which shows it a verb.
 */
export function haveBareVerb(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    // "I have never see him": an adverb may stand between.
    const have = auxiliaryBefore(words, index);
    const subject = have && words[words.indexOf(have) - 1];
    if (!subject || !have || !isPersonPronoun(subject) || !/^(?:have|has|had)$/.test(have.lower)) return;
    if (verb.text !== verb.lower || !isVerb(verb.lower) || isMassNoun(verb.lower) || MEALS.has(verb.lower))
      return;
    const next = words[index + 1];
    const actedOn = next !== undefined && ACTED_ON.has(next.lower) && adjacent(sentence, verb, next);
    if (isNoun(verb.lower) && !actedOn) return;
    // "I have learn English" -> "learned": a regular verb too, of a short list that are never nouns ("have
    // time", "had better" are), or before whom it acts on.
    const participle =
      irregularParticiple(verb.lower) ??
      (REGULAR_AFTER_HAVE.has(verb.lower) || actedOn ? participleOf(verb.lower) : undefined);
    const run = words.slice(words.indexOf(subject), index + 1);
    if (!participle || participle === verb.lower || !adjacentRun(sentence, run)) return;
    // "we have found", "they have ground it", "they have said our names": the participle of another verb (or
    // one ECDICT lists as a verb too), not "found" (a company).
    if (irregularLemma(verb.lower) !== undefined || lemmaOfParticiple(verb.lower) !== undefined) return;
    // What the verb takes shows it is one: an object or a place ("has go home", "have see that film", "have
    // learn English"); not a noun after it ("you have write access": a kind of access).
    const ends = !next || /[,;:.!?]/.test(sentence.slice(verb.end, next.start));
    if (!ends && !VERB_TAKES.has(next.lower) && !/^(?!I$)\p{Lu}/u.test(next.text)) return;
    lints.push(participleLint(have, verb, sentence, participle, `"${have.text} ${participle}"`));
  });
  return lints;
}

/** "has go" -> "gone", "have never saw" -> "seen": after "have", a verb takes its participle (`shown` says which). */
const participleLint = (have: Word, verb: Word, sentence: string, participle: string, shown: string) =>
  wordsLint(
    'WordloomPerfectParticiple',
    'Grammar',
    verb,
    verb,
    sentence,
    participle,
    `After "${have.text}", a verb takes its past participle: ${shown}.`,
  );

/** Adverbs that stand between "have" and its participle: "have never seen", "Have you ever been". */
const PERFECT_ADVERBS = new Set(
  'ever never already just not also recently always often still once'.split(' '),
);

/**
 * "I have never saw it" -> "seen", "Have you ever went there?" -> "gone": a past that is no participle after
 * "have" and an adverb, or after "have" + a subject pronoun opening a question (Harper fixes it right after
 * "have"). With the adverb between, "saw" can be no noun. Not "got" ("have got" is British, "gotten"
 * American) nor "bore" ("born" is the passive's).
 */
export function perfectPastAfterAdverb(analysis: SentenceAnalysis, sentence: string): RawLint[] {
  const { words } = analysis;
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    if (verb.text !== verb.lower || !PERFECT_ADVERBS.has(words[index - 1]?.lower ?? '')) return;
    const lemma = irregularLemma(verb.lower);
    if (!lemma || /^(?:get|bear)$/.test(lemma) || pastOf(lemma) !== verb.lower) return;
    const participle = irregularParticiple(lemma);
    if (!participle || participle === verb.lower) return;
    let at = index - 1;
    while (at > 0 && PERFECT_ADVERBS.has(words[at - 1]!.lower)) at -= 1;
    const [before, first] = [words[at - 1], words[at - 2]];
    if (!before) return;
    const perfect = /^(?:have|has|had)$/.test(before.lower) || /^\w+['’]ve$/.test(before.lower);
    const question =
      first !== undefined &&
      isPersonPronoun(before) &&
      /^(?:have|has|had)$/.test(first.lower) &&
      analysis.startsClause(at - 2);
    if ((!perfect && !question) || !adjacentRun(sentence, words.slice(at - 1, index + 1))) return;
    const have = perfect ? before : first!;
    lints.push(
      participleLint(have, verb, sentence, participle, `"${participle}", not the past "${verb.text}"`),
    );
  });
  return lints;
}
