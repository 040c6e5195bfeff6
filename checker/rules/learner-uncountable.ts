import { wordsLint, type RawLint } from '../engine/lints';
import { isNoun, isVerb, overRegularPlural, pluralOf } from '../lexicon/forms';
import { COMMON_WORDS } from '../lexicon/generated/common-words';
import { regularPlural } from '../lexicon/inflect';
import { isBritishSpelling } from '../lexicon/variety-spelling';
import {
  adjacent,
  adjacentRun,
  isPluralNumber,
  matchCase,
  NEVER_PLURAL,
  UNCOUNTABLE_NOUNS,
  PLURAL_DEFINITE_DETERMINERS,
  isMassNoun,
  type Word,
  wordTable,
  SINGULAR_DEMONSTRATIVE,
} from '../lexicon/words';
import type { Flagged } from './learner-form-reading';

/*
 * An uncountable noun written as a plural ("informations are") -> the singular noun and verb, counted in
 * pieces after a number ("two furnitures" -> "two pieces of furniture"). A pass of the forms family
 * (learner-forms.ts runs it).
 */

let common: Set<string> | null = null;
/** The common words as a set, built on first use. */
const commonWords = () => (common ??= new Set(COMMON_WORDS));

/**
 * "informations" -> "information": a common noun (not a verb) whose -s form Harper does not know, or a noun
 * that never has a plural ("machineries").
 */
export const SINGULAR_BE = wordTable<string>({ are: 'is', were: 'was' });

/** What an -s word may be the plural of: "informations", "boxes", "machineries". */
const singularStems = (word: string) => [word.slice(0, -1), word.slice(0, -2), word.replace(/ies$/, 'y')];

/** Uncountable nouns a learner counts in pieces: "two pieces of advice", not "two advices". */
const COUNTED_IN_PIECES = new Set(
  'information advice furniture equipment luggage baggage evidence feedback news research jewelry jewellery software garbage rubbish clothing machinery homework knowledge'.split(
    ' ',
  ),
);
/** Words whose "-s" is an "'s" left out ("Thats right", "Whats up"), not a plural. */
const APOSTROPHE_LEFT_OUT = new Set([
  'that',
  'what',
  'this',
  'it',
  'he',
  'she',
  'who',
  'there',
  'here',
  'where',
  'let',
]);
/**
 * A common word without a plural that ends like an adjective ("different", "interesting", "useful") is no
 * uncountable noun: "many differents" wants "differences", not "a lot of different".
 */
const ADJECTIVE_ENDING = /(?:ent|ant|ful|ous|ive|ic|able|ible|less|ish|ing|ed|al|ary)$/;
/** Nouns counted, whose plural is the same word: "one sheep, two sheep". */
const SAME_IN_PLURAL = new Set(['sheep', 'deer', 'aircraft', 'species', 'salmon']);

/**
 * "There are many differents between them" -> "differences": an "-ent" or "-ant" adjective with a plural's
 * "-s", standing where a noun does, is its noun ("difference", "assistance" has no plural and is left). Not
 * before a noun ("many differents friends" is the adjective, which the spelling fix gives).
 */
function adjectiveAsNoun(
  words: readonly Word[],
  index: number,
  sentence: string,
  stems: string[],
): RawLint[] {
  const word = words[index]!;
  const next = words[index + 1];
  if (next && adjacent(sentence, word, next) && isNoun(next.lower)) return [];
  const stem = stems.find((candidate) => /(?:ent|ant)$/.test(candidate) && commonWords().has(candidate));
  const plural = stem && pluralOf(`${stem.slice(0, -1)}ce`);
  if (!plural) return [];
  const message = `"${stem}" describes; the thing it names is "${stem.slice(0, -1)}ce": "${plural}".`;
  return [
    wordsLint(
      'WordloomConfusedWord',
      'WordChoice',
      word,
      word,
      sentence,
      matchCase(plural, word.text),
      message,
    ),
  ];
}

/**
 * Words after which only a noun stands: "the", "my", "some", "many" (not "this" or "that", which may be the
 * subject: "That helps").
 */
const NOUN_PLACE = new Set([...PLURAL_DEFINITE_DETERMINERS, 'some', 'any', 'much', 'more', 'many']);

