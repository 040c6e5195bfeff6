import { isNoun, isVerb, lemmaOfParticiple, pluralOf, singularOf } from '../lexicon/forms';
import { lemmasOfThirdPerson } from '../lexicon/inflect';
import { replacementLint, wordsLint, type RawLint } from '../engine/lints';
import {
  adjacent,
  DEMONSTRATIVE_OF_OTHER_NUMBER,
  GROUP_NOUNS,
  isMassNoun,
  isPluralNumber,
  matchCase,
  OBJECT_WORDS,
  PEOPLE_WORDS,
  SINGULAR_VERB,
  PERSON_WORDS,
  showsPlural,
  type Word,
} from '../lexicon/words';
import type { SentenceContext } from './rule';

/*
 * A countable noun after a phrase that counts more than one of it is plural:
 * - "one of my friend", "each of the student", "many of their idea", "one of the most famous singer" -> the
 *   plural (Harper's OneOfTheSingular misses the last; a noun for a group is left alone: "one of the family",
 *   and so is a participle ranked: "one of the hardest hit");
 * - "the number of car", "a number of reason", "thousands of student" -> the plural;
 * - "Some of my friend like" -> "friends": part of a person is no person, so the noun is plural;
 * - "two kind of", "many type of", "all kind of" -> "kinds of", "types of";
 * - "This kind of books are useful" -> "These kinds of books are": the plural noun and its verb count more
 *   than one (这种书), so the kind is plural too.
 * Only a noun ECDICT counts (COUNTABLE_NOUNS: no adjective sense), with no noun after it ("one of my school
 * friends") and no possessive ("one of my friend's books").
 */

/** Words that count members of a group: "each of the", "many of my". */
const PARTITIVES = new Set('one each many several both few'.split(' '));
/**
 * Words that take part of a thing or of many: plural only when the verb says so ("all of the cake is"), or
 * when the noun is a person, of whom there is no part ("Some of my friend like football").
 */
const SOME_OR_ALL = new Set(['all', 'most', 'some', 'half']);
/** Large numbers counted in the plural, before "of" and their noun: "thousands of tourists". */
const MANY_OF = new Set('dozens hundreds thousands millions billions'.split(' '));
const DETERMINERS = new Set('the my your his her our their these those'.split(' '));
/** Nouns counted by a number before "of": "two kinds of", "many types of". */
const KIND_NOUNS = new Set(['kind', 'type', 'sort']);
/** Words besides the numbers that say there is more than one kind: "all kinds of", "different types of". */
const MORE_THAN_ONE = new Set(['all', 'different', 'various']);
/** Words that end a noun phrase before its noun could come. */
const STOP_WORDS = new Set(
  'is are was were be been has have had will would can could may might must should of to in on at for with by from about and or but that which who people today tonight now then here there'.split(
    ' ',
  ),
);
/** Adjectives and adverbs between the determiner and the noun: "one of my best friend", "the most beautiful city". */
const MAX_MODIFIERS = 3;

/** A noun's plural, a person's too where the dictionary counts the word as a verb: "kid" -> "kids". */
const pluralOfNoun = (noun: string) =>
  pluralOf(noun) ?? (PEOPLE_WORDS.has(`${noun}s`) ? `${noun}s` : undefined);
/** One of the people `PEOPLE_WORDS` counts: "student", "kid". */
const isPeopleNoun = (noun: string) => PEOPLE_WORDS.has(pluralOfNoun(noun) ?? '');

/** A word in -s that may be a plural ("veterans", not "glass" or "famous"). */
const looksPlural = (word: string) => /^[a-z]{2,}[^s]s$/.test(word) && !word.endsWith('ous');

