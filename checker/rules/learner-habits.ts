import { replacementLint, type RawLint } from '../engine/lints';
import { isNoun, isVerb, isVerbForm, nounNumber, pluralOf, singularOf } from '../lexicon/forms';
import { lemmasOfThirdPerson, thirdPersonOf } from '../lexicon/inflect';
import {
  adjacent,
  determinerFits,
  GROUP_NOUNS,
  isBeForm,
  MODALS,
  PLURAL_NOUNS,
  SAME_PLURAL,
  AFTER_A_VERB,
  STATIVE_VERBS,
  SUBJECT_JOINERS,
  adjacentRun,
  ADJECTIVES_WITHOUT_BE,
  FAMILY_AND_FRIENDS,
  FREQUENCY,
  PLURAL_QUANTIFIERS,
  EVERY_TIME,
  OBJECT_WORDS,
  startsSentence,
  DEMAND_BEFORE,
  DESCRIBING_ADJECTIVES,
  PLURAL_AS_ONE,
  CLAUSE_JOINERS,
  type Word,
} from '../lexicon/words';
import { isAboutThePast } from './learner-sentence-time';
import type { SentenceContext } from './rule';
import { NONE, type SentenceAnalysis, type SubjectOptions } from '../engine/analysis';

/*
 * A habit is in the present, so its verb's person is sure: "She usually play" -> "plays", "My father work in a
 * hospital" -> "works", "My parents works" -> "work". Each pass is a registry line of its own
 * (rules/registry.ts).
 */

/** Verbs of where someone works or studies: "My father works in a bank", "My sister studies at a university". */
const WORKPLACE_VERBS = new Set(['work', 'study', 'teach']);

/** Determiners of one thing or person: "my mother", "the teacher", "this machine" (no quantity: "most"). */
const ONE_DETERMINERS = new Set('my your his her its our their the this that'.split(' '));

/**
 * One person or thing at its clause's start: "she", or a determiner and a singular noun written together
 * ("my mother", "the teacher"; not "my parents", "the team", "the sheep", nor "this can", a modal).
 */
const ONE_THING: SubjectOptions = {
  pronouns: new Set(['he', 'she', 'it']),
  determiners: ONE_DETERMINERS,
  describing: 0,
  noun: ({ text, lower }) => {
    const plural = pluralOf(lower);
    return (
      text === lower &&
      !/^(?:he|she|it)$/.test(lower) &&
      !MODALS.has(lower) &&
      plural !== undefined &&
      plural !== lower &&
      !GROUP_NOUNS.has(lower) &&
      // "The sheep eat grass": one sheep or many.
      !SAME_PLURAL.has(lower)
    );
  },
  bare: false,
  capitals: 'any',
  together: true,
  clause: SUBJECT_JOINERS,
};

/** The subject (ONE_THING) that ends at words[end], as said: "she", "my mother". */
function singularSubject(analysis: SentenceAnalysis, end: number): string | null {
  const span = analysis.subjectBefore(end + 1, ONE_THING);
  if (!span) return null;
  const { words } = analysis;
  return span.start === end ? words[end]!.lower : `${words[span.start]!.lower} ${words[end]!.text}`;
}

/**
 * Words that open a clause whose present verb is the plain present, never a subjunctive: "If the teacher
 * teach them" -> "teaches", "When my father come home" -> "comes" (not "that", after which "I suggest that
 * my son go" is right).
 */
const PRESENT_CLAUSE_OPENERS = new Set(
  'if when whenever unless once because although though while before after until'.split(' '),
);

/** Adverbs other than how often that stand between a subject and its verb: "She also needs", "He still lives". */
const ALONGSIDE = new Set('also still really just even only'.split(' '));

const NATURE_SUBJECTS = new Set('sun moon earth'.split(' '));
const NATURE_VERBS = new Set('rise set shine move turn go travel orbit revolve'.split(' '));

/**
 * "She usually play the piano" -> "plays", "My mother always cook dinner" -> "cooks": one person or thing
 * first in its clause, how often, the bare verb.
 */
