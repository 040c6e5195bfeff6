import { isNoun, isVerbForm, lemmaAfterModal, pastOf, singularOf } from '../lexicon/forms';
import { thirdPersonOf } from '../lexicon/inflect';
import { adjacentRun, DEFINITE_DETERMINERS, MIDDLE_ADVERBS, isMassNoun, type Word } from '../lexicon/words';
import type { SubjectOptions } from '../engine/analysis';

/*
 * What the form rules read around a word: the auxiliary before a verb, where a subject's noun ends, whether a
 * subject is a noun or a person, what a quantity counts, and "be" in a subject's tense.
 */

/** Nouns in -s that name one thing, and so may follow "a": "a means of", "a works outing", "a series". */
export const ONE_THING_IN_S = new Set(
  'means works odds series species headquarters crossroads barracks gallows whereabouts news lens thanks'.split(
    ' ',
  ),
);

/** Whether Harper also found something wrong with exactly this word: a second, independent signal. */
export type Flagged = (word: Word) => boolean;

/** The word before `index`, skipping adverbs such as "never" ("have never goed"). */
export function auxiliaryBefore(words: readonly Word[], index: number): Word | undefined {
  let i = index - 1;
  while (i >= 0 && MIDDLE_ADVERBS.has(words[i]!.lower)) i -= 1;
  return words[i];
}

/** Nouns a question word asks with that are verbs too: "What time does …", "What kind does …". */
export const QUESTION_NOUNS = new Set('time kind sort type way size colour color'.split(' '));

/**
 * A question's subject after "do" (`subjectAt` from the word after it): a pronoun, or "the", "my" … and its
 * noun followed by the verb ("What time does the train leaves?"), one describing word allowed ("your new
 * car"); a first noun may describe the next ("the bus stop"); a verb form or a capital ends the search.
 */
export const DO_SUBJECT: SubjectOptions = {
  determiners: DEFINITE_DETERMINERS,
  describing: 1,
  describes: ({ lower }) => !isNoun(lower) && !isMassNoun(lower) && !isVerbForm(lower),
  noun: ({ lower }) => isNoun(lower) || isMassNoun(lower),
  then: (next) => next !== undefined && lemmaAfterModal(next.lower) !== undefined,
  bare: false,
};

/** The noun after "a lot of" or "lots of" starting at `at`, the words written together; else undefined. */
export function lotOf(words: readonly Word[], at: number, sentence: string): Word | undefined {
  const lot = words[at]?.lower === 'a' ? at + 1 : at;
  const [quantity, of, noun] = [words[lot], words[lot + 1], words[lot + 2]];
  if (!quantity || !of || !noun || of.lower !== 'of' || !adjacentRun(sentence, words.slice(at, lot + 3)))
    return undefined;
  return quantity.lower === (lot === at + 1 ? 'lot' : 'lots') ? noun : undefined;
}

/** The noun after "some", "any" or "much" at `at`: "There are some milk", "Are there any water?". */
export function amountOf(words: readonly Word[], at: number, sentence: string): Word | undefined {
  const [amount, noun] = [words[at], words[at + 1]];
  if (!amount || !noun || !/^(?:some|any|much)$/.test(amount.lower)) return undefined;
  return adjacentRun(sentence, [amount, noun]) ? noun : undefined;
}

/** A plural noun: "people", "children", "books"; not a noun in -s that is one thing ("news"). */
export function isPluralNoun(noun: string): boolean {
  const singular = singularOf(noun);
  return (
    noun === 'people' ||
    noun === 'children' ||
    (singular !== undefined && singular !== noun && !ONE_THING_IN_S.has(noun))
  );
}

/**
 * "a lot of people", "lots of books": a plural noun ("There is a lot of people" -> "are"), not an uncountable
 * one ("There is a lot of work") nor a noun in -s that is one thing ("a lot of news").
 */
export function lotOfPlural(words: readonly Word[], at: number, sentence: string): string | undefined {
  const noun = lotOf(words, at, sentence);
  return noun && isPluralNoun(noun.lower) ? sentence.slice(words[at]!.start, noun.end) : undefined;
}

/** "no people", "no students" at `at`: "There is no people" -> "are" (not "no news", "no students' union"). */
export function noPlural(words: readonly Word[], at: number, sentence: string): string | undefined {
  const noun = words[at + 1];
  if (!noun || !adjacentRun(sentence, words.slice(at, at + 2)) || /^['’]/.test(sentence.slice(noun.end)))
    return undefined;
  return isPluralNoun(noun.lower) ? sentence.slice(words[at]!.start, noun.end) : undefined;
}

/** A lower-case noun (or -ing form) right before a modal, with "the"/"a"/"this"... before it: "The scraping will". */
export function isNounSubject(words: readonly Word[], index: number, sentence: string): boolean {
  const noun = words[index];
  const determiner = words[index - 1];
  if (!noun || !determiner || noun.text !== noun.lower) return false;
  if (!/^\s+$/.test(sentence.slice(determiner.end, noun.start))) return false;
  return (
    /^(the|a|an|this|that|these|those|my|your|his|her|its|our|their)$/.test(determiner.lower) &&
    (isNoun(noun.lower) || noun.lower.endsWith('ing'))
  );
}

/** A verb in the tense and person of the "be" it takes the place of: "was" -> "agreed", "is", "she's" -> "agrees". */
export function inTenseOfBe(be: string, subject: string, lemma: string): string | undefined {
  if (/^(?:was|were)$/.test(be)) return pastOf(lemma);
  return be === 'is' || /^(?:he|she|it)$/.test(subject) ? thirdPersonOf(lemma) : lemma;
}

export const isPersonPronoun = (word: Word) => /^(?:i|you|we|they|he|she)$/.test(word.lower);
