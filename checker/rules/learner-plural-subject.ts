import { replacementLint, type RawLint } from '../engine/lints';
import {
  isNoun,
  isThinkingVerb,
  startsClauseAfter,
  isVerb,
  isVerbForm,
  nounNumber,
  pastOf,
} from '../lexicon/forms';
import { lemmasOfThirdPerson, thirdPersonOf } from '../lexicon/inflect';
import {
  adjacent,
  adjacentRun,
  CLAUSE_JOINERS,
  DESCRIBING_ADJECTIVES,
  GROUP_NOUNS,
  MODALS,
  OBJECT_WORDS,
  PLURAL_NOUNS,
  startsSentence,
  SUBJECT_ADJECTIVES,
  SUBJECT_JOINERS,
  SUBJECT_ONLY_PRONOUNS,
  SAME_PLURAL,
  wordTable,
  type Word,
  PLURAL_AS_ONE,
} from '../lexicon/words';
import { agreementLint, AMOUNT_OF, FINITE_VERBS, headNumber } from './learner-of-agreement';
import { NONE, type SentenceAnalysis, type SubjectOptions } from '../engine/analysis';

/*
 * The verb of a plural subject, and of "one who": "My parents works hard" -> "work", "Many students likes" ->
 * "like", "a person who like" -> "likes". Passes of the agreement family (learner-agreement.ts runs them).
 */

/**
 * Verbs of saying, whose object may be a clause: "The man who said he is rich" ("mean", "hope" are verbs of
 * thinking, `isThinkingVerb`).
 */
export const SAYING = new Set('say says said tell tells told wish wished promise promised'.split(' '));

/** How many, before a plural noun at a clause's start: "many students", "more and more students". */
const COUNTING =
  /(?:^|\s)(?:many|most|some|several|all|both|(?:more\s+and\s+more)|(?:a\s+lot|lots|plenty)\s+of)\s+$/i;
/** Determiners of a plural noun at a clause's start: "The advantages outweigh", "My parents live". */
const PLURAL_SUBJECT_DETERMINERS = new Set('the these those my your his her our their'.split(' '));

/** The "-s" forms of "have" and "do", which no rule of spelling makes. */
const HAVE_AND_DO = wordTable<string>({ has: 'have', does: 'do', "doesn't": "don't", "hasn't": "haven't" });

/**
 * The lemma of a verb's "-s" form ("chooses" -> choose), where it can be no noun ("books", "lives"), unless
 * only a verb can stand there ("people who lives").
 */
function lemmaOfThirdPerson(word: Word, verbOnly: boolean): string | undefined {
  if (word.text !== word.lower || (verbOnly && isNoun(word.lower))) return undefined;
  if (word.lower in HAVE_AND_DO) return HAVE_AND_DO[word.lower];
  return lemmasOfThirdPerson(word.lower).find(
    (lemma) => isVerb(lemma) && thirdPersonOf(lemma) === word.lower,
  );
}

/** Whether a lower-case noun is plainly more than one: "students", "advantages" (not "sheep", "news", "family"). */
const isPluralSubject = (noun: Word, first: boolean) =>
  !SAME_PLURAL.has(noun.lower) &&
  !GROUP_NOUNS.has(noun.lower) &&
  !PLURAL_AS_ONE.test(noun.lower) &&
  headNumber(noun, first) === 'plural';

/** A word that describes a noun before it: "best", "young", "other", a singular noun ("heart disease"). */
const describesNoun = ({ text, lower }: Word) =>
  text === lower &&
  (SUBJECT_ADJECTIVES.has(lower) ||
    DESCRIBING_ADJECTIVES.has(lower) ||
    lower === 'other' ||
    (isNoun(lower) && !isVerb(lower) && nounNumber(lower) === 'singular'));
/**
 * A determiner of a plural and up to two words that describe its noun: "The heart disease patients", "My best
 * friends", "the young students" (how many, "most of the", and a plural alone are pluralSubjectVerb's own).
 */
const DETERMINED_PLURAL: SubjectOptions = {
  pronouns: NONE,
  determiners: PLURAL_SUBJECT_DETERMINERS,
  describing: 2,
  describes: describesNoun,
  noun: () => true,
  bare: false,
  capitals: 'any',
};

/** Whether a form of "be" or "have", or a modal, follows in the clause after `index`. */
function finiteVerbAhead(sentence: string, words: readonly Word[], index: number): boolean {
  for (let at = index + 1; at < words.length; at += 1) {
    const word = words[at]!;
    // "… seem better than they are": a verb with a subject of its own is another clause's.
    if (
      /[,;:.!?]/.test(sentence.slice(words[at - 1]!.end, word.start)) ||
      CLAUSE_JOINERS.has(word.lower) ||
      SUBJECT_ONLY_PRONOUNS.has(word.lower)
    )
      return false;
    if (FINITE_VERBS.has(word.lower) || MODALS.has(word.lower)) return true;
  }
  return false;
}

/**
 * "Many students spends" -> "spend", "The advantages outweighs" -> "outweigh", "People who lives in cities"
 * -> "live": a plural subject (how many or "the/my …" and a plural noun, at a clause's start; or a plural noun
 * and "who"), then a verb's "-s" form that is no noun ("The students books" may be a possessive without
 * its apostrophe). "people" with "be" and "have" is peopleAgreement's.
 */
