import { replacementLint, type RawLint } from '../engine/lints';
import { isKindNoun, nounNumber } from '../lexicon/forms';
import {
  adjacentRun,
  PLURAL_DEFINITE_DETERMINERS,
  GROUP_NOUNS,
  matchCase,
  MODALS,
  PLURAL_VERB,
  SINGULAR_VERB,
  UNCOUNTABLE_NOUNS,
  PLURAL_NOUNS,
  startsSentence,
  SUBJECT_JOINERS,
  SUBJECT_PRONOUNS,
  SAME_PLURAL,
  wordTable,
  type Word,
} from '../lexicon/words';
import type { SentenceAnalysis } from '../engine/analysis';

/*
 * The verb of a subject with "of": "The number of students are" -> "is", "The price of the houses are" ->
 * "is", "One of my friends are" -> "is", "A lot of students is" -> "are". Passes of the agreement family
 * (learner-agreement.ts runs them).
 */

/** Determiners of a plural noun, and of a singular one ("the", "my" and the like go with both). */
export const PLURAL_DETERMINERS = new Set('these those many several few both'.split(' '));
export const SINGULAR_DETERMINERS = new Set('this that a an every each'.split(' '));
export const ANY_DETERMINERS = new Set('the my your his her our their its'.split(' '));
/**
 * Nouns of time, place or manner that begin a clause as an adverb does, not as its subject: "This time it is
 * different", "The moment it arrived, I opened it", "The more it rains".
 */
export const TIME_AND_MANNER = new Set(
  'time moment minute second instant day night morning afternoon evening week month year weekend season way place reason more less first last next rest'.split(
    ' ',
  ),
);

export const agreementLint = (sentence: string, verb: Word, fixed: string, message: string) =>
  replacementLint('WordloomNounAgreement', 'Agreement', sentence, verb.start, verb.end, fixed, message);

/**
 * "The number of students are growing" -> "is": "the number" is one number; "A number of students is waiting"
 * -> "are": "a number of" is "several", and the students wait (a plural noun right after it).
 */
export function numberOfAgreement(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((article, index) => {
    const [number, of, noun, verb] = words.slice(index + 1, index + 5);
    if (!/^(?:the|a)$/.test(article.lower) || number?.lower !== 'number' || of?.lower !== 'of') return;
    if (!noun || !verb || verb.text !== verb.lower) return;
    const several = article.lower === 'a';
    if (several && nounNumber(noun.lower) !== 'plural') return;
    const fixed = (several ? PLURAL_VERB : SINGULAR_VERB)[verb.lower];
    if (!fixed || !adjacentRun(sentence, words.slice(index, index + 5))) return;
    const message = several
      ? `"A number of …" means several: the verb is "${fixed}".`
      : `"The number of …" is one number: the verb is "${fixed}".`;
    lints.push(agreementLint(sentence, verb, fixed, message));
  });
  return lints;
}

/** Nouns of amount or kind, whose number is the "of" phrase's: "the rest of the books are", "the kind of". */
const AMOUNT_NOUNS = new Set(
  'rest majority minority number amount quantity lot lots kind sort type variety series half part most all some percent bunch range total couple pair set group body host plenty remainder bulk proportion'.split(
    ' ',
  ),
);
/** How many of a group a word before "of" counts: "one of", "each of" one; "both of", "many of" more. */
const COUNT_OF = wordTable<'singular' | 'plural'>({
  one: 'singular',
  each: 'singular',
  both: 'plural',
  many: 'plural',
  several: 'plural',
  few: 'plural',
});
/** Words for a part, whose number is the "of" phrase's: "all of the cake is", "all of the students are". */
const PART_OF = new Set('all most some half'.split(' '));

/**
 * "All of the students was late" -> "were": a part of a plural noun right before its verb is more than one.
 * Only "the/my/these …" and the noun, so that noun is plainly the one the part is of ("Most of the class
 * was").
 */
function partOfMany(words: readonly Word[], of: number): 'plural' | undefined {
  const [part, determiner, noun] = [words[of - 1], words[of + 1], words[of + 2]];
  if (!part || !PART_OF.has(part.lower) || !PLURAL_DEFINITE_DETERMINERS.has(determiner?.lower ?? ''))
    return undefined;
  return noun && headNumber(noun, false) === 'plural' ? 'plural' : undefined;
}

/** Words of an amount whose "of" phrase names who they are: "a lot of people who", "many of the students who". */
export const AMOUNT_OF = new Set('lot lots plenty many most some all both several few'.split(' '));
/** Finite forms of "be" and "have", the verbs the rule looks for and stops at. */
export const FINITE_VERBS = new Set('is are was were has have am'.split(' '));
/** Words that start a clause of its own inside the subject: "The price of the houses that are for sale". */
const INNER_CLAUSE = new Set('that which who whom whose where when because if'.split(' '));
/** Prepositions that open a phrase inside a subject: "The price of the houses", "People in China". */
const SUBJECT_PREPOSITIONS = new Set('of in at on from near around under behind inside'.split(' '));
/**
 * Prepositions that open one after a singular head only: "The man with the dogs are" -> "is"; after a plural
 * the whole may name one thing ("Eggs with rice is my favourite dish", "Apples for breakfast is a good idea").
 */
const SINGULAR_SUBJECT_PREPOSITIONS = new Set('with for'.split(' '));

