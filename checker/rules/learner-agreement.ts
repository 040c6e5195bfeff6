import { wordsLint, type RawLint } from '../engine/lints';
import type { PhraseTable } from '../engine/phrase-table';
import {
  isNoun,
  isThinkingVerb,
  isVerb,
  isVerbForm,
  nounNumber,
  pluralOf,
  singularOf,
} from '../lexicon/forms';
import {
  adjacent,
  adjacentRun,
  ALWAYS_COUNTED_NOUNS,
  AUXILIARIES,
  GROUP_NOUNS,
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
  startsSentence,
  SUBJECT_ADJECTIVES,
  SUBJECT_JOINERS,
  SAME_PLURAL,
  type Word,
} from '../lexicon/words';
import { doubleSubject, relativeDoubleSubject } from './learner-double-subject';
import {
  PLURAL_DETERMINERS,
  SINGULAR_DETERMINERS,
  ANY_DETERMINERS,
  agreementLint,
  numberOfAgreement,
  phraseAgreement,
} from './learner-of-agreement';
import { pluralSubjectVerb, singularWhoVerb } from './learner-plural-subject';
import type { SentenceContext } from './rule';
import { NONE, type SentenceAnalysis, type SubjectOptions } from '../engine/analysis';

/*
 * The agreement family. Here: "My friends is kind" -> "are", "The book are old" -> "is": a subject made of a
 * determiner and a noun, right at the start of a clause, and "be" or "have" right after it. Only there is
 * the noun plainly the subject: in "One of the students is", "the students" follows "of"; in "The number of
 * cars is", "cars" has no determiner of its own. A noun that can stand for a group ("the team are", British
 * English) is left alone; an uncountable one has no plural ("The news are good" -> "is"). Also here: "people"
 * in general and a plural complement. nounSubjectAgreement runs them with the passes of
 * learner-of-agreement.ts (a subject with "of"), learner-plural-subject.ts (a plural subject's verb, "one
 * who") and learner-double-subject.ts ("My father he is"); the plural complement is a rule's own lints, a
 * registry line just after the family.
 */

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
function peopleInGeneralSubject(sentence: string, analysis: SentenceAnalysis): RawLint[] {
  const { words } = analysis;
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
    if (!thinking && !analysis.startsClause(first, SUBJECT_JOINERS)) return [];
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
export function pluralComplement(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
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

/**
 * A subject whose number its determiner shows: "my friends", "the book", "this answer", one adjective of a
 * short list between allowed ("My favourite food are noodles"), its noun in lower case, written together.
 */
const DETERMINED_SUBJECT: SubjectOptions = {
  pronouns: NONE,
  determiners: new Set([...SINGULAR_DETERMINERS, ...PLURAL_DETERMINERS, ...ANY_DETERMINERS]),
  describing: 1,
  describes: ({ lower }) => SUBJECT_ADJECTIVES.has(lower),
  noun: ({ text, lower }) => text === lower,
  bare: false,
  capitals: 'any',
  together: true,
};

export function nounSubjectAgreement(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const noun = words[index - 1];
    if (!noun || verb.text !== verb.lower || !adjacent(sentence, noun, verb)) return;
    const found = context.analysis.subjectBefore(index, DETERMINED_SUBJECT);
    if (!found) return;
    const determinerAt = found.start;
    const determiner = words[determinerAt]!;
    // "All the students has finished": "all" or "both" may come before the determiner.
    const all =
      /^(?:all|both)$/.test(words[determinerAt - 1]?.lower ?? '') &&
      adjacentRun(sentence, words.slice(determinerAt - 1, determinerAt + 1));
    if (!context.analysis.startsClause(all ? determinerAt - 1 : determinerAt, SUBJECT_JOINERS)) return;
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
    ...phraseAgreement(sentence, context.analysis),
    ...doubleSubject(sentence, context.analysis),
    ...relativeDoubleSubject(sentence, context.analysis),
    ...pluralSubjectVerb(sentence, context.analysis),
    ...singularWhoVerb(sentence, words),
    ...peopleInGeneralSubject(sentence, context.analysis),
  ];
}

/** A question's "do" that agrees with its subject. */
export const QUESTION_DO: PhraseTable = [
  // "Do he like coffee?" -> "Does he", "Does they know?" -> "Do they": a question's "do" agrees with its
  // subject (not "Do it now", a command).
  {
    id: 'do-he',
    pattern: /(?<=^|[.!?]\s+)(Do|Does)\s+(he|she|I|you|we|they)(?!\s+(?:and|or)\b)(?=\s+[a-z]+\b[^.!?]*\?)/g,
    fix: (m) => {
      const third = /^(?:he|she)$/.test(m[2]!);
      return third === (m[1] === 'Does') ? m[0] : `${third ? 'Does' : 'Do'} ${m[2]}`;
    },
    en: 'A question\'s "do" agrees with its subject: "Does he like coffee?", "Do they know?".',
    zh: '主谓一致（subject–verb agreement）：问句里的 do 要和主语一致：he、she 用 does（Does he like coffee? 他喜欢咖啡吗？），I、you、we、they 用 do。',
    examples: {
      wrong: [
        ['Do he like coffee?', 'Does he like coffee?'],
        ['Does they know the answer?', 'Do they know the answer?'],
      ],
      right: ['Do it now.', 'Does he like coffee?'],
    },
  },
];