export function pluralSubjectVerb(sentence: string, analysis: SentenceAnalysis): RawLint[] {
  const { words } = analysis;
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    // With an adverb of how often between ("My parents often tells"), the rule is habitualPlural's.
    let at = index - 1;
    const who = words[at]?.lower === 'who';
    if (who) at -= 1;
    // A verb that is a noun too ("plays") only with what shows it a verb after it: an object ("The boys plays
    // football", "… plays the piano"), not another verb ("The girls dresses look nice").
    const next = words[index + 1];
    const objectAfter =
      next !== undefined &&
      (OBJECT_WORDS.has(next.lower) || (isNoun(next.lower) && !isVerbForm(next.lower))) &&
      adjacent(sentence, verb, next);
    const lemma = lemmaOfThirdPerson(verb, !who && !objectAfter);
    if (!lemma) return;
    const noun = words[at];
    if (!noun || !adjacentRun(sentence, words.slice(at, index + 1))) return;
    // "People who lives": the capital is the sentence's.
    if (!isPluralSubject(noun, (who || at === 0) && startsSentence(sentence, noun))) return;
    const before = words[at - 1];
    let subjectStart: Word;
    if (who) {
      // "One of the people who lives here": who lives there is the one; "the mother of the boys who plays":
      // the mother, perhaps; but "a lot of people who thinks", "many of the students who": they are the people.
      const ofAt = words[at - 1]?.lower === 'of' ? at - 1 : words[at - 2]?.lower === 'of' ? at - 2 : -1;
      const ofAmount = ofAt > 0 && AMOUNT_OF.has(words[ofAt - 1]!.lower);
      if (
        (ofAt >= 0 && !ofAmount) ||
        /^(?:one|each)$/.test(before?.lower ?? '') ||
        /\bone\s+of\s+(?:\S+\s+)?$/i.test(sentence.slice(0, noun.start))
      )
        return;
      subjectStart = noun;
    } else {
      const counted = COUNTING.exec(sentence.slice(0, noun.start));
      // "Most of the people thinks", "Many of my friends likes": an amount of them is as many.
      const amountOf =
        words[at - 2]?.lower === 'of' && AMOUNT_OF.has(words[at - 3]?.lower ?? '')
          ? at - (words[at - 3]!.lower === 'lot' && words[at - 4]?.lower === 'a' ? 4 : 3)
          : -1;
      const determined = analysis.subjectBefore(at + 1, DETERMINED_PLURAL)?.start;
      const first = counted
        ? words.findIndex((word) => word.start >= counted.index + counted[0].search(/\S/))
        : determined !== undefined && determined < at - 1
          ? determined
          : determined === at - 1
            ? amountOf >= 0 && words[amountOf]!.lower !== 'lot'
              ? amountOf
              : at - 1
            : // "Students likes games", "because prices rises", "I think cars has": a plural noun alone may be
              // the subject too, where a clause starts.
              at === 0 || startsClauseAfter(before?.lower ?? '')
              ? at
              : -1;
      const thinking = first === at && isThinkingVerb(before?.lower ?? '');
      if (first < 0 || (!thinking && !analysis.startsClause(first, SUBJECT_JOINERS))) return;
      if (!adjacentRun(sentence, words.slice(first, at + 1))) return;
      subjectStart = words[first]!;
    }
    // "All functions names in the source are …": a verb later in the clause makes the "-s" word a noun.
    if (!who && finiteVerbAhead(sentence, words, index)) return;
    const subject = sentence.slice(subjectStart.start, noun.end);
    lints.push(
      replacementLint(
        'WordloomPluralSubjectVerb',
        'Agreement',
        sentence,
        verb.start,
        verb.end,
        lemma,
        `"${subject}" is more than one: the verb has no -s ("${subject}${who ? ' who' : ''} ${lemma}").`,
      ),
    );
  });
  return lints;
}

/** Words for one person or thing that "who" may follow: "a person who", "someone who". */
const ONE_WHO = /^(?:someone|somebody|anyone|anybody|everyone|everybody)$/;

/**
 * "He is a person who like sports" -> "likes", "Anyone who want to come" -> "wants": after one person and
 * "who", the verb has its -s. Only "a", "an", "every" or "each" and a noun that is plainly one ("a sheep
 * who" may be more), or "someone", "anyone" ….
 */
export function singularWhoVerb(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const [noun, who] = [words[index - 2], words[index - 1]];
    if (
      !noun ||
      who?.lower !== 'who' ||
      verb.text !== verb.lower ||
      !adjacentRun(sentence, [noun, who, verb])
    )
      return;
    const determiner = words[index - 3];
    const one =
      ONE_WHO.test(noun.lower) ||
      (noun.text === noun.lower &&
        nounNumber(noun.lower) === 'singular' &&
        !SAME_PLURAL.has(noun.lower) &&
        !GROUP_NOUNS.has(noun.lower) &&
        /^(?:a|an|every|each)$/.test(determiner?.lower ?? '') &&
        adjacent(sentence, determiner!, noun) &&
        // "a pig and a spider who become friends": two of them.
        !/^(?:and|or)$/.test(words[index - 4]?.lower ?? ''));
    if (!one || MODALS.has(verb.lower) || !isVerb(verb.lower)) return;
    // "a friend who name is Lily": a noun before "is" ("whose name", learner-relatives.ts), no verb.
    if (/^(?:is|was|are|were)$/.test(words[index + 1]?.lower ?? '')) return;
    // "a man who people respect": "who" is the object there, and the plural its subject. "a girl who read a
    // lot": a past like its verb.
    if (
      nounNumber(verb.lower) === 'plural' ||
      PLURAL_NOUNS.has(verb.lower) ||
      pastOf(verb.lower) === verb.lower
    )
      return;
    const fixed = thirdPersonOf(verb.lower);
    if (!fixed || fixed === verb.lower || verb.lower === 'be') return;
    const message = `"${noun.text} who" is one: the verb has its -s ("${noun.text} who ${fixed}").`;
    lints.push(agreementLint(sentence, verb, fixed, message));
  });
  return lints;
}