export function uncountablePlurals(words: readonly Word[], sentence: string, flagged: Flagged): RawLint[] {
  const common = commonWords();
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    if (!/^[a-z]+s$/i.test(word.text) || overRegularPlural(word.lower)) return;
    // A plural Harper knows is still wrong for a noun that never has one ("machineries").
    const stems = singularStems(word.lower);
    // "a lot of researches", "The traffics are": a word Harper knows as a verb ("researches") is a noun
    // after a determiner or "a lot of", and an uncountable one has no plural there.
    const before = words[index - 1];
    const nounPlace =
      before !== undefined &&
      (NOUN_PLACE.has(before.lower) ||
        (before.lower === 'of' && /^lots?$/.test(words[index - 2]?.lower ?? ''))) &&
      sentence.slice(before.end, word.start) === ' ' &&
      stems.some((stem) => UNCOUNTABLE_NOUNS.has(stem));
    if (!flagged(word) && !nounPlace && !stems.some((stem) => NEVER_PLURAL.has(stem))) return;
    // "afterwards", "towards": adverbs, whose -s is no plural; "maths" is British English, not a plural.
    if (/wards$/i.test(word.text) || isBritishSpelling(word.lower)) return;
    // "familys" is no plural Harper does not know but a misspelled "families": only the rule's own plural
    // ("informations") says the noun has none.
    // "funs": a stem of three letters only for a noun of stuff ("hes" is no plural of "he").
    const singular = stems.find(
      (stem) =>
        (stem.length > 3 || isMassNoun(stem)) &&
        (UNCOUNTABLE_NOUNS.has(stem) ||
          (common.has(stem) &&
            !isVerb(stem) &&
            !APOSTROPHE_LEFT_OUT.has(stem) &&
            !ADJECTIVE_ENDING.test(stem))) &&
        regularPlural(stem) === word.lower,
    );
    if (!singular) {
      lints.push(...adjectiveAsNoun(words, index, sentence, stems));
      return;
    }
    // "The sheeps are", "many deers": counted, but the same in the plural ("The sheep are", "many deer").
    if (SAME_IN_PLURAL.has(singular)) {
      const message = `The plural of "${singular}" is "${singular}".`;
      lints.push(
        wordsLint(
          'WordloomSamePlural',
          'Agreement',
          word,
          word,
          sentence,
          matchCase(singular, word.text),
          message,
        ),
      );
      return;
    }
    const joined = before !== undefined && sentence.slice(before.end, word.start) === ' ';
    // "many informations" -> "a lot of information"; "two advices" -> "two pieces of advice", which stay
    // plural; "these informations" -> "this information".
    // "many useful informations" -> "a lot of useful information": up to two describing words between.
    const manyAt = [1, 2, 3]
      .map((back) => index - back)
      .find(
        (at) =>
          words[at]?.lower === 'many' &&
          adjacentRun(sentence, words.slice(at, index + 1)) &&
          // Not "many people's informations": the many are people.
          words
            .slice(at + 1, index)
            .every((between) => between.text === between.lower && !isNoun(between.lower)) &&
          !/['’]/.test(sentence.slice(words[at]!.end, word.start)),
      );
    const many = manyAt !== undefined;
    const demonstrative = joined ? SINGULAR_DEMONSTRATIVE[before.lower] : undefined;
    const counted =
      joined && !many && !demonstrative && (isPluralNumber(before) || /^(?:few|both)$/.test(before.lower));
    if (counted && !COUNTED_IN_PIECES.has(singular)) return;
    const next = words[index + 1];
    const verb = !counted && next ? SINGULAR_BE[next.lower] : undefined;
    const last = verb ? next! : word;
    const first = many ? words[manyAt]! : demonstrative ? before! : word;
    const noun = counted ? `pieces of ${singular}` : singular;
    // "a lot of" or "this" before the noun takes the case of the word it replaces; else the noun does.
    const described = many ? sentence.slice(first.end, word.start).trimStart() : '';
    const lead = many ? `a lot of ${described}` : demonstrative ? `${demonstrative} ` : '';
    const replacement =
      (lead ? matchCase(lead, first.text) + noun : matchCase(noun, word.text)) +
      (verb ? sentence.slice(word.end, next!.start) + verb : '');
    lints.push(
      wordsLint(
        'WordloomMassNounPlural',
        'Agreement',
        first,
        last,
        sentence,
        replacement,
        counted
          ? `"${singular}" is uncountable: it has no plural, and is counted in pieces ("${noun}").`
          : verb
            ? `"${singular}" is uncountable: it has no plural, and takes "${verb}".`
            : `"${singular}" is uncountable: it has no plural form.`,
      ),
    );
  });
  return lints;
}
