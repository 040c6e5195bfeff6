import type { PhraseTable } from '../engine/phrase-table';
import {
  irregularLemma,
  isNoun,
  isPastTense,
  isThinkingVerb,
  startsClauseAfter,
  isKindNoun,
  isVerb,
  isVerbForm,
  lemmaAfterModal,
  nounNumber,
  pastOf,
  pluralOf,
  singularOf,
} from '../lexicon/forms';
import { lemmasOfThirdPerson, thirdPersonOf } from '../lexicon/inflect';
import { isVerbAfterSubject } from './learner-clause-comma';
import { replacementLint, wordsLint, type RawLint } from '../engine/lints';
import {
  adjacent,
  adjacentRun,
  ALWAYS_COUNTED_NOUNS,
  AUXILIARIES,
  CLAUSE_JOINERS,
  DESCRIBING_ADJECTIVES,
  DEFINITE_DETERMINERS,
  PLURAL_DEFINITE_DETERMINERS,
  FAMILY_AND_FRIENDS,
  GROUP_NOUNS,
  JOINING_WORDS,
  isDeterminer,
  isMassNoun,
  matchCase,
  MODALS,
  OBJECT_WORDS,
  PAIR_NOUNS,
  PEOPLE_IN_GENERAL,
  PERSON_WORDS,
  PLURAL_VERB,
  PREPOSITIONS,
  SINGULAR_VERB,
  UNCOUNTABLE_NOUNS,
  PLURAL_NOUNS,
  startsClause,
  startsSentence,
  SUBJECT_ADJECTIVES,
  SUBJECT_JOINERS,
  SUBJECT_ONLY_PRONOUNS,
  SUBJECT_PRONOUNS,
  SAME_PLURAL,
  wordsOf,
  wordTable,
  type Word,
  PLURAL_AS_ONE,
} from '../lexicon/words';

/*
 * "My friends is kind" -> "are", "The book are old" -> "is": a subject made of a determiner and a noun, right
 * at the start of a clause, and "be" or "have" right after it. Only there is the noun plainly the subject:
 * in "One of the students is", "the students" follows "of"; in "The number of cars is", "cars" has no
 * determiner of its own. A noun that can stand for a group ("the team are", British English) is left alone;
 * an uncountable one has no plural ("The news are good" -> "is").
 */

/** Determiners of a plural noun, and of a singular one ("the", "my" and the like go with both). */
const PLURAL_DETERMINERS = new Set('these those many several few both'.split(' '));
const SINGULAR_DETERMINERS = new Set('this that a an every each'.split(' '));
const ANY_DETERMINERS = new Set('the my your his her our their its'.split(' '));
/**
 * Nouns of time, place or manner that begin a clause as an adverb does, not as its subject: "This time it is
 * different", "The moment it arrived, I opened it", "The more it rains".
 */
const TIME_AND_MANNER = new Set(
  'time moment minute second instant day night morning afternoon evening week month year weekend season way place reason more less first last next rest'.split(
    ' ',
  ),
);

const agreementLint = (sentence: string, verb: Word, fixed: string, message: string) =>
  replacementLint('WordloomNounAgreement', 'Agreement', sentence, verb.start, verb.end, fixed, message);

/**
 * "The number of students are growing" -> "is": "the number" is one number; "A number of students is waiting"
 * -> "are": "a number of" is "several", and the students wait (a plural noun right after it).
 */
