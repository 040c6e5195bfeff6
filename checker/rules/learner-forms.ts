import { COMMON_WORDS } from '../lexicon/generated/common-words';
import {
  irregularLemma,
  irregularParticiple,
  isNoun,
  startsClauseAfter,
  isVerb,
  isVerbForm,
  kindNounPlural,
  lemmaAfterModal,
  lemmaOfParticiple,
  nounNumber,
  overRegularPlural,
  overRegularVerb,
  participleOf,
  passiveParticiple,
  pastOf,
  pluralOf,
  singularOf,
  singularOnlyNoun,
} from '../lexicon/forms';
import { ingForm, lemmasOfIng, regularPlural, thirdPersonOf } from '../lexicon/inflect';
import { isAboutThePast, mentionsPastTime } from './learner-past-time';
import { isBritishSpelling } from '../lexicon/spelling';
import { replacementLint, wordsLint, type RawLint } from '../engine/lints';
import {
  adjacent,
  adjacentRun,
  FAMILY_AND_FRIENDS,
  isBeForm,
  isPerfectAuxiliary,
  isPluralNumber,
  matchCase,
  MIDDLE_ADVERBS,
  MODALS,
  NEGATED_MODALS,
  PREPOSITIONS,
  startsClause,
  startsSentence,
  STATIVE_VERBS,
  SUBJECT_PRONOUNS,
  NEVER_PLURAL,
  UNCOUNTABLE_NOUNS,
  DEFINITE_DETERMINERS,
  PLURAL_DEFINITE_DETERMINERS,
  isIngAdjective,
  isMassNoun,
  verbAfterAdverbs,
  wordsOf,
  type Word,
  wordTable,
  FREQUENCY,
  ALWAYS_COUNTED_NOUNS,
  DAY_WORDS,
  DESCRIBING_ADJECTIVES,
  OBJECT_PRONOUNS,
  OBJECT_WORDS,
  QUESTION_WORDS,
  PAIR_NOUNS,
  showsPlural,
  PLURAL_VERB,
  SINGULAR_DEMONSTRATIVE,
  DEMONSTRATIVE_OF_OTHER_NUMBER,
  PERSON_WORDS,
  EVERY_TIME,
  SAME_PLURAL,
  GROUP_NOUNS,
  DEMAND_BEFORE,
} from '../lexicon/words';

/*
 * Learner rules about word forms, each restricted to contexts where it is right (measured on correct text
 * with `npm run eval:check -- --half tune --rules`):
 * - over-regularised verbs and plurals ("goed", "childs", "three mouses") -> ECDICT's irregular form, the
 *   past or the participle chosen by the auxiliary in front;
 * - an uncountable noun written as a plural ("informations are") -> singular noun and verb, counted in
 *   pieces after a number ("two furnitures" -> "two pieces of furniture");
 * - a modal + an inflected verb ("can sings", "can went") -> the bare verb;
 * - "be + agree" ("I am agree") -> "agree" in the subject's form;
 * - "there is + a plural quantifier" ("There is many") -> "there are";
 * - a countable noun after a plural quantifier ("several reason") -> the plural, "this" + a plural noun
 *   ("this cars") -> "these" (ECDICT's nouns: COUNTABLE_NOUNS);
 * - he, she or it as a subject + "have", "do" or "don't" -> "has", "does", "doesn't"; he or she + a verb of
 *   how things are ("She like apples") -> its -s form;
 * - a verb bare after "be" in a passive ("The bridge was build in 1990") -> its participle;
 * - "every"/"each" + a plural noun ("every details") -> the singular; so "a"/"an"/"another" + a plural
 *   noun that is no verb form and has no noun after it ("a products and", not "a sports car").
 */

/** Whether Harper also found something wrong with exactly this word: a second, independent signal. */
type Flagged = (word: Word) => boolean;

/** The word before `index`, skipping adverbs such as "never" ("have never goed"). */
function auxiliaryBefore(words: readonly Word[], index: number): Word | undefined {
  let i = index - 1;
  while (i >= 0 && MIDDLE_ADVERBS.has(words[i]!.lower)) i -= 1;
  return words[i];
}

/** The "be" a person born needs: "I borned" -> "I was born", "My parents borned" -> "were born". */
function bornWithBe(person: Word): string | undefined {
  if (/^(?:i|he|she)$/.test(person.lower) || FAMILY_AND_FRIENDS.has(person.lower)) return 'was';
  const singular = singularOf(person.lower);
  if (/^(?:we|you|they)$/.test(person.lower) || (singular && FAMILY_AND_FRIENDS.has(singular))) return 'were';
  return undefined;
}

function overRegularised(words: readonly Word[], sentence: string, flagged: Flagged): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const verb = overRegularVerb(word.lower);
    if (verb && flagged(word)) {
      const aux = auxiliaryBefore(words, index);
      const participle = aux !== undefined && (isPerfectAuxiliary(aux) || isBeForm(aux));
      // "I borned in 1990" -> "I was born": one is born, never "bore", so the person before it gets a "be".
      if (verb.lemma === 'bear' && word.lower.startsWith(verb.participle) && !participle) {
        const be = aux && bornWithBe(aux);
        if (be) {
          const born = `${be} ${verb.participle}`;
          lints.push(
            wordsLint('WordloomIrregularVerb', 'Grammar', word, word, sentence, born, `One "${born}".`),
          );
        }
        return;
      }
      const form = participle ? verb.participle : verb.past;
      lints.push(
        wordsLint(
          'WordloomIrregularVerb',
          'Grammar',
          word,
          word,
          sentence,
          matchCase(form, word.text),
          participle
            ? `"${verb.lemma}" is irregular: after "${aux!.text}" its past participle is "${form}".`
            : `"${verb.lemma}" is irregular: its past tense is "${form}".`,
        ),
      );
      return;
    }
    const plural = overRegularPlural(word.lower);
    const before = words[index - 1];
    // "bureaus", "cactuses", "indexes", "formulas": beside a Latin, Greek or French plural, English has its own.
    if (plural && /(?:i|ae|a|ices|x)$/.test(plural)) return;
    // "Andrew Childs", "tmac.ps", "PS": a name inside a sentence, or a letter's plural, is no noun to fix.
    const name = word.text !== word.lower && !startsSentence(sentence, word);
    if (plural && (name || word.lower.length < 4)) return;
    // "mouses" is also a verb form: only a number or "many" in front makes it a plural for sure.
    // "The mans are working": a plural verb after it says so too ("he mans the desk" is a verb).
    const pluralVerb = showsPlural(words[index + 1]?.lower ?? '');
    if (plural && (flagged(word) || pluralVerb || (before !== undefined && isPluralNumber(before)))) {
      lints.push(
        wordsLint(
          'WordloomIrregularPlural',
          'Agreement',
          word,
          word,
          sentence,
          matchCase(plural, word.text),
          `The plural of this word is irregular: "${plural}".`,
        ),
      );
    }
  });
  return lints;
}

let common: Set<string> | null = null;
/** The common words as a set, built on first use. */
const commonWords = () => (common ??= new Set(COMMON_WORDS));

/**
 * "informations" -> "information": a common noun (not a verb) whose -s form Harper does not know, or a noun
 * that never has a plural ("machineries").
 */
const SINGULAR_BE = wordTable<string>({ are: 'is', were: 'was' });

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

function uncountablePlurals(words: readonly Word[], sentence: string, flagged: Flagged): RawLint[] {
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

function modalVerbs(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((modal, index) => {
    const negated = NEGATED_MODALS.has(modal.lower);
    if (!negated && !MODALS.has(modal.text)) return;
    // Only after a subject: a pronoun, or a determiner + noun ("The scraping will causes"). "Can parents
    // help?", "the can holds", "in may parts" are no modal + verb; "can't" is a modal wherever it is.
    const before = words[index - 1];
    const subject = before && (MODAL_SUBJECTS.has(before.lower) || isNounSubject(words, index - 1, sentence));
    if (!negated && !subject) return;
    // "could even began", "will not came": adverbs between do not change the verb's form.
    const verb = verbAfterAdverbs(words, index + 1);
    if (!verb || verb.text !== verb.lower) return;
    // "He can't speaking English" -> "speak": an -ing form is no verb after a modal either (an adjective in
    // "-ing" misses its "be": "It will exciting", Harper's ModalBeAdjective). "You can learned a lot" ->
    // "learn": a participle with an object is no passive ("can be learned" has none), unless it is a verb of
    // its own ("could found a company").
    const ing = /ing$/.test(verb.lower) && !isIngAdjective(verb.lower);
    const object = OBJECT_WORDS.has(words[words.indexOf(verb) + 1]?.lower ?? '') && !isVerb(verb.lower);
    const lemma =
      lemmaAfterModal(verb.lower) ??
      (ing ? lemmasOfIng(verb.lower).find(isVerb) : object ? lemmaOfParticiple(verb.lower) : undefined);
    if (!lemma || /[,;:]/.test(sentence.slice(modal.end, verb.start))) return;
    lints.push(
      wordsLint(
        'WordloomModalVerb',
        'Grammar',
        verb,
        verb,
        sentence,
        lemma,
        `After "${modal.text}", use the base form of the verb: "${lemma}".`,
      ),
    );
  });
  return lints;
}

const MODAL_SUBJECTS = new Set([...SUBJECT_PRONOUNS, 'who', 'which', 'that']);

/**
 * "He cans swim" -> "can", "She musts go" -> "must": a modal takes no -s for he, she or it. "Cans" and
 * "wills" only before a verb that is no thing canned or willed ("She cans peaches", "He cans fish").
 */
function modalWithS(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const modal = word.lower.slice(0, -1);
    const [subject, verb] = [words[index - 1], words[index + 1]];
    if (!word.lower.endsWith('s') || !MODALS.has(modal) || word.text !== word.lower) return;
    if (!subject || !/^(?:he|she|it)$/.test(subject.lower) || !verb || !isVerb(verb.lower)) return;
    if (!adjacentRun(sentence, [subject, word, verb])) return;
    if (/^(?:can|will)$/.test(modal) && (isNoun(verb.lower) || isMassNoun(verb.lower))) return;
    lints.push(
      wordsLint(
        'WordloomModalNoS',
        'Agreement',
        word,
        word,
        sentence,
        modal,
        `"${modal}" has no -s form: "${subject.lower} ${modal} ${verb.lower}".`,
      ),
    );
  });
  return lints;
}