/** The singular countable noun that heads the phrase starting at `index`, skipping modifiers; or null. */
function headNoun(words: readonly Word[], index: number, sentence: string): Word | null {
  for (let i = index; i < Math.min(words.length, index + MAX_MODIFIERS + 1); i += 1) {
    const word = words[i]!;
    if (word.text !== word.lower || !adjacent(sentence, words[i - 1]!, word)) return null;
    // Only adjectives are skipped: a plural ("veterans"), a verb form ("receiving", "was"), a function word or
    // "today" ends the search ("the number of veterans receiving financial aid", "many of our families today").
    if (looksPlural(word.lower) || /(?:ing|ed)$/.test(word.lower) || STOP_WORDS.has(word.lower)) return null;
    // "kid" is a verb too, and a person all the same.
    if (!isNoun(word.lower) && !isPeopleNoun(word.lower)) continue;
    const next = words[i + 1];
    // "many of my friend likes it": a verb's -s before its object, not a compound's plural ("friend groups").
    const verbAfter =
      next !== undefined &&
      lemmasOfThirdPerson(next.lower).some(isVerb) &&
      OBJECT_WORDS.has(words[i + 2]?.lower ?? '');
    const compound =
      next && !verbAfter && (isNoun(next.lower) || looksPlural(next.lower)) && adjacent(sentence, word, next);
    const plural = pluralOfNoun(word.lower);
    // "my friend's books", "malaria-related deaths": a possessive or a compound's first part.
    if (compound || !plural || plural === word.lower || /^['’\-‐]/.test(sentence.slice(word.end)))
      return null;
    return word;
  }
  return null;
}

function pluralLint(
  counter: string,
  noun: Word,
  sentence: string,
  plural = pluralOfNoun(noun.lower)!,
): RawLint {
  const message = `After "${counter}", the noun is plural: "${plural}".`;
  return wordsLint('WordloomPartitivePlural', 'Agreement', noun, noun, sentence, plural, message);
}

/** Words that pick out one thing after "the": "the first line", "the current row", "the same file". */
const ONE_PICKED = new Set('first second third last next previous current same only'.split(' '));

export function partitiveLints(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((of, index) => {
    if (of.lower !== 'of') return;
    const counter = words[index - 1];
    const determiner = words[index + 1];
    if (!counter || !determiner || !adjacent(sentence, counter, of) || !adjacent(sentence, of, determiner))
      return;
    // "two kind of" -> "two kinds of", "all kind of" -> "all kinds of".
    const number = words[index - 2];
    if (
      KIND_NOUNS.has(counter.lower) &&
      number &&
      (isPluralNumber(number) || MORE_THAN_ONE.has(number.lower)) &&
      adjacent(sentence, number, counter)
    ) {
      lints.push(pluralLint(number.text, counter, sentence, `${counter.lower}s`));
      return;
    }
    if (KIND_NOUNS.has(counter.lower) && number && /^(?:this|that)$/.test(number.lower)) {
      const lint = kindsOfPlural(sentence, words, index, number, counter);
      if (lint) lints.push(lint);
      return;
    }
    let phrase: string | null = null;
    if (counter.lower === 'number' && /^(the|a)$/.test(words[index - 2]?.lower ?? '')) {
      // "the number of the first line" names the line's number: one thing picked out counts nothing.
      if (determiner.lower === 'the' && ONE_PICKED.has(words[index + 2]?.lower ?? '')) return;
      phrase = `${words[index - 2]!.text} number of`;
      const noun = headNoun(words, index + 1, sentence);
      if (noun && !GROUP_NOUNS.has(noun.lower)) lints.push(pluralLint(phrase, noun, sentence));
      return;
    }
    // "Thousands of student came" -> "students": the noun right after "of" (or its "the"), since a word the
    // search skips may be the noun ("Thousands of tourist visit": "visit" is the verb); not before a name,
    // which it describes ("hundreds of key Al Qaida leaders").
    if (MANY_OF.has(counter.lower)) {
      const from = DETERMINERS.has(determiner.lower) ? index + 2 : index + 1;
      const noun = headNoun(words, from, sentence);
      const name = words[from + 1] !== undefined && /^\p{Lu}/u.test(words[from + 1]!.text);
      if (noun && noun === words[from] && !name && !GROUP_NOUNS.has(noun.lower))
        lints.push(pluralLint(`${counter.text} of`, noun, sentence));
      return;
    }
    const partOf = SOME_OR_ALL.has(counter.lower);
    if ((!PARTITIVES.has(counter.lower) && !partOf) || !DETERMINERS.has(determiner.lower)) return;
    // "On day one of my presidency": "one" is a number there, not one of many.
    const beforeCounter = words[index - 2];
    if (beforeCounter && isNoun(beforeCounter.lower) && adjacent(sentence, beforeCounter, counter)) return;
    // "a few of" yes, "few of" alone is rare and "quite few" no.
    if (counter.lower === 'few' && words[index - 2]?.lower !== 'a') return;
    phrase = `${counter.text} of ${determiner.text}`;
    const noun = headNoun(words, index + 2, sentence);
    // "All of the student are here" -> "students", with the plural verb that shows it ("all of the cake is").
    const verb = noun && words[words.indexOf(noun) + 1];
    // "Most of the kid knew" -> "kids": a person is no thing with parts ("most of the cake").
    const person = noun !== null && (PERSON_WORDS.has(noun.lower) || isPeopleNoun(noun.lower));
    // "Some of the money were stolen" -> "was": part of stuff is stuff, one thing ("moneys" was made).
    if (partOf && noun && isMassNoun(noun.lower)) {
      const one = verb && adjacent(sentence, noun, verb) ? SINGULAR_VERB[verb.lower] : undefined;
      if (one) {
        const message = `Part of "${noun.text}" is still "${noun.text}", one thing: "${phrase} ${noun.text} ${one}".`;
        lints.push(wordsLint('WordloomPartOfStuff', 'Agreement', verb!, verb!, sentence, one, message));
      }
      return;
    }
    if (partOf && !person && !(verb && showsPlural(verb.lower) && adjacent(sentence, noun, verb))) return;
    if (!noun || GROUP_NOUNS.has(noun.lower) || isRankedParticiple(words, noun)) return;
    lints.push(pluralLint(phrase, noun, sentence));
  });
  return lints;
}

/** "one of the hardest hit", "one of the most visited": a participle ranked, no noun. */
const isRankedParticiple = (words: readonly Word[], noun: Word) =>
  lemmaOfParticiple(noun.lower) !== undefined &&
  /(?:est|^most|^least|^best|^worst)$/.test(words[words.indexOf(noun) - 1]?.lower ?? '');

/**
 * "This kind of books are useful" -> "These kinds of books are": a plural noun with a plural verb right after
 * it, which shows the learner counts more than one. Not "I like this kind of books", where nothing shows
 * whether the kind or the noun is wrong, nor "this kind of thing is".
 */
function kindsOfPlural(
  sentence: string,
  words: readonly Word[],
  of: number,
  demonstrative: Word,
  kind: Word,
): RawLint | null {
  const [noun, verb] = [words[of + 1]!, words[of + 2]];
  const plural = noun.lower === 'people' || (singularOf(noun.lower) !== undefined && isNoun(noun.lower));
  if (!plural || noun.text !== noun.lower || !verb || !showsPlural(verb.lower)) return null;
  if (!adjacent(sentence, demonstrative, kind) || !adjacent(sentence, noun, verb)) return null;
  const fixed = `${matchCase(DEMONSTRATIVE_OF_OTHER_NUMBER[demonstrative.lower]!, demonstrative.text)} ${kind.lower}s`;
  return replacementLint(
    'WordloomPartitivePlural',
    'Agreement',
    sentence,
    demonstrative.start,
    kind.end,
    fixed,
    `"${noun.text} ${verb.text}" counts more than one kind: "${fixed} of ${noun.text}".`,
  );
}