function numberOfAgreement(sentence: string, words: readonly Word[]): RawLint[] {
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
const AMOUNT_OF = new Set('lot lots plenty many most some all both several few'.split(' '));
/** Finite forms of "be" and "have", the verbs the rule looks for and stops at. */
const FINITE_VERBS = new Set('is are was were has have am'.split(' '));
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
function headNumber(noun: Word, first: boolean): 'singular' | 'plural' | undefined {
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
function phraseAgreement(sentence: string, words: readonly Word[]): RawLint[] {
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
    const bare = startsClause(sentence, words, index - 1, SUBJECT_JOINERS);
    // "A few of them is": "a few" counts as one word does.
    const aFew =
      noun?.lower === 'few' &&
      determiner?.lower === 'a' &&
      startsClause(sentence, words, index - 2, SUBJECT_JOINERS);
    const start = bare ? index - 1 : index - 2;
    if (countedOf && !bare && !aFew) return;
    if (!bare && !aFew) {
      if (!determiner || !startsClause(sentence, words, index - 2, SUBJECT_JOINERS)) return;
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
 * "My friend she is a teacher" -> "My friend is a teacher", "My phone it is broken" -> "My phone is broken"
 * (我的朋友她是老师: Chinese names the topic, then its subject). A noun after "my", "the" … at a clause's
 * start, then the pronoun that stands for it ("he/she" for a person, "it" for a thing, "they" for more than
 * one) and a verb, with no other verb later in the clause ("The man he is talking to is my father", "The
 * money it makes goes": the pronoun starts a clause of its own there), and for a thing only at a sentence's
 * start or after a joining word or a verb of thinking ("I think my phone it is"). Not after a noun of time or manner, which is no subject ("This time it is different", "The day it
 * rained, we stayed in").
 */
function doubleSubject(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((pronoun, index) => {
    // "My mother she always cooks": an adverb of how often may stand before the verb.
    const adverb = PRONOUN_ADVERBS.has(words[index + 1]?.lower ?? '') ? 1 : 0;
    const [noun, verb] = [words[index - 1], words[index + 1 + adverb]];
    if (!noun || !verb || !/^(?:he|she|it|they)$/.test(pronoun.lower) || noun.text !== noun.lower) return;
    const described = SUBJECT_ADJECTIVES.has(words[index - 2]?.lower ?? '');
    const start = index - (described ? 3 : 2);
    const determiner = words[start];
    if (!determiner || !DEFINITE_DETERMINERS.has(determiner.lower)) return;
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
    if (!joined && !startsClause(sentence, words, start, SUBJECT_JOINERS)) return;
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
 * "People who smoke they often get sick" -> "People who smoke often get sick", "My friend who lives in Beijing
 * he is a doctor" -> "who lives in Beijing is" (住在北京的朋友他是医生: the topic said again). A subject at a
 * clause's start, "who" and its verb, then the pronoun of the subject's number ("they" for more than one,
 * "he" or "she" for one) with a verb, and no verb of its own after that. Not where the pronoun may start a
 * clause the "who" clause takes: after a verb of thinking or saying ("The man who said he is rich"), a
 * joining word ("who left because they were tired") or a comma.
 */
function relativeDoubleSubject(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((who, index) => {
    if (who.lower !== 'who' || !isVerbAfterSubject(words[index + 1])) return;
    const noun = words[index - 1];
    if (!noun) return;
    // "People who", "The students who", "My old friend who": the subject starts its clause.
    const start = [index - 1, index - 2, index - 3].find(
      (at) =>
        at >= 0 &&
        startsClause(sentence, words, at, SUBJECT_JOINERS) &&
        (at === index - 1 || DEFINITE_DETERMINERS.has(words[at]!.lower) || /^an?$/.test(words[at]!.lower)),
    );
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

/**
 * Verbs of saying, whose object may be a clause: "The man who said he is rich" ("mean", "hope" are verbs of
 * thinking, `isThinkingVerb`).
 */
const SAYING = new Set('say says said tell tells told wish wished promise promised'.split(' '));

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

/**
 * Where the determiner of the noun at `at` would stand, past up to two words that describe the noun: "The
 * heart disease patients", "My best friends", "the young students".
 */
function determinerBefore(words: readonly Word[], at: number): number {
  let index = at - 1;
  while (index >= at - 2 && words[index] !== undefined && describesNoun(words[index]!)) index -= 1;
  return index;
}
const describesNoun = ({ text, lower }: Word) =>
  text === lower &&
  (SUBJECT_ADJECTIVES.has(lower) ||
    DESCRIBING_ADJECTIVES.has(lower) ||
    lower === 'other' ||
    (isNoun(lower) && !isVerb(lower) && nounNumber(lower) === 'singular'));

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
function pluralSubjectVerb(sentence: string, words: readonly Word[]): RawLint[] {
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
      const determiner = words[determinerBefore(words, at)];
      const first = counted
        ? words.findIndex((word) => word.start >= counted.index + counted[0].search(/\S/))
        : determiner !== before && determiner && PLURAL_SUBJECT_DETERMINERS.has(determiner.lower)
          ? words.indexOf(determiner)
          : before && PLURAL_SUBJECT_DETERMINERS.has(before.lower)
            ? amountOf >= 0 && words[amountOf]!.lower !== 'lot'
              ? amountOf
              : at - 1
            : // "Students likes games", "because prices rises", "I think cars has": a plural noun alone may be
              // the subject too, where a clause starts.
              at === 0 || startsClauseAfter(before?.lower ?? '')
              ? at
              : -1;
      const thinking = first === at && isThinkingVerb(before?.lower ?? '');
      if (first < 0 || (!thinking && !startsClause(sentence, words, first, SUBJECT_JOINERS))) return;
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
function singularWhoVerb(sentence: string, words: readonly Word[]): RawLint[] {
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

/** A word that may describe or count people: "Chinese", "good", "some" (not "the", "my", "this", nor a verb's "-ing"). */
const isDescribing = (word: Word) =>
  /^[A-Z][a-z]+(?:ese|ish|an)$/.test(word.text) ||
  /^(?:good|bad|young|old|foreign|modern|poor|rich|successful|many|most|some|all|few|several)$/.test(
    word.lower,
  );
/**
 * "Student learn English at school" -> "Students learn": a person's noun with no article, starting its clause,
 * and a plural verb after it, is people in general. Only a verb that is no noun and no stuff ("Child care is",
 * "Student work is" are a compound's subject), with no verb of "be" or "have" after it.
 */
function peopleInGeneralSubject(sentence: string, words: readonly Word[]): RawLint[] {
  return words.flatMap((noun, index) => {
    const verb = words[index + 1];
    const after = words[index + 2];
    if (!verb || !PEOPLE_IN_GENERAL.has(noun.lower) || !adjacent(sentence, noun, verb)) return [];
    // One describing word may come first ("Chinese student learn", "Good student study"), but no determiner.
    const described =
      index > 0 && isDescribing(words[index - 1]!) && adjacent(sentence, words[index - 1]!, noun);
    const first = described ? index - 1 : index;
    // A clause starts after a verb of thinking too: "I think student learn better".
    const thinking = first > 0 && isThinkingVerb(words[first - 1]!.lower);
    if (!thinking && !startsClause(sentence, words, first, SUBJECT_JOINERS)) return [];
    // A verb that is a noun too ("study", "need") only with what shows it is the verb after it: "Student study
    // hard" is no compound's noun ("Student study groups").
    const plainVerb =
      !isNoun(verb.lower) ||
      (after !== undefined && (OBJECT_WORDS.has(after.lower) || /^(?:to|hard|well|more)$/.test(after.lower)));
    if (verb.text !== verb.lower || !isVerb(verb.lower) || !plainVerb || isMassNoun(verb.lower)) return [];
    if (after && (AUXILIARIES.has(after.lower) || MODALS.has(after.lower))) return [];
    const plural = pluralOf(noun.lower);
    if (!plural) return [];
    const message = `People in general are plural: "${plural} ${verb.text}" (or "a ${noun.lower}" for one).`;
    return [
      wordsLint(
        'WordloomPeopleInGeneral',
        'Agreement',
        noun,
        noun,
        sentence,
        matchCase(plural, noun.text),
        message,
      ),
    ];
  });
}

/** Nouns surely counted, so one of them cannot stand for several people or things: "They are good student". */
const COUNTED_COMPLEMENTS = new Set(
  [...ALWAYS_COUNTED_NOUNS, ...PERSON_WORDS].filter((noun) => noun !== 'day'),
);
/** Plural subjects: "We are friend" -> "friends"; not "you", which is one person as often. */
const PLURAL_SUBJECTS = new Set('we they these those'.split(' '));
/** Where the noun's phrase ends: a stop, or a word that starts what comes after it. */
const COMPLEMENT_END =
  /^\s*(?:[.,;:!?]|$|(?:in|at|of|for|with|from|and|but|because|who|that|when|now|too|again|here|there)\b)/;

/**
 * "They are good student" -> "students", "My parents are teacher" -> "teachers": several people or things
 * are several of what they are. Only a plural subject right before "are" or "were", at most two describing
 * words, and a noun that is always counted, its phrase ending after it ("They are part of it", "They are way
 * better" are not).
 */
function pluralComplement(sentence: string, words: readonly Word[]): RawLint[] {
  return words.flatMap((be, index) => {
    if (!/^(?:are|were)$/.test(be.lower)) return [];
    const subject = words[index - 1];
    if (!subject || !(PLURAL_SUBJECTS.has(subject.lower) || nounNumber(subject.lower) === 'plural'))
      return [];
    for (let at = index + 1; at <= index + 3 && at < words.length; at += 1) {
      const noun = words[at]!;
      if (!adjacentRun(sentence, words.slice(index - 1, at + 1)) || noun.text !== noun.lower) return [];
      if (!COUNTED_COMPLEMENTS.has(noun.lower)) {
        // Describing words only ("good", "very", "computer"): no determiner, preposition, verb or verb form
        // before the noun ("They are making friend" is another error).
        if (
          isDeterminer(noun.lower) ||
          /^(?:one|each|every|another|no|so|what|which|whose)$/.test(noun.lower) ||
          PREPOSITIONS.has(noun.lower) ||
          AUXILIARIES.has(noun.lower) ||
          MODALS.has(noun.lower) ||
          (/(?:ing|ed)$/.test(noun.lower) && isVerbForm(noun.lower))
        )
          return [];
        continue;
      }
      if (!COMPLEMENT_END.test(sentence.slice(noun.end))) return [];
      const plural = pluralOf(noun.lower);
      if (!plural || plural === noun.lower) return [];
      const message = `"${subject.text} ${be.text}" is said of more than one, so the noun is plural: "${plural}".`;
      return [wordsLint('WordloomPluralComplement', 'Agreement', noun, noun, sentence, plural, message)];
    }
    return [];
  });
}

export function nounSubjectAgreement(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const noun = words[index - 1];
    // "My favourite food are noodles": one adjective of a short list may stand between.
    const described = SUBJECT_ADJECTIVES.has(words[index - 2]?.lower ?? '');
    const determiner = words[index - (described ? 3 : 2)];
    if (!noun || !determiner || verb.text !== verb.lower || noun.text !== noun.lower) return;
    const determinerAt = index - (described ? 3 : 2);
    if (!adjacentRun(sentence, words.slice(determinerAt, index + 1))) return;
    // "All the students has finished": "all" or "both" may come before the determiner.
    const all =
      /^(?:all|both)$/.test(words[determinerAt - 1]?.lower ?? '') &&
      adjacentRun(sentence, words.slice(determinerAt - 1, determinerAt + 1));
    if (!startsClause(sentence, words, all ? determinerAt - 1 : determinerAt, SUBJECT_JOINERS)) return;
    // "This can have": "can" is the modal there, not the noun.
    if (MODALS.has(noun.lower)) return;
    if (GROUP_NOUNS.has(noun.lower) || SAME_PLURAL.has(noun.lower)) return;
    const d = determiner.lower;
    // "The news are good", "My homework are difficult": no plural, so "is".
    const uncountable = UNCOUNTABLE_NOUNS.has(noun.lower);
    const singular = singularOf(noun.lower);
    // "My trousers is dirty": a thing of two parts is plural, though ECDICT lists it as a word of its own.
    const isPlural = (singular !== undefined && singular !== noun.lower) || PAIR_NOUNS.has(noun.lower);
    const plural = pluralOf(noun.lower);
    const isSingular = plural !== undefined && plural !== noun.lower;
    // "as if the command were", "If the book were mine": "were" may be the subjunctive, but not of a subject
    // that opens the sentence ("The news were bad").
    const subjunctive = verb.lower === 'were' && !startsSentence(sentence, determiner);
    let fixed: string | undefined;
    if (uncountable) {
      if (!subjunctive && (SINGULAR_DETERMINERS.has(d) || ANY_DETERMINERS.has(d)))
        fixed = SINGULAR_VERB[verb.lower];
    } else if (isPlural && !isSingular && (PLURAL_DETERMINERS.has(d) || ANY_DETERMINERS.has(d)))
      fixed = PLURAL_VERB[verb.lower];
    else if (
      isSingular &&
      !isPlural &&
      !subjunctive &&
      (SINGULAR_DETERMINERS.has(d) || ANY_DETERMINERS.has(d))
    )
      fixed = SINGULAR_VERB[verb.lower];
    if (!fixed) return;
    const number = isPlural && !uncountable ? 'plural' : 'singular';
    const subject = sentence.slice(determiner.start, noun.end);
    const message = `"${subject}" is ${number}: the verb is "${fixed}".`;
    lints.push(agreementLint(sentence, verb, matchCase(fixed, verb.text), message));
  });
  return [
    ...lints,
    ...numberOfAgreement(sentence, words),
    ...phraseAgreement(sentence, words),
    ...doubleSubject(sentence, words),
    ...relativeDoubleSubject(sentence, words),
    ...pluralSubjectVerb(sentence, words),
    ...singularWhoVerb(sentence, words),
    ...peopleInGeneralSubject(sentence, words),
    ...pluralComplement(sentence, words),
  ];
}

/** A question's "do" that agrees with its subject. */
export const QUESTION_DO: PhraseTable = [
  // "Do he like coffee?" -> "Does he", "Does they know?" -> "Do they": a question's "do" agrees with its
  // subject (not "Do it now", a command).
  [
    /(?<=^|[.!?]\s+)(Do|Does)\s+(he|she|I|you|we|they)(?!\s+(?:and|or)\b)(?=\s+[a-z]+\b[^.!?]*\?)/g,
    (m) => {
      const third = /^(?:he|she)$/.test(m[2]!);
      return third === (m[1] === 'Does') ? m[0] : `${third ? 'Does' : 'Do'} ${m[2]}`;
    },
    'A question\'s "do" agrees with its subject: "Does he like coffee?", "Do they know?".',
  ],
];