/**
 * "Does she likes it?" -> "like", "Do they wants" -> "want": in a question, "do/does/did" carries the tense
 * and the person, and the verb after its subject is the base form. Only where the "do" starts a clause or
 * follows a question word ("the does graze": deer).
 */
function questionDoVerbs(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((does, index) => {
    const subject = words[index + 1];
    // "Why don't you came?" -> "come": a negated question too.
    if (!/^(?:do|does|did|don['’]t|doesn['’]t|didn['’]t)$/.test(does.lower)) return;
    // The subject: a pronoun, or a determiner and its noun ("What time does the train leaves?").
    const nounAt = subject && DEFINITE_DETERMINERS.has(subject.lower) ? subjectNounAt(words, index + 2) : -1;
    if (!subject || (!SUBJECT_PRONOUNS.has(subject.lower) && nounAt < 0)) return;
    // "How long does it takes?": after "how long", "how much" … as after a question word.
    // "What time does the train leave?", "Which bus do you take?": a question word and its noun.
    const howMuch =
      (words[index - 2]?.lower === 'how' &&
        /^(?:long|much|many|often|far)$/.test(words[index - 1]?.lower ?? '')) ||
      (/^(?:what|which|whose)$/.test(words[index - 2]?.lower ?? '') &&
        startsClause(sentence, words, index - 2) &&
        (isNoun(words[index - 1]?.lower ?? '') || QUESTION_NOUNS.has(words[index - 1]?.lower ?? '')));
    if (
      !startsClause(sentence, words, index) &&
      !QUESTION_WORDS.has(words[index - 1]?.lower ?? '') &&
      !howMuch
    )
      return;
    const verb = verbAfterAdverbs(words, nounAt < 0 ? index + 2 : nounAt + 1);
    if (!verb || verb.text !== verb.lower || /[,;:.!?]/.test(sentence.slice(does.end, verb.start))) return;
    const lemma = verb.lower === 'has' ? 'have' : lemmaAfterModal(verb.lower);
    if (!lemma) return;
    const said = sentence.slice(subject.start, words[nounAt < 0 ? index + 1 : nounAt]!.end);
    lints.push(
      wordsLint(
        'WordloomDoQuestion',
        'Grammar',
        verb,
        verb,
        sentence,
        lemma,
        `After "${does.text} ${said}", use the base form of the verb: "${lemma}".`,
      ),
    );
  });
  return lints;
}

/** Nouns a question word asks with that are verbs too: "What time does …", "What kind does …". */
const QUESTION_NOUNS = new Set('time kind sort type way size colour color'.split(' '));

/**
 * Where the noun of a subject that starts at `at` (after its determiner) ends: "train" in "the train", "car" in
 * "your new car"; -1 when the words there are no plain noun, one describing word allowed.
 */
function subjectNounAt(words: readonly Word[], at: number): number {
  for (const i of [at, at + 1]) {
    const word = words[i];
    if (!word || word.text !== word.lower) return -1;
    const next = words[i + 1];
    // The noun is followed by the verb: "the train leaves"; a first noun may describe the next ("the bus stop").
    const noun = isNoun(word.lower) || isMassNoun(word.lower);
    if (noun && next && lemmaAfterModal(next.lower) !== undefined) return i;
    if (noun || isVerbForm(word.lower)) return -1;
  }
  return -1;
}

/** The noun after "a lot of" or "lots of" starting at `at`, the words written together; else undefined. */
function lotOf(words: readonly Word[], at: number, sentence: string): Word | undefined {
  const lot = words[at]?.lower === 'a' ? at + 1 : at;
  const [quantity, of, noun] = [words[lot], words[lot + 1], words[lot + 2]];
  if (!quantity || !of || !noun || of.lower !== 'of' || !adjacentRun(sentence, words.slice(at, lot + 3)))
    return undefined;
  return quantity.lower === (lot === at + 1 ? 'lot' : 'lots') ? noun : undefined;
}

/** The noun after "some", "any" or "much" at `at`: "There are some milk", "Are there any water?". */
function amountOf(words: readonly Word[], at: number, sentence: string): Word | undefined {
  const [amount, noun] = [words[at], words[at + 1]];
  if (!amount || !noun || !/^(?:some|any|much)$/.test(amount.lower)) return undefined;
  return adjacentRun(sentence, [amount, noun]) ? noun : undefined;
}

/** A plural noun: "people", "children", "books"; not a noun in -s that is one thing ("news"). */
function isPluralNoun(noun: string): boolean {
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
function lotOfPlural(words: readonly Word[], at: number, sentence: string): string | undefined {
  const noun = lotOf(words, at, sentence);
  return noun && isPluralNoun(noun.lower) ? sentence.slice(words[at]!.start, noun.end) : undefined;
}

/** "no people", "no students" at `at`: "There is no people" -> "are" (not "no news", "no students' union"). */
function noPlural(words: readonly Word[], at: number, sentence: string): string | undefined {
  const noun = words[at + 1];
  if (!noun || !adjacentRun(sentence, words.slice(at, at + 2)) || /^['’]/.test(sentence.slice(noun.end)))
    return undefined;
  return isPluralNoun(noun.lower) ? sentence.slice(words[at]!.start, noun.end) : undefined;
}

/** A lower-case noun (or -ing form) right before a modal, with "the"/"a"/"this"... before it: "The scraping will". */
function isNounSubject(words: readonly Word[], index: number, sentence: string): boolean {
  const noun = words[index];
  const determiner = words[index - 1];
  if (!noun || !determiner || noun.text !== noun.lower) return false;
  if (!/^\s+$/.test(sentence.slice(determiner.end, noun.start))) return false;
  return (
    /^(the|a|an|this|that|these|those|my|your|his|her|its|our|their)$/.test(determiner.lower) &&
    (isNoun(noun.lower) || noun.lower.endsWith('ing'))
  );
}

/**
 * Verbs of knowing learners put "be" before ("I am understand", "Are you know him?"). They have a passive
 * that lost its ending as often ("It is know that" for "known"), so only after a person and not before what
 * a passive takes ("He is know as", "known for").
 */
const KNOWING_VERBS = new Set(['understand', 'know', 'believe']);
const PERSON_SUBJECT = /^(?:i|you|we|they|he|she)$/;
const PASSIVE_NEXT = new Set('as for to by in at among'.split(' '));

/**
 * Verbs learners put "be" before, as Chinese says them as states ("I am agree", "It is depend on you") or
 * marks a past event with 是…的 ("It was happen last week"). None is a noun or an adjective, and the passive
 * of those that have one takes the participle ("is understood"), so "be" + the bare verb is never English.
 */
const STATE_VERBS = new Set([
  ...KNOWING_VERBS,
  'agree',
  'disagree',
  'belong',
  'depend',
  'happen',
  'exist',
  'occur',
  'seem',
  'consist',
  'rely',
]);

/**
 * Verbs by which a thing makes someone feel or do something: "It is make me happy" -> "It makes me happy"
 * (是 marks the statement in Chinese). With a thing as the subject and a person's pronoun after, "be" + the
 * bare verb is never English ("He is help me" may be "is helping": beBareVerb).
 */
const CAUSING_VERBS = new Set(['make', 'let', 'help', 'cause', 'give']);
const THING_SUBJECT = /^(?:it|this|that)$/;

function beAgree(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((be, index) => {
    const verb = words[index + 1];
    // "it's" is "it is" before a verb ("It's depend on you"), though "'s" may be "has" or a possessive elsewhere.
    const pronounIs = /^(?:it|he|she|that|this)['’]s$/.test(be.lower);
    if (!verb || (!isBeForm(be) && !pronounIs)) return;
    const lower = be.lower;
    // "I'm agree" -> "I agree": replace from the apostrophe (the subject is in the word, which may be first).
    const contracted = /^(\w+)['’](m|re|s)$/.exec(lower);
    if (index === 0 && !contracted) return;
    const subject = contracted ? contracted[1]! : (words[index - 1]?.lower ?? '');
    const next = words[index + 2]?.lower ?? '';
    const causing =
      CAUSING_VERBS.has(verb.lower) &&
      THING_SUBJECT.test(subject) &&
      OBJECT_PRONOUNS.has(next) &&
      verb.text === verb.lower;
    if (!STATE_VERBS.has(verb.lower) && !causing) return;
    if (KNOWING_VERBS.has(verb.lower) && (!PERSON_SUBJECT.test(subject) || PASSIVE_NEXT.has(next))) return;
    const form = /^(was|were)$/.test(lower)
      ? (pastOf(verb.lower) ?? verb.lower)
      : lower === 'is' || (contracted?.[2] === 's' && subject !== 'there') || /^(he|she|it)$/.test(subject)
        ? thirdPersonOf(verb.lower)
        : verb.lower;
    if (contracted) {
      const start = be.start + contracted[1]!.length;
      lints.push({
        rule: 'WordloomBeAgree',
        kind: 'Grammar',
        start,
        end: verb.end,
        problem: sentence.slice(start, verb.end),
        message: `"${verb.lower}" is a verb: it needs no "be" in front.`,
        suggestions: [{ kind: 'replace', text: ` ${form}` }],
      });
      return;
    }
    lints.push(
      wordsLint(
        'WordloomBeAgree',
        'Grammar',
        be,
        verb,
        sentence,
        form,
        `"${verb.lower}" is a verb: it needs no "be" in front.`,
      ),
    );
  });
  return lints;
}

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
function haveBareVerb(words: readonly Word[], sentence: string): RawLint[] {
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
function perfectPastAfterAdverb(words: readonly Word[], sentence: string): RawLint[] {
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
      startsClause(sentence, words, at - 2);
    if ((!perfect && !question) || !adjacentRun(sentence, words.slice(at - 1, index + 1))) return;
    const have = perfect ? before : first!;
    lints.push(
      participleLint(have, verb, sentence, participle, `"${participle}", not the past "${verb.text}"`),
    );
  });
  return lints;
}

/** A verb in the tense and person of the "be" it takes the place of: "was" -> "agreed", "is", "she's" -> "agrees". */
function inTenseOfBe(be: string, subject: string, lemma: string): string | undefined {
  if (/^(?:was|were)$/.test(be)) return pastOf(lemma);
  return be === 'is' || /^(?:he|she|it)$/.test(subject) ? thirdPersonOf(lemma) : lemma;
}

/** Verbs of a state, which take no -ing form for what is so now: "I know", not "I am knowing". */
const STATE_ING = wordTable<string>({
  knowing: 'know',
  understanding: 'understand',
  believing: 'believe',
  owning: 'own',
  belonging: 'belong',
});
/** What one has, not does ("She is having a car" -> "has"; "having a party", "having lunch" are done). */
const POSSESSIONS = new Set(
  'car house flat apartment brother sister dog cat bike bicycle computer phone garden'.split(' '),
);

/**
 * "I am knowing the answer" -> "I know", "She is having a car", "two brothers" -> "She has": a verb of a state in the present
 * progressive, after a subject pronoun (not "He was having a bath": a thing done).
 */
function stateProgressive(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const [subject, be, next, noun] = [
      words[index - 2],
      words[index - 1],
      words[index + 1],
      words[index + 2],
    ];
    // "I have been knowing him for years" -> "I have known him": the perfect of a state, with its object
    // ("She has been understanding" is kind).
    const perfect =
      be?.lower === 'been' &&
      /^(?:have|has|had)$/.test(subject?.lower ?? '') &&
      /^(?:me|you|him|her|it|us|them|the|this|that|my|his|our|their|your)$/.test(next?.lower ?? '');
    if (!subject || !be || (!perfect && (!isPersonPronoun(subject) || !/^(?:am|is|are)$/.test(be.lower))))
      return;
    // "She is having a car", "She is having two brothers": one possession, or a number of them.
    const owned = /^an?$/.test(next?.lower ?? '')
      ? noun?.lower
      : /^(?:two|three|four|five|six|many|several|no)$/.test(next?.lower ?? '')
        ? singularOf(noun?.lower ?? '')
        : undefined;
    const having = !perfect && verb.lower === 'having' && POSSESSIONS.has(owned ?? '');
    const lemma = having ? 'have' : STATE_ING[verb.lower];
    if (!lemma || !adjacentRun(sentence, [subject, be, verb])) return;
    const form = perfect
      ? participleOf(lemma)
      : lemma === 'have' && /^(?:he|she)$/.test(subject.lower)
        ? 'has'
        : inTenseOfBe(be.lower, subject.lower, lemma);
    if (!form) return;
    const message = `"${lemma}" tells how things are, and takes no -ing${perfect ? '' : ' for now'}: "${subject.text} ${form}".`;
    lints.push(
      replacementLint('WordloomStateProgressive', 'Grammar', sentence, be.start, verb.end, form, message),
    );
  });
  return lints;
}

/** "I am very agree with you" -> "I really agree": a verb is made strong with "really", and needs no "be". */
function beVeryAgree(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((be, index) => {
    const [very, verb] = [words[index + 1], words[index + 2]];
    // "I'm very agree": the subject and "be" in one word, replaced from the apostrophe.
    const contracted = /^(i|you|we|they|he|she)['’](?:m|re|s)$/.exec(be.lower);
    const subject = contracted ? contracted[1]! : words[index - 1]?.lower;
    if (!subject || !very || !verb || !/^(?:i|you|we|they|he|she)$/.test(subject)) return;
    if (!/^(?:very|so|really)$/.test(very.lower) || !/^(?:agree|disagree)$/.test(verb.lower)) return;
    const run = contracted ? [be, very, verb] : [words[index - 1]!, be, very, verb];
    if ((!contracted && !isBeForm(be)) || !adjacentRun(sentence, run)) return;
    const fixed = `really ${inTenseOfBe(be.lower, subject, verb.lower)}`;
    const start = contracted ? be.start + contracted[1]!.length : be.start;
    const message = `"${verb.lower}" is a verb: no "be" before it, and "really" makes it strong: "${fixed}".`;
    lints.push(
      replacementLint(
        'WordloomBeAgree',
        'Grammar',
        sentence,
        start,
        verb.end,
        contracted ? ` ${fixed}` : fixed,
        message,
      ),
    );
  });
  return lints;
}

/** Verbs a question may ask with "be" by mistake, though they are nouns too: "Are you want some tea?". */
const WANTING_VERBS = new Set(['want', 'need', 'have']);

/**
 * Whether a "be" question's verb is one that asks with "do": a state verb, "want", "need", "have", or "like"
 * before "to" or an -ing word ("Are you like your father?" asks whether you are alike).
 */
const isAskedVerb = (verb: Word, next: Word | undefined) =>
  STATE_VERBS.has(verb.lower) ||
  WANTING_VERBS.has(verb.lower) ||
  (verb.lower === 'like' && /^(?:to|[a-z]+ing)$/.test(next?.lower ?? ''));

/** "Are you agree?" -> "Do you agree?", "Is he agree?" -> "Does he agree?": a verb's question asks with "do". */
function beAgreeQuestion(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((be, index) => {
    const [subject, verb] = [words[index + 1], words[index + 2]];
    if (
      !subject ||
      !verb ||
      !isBeForm(be) ||
      !isPersonPronoun(subject) ||
      !isAskedVerb(verb, words[index + 3])
    )
      return;
    if (!startsSentence(sentence, be) || !adjacentRun(sentence, [be, subject, verb])) return;
    const does = /^(?:was|were)$/i.test(be.text) ? 'did' : /^(?:he|she)$/.test(subject.lower) ? 'does' : 'do';
    const fixed = `${matchCase(does, be.text)} ${subject.text} ${verb.lower}`;
    const message = `"${verb.lower}" is a verb: its question asks with "${does}": "${fixed}".`;
    lints.push(replacementLint('WordloomBeAgree', 'Grammar', sentence, be.start, verb.end, fixed, message));
  });
  return lints;
}

/**
 * Verbs of doing that learners put bare after "be" ("I am study English" for 我在学英语). Not a verb whose
 * participle is its lemma ("It is read by millions", "The shop is run by"), nor one that names a person
 * ("I am cook in a restaurant" wants "a cook").
 */
const DOING_VERBS = new Set(
  'study learn eat go do make listen speak talk swim sleep drink wait teach travel prepare practise practice write watch play work look help'.split(
    ' ',
  ),
);

/** A person's pronoun with "be" joined to it: "I'm", "you're", "she's" (not "it's": "It's work" is a noun). */
const PRONOUN_BE = /^(?:i['’]m|(?:you|we|they)['’]re|(?:he|she)['’]s)$/;

const isPersonPronoun = (word: Word) => /^(?:i|you|we|they|he|she)$/.test(word.lower);

/** "My father is work": a person named by "my", "his" … and a family or friend's noun, as the subject. */
const isPersonNamed = (owner: Word | undefined, person: Word, sentence: string) =>
  owner !== undefined &&
  /^(?:my|your|his|her|our|their)$/.test(owner.lower) &&
  FAMILY_AND_FRIENDS.has(person.lower) &&
  adjacentRun(sentence, [owner, person]);

/**
 * "I am study English now" -> "studying", "Where are you go?" -> "going": a subject pronoun and "be" (in
 * either order), then a verb of doing, bare; or a person and "be" ("My father is work in a factory").
 */
function beBareVerb(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  const isBe = (word: Word) => /^(?:am|is|are|was|were)$/.test(word.lower);
  words.forEach((verb, index) => {
    const [first, second, next] = [words[index - 2], words[index - 1], words[index + 1]];
    if (!second || !DOING_VERBS.has(verb.lower) || verb.text !== verb.lower) return;
    // "I'm study English now" -> "I'm studying": "be" joined to its pronoun.
    const joined = PRONOUN_BE.test(second.lower);
    // "I have been study English for years" -> "studying": "have been" goes on with -ing too.
    const perfect = second.lower === 'been' && /^(?:have|has|had)$/.test(first?.lower ?? '');
    const be =
      joined || perfect
        ? second
        : !first
          ? undefined
          : (isPersonPronoun(first) || isPersonNamed(words[index - 3], first, sentence)) && isBe(second)
            ? second
            : isBe(first) && isPersonPronoun(second)
              ? first
              : undefined;
    if (
      !be ||
      !adjacentRun(sentence, joined ? [second, verb] : [first!, second, verb]) ||
      next?.lower === 'by'
    )
      return;
    // "I was go to school yesterday" -> "I went": a finished time makes it the simple past ("I was going
    // to school when it rained" is what was going on). "I am go to school every day" -> "I go": a habit
    // takes the simple present. Either way "be" goes.
    const plain = !joined && second === be;
    const past = plain && /^(?:was|were)$/.test(be.lower) && pastOf(verb.lower);
    const finished =
      past && mentionsPastTime(words) && !words.some((word) => /^(?:when|while)$/.test(word.lower));
    const rest = sentence.slice(verb.end).split(/[,;.!?]/)[0]!;
    const habit =
      plain &&
      /^(?:am|is|are)$/.test(be.lower) &&
      isPersonPronoun(first!) &&
      (EVERY_TIME.test(rest) ||
        [...rest.matchAll(/[a-z]+/gi)].some(([w]) => FREQUENCY.has(w.toLowerCase()))) &&
      inTenseOfBe(be.lower, first!.lower, verb.lower);
    const simple = finished ? past : habit || undefined;
    if (simple) {
      const message = finished
        ? `A finished time in the past takes the simple past: "${first!.text} ${simple}".`
        : `A habit takes the simple present, with no "${be.text}": "${first!.text} ${simple}".`;
      lints.push(
        replacementLint('WordloomBeDoing', 'Grammar', sentence, second.start, verb.end, simple, message),
      );
      return;
    }
    const ing = ingForm(verb.lower);
    lints.push(
      wordsLint(
        'WordloomBeDoing',
        'Grammar',
        verb,
        verb,
        sentence,
        ing,
        `After "${be.text}", a verb takes -ing for what is going on: "${be.text} ${ing}".`,
      ),
    );
  });
  return lints;
}

/**
 * "She is always help me" -> "She always helps me", "I am never eat breakfast" -> "I never eat": a habit
 * needs no "be" (她总是帮我), only the verb, in the tense of the "be" the learner wrote.
 */
function beBeforeHabit(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((be, index) => {
    const [subject, often, verb] = [words[index - 1], words[index + 1], words[index + 2]];
    if (
      !subject ||
      !often ||
      !verb ||
      !isPersonPronoun(subject) ||
      !/^(?:am|is|are|was|were)$/.test(be.lower)
    )
      return;
    if (!FREQUENCY.has(often.lower) || !DOING_VERBS.has(verb.lower) || verb.text !== verb.lower) return;
    if (!adjacentRun(sentence, [subject, be, often, verb]) || !startsClause(sentence, words, index - 1))
      return;
    const form = inTenseOfBe(be.lower, subject.lower, verb.lower);
    if (!form) return;
    const fixed = `${often.text} ${form}`;
    lints.push(
      replacementLint(
        'WordloomBeBeforeHabit',
        'Grammar',
        sentence,
        be.start,
        verb.end,
        fixed,
        `A habit needs no "${be.text}": "${subject.text} ${fixed}".`,
      ),
    );
  });
  return lints;
}

/** A subject that a bare verb after "be" may describe, as a learner's "is to …": "My dream is become …". */
const PURPOSE_NOUNS = new Set(
  'job dream hobby goal aim plan task duty idea way purpose wish choice solution answer thing step method work'.split(
    ' ',
  ),
);
/** Persons, whom a bare verb after "be" more likely describes doing something ("She is write to him"). */
const isPerson = (word: Word) => isPersonPronoun(word) || FAMILY_AND_FRIENDS.has(word.lower);

/**
 * Verbs of change or of going, which take no passive: "Prices will increase", "The problem may disappear",
 * "She will go to school".
 */
const NO_PASSIVE_VERBS = new Set(
  'increase decrease rise fall grow disappear appear happen exist die arrive become remain occur go come'.split(
    ' ',
  ),
);
/** Adverbs that may end a passive's phrase: "can be solved today". */
const PASSIVE_ADVERBS = new Set('today tomorrow soon now again here there first later'.split(' '));

/**
 * "The bridge was build in 1990" -> "built", "Sulfur dioxide is generate by volcanoes" -> "generated": a
 * verb bare after "be", in a passive, which a preposition or the clause's end shows ("was build a house" is
 * something else). `passiveParticiple` keeps out the words that may stand bare there ("is open by nine").
 * Not after a "do" earlier in the sentence ("What we did was build in stages" is right), nor after a
 * person ("She is write to him" means "writing") or a purpose ("My job is teach in a school" means "to teach").
 */
function bareVerbPassive(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const [subject, be, next] = [words[index - 2], words[index - 1], words[index + 1]];
    if (!be || !isBeForm(be) || /'/.test(be.text) || verb.text !== verb.lower) return;
    if (!adjacentRun(sentence, [be, verb])) return;
    // "The number of cars would be decrease", "She will be go" -> "would decrease", "will go": a verb of change
    // or of going has no passive to take.
    if (be.lower === 'be' && subject && MODALS.has(subject.lower) && NO_PASSIVE_VERBS.has(verb.lower)) {
      const message = `"${verb.lower}" is the verb after "${subject.lower}": no "be" before it.`;
      lints.push(wordsLint('WordloomModalBeVerb', 'Grammar', be, verb, sentence, verb.text, message));
      return;
    }
    const participle = passiveParticiple(verb.lower);
    // "There is work to do": after "there", a noun.
    if (!participle || isMassNoun(verb.lower) || subject?.lower === 'there') return;
    if (subject && (isPerson(subject) || PURPOSE_NOUNS.has(subject.lower))) return;
    // "He will be study in the library": the person before the modal, who more likely means "studying".
    const beforeModal = subject && MODALS.has(subject.lower) ? words[index - 3] : undefined;
    if (beforeModal && isPerson(beforeModal)) return;
    const endsClause = !next || /[,;:.!?)]/.test(sentence.slice(verb.end, next.start));
    // "The problem can be solve easily", "It must be finish today": an adverb after it ends its phrase too.
    const adverb =
      next !== undefined && (/^[a-z]{3,}ly$/.test(next.lower) || PASSIVE_ADVERBS.has(next.lower));
    if (!endsClause && !adverb && !PREPOSITIONS.has(next.lower)) return;
    if (words.slice(0, index).some((word) => /^(?:do|does|did)$/.test(word.lower))) return;
    lints.push(
      wordsLint(
        'WordloomPassiveParticiple',
        'Grammar',
        verb,
        verb,
        sentence,
        participle,
        `After "${be.text}", a verb takes its past participle: "${be.text} ${participle}".`,
      ),
    );
  });
  return lints;
}

/**
 * The plural that follows "there is" at `at`, as the message names it ("many", "too many", "a lot of
 * people", "no students", "any problems"), or undefined.
 */
function pluralAfterThere(
  words: readonly Word[],
  at: number,
  sentence: string,
  { many, contracted, anyCounts }: { many: boolean; contracted: boolean; anyCounts: boolean },
): string | undefined {
  const quantifier = words[at]!;
  if (isPluralNumber(quantifier)) return quantifier.text;
  if (many) return `${quantifier.text} many`;
  // "Is there any problems?", "There isn't any apples": "any" with a plural, asked or negated.
  if (anyCounts && /^(?:any|some)$/.test(quantifier.lower)) {
    const noun = words[at + 1];
    const plural = noun && noun.text === noun.lower && nounNumber(noun.lower) === 'plural';
    return plural ? `${quantifier.text} ${noun.text}` : undefined;
  }
  // "There's a lot of people" is everyday speech; "There is a lot of people" in writing is not.
  if (contracted) return undefined;
  if (PEOPLE_PLURALS.has(quantifier.lower)) return peoplePlural(words, at, sentence);
  return quantifier.lower === 'no' ? noPlural(words, at, sentence) : lotOfPlural(words, at, sentence);
}

/** Adverbs a learner puts between "there is" and what there is: "There is also many", "There is still". */
const THERE_ADVERBS = new Set('also still only always often usually now even'.split(' '));
/** People in the plural, which no "-s" shows: "There is people who" -> "There are". */
const PEOPLE_PLURALS = new Set(['people', 'children', 'men', 'women']);

/**
 * "There is people who like it" -> "There are": the plural noun itself, not part of a possessive ("There is
 * people's money") or a compound ("There is children's" or "men's wear").
 */
function peoplePlural(words: readonly Word[], at: number, sentence: string): string | undefined {
  const noun = words[at]!;
  if (noun.text !== noun.lower || /^['’-]/.test(sentence.slice(noun.end))) return undefined;
  return adjacentRun(sentence, words.slice(at - 2, at + 1)) ? noun.text : undefined;
}

/**
 * "There is many books" -> "There are", and asked or negated: "Is there many people?", "Was there any
 * problems?" -> "Are", "Were"; "There isn't any apples" -> "aren't".
 */
function thereIsPlural(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((there, index) => {
    if (there.lower !== 'there' && there.lower !== "there's") return;
    const contracted = there.lower === "there's";
    const asked =
      !contracted &&
      index > 0 &&
      /^(?:is|was)$/i.test(words[index - 1]!.text) &&
      startsSentence(sentence, words[index - 1]!) &&
      /\?\s*$/.test(sentence);
    const be = contracted ? there : asked ? words[index - 1] : words[index + 1];
    const negated = !contracted && !asked && /^(?:isn['’]t|wasn['’]t)$/.test(be?.lower ?? '');
    let at = index + (contracted || asked ? 1 : 2);
    // "There is also many people", "There is still people who": an adverb between the verb and the plural.
    if (!contracted && !asked && THERE_ADVERBS.has(words[at]?.lower ?? '')) at += 1;
    const quantifier = words[at];
    if (!be || !quantifier || /^(these|those)$/.test(quantifier.lower)) return;
    // "There is too many cars": "many" after "too" or "so".
    const many = /^(?:too|so)$/.test(quantifier.lower) && words[at + 1]?.lower === 'many';
    // "There is many water": "a lot of water" is the fix (singularAfterQuantifier), and keeps "is".
    if (isMassNoun(words[at + 1 + (many ? 1 : 0)]?.lower ?? '')) return;
    const plural = pluralAfterThere(words, at, sentence, { many, contracted, anyCounts: asked || negated });
    if (!plural) return;
    if (!contracted && !negated && be.lower !== 'is' && be.lower !== 'was') return;
    const start = contracted ? there.start + 5 : be.start;
    const are = /^was/.test(be.lower) ? 'were' : 'are';
    const fixed = negated ? `${are}n${be.text.slice(-2)}` : matchCase(are, be.text);
    lints.push({
      rule: 'WordloomThereIsPlural',
      kind: 'Agreement',
      start,
      end: be.end,
      problem: sentence.slice(start, be.end),
      message: `With a plural ("${plural}"), use "there ${are}".`,
      suggestions: [{ kind: 'replace', text: contracted ? ` ${are}` : fixed }],
    });
  });
  return lints;
}

/** What counts more than one after "a": "There are a lot of", "a few", "a number of", "a hundred". */
const A_FEW =
  'lot|lots|few|number|couple|great|good|dozen|variety|range|series|host|bunch|handful|total|hundred|thousand|million|billion|estimated|average|minimum|maximum|pair|set|group|kind';
const THERE_ARE_ONE = new RegExp(
  String.raw`\b[Tt]here\s+(are|were)(?=\s+(?:a|an|one)\s+(?!(?:${A_FEW})\b)[a-z]+(?:\s+[a-z]+)?(?:\s*(?:[.,!?;]|$)|\s+(?:on|in|at|under|near|behind|next|for|with|that|who|which)\b))`,
  'g',
);

/** "There are a book on the table" -> "There is a book": one thing is "there is" (not "a lot of", "a few"). */
function thereAreOne(sentence: string): RawLint[] {
  return [...sentence.matchAll(THERE_ARE_ONE)].map((match) => {
    const start = match.index + match[0].length - match[1]!.length;
    const is = match[1] === 'were' ? 'was' : 'is';
    return replacementLint(
      'WordloomThereIsPlural',
      'Agreement',
      sentence,
      start,
      start + match[1]!.length,
      is,
      `With one thing ("a …"), use "there ${is}".`,
    );
  });
}

/**
 * "There are a lot of homework" -> "There is": an uncountable noun is one amount, whatever "a lot of" says.
 * Only where the noun ends its phrase (a mark, a preposition or an adverb after it): "There are a lot of
 * traffic lights" and "a lot of information and books" are plural.
 */
function thereAreUncountable(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((there, index) => {
    if (there.lower !== 'there') return;
    // "Are there any milk?" -> "Is there": the question's order.
    const asked = index === 1 && /\?\s*$/.test(sentence);
    const be = asked ? words[0] : words[index + 1];
    if (!be || !/^(?:are|were)$/i.test(be.text)) return;
    const from = asked ? index + 1 : index + 2;
    const amountNoun = lotOf(words, from, sentence) ?? amountOf(words, from, sentence);
    // "There are a lot of beautiful scenery": an adjective, no noun, may stand before it.
    const after = amountNoun && words[words.indexOf(amountNoun) + 1];
    const described =
      amountNoun !== undefined &&
      after !== undefined &&
      !isMassNoun(amountNoun.lower) &&
      nounNumber(amountNoun.lower) === undefined &&
      !isVerbForm(amountNoun.lower) &&
      isMassNoun(after.lower) &&
      adjacentRun(sentence, [amountNoun, after]);
    const noun = described ? after : amountNoun;
    const opening = asked ? words.slice(0, 2) : words.slice(index, index + 3);
    if (!noun || !isMassNoun(noun.lower) || !adjacentRun(sentence, opening)) return;
    const next = words[words.indexOf(noun) + 1];
    const ends =
      /^\s*(?:[.,;:!?]|$)/.test(sentence.slice(noun.end)) ||
      (next !== undefined &&
        (PREPOSITIONS.has(next.lower) || /^(?:here|there|today|now|again)$/.test(next.lower)));
    if (!ends) return;
    const is = matchCase(be.lower === 'were' ? 'was' : 'is', be.text);
    const amount = sentence.slice(words[from]!.start, noun.end);
    const said = asked ? `${is} there ${amount}` : `there ${is} ${amount}`;
    lints.push({
      rule: 'WordloomThereIsMass',
      kind: 'Agreement',
      start: be.start,
      end: be.end,
      problem: be.text,
      message: `"${noun.text}" is uncountable, one amount however much: "${said}".`,
      suggestions: [{ kind: 'replace', text: is }],
    });
  });
  return lints;
}

/** Nouns that count, and stay singular after a number: "two dozen", "four score". */
const NUMBER_NOUNS = new Set('score dozen hundred thousand million billion percent'.split(' '));
/** Words ending in -s that are no plural: "several reason this is hard". */
const NOT_PLURAL_S = new Set(
  'this thus was has does its his hers ours yours theirs less unless across always perhaps'.split(' '),
);

/** Words after which a countable noun is plural: "several reasons", "many subjects", "three cars". */
const PLURAL_BEFORE = new Set(
  'several many various numerous multiple few fewer both two three four five six seven eight nine ten twelve twenty'.split(
    ' ',
  ),
);

/**
 * A number in digits that counts what follows ("I have 2 brother"), not a year ("in 2010 year") nor a label
 * after a noun or a name ("page 2 line", "Windows 10 computer").
 */
function isCountingNumber(words: readonly Word[], at: number, sentence: string): boolean {
  const number = words[at]!;
  if (!/^\d+$/.test(number.text) || Number(number.text) < 2 || Number(number.text) >= 1000) return false;
  // A whole number standing apart: not part of "1.2", "8+3", "2.11.2" or "1 5".
  if (!/(?:^|\s)$/.test(sentence.slice(0, number.start)) || !/^ /.test(sentence.slice(number.end)))
    return false;
  // Not a range or a size: "2 or 3 letter codes", "a 100 by 100 array", "Python 2 and 3 version".
  const before = words[at - 1];
  return (
    before === undefined ||
    (/^[a-z]+$/.test(before.text) && !isNoun(before.lower) && !/^(?:by|and|or|to|x)$/.test(before.text))
  );
}

/** What may follow a noun that ends its phrase: punctuation, the end, or a preposition, joining word or verb. */
const PHRASE_ENDS =
  /^(?:\s*(?:[.,!?;:]|$)|\s+(?:in|on|at|of|for|to|with|from|about|and|or|but|that|who|which|are|were|have|can|will|would|should|must|may|might|because|when|if|than|last|next|every|ago|yesterday|today|tomorrow)\b)/;

/**
 * "We need these information" -> "this information", "These advice are useful" -> "This advice is": an
 * uncountable noun takes "this" or "that", and the verb for one.
 */
function demonstrativeUncountable(
  determiner: Word,
  singular: string,
  noun: Word,
  next: Word | undefined,
  sentence: string,
): RawLint {
  const verb = next && sentence.slice(noun.end, next.start) === ' ' ? SINGULAR_BE[next.lower] : undefined;
  const replacement = `${matchCase(singular, determiner.text)} ${noun.text}${verb ? ` ${verb}` : ''}`;
  return wordsLint(
    'WordloomMassNounPlural',
    'Agreement',
    determiner,
    verb && next ? next : noun,
    sentence,
    replacement,
    `"${noun.text}" is uncountable: "${replacement}".`,
  );
}

/**
 * Words that count a noun only where the sentence shows they do: "these" and "those" where the noun ends its
 * phrase ("These student are", "in those place."; not "these car keys"), "some" before "are" or "were"
 * ("Some student are late"; "some student of his" may be one). Not "all": "all output", "all memory" and
 * "all behavior" are stuff, which the forms data does not tell from things.
 */
const PLURAL_WHERE_SHOWN = wordTable<'phrase ends' | 'plural verb'>({
  these: 'phrase ends',
  those: 'phrase ends',
  some: 'plural verb',
});
const PLURAL_VERB_AFTER = /^\s+(?:are|were)\b/;

/**
 * Whether the sentence shows a noun after "these", "those" or "some" is counted (PLURAL_WHERE_SHOWN).
 * A noun that is a verb too counts only before "are" or "were", or after a preposition: "These cost more" is
 * a pronoun and its verb, "in those place" is not. "These kind of" is an amount's ("these kinds of" or "this
 * kind of"?).
 */
function pluralShown(
  shown: 'phrase ends' | 'plural verb',
  noun: Word,
  before: Word | undefined,
  sentence: string,
): boolean {
  const after = sentence.slice(noun.end);
  if (shown === 'plural verb') return PLURAL_VERB_AFTER.test(after);
  if (!PHRASE_ENDS.test(after) || /^(?:kind|sort|type)$/.test(noun.lower)) return false;
  return !isVerb(noun.lower) || PREPOSITIONS.has(before?.lower ?? '') || PLURAL_VERB_AFTER.test(after);
}

/**
 * "several reason" -> "several reasons", "two new shirt" -> "two new shirts". Only a word that is always a
 * noun (ECDICT: no adjective sense, so not "many good ideas") and not the first of two nouns ("many school
 * buses").
 */
function singularAfterQuantifier(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((noun, index) => {
    // "two new shirt", "three big dog": a common adjective may stand between.
    const described = DESCRIBING_ADJECTIVES.has(words[index - 1]?.lower ?? '') ? 1 : 0;
    const at = index - 1 - described;
    const quantifier = words[at];
    const shown = quantifier && PLURAL_WHERE_SHOWN[quantifier.lower];
    // "We are all student" -> "students": "all" after "we are", "they were" counts the people (only a person:
    // "We are all right").
    const allOfUs =
      quantifier?.lower === 'all' &&
      /^(?:are|were)$/.test(words[at - 1]?.lower ?? '') &&
      /^(?:we|they|you)$/.test(words[at - 2]?.lower ?? '') &&
      PERSON_WORDS.has(noun.lower);
    if (
      !quantifier ||
      !(PLURAL_BEFORE.has(quantifier.lower) || shown || allOfUs || isCountingNumber(words, at, sentence))
    )
      return;
    if (noun.text !== noun.lower) return;
    if (shown && !pluralShown(shown, noun, words[at - 1], sentence)) return;
    // "Too few can make use of it": a modal, not the noun "can".
    if (MODALS.has(noun.lower)) return;
    // "both labor and management" (one of each), "two world-shattering wars", "we both look forward".
    const andAhead = words.slice(index + 1, index + 9).some((word) => word.lower === 'and');
    // "we both look", "Would you four stand up": the quantifier counts the pronoun before it.
    const pronounBefore = /^(i|you|he|she|it|we|they|us|them)$/.test(words[at - 1]?.lower ?? '');
    if ((quantifier.lower === 'both' && andAhead) || pronounBefore) return;
    // "a four year period", "the five year plan": a number and its noun before another noun; "two score",
    // "two dozen": a number of its own.
    // "a few student" counts all the same.
    const aFew = quantifier.lower === 'few' && words[at - 1]?.lower === 'a';
    if ((/^(a|an|the|this|that)$/.test(words[at - 1]?.lower ?? '') && !aFew) || NUMBER_NOUNS.has(noun.lower))
      return;
    // "two-year", "a few example/tutorial programs": part of a compound or of a pair.
    if (/^[-‐/]/.test(sentence.slice(noun.end))) return;
    if (
      !words.slice(at, index).every((word, i) => sentence.slice(word.end, words[at + i + 1]!.start) === ' ')
    )
      return;
    const next = words[index + 1];
    // "We have three class today": "today" is no noun of a compound.
    if (
      next &&
      isNoun(next.lower) &&
      !DAY_WORDS.has(next.lower) &&
      sentence.slice(noun.end, next.start) === ' '
    )
      return;
    // "3 letter ISO codes": after digits, a name after the noun makes it a compound's first part too.
    if (
      /^\d/.test(quantifier.text) &&
      next &&
      /^\p{Lu}/u.test(next.text) &&
      next.text !== 'I' &&
      sentence.slice(noun.end, next.start) === ' '
    )
      return;
    // "two tax cuts", "two in three job openings": a plural after the noun makes it a compound's first part.
    // "multiple network endpoint groups": so does a plural two or three words on.
    if (pluralAhead(words, index, sentence)) return;
    if (/^['’]/.test(sentence.slice(noun.end))) return;
    // "many money" -> "a lot of money": stuff is not counted, so the quantifier is what is wrong.
    if (isMassNoun(noun.lower)) {
      // "many good advice": the fix of the quantifier alone is the other rules' to make.
      if (described) return;
      const one = SINGULAR_DEMONSTRATIVE[quantifier.lower];
      if (quantifier.lower === 'many') lints.push(manyUncountable(words[at - 1], quantifier, noun, sentence));
      else if (one && UNCOUNTABLE_NOUNS.has(noun.lower))
        lints.push(demonstrativeUncountable(quantifier, one, noun, words[index + 1], sentence));
      return;
    }
    // "many expert in", "two tourist.": a noun that is an adjective too ("many chemical plants") is the noun
    // where its phrase ends after it.
    const plural =
      pluralOf(noun.lower) ??
      (PHRASE_ENDS.test(sentence.slice(noun.end)) ? kindNounPlural(noun.lower) : undefined);
    if (!plural || plural === noun.lower) return;
    lints.push(nounNumberLint('WordloomPluralAfterQuantifier', quantifier, noun, sentence, plural, 'plural'));
  });
  return lints;
}

/** Nouns always counted, after "a lot of" and "certain": things and people. */
const ALWAYS_COUNTED = new Set([
  ...ALWAYS_COUNTED_NOUNS,
  ...'student scientist teacher worker doctor child'.split(' '),
]);

/**
 * "a lot of book" -> "books", "lots of student" -> "students", "certain thing" -> "things", "most student"
 * -> "students": an amount of things counted, and "certain" without "a" ("a certain thing" is one).
 */
function singularAfterAmount(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((noun, index) => {
    const before = words[index - 1];
    if (!before || !ALWAYS_COUNTED.has(noun.text) || sentence.slice(before.end, noun.start) !== ' ') return;
    const [second, third] = [words[index - 2]?.lower, words[index - 3]?.lower];
    const amount =
      before.lower === 'of' &&
      ((second === 'lot' && third === 'a') || second === 'lots' || second === 'plenty') &&
      adjacentRun(sentence, words.slice(index - (second === 'lot' ? 3 : 2), index + 1));
    const certain =
      before.lower === 'certain' && !/^(?:a|an|the|this|that|one|each|every)$/.test(second ?? '');
    // "Most student like" -> "Most students"; not "the most", "at most", "most of".
    const most = before.lower === 'most' && !/^(?:the|at|for)$/.test(second ?? '');
    if (!amount && !certain && !most) return;
    // "a lot of book stores": the noun starts a compound.
    const next = words[index + 1];
    if (next && sentence.slice(noun.end, next.start) === ' ' && isNoun(next.lower)) return;
    if (pluralAhead(words, index, sentence)) return;
    if (/^['’-]/.test(sentence.slice(noun.end))) return;
    const plural = pluralOf(noun.lower);
    if (!plural || plural === noun.lower) return;
    const phrase = amount
      ? sentence.slice(words[index - (second === 'lot' ? 3 : 2)]!.start, before.end)
      : before.lower;
    const message = `After "${phrase}", the noun is plural: "${plural}".`;
    lints.push(
      wordsLint('WordloomPluralAfterQuantifier', 'Agreement', noun, noun, sentence, plural, message),
    );
    // "Most student is busy" -> "Most students are": the verb right after follows the noun's number.
    const verb = most && next && sentence.slice(noun.end, next.start) === ' ' ? next : undefined;
    const are = verb && PLURAL_VERB[verb.lower];
    if (verb && are) {
      const agrees = `"${before.text} ${plural}" is more than one: "${are}".`;
      lints.push(wordsLint('WordloomPluralAfterQuantifier', 'Agreement', verb, verb, sentence, are, agrees));
    }
  });
  return lints;
}

/** "many money" -> "a lot of money"; "how/so/too/as many money" -> "much". */
function manyUncountable(before: Word | undefined, many: Word, noun: Word, sentence: string): RawLint {
  const much = /^(?:how|so|too|as)$/.test(before?.lower ?? '');
  const replacement = matchCase(much ? 'much' : 'a lot of', many.text);
  const message = `"${noun.text}" is uncountable: "many" counts things, so "${replacement} ${noun.text}".`;
  return wordsLint('WordloomManyUncountable', 'Agreement', many, many, sentence, replacement, message);
}

/**
 * "less cars" -> "fewer cars": "less" measures stuff, "fewer" counts things. Only a noun that is plainly a
 * plural ("cars", "people"; not "news", "less serious") with no noun after it ("less sports coverage"), and
 * not "more or less", "no less", "much less" (let alone) or "less than".
 */
function lessPlural(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((noun, index) => {
    const less = words[index - 1];
    if (!less || less.lower !== 'less' || noun.text !== noun.lower || !isPluralNoun(noun.lower)) return;
    if (
      sentence.slice(less.end, noun.start) !== ' ' ||
      /^(?:or|no|much|even|far)$/.test(words[index - 2]?.lower ?? '')
    )
      return;
    const next = words[index + 1];
    if (
      next &&
      sentence.slice(noun.end, next.start) === ' ' &&
      isNoun(next.lower) &&
      !/^(?:than|and|or)$/.test(next.lower)
    )
      return;
    if (/^['’-]/.test(sentence.slice(noun.end))) return;
    const fewer = matchCase('fewer', less.text);
    const message = `"${noun.text}" are counted: "fewer ${noun.text}", not "less" (which measures stuff: "less time").`;
    lints.push(wordsLint('WordloomFewer', 'Agreement', less, less, sentence, fewer, message));
  });
  return lints;
}

/** Words that end a compound noun before its head could come: "various cleanup are done". */
const COMPOUND_STOPS = new Set(
  'and or of to in on for with that which who is are was were be the a an'.split(' '),
);

/** Whether a plural follows the noun at `index` within three words, as the head of a compound. */
function pluralAhead(words: readonly Word[], index: number, sentence: string): boolean {
  for (let j = index + 1; j <= index + 3 && j < words.length; j += 1) {
    const word = words[j]!;
    if (sentence.slice(words[j - 1]!.end, word.start) !== ' ' || COMPOUND_STOPS.has(word.lower)) return false;
    if (/^[a-z]{2,}[^s]s$/i.test(word.text) && !NOT_PLURAL_S.has(word.lower)) return true;
  }
  return false;
}

/** The noun after this word takes the other number: "several reason" -> "reasons", "every details" -> "detail". */
function nounNumberLint(
  rule: string,
  before: Word,
  noun: Word,
  sentence: string,
  replacement: string,
  number: 'plural' | 'singular',
): RawLint {
  const message = `After "${before.text}", the noun is ${number}: "${replacement}".`;
  return wordsLint(rule, 'Agreement', noun, noun, sentence, replacement, message);
}

/**
 * "this cars" -> "these cars", "That shoes are" -> "Those shoes": "this" or "that" with a noun that can only
 * be a plural, or with a plural verb after it; and "These book is" -> "This book is": "these" or "those" with
 * a singular noun and a singular verb.
 */
function thisPlural(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((noun, index) => {
    const determiner = words[index - 1];
    const other = determiner && DEMONSTRATIVE_OF_OTHER_NUMBER[determiner.lower];
    if (!other || noun.text !== noun.lower || sentence.slice(determiner.end, noun.start) !== ' ') return;
    const verb = words[index + 1]?.lower ?? '';
    const adjacentVerb = words[index + 1] && sentence.slice(noun.end, words[index + 1]!.start) === ' ';
    if (determiner.lower === 'this' || determiner.lower === 'that') {
      // "this books are": the verb shows the plural of a noun that is a verb too ("books").
      // "That" only opening the sentence: after a verb it joins a clause ("I think that cars are fast").
      const pluralVerb =
        adjacentVerb &&
        /^(?:are|were)$/.test(verb) &&
        nounNumber(noun.lower) === 'plural' &&
        (determiner.lower === 'this' ||
          // Nor a clause that is the subject: "That students were late is true".
          (startsSentence(sentence, determiner) &&
            !/\b(?:is|was|seems|means|shows|proves|suggests)\b/.test(sentence.slice(words[index + 1]!.end))));
      // "For this reasons, …": after a preposition, "this" and a plural that ends its phrase are one noun
      // phrase ("Because of this prices went up" has a clause after "this").
      const pluralObject =
        determiner.lower === 'this' &&
        PREPOSITIONS.has(words[index - 2]?.lower ?? '') &&
        nounNumber(noun.lower) === 'plural' &&
        /^\s*(?:[.,;:!?]|$|(?:and|but|of|that|which)\b)/.test(sentence.slice(noun.end));
      if (!pluralVerb && !pluralObject) {
        // Without a verb to show it, only "this": "that" may join a clause ("so that cars can").
        if (determiner.lower !== 'this' || !singularOnlyNoun(noun.lower)) return;
        // "but this does": a verb ("do"), not the plural of "doe".
        if (lemmaAfterModal(noun.lower)) return;
        // "This options is removed": the verb says one, so the noun may be what is wrong.
        if (/^(?:is|was|has)$/.test(verb)) return;
      }
    } else {
      // "These book is interesting": a singular noun and verb; not "these sheep are", nor "those who is".
      const singular = pluralOf(noun.lower);
      if (!singular || singular === noun.lower || !adjacentVerb || !/^(?:is|was)$/.test(verb)) return;
    }
    lints.push(
      wordsLint(
        'WordloomThisPlural',
        'Agreement',
        determiner,
        determiner,
        sentence,
        matchCase(other, determiner.text),
        `"${noun.text}" is ${other === 'these' || other === 'those' ? 'plural' : 'singular'}: use "${other}".`,
      ),
    );
  });
  return lints;
}

/** Where a subject pronoun starts a clause: a verb right after it agrees with it ("make it work" is no clause). */
const CLAUSE_OPENERS = new Set(
  'and but so because if when while although though that since as then also'.split(' '),
);
const THIRD_PERSON = new Set(['he', 'she', 'it']);
const IRREGULAR_THIRD = wordTable<string>({ have: 'has', do: 'does', "don't": "doesn't" });
/** "Everyone have", "somebody are": a singular pronoun a learner counts as many people. */
const INDEFINITE_PRONOUNS = new Set(
  'everyone everybody someone somebody anyone anybody nobody everything something nothing'.split(' '),
);
const SINGULAR_FORMS = wordTable<string>({
  ...IRREGULAR_THIRD,
  are: 'is',
  were: 'was',
  "aren't": "isn't",
  "weren't": "wasn't",
});

/** Whether a word before a pronoun makes it an object, or asks a question: a verb, an auxiliary, a preposition. */
function takesObject(word: string): boolean {
  if (PREPOSITIONS.has(word) || MODALS.has(word) || AUXILIARY_WORDS.has(word)) return true;
  return isVerbForm(word);
}
const AUXILIARY_WORDS = new Set(
  // "let it have", "make everyone do": a verb whose object takes the bare verb.
  'do does did is are was were am be been have has had let lets make makes made help helps'.split(' '),
);

/**
 * Words that start a verb's object: "make our life easy", "help people". Not "that", which may start a
 * clause after two nouns ("Helper class that provides …").
 */
const OBJECT_STARTS = new Set([
  ...OBJECT_PRONOUNS,
  ...PLURAL_DEFINITE_DETERMINERS,
  ...'a an the people many much more some every'.split(' '),
]);
/** Endings of nouns for one idea or activity: "Education", "Pollution", "Happiness". */
const ABSTRACT_NOUN = /(?:tion|ment|ness|ity|ism|ence|ance)$/;

/**
 * "Technology make our life easy" -> "makes", "Money make people happy", "Smoking harm your health",
 * "Learning English help me" -> "helps", "Technology have changed our lives" -> "has", "I know that money
 * make people happy": a noun with no determiner opening the sentence or a clause, one thing, idea or activity
 * (an activity with its object, when that is a name or one thing), then a bare verb and its object, or
 * "have" and a participle. Not a word that is a verb too ("Help save lives", "Water the plants": orders), a
 * noun whose plural looks the same ("Fish eat"), a group ("Government use" is British English), a name
 * ("Mary like" is Harper's to see), nor a subjunctive ("It is vital that education give every child …").
 */
function bareNounThirdPerson(words: readonly Word[], sentence: string): RawLint[] {
  return words.flatMap((noun, at) => {
    const before = words[at - 1];
    const opens = before
      ? noun.text === noun.lower &&
        startsClauseAfter(before.lower) &&
        !DEMAND_BEFORE.test(sentence.slice(0, noun.start))
      : startsSentence(sentence, noun);
    return opens ? oneThingVerb(words, at, sentence, !before || GERUND_SUBJECT_AFTER.test(before.lower)) : [];
  });
}
/**
 * Where an "-ing" word opening a clause is its subject ("because smoking harms"), not a participle of the
 * clause before ("while walling off our economy", "when using it").
 */
const GERUND_SUBJECT_AFTER = /^(?:that|because|think|thinks|thought|believe|believes|believed)$/;

/** The -s a bare verb needs after the one thing, idea or activity at `at` (bareNounThirdPerson). */
function oneThingVerb(
  words: readonly Word[],
  at: number,
  sentence: string,
  gerundSubject: boolean,
): RawLint[] {
  const noun = words[at]!;
  const lower = noun.lower;
  const gerund = /ing$/.test(lower) && lemmasOfIng(lower).some(isVerb);
  if (gerund && !gerundSubject) return [];
  const one =
    isMassNoun(lower) ||
    ABSTRACT_NOUN.test(lower) ||
    gerund ||
    (isNoun(lower) && pluralOf(lower) !== undefined && pluralOf(lower) !== lower);
  // "Id like a coffee": a word of two letters is more likely "I'd" or "Im" mistyped than a noun.
  if (!one || lower.length < 3 || isVerb(lower) || SAME_PLURAL.has(lower) || GROUP_NOUNS.has(lower))
    return [];
  const subject = gerund && isOneThingObject(words[at + 1]) ? words.slice(at, at + 2) : [noun];
  const [verb, next] = [words[at + subject.length], words[at + subject.length + 1]];
  if (!verb || !next || verb.text !== verb.lower || !adjacentRun(sentence, [...subject, verb, next]))
    return [];
  const perfect = verb.lower === 'have' && lemmaOfParticiple(next.lower) !== undefined;
  if (!isVerb(verb.lower) || MODALS.has(verb.lower) || !(perfect || OBJECT_STARTS.has(next.lower))) return [];
  if (!perfect && isAboutThePast(words)) return [];
  const form = thirdPersonOf(verb.lower);
  if (form === verb.lower) return [];
  const named = sentence.slice(noun.start, subject.at(-1)!.end);
  const message = `"${named}" is one thing: its verb takes -s, "${named} ${form}".`;
  return [wordsLint('WordloomThirdPerson', 'Agreement', verb, verb, sentence, form, message)];
}

/**
 * What follows an activity opening a sentence, in its subject: one thing or a name it is done to ("Learning
 * English", "Playing football", "Watching TV"), or where it is done ("Travelling abroad").
 */
const isOneThingObject = (word: Word | undefined) =>
  word !== undefined &&
  (ACTIVITY_PLACES.has(word.text) ||
    (!isVerb(word.lower) &&
      (/^\p{Lu}/u.test(word.text) ||
        (isNoun(word.lower) && word.text === word.lower && nounNumber(word.lower) !== 'plural'))));
const ACTIVITY_PLACES = new Set('abroad alone together online outdoors outside home'.split(' '));

const PERSON_PRONOUNS = new Set(['he', 'she']);
/**
 * What a thing does to someone, or how it goes, said with "it": "It makes me happy", "It takes me an hour",
 * "It seems", "It works well", "It depends". Not "cost", "put" or "hit", whose past is the same word.
 */
const THING_VERBS = new Set('make take seem look sound feel mean work happen matter depend'.split(' '));
/**
 * "it have" -> "it has", "he don't" -> "he doesn't": he, she or it as a subject, with "have" or "do"; so
 * "everyone have" -> "has" and "everybody are" -> "is"; "she like" -> "likes" (STATIVE_VERBS).
 */
function thirdPersonVerb(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((pronoun, index) => {
    const verb = words[index + 1];
    const indefinite = INDEFINITE_PRONOUNS.has(pronoun.lower);
    // "this" and "that" only as a thing that makes (below): "the destruction that have ravaged" is a relative
    // clause.
    const demonstrative = /^(?:this|that)$/.test(pronoun.lower);
    const subject = THIRD_PERSON.has(pronoun.lower) || indefinite || demonstrative;
    if (!verb || !subject || verb.text !== verb.lower) return;
    if (sentence.slice(pronoun.end, verb.start) !== ' ') return;
    const before = words[index - 1];
    const gap = before ? sentence.slice(before.end, pronoun.start) : '';
    if (before && !gap.includes(',') && !CLAUSE_OPENERS.has(before.lower)) {
      // "make it work", "for it", "can it have": the pronoun is an object, or the clause is a question.
      if (takesObject(before.lower)) return;
    }
    // "have" and "do"; and for a person, a verb of liking, wanting or knowing, which tells how things are
    // now ("She like apples"), where "he go" may need "went" as much as "goes". Not in a sentence about the
    // past, nor after a second subject ("He and she like").
    const stative =
      PERSON_PRONOUNS.has(pronoun.lower) &&
      STATIVE_VERBS.has(verb.lower) &&
      !(before && /^(?:and|or)$/.test(before.lower) && !gap.includes(',')) &&
      !isAboutThePast(words);
    // "It make me happy", "This make me sad": a thing that makes, takes or seems, at the start of its clause
    // ("this" and "that" before an object pronoun only: "This make of car", "That look on his face").
    const next = words[index + 2]?.lower ?? '';
    const thing =
      THING_VERBS.has(verb.lower) &&
      (pronoun.lower === 'it' || (demonstrative && OBJECT_PRONOUNS.has(next))) &&
      startsClause(sentence, words, index) &&
      !isAboutThePast(words);
    const form = demonstrative
      ? thing
        ? thirdPersonOf(verb.lower)
        : undefined
      : ((indefinite ? SINGULAR_FORMS : IRREGULAR_THIRD)[verb.lower] ??
        (stative || thing ? thirdPersonOf(verb.lower) : undefined));
    if (!form) return;
    lints.push(
      wordsLint(
        'WordloomThirdPerson',
        'Agreement',
        verb,
        verb,
        sentence,
        form,
        `After "${pronoun.text}", the verb takes -s: "${form}".`,
      ),
    );
  });
  return lints;
}

/** Whether "a" or "an" fits a word by its first letter (no guess for "h" and "u": "an hour", "a user"). */
function articleFits(article: string, word: string): boolean {
  if (article === 'another') return true;
  return article === 'an' ? /^[aeio]/.test(word) : /^[b-df-gj-np-tv-z]/.test(word);
}

/** Nouns in -s that name one thing, and so may follow "a": "a means of", "a works outing", "a series". */
const ONE_THING_IN_S = new Set(
  'means works odds series species headquarters crossroads barracks gallows whereabouts news lens thanks'.split(
    ' ',
  ),
);

/**
 * "every details" -> "every detail": "every" and "each" take a singular noun; so do "a", "an" and
 * "another" ("a products and" -> "a product and"), for a noun that is no verb form ("a reasons"? "reasons"
 * or "a reason") and that no noun follows ("a sports car").
 */
function everyPlural(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((noun, index) => {
    const every = words[index - 1];
    if (!every || noun.text !== noun.lower || sentence.slice(every.end, noun.start) !== ' ') return;
    // "a decades-long war": the plural is part of a compound.
    if (/^[-‐]/.test(sentence.slice(noun.end))) return;
    let singular: string | undefined;
    // After "every" a verb cannot stand: "details" is the noun's plural.
    if (/^(every|each|one)$/.test(every.lower)) {
      // "Each supplies part of it", "One needs rest": "each" or "one" alone is a subject, and "supplies" its
      // verb. "every appropriations bill": the plural is a compound's first part. "one brothers" ->
      // "brother": one is one.
      const next = words[index + 1];
      if (every.lower !== 'every' && lemmaAfterModal(noun.lower)) return;
      // "The one students like", "the only one people need": a determiner makes "one" a pronoun.
      const determined = [words[index - 2], words[index - 3]].some((word) =>
        /^(?:the|this|that|which|what|every|each|any|no|my|his|her|our|their|your|its)$/.test(
          word?.lower ?? '',
        ),
      );
      // "Fifty-one years": a number that ends in "one" counts more.
      const compound = /[-‐]$/.test(sentence.slice(0, every.start));
      if (every.lower === 'one' && (ONE_THING_IN_S.has(noun.lower) || determined || compound)) return;
      if (next && isNoun(next.lower) && sentence.slice(noun.end, next.start) === ' ') return;
      // "Each people has" -> "Each person" ("We are one people" is a nation; "every people" is "everyone", a
      // rule of its own).
      singular =
        singularOf(noun.lower) ?? (noun.lower === 'people' && every.lower === 'each' ? 'person' : undefined);
    } else if (/^(a|an|another)$/.test(every.lower) && !/[-‐]$/.test(sentence.slice(0, every.start))) {
      // Not "-a defaults to": an option's letter.
      const next = words[index + 1];
      const followed = next && isNoun(next.lower) && sentence.slice(noun.end, next.start) === ' ';
      // "a new shoes": a pair, which the article rule mends ("new shoes"), not one shoe. "Now a days" is
      // "Nowadays", Harper's fix, not "Now a day".
      if (PAIR_NOUNS.has(noun.lower) || words[index - 2]?.lower === 'now') return;
      singular = ONE_THING_IN_S.has(noun.lower) ? undefined : singularOf(noun.lower);
      if (followed || !singular || !articleFits(every.lower, singular)) return;
    }
    if (!singular) return;
    lints.push(nounNumberLint('WordloomEverySingular', every, noun, sentence, singular, 'singular'));
  });
  return lints;
}

export function formLints(sentence: string, flagged: Flagged): RawLint[] {
  const words = wordsOf(sentence);
  return [
    ...singularAfterQuantifier(words, sentence),
    ...singularAfterAmount(words, sentence),
    ...thisPlural(words, sentence),
    ...thirdPersonVerb(words, sentence),
    ...bareNounThirdPerson(words, sentence),
    ...everyPlural(words, sentence),
    ...lessPlural(words, sentence),
    ...overRegularised(words, sentence, flagged),
    ...uncountablePlurals(words, sentence, flagged),
    ...modalVerbs(words, sentence),
    ...questionDoVerbs(words, sentence),
    ...beAgree(words, sentence),
    ...beAgreeQuestion(words, sentence),
    ...beVeryAgree(words, sentence),
    ...haveBareVerb(words, sentence),
    ...perfectPastAfterAdverb(words, sentence),
    ...stateProgressive(words, sentence),
    ...beBareVerb(words, sentence),
    ...bareVerbPassive(words, sentence),
    ...beBeforeHabit(words, sentence),
    ...modalWithS(words, sentence),
    ...thereIsPlural(words, sentence),
    ...thereAreOne(sentence),
    ...thereAreUncountable(words, sentence),
  ];
}