export function habitualThirdPerson(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    if (verb.text !== verb.lower || !isVerb(verb.lower) || MODALS.has(verb.lower) || verb.lower === 'be')
      return;
    const before = words[index - 1];
    const adverb =
      before &&
      (FREQUENCY.has(before.lower) || ALONGSIDE.has(before.lower)) &&
      adjacent(sentence, before, verb)
        ? before
        : undefined;
    const often = adverb && FREQUENCY.has(adverb.lower) ? adverb : undefined;
    // "She often busy on Mondays" lacks "is" (missingBe), not an -s: an adjective that is a verb too is the
    // verb only with its object after it ("She often cleans the room").
    const after = words[index + 1];
    if (ADJECTIVES_WITHOUT_BE.has(verb.lower) && !(after && OBJECT_WORDS.has(after.lower))) return;
    const subjectEnd = adverb ? index - 2 : index - 1;
    const subject = singularSubject(context.analysis, subjectEnd);
    if (!subject || !adjacent(sentence, words[subjectEnd]!, adverb ?? verb)) return;
    // "She also need a car" -> "needs": Harper's rule of "she need" does not look past the adverb.
    if (adverb && !often) {
      if (
        subject.includes(' ') ||
        isAboutThePast(words) ||
        DEMAND_BEFORE.test(sentence.slice(0, words[subjectEnd]!.start))
      )
        return;
      const form = thirdPersonOf(verb.lower);
      lints.push(
        replacementLint(
          'WordloomAdverbThirdPerson',
          'Agreement',
          sentence,
          verb.start,
          verb.end,
          form,
          `With "${subject}", the present takes the verb's -s form: "${subject} ${adverb.lower} ${form}".`,
        ),
      );
      return;
    }
    // "I suggest that my son go to bed early": the subjunctive after a demand, and right.
    const subjectAt = subjectEnd - subject.split(' ').length + 1;
    const subjectStart = words[subjectAt]!;
    if (DEMAND_BEFORE.test(sentence.slice(0, subjectStart.start))) return;
    // "My sister go to school every day": without "usually", a time that comes again later in the clause
    // makes it a habit, and so does a verb of how things are ("My friend live in Shanghai") in a sentence
    // not about the past; a verb after the word ("The bus stop is") makes it a noun.
    // A pronoun with its bare verb ("She go") is Harper's own rule, usually or not.
    if (!often && !subject.includes(' ')) return;
    const clause = sentence.slice(verb.end).split(/[.;!?]/)[0]!;
    const next = words[index + 1];
    // "My father work in a bank": where a relative works or studies is how things are too.
    const workplace =
      WORKPLACE_VERBS.has(verb.lower) &&
      FAMILY_AND_FRIENDS.has(words[subjectEnd]!.lower) &&
      /^(?:in|at|for|as)$/.test(next?.lower ?? '');
    // "The sun rise in the east": what the sun, the moon and the earth do is always so (客观真理).
    const nature = NATURE_SUBJECTS.has(words[subjectEnd]!.lower) && NATURE_VERBS.has(verb.lower);
    const stative = (STATIVE_VERBS.has(verb.lower) || workplace || nature) && !isAboutThePast(words);
    // "My mother like cooking", "My sister like cats": after a verb of liking, an -ing or a plural is its
    // object.
    const objectAfter =
      stative && next !== undefined && (/ing$/.test(next.lower) || nounNumber(next.lower) === 'plural');
    const verbAfter =
      next !== undefined &&
      (isBeForm(next) || (isVerbForm(next.lower) && !objectAfter)) &&
      next.lower !== verb.lower;
    const habit = often !== undefined || ((EVERY_TIME.test(clause) || stative) && !verbAfter);
    // In a clause of condition or time, only a verb with its object or place after it is plainly one ("If
    // the teacher teach them", "When my father come home"), not a word that may be an adjective ("If the room
    // clean, …": "is clean") or a noun's first part ("If the bus stop is far").
    const opener = words[subjectAt - 1];
    const inClause =
      opener !== undefined &&
      PRESENT_CLAUSE_OPENERS.has(opener.lower) &&
      !isAboutThePast(words) &&
      next !== undefined &&
      (AFTER_A_VERB.has(next.lower) || (!isNoun(verb.lower) && isNoun(next.lower)));
    if (!habit && !inClause) return;
    const form = thirdPersonOf(verb.lower);
    lints.push(
      replacementLint(
        habit ? 'WordloomHabitualThirdPerson' : 'WordloomClauseThirdPerson',
        'Agreement',
        sentence,
        verb.start,
        verb.end,
        form,
        habit
          ? `With "${subject}", a habit takes the verb's -s form: "${subject}${often ? ` ${often.lower}` : ''} ${form}".`
          : `After "${opener!.lower}", "${subject}" takes the present's -s form: "${subject} ${form}".`,
      ),
    );
  });
  return lints;
}