/**
 * Whether a subject's head noun is singular or plural; undefined where its number is not in the word. A capital
 * is the sentence's first letter ("People in China"), not a name's.
 */
export function headNumber(noun: Word, first: boolean): 'singular' | 'plural' | undefined {
  if (noun.text !== noun.lower && !(first && noun.text === matchCase(noun.lower, 'A'))) return undefined;
  if (PLURAL_NOUNS.has(noun.lower)) return 'plural';
  // Before the word's own forms: "lots", "series", "team" say nothing of the subject's number.
  if (AMOUNT_NOUNS.has(noun.lower) || GROUP_NOUNS.has(noun.lower) || SAME_PLURAL.has(noun.lower))
    return undefined;
  if (UNCOUNTABLE_NOUNS.has(noun.lower)) return 'singular';
  // "The quality of these products are": before its phrase, a noun that is an adjective too is the noun.
  return nounNumber(noun.lower) ?? (isKindNoun(noun.lower) ? 'singular' : undefined);
}

/**
 * "The price of the houses are high" -> "is", "People in China is friendly" -> "are": the verb agrees with the
 * subject's head noun, not with the noun at the end of its phrase. The head starts a clause, after
 * "the/my/this…" (or bare at the start: "People in China", "Water in these bottles"), then a preposition and
 * at most four words with no verb, comma or clause between, then a form of "be" or "have" of the other number.
 */
export function phraseAgreement(sentence: string, analysis: SentenceAnalysis): RawLint[] {
  const { words } = analysis;
  const lints: RawLint[] = [];
  words.forEach((preposition, index) => {
    const opens = SUBJECT_PREPOSITIONS.has(preposition.lower);
    if (!opens && !SINGULAR_SUBJECT_PREPOSITIONS.has(preposition.lower)) return;
    const noun = words[index - 1];
    // A capital at a sentence's start ("People in China"), not a name's.
    const first = noun !== undefined && startsSentence(sentence, noun);
    // "One of my friends are", "Each of them have": one of many is one; "Both of my parents is", "Many of
    // them has": more than one.
    const counted =
      preposition.lower === 'of' ? (COUNT_OF[noun?.lower ?? ''] ?? partOfMany(words, index)) : undefined;
    const countedOf = counted !== undefined;
    const number = noun && (counted ?? headNumber(noun, first));
    if (!noun || !number || (!opens && number === 'plural')) return;
    const determiner = words[index - 2];
    const bare = analysis.startsClause(index - 1, SUBJECT_JOINERS);
    // "A few of them is": "a few" counts as one word does.
    const aFew =
      noun?.lower === 'few' && determiner?.lower === 'a' && analysis.startsClause(index - 2, SUBJECT_JOINERS);
    const start = bare ? index - 1 : index - 2;
    if (countedOf && !bare && !aFew) return;
    if (!bare && !aFew) {
      if (!determiner || !analysis.startsClause(index - 2, SUBJECT_JOINERS)) return;
      const d = determiner.lower;
      const fits = number === 'plural' ? PLURAL_DETERMINERS.has(d) : SINGULAR_DETERMINERS.has(d);
      if (!fits && !ANY_DETERMINERS.has(d)) return;
    } else if (number === 'singular' && !UNCOUNTABLE_NOUNS.has(noun.lower) && !countedOf) return;
    // The first verb after the preposition ("The purpose of travel is to have": "is" is the verb, not "have").
    const verbAt = words.findIndex((word, at) => at > index && FINITE_VERBS.has(word.lower));
    const verb = words[verbAt];
    if (!verb || verbAt > index + 5 || verb.text !== verb.lower) return;
    // "If the price of oil were lower": "were" is the subjunctive, and right.
    const wrong = number === 'plural' ? /^(?:is|was|has)$/ : /^(?:are|have)$/;
    if (!wrong.test(verb.lower)) return;
    const between = words.slice(index + 1, verbAt);
    if (
      between.length === 0 ||
      // "The price of the things we have is": a pronoun starts a clause of its own, whose verb that is.
      between.some(
        (word) => INNER_CLAUSE.has(word.lower) || MODALS.has(word.lower) || SUBJECT_PRONOUNS.has(word.lower),
      )
    )
      return;
    // "One of my best friends are" (three words at most), not "One of the things parents have to do is": a
    // plural noun before the last starts a clause of its own.
    if (
      countedOf &&
      (between.length > 3 || between.slice(0, -1).some((word) => headNumber(word, false) === 'plural'))
    )
      return;
    // "One of my friends and I are": two subjects, whatever their heads.
    if (between.some((word) => /^(?:and|or)$/.test(word.lower)) && (between.length > 3 || countedOf)) return;
    if (!adjacentRun(sentence, words.slice(start, verbAt + 1))) return;
    const fixed = (number === 'plural' ? PLURAL_VERB : SINGULAR_VERB)[verb.lower]!;
    const subject = words
      .slice(start, index)
      .map((word) => word.text)
      .join(' ');
    const message = countedOf
      ? `"${subject} of …" is ${counted === 'singular' ? 'one of them' : 'more than one'}: the verb is "${fixed}".`
      : number === 'plural'
        ? `The subject is "${subject}", more than one: the verb is "${fixed}".`
        : `The subject is "${subject}", one thing: the verb is "${fixed}".`;
    lints.push(agreementLint(sentence, verb, fixed, message));
  });
  return lints;
}