/** More than one person, a pronoun starting its clause: "we", "they", "I" and "you" (who take the same form). */
const PLURAL_PRONOUN: SubjectOptions = {
  pronouns: new Set(['i', 'we', 'they', 'you']),
  determiners: NONE,
  bare: false,
  clause: CLAUSE_JOINERS,
};

/** A plural noun ("students", not "news" or "physics"; the sentence's capital allowed). */
const plural = ({ lower }: Word) =>
  (PLURAL_NOUNS.has(lower) || (singularOf(lower) ?? lower) !== lower) &&
  !GROUP_NOUNS.has(lower) &&
  !PLURAL_AS_ONE.test(lower);

/**
 * More than one person or thing at its clause's start: a count, a determiner or a word that describes, and a
 * plural noun ("Many students", "Two boys", "Most people", "Young people"), written together.
 */
const PLURAL_PHRASE: SubjectOptions = {
  pronouns: NONE,
  determiners: (lower) =>
    determinerFits(lower, 'plural') ||
    PLURAL_QUANTIFIERS.has(lower) ||
    DESCRIBING_ADJECTIVES.has(lower) ||
    /^(?:most|some|all)$/.test(lower),
  describing: 0,
  noun: (word) => word.text === word.lower && plural(word),
  bare: false,
  capitals: 'any',
  together: true,
  clause: SUBJECT_JOINERS,
};

/**
 * "My parents always encourages me" -> "encourage", "They usually goes" -> "go", "Many students often spends"
 * -> "spend": more than one person first in the clause, how often, and the verb's -s form.
 */
export function habitualPlural(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const [often, subject] = [words[index - 1], words[index - 2]];
    if (!often || !subject || !FREQUENCY.has(often.lower) || verb.text !== verb.lower) return;
    const lemma = isVerb(verb.lower) ? undefined : lemmasOfThirdPerson(verb.lower).find(isVerb);
    if (!lemma || !adjacentRun(sentence, [subject, often, verb])) return;
    const { analysis } = context;
    const pronoun = analysis.subjectAt(index - 2, PLURAL_PRONOUN);
    const nounPhrase = analysis.subjectBefore(index - 1, PLURAL_PHRASE);
    // A plural alone: "Students often".
    const alone = (word: Word) =>
      (word.text === word.lower || startsSentence(sentence, word)) && plural(word);
    const bare =
      !pronoun && analysis.subjectAt(index - 2, { ...PLURAL_PHRASE, determiners: NONE, bare: alone });
    const found = nounPhrase ?? pronoun ?? bare;
    if (!found) return;
    const who = sentence.slice(words[found.start]!.start, subject.end);
    lints.push(
      replacementLint(
        'WordloomHabitualPlural',
        'Agreement',
        sentence,
        verb.start,
        verb.end,
        lemma,
        `With "${who}", more than one, the verb has no -s: "${who} ${often.lower} ${lemma}".`,
      ),
    );
  });
  return lints;
}
