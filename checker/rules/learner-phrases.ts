import { replacementLint as lint, type RawLint } from '../engine/lints';
import {
  isNoun,
  isPastTense,
  isVerb,
  isThoughtThat,
  isVerbForm,
  lemmaAfterModal,
  lemmaOfParticiple,
  nounNumber,
  pastOf,
  pluralOf,
  singularOf,
  singularOnlyNoun,
} from '../lexicon/forms';
import { ingForm, lemmasOfIng, lemmasOfThirdPerson, regularPast, thirdPersonOf } from '../lexicon/inflect';
import {
  adjacent,
  isBeForm,
  matchCase,
  MODALS,
  UNCOUNTABLE_NOUNS,
  isMassNoun,
  wordsOf,
  type Word,
  wordTable,
  adjacentRun,
  PLURAL_VERB,
  SINGULAR_VERB,
  startsClause,
  FAMILY_AND_FRIENDS,
  PEOPLE_OF_A_KIND,
  PLACE_NAMES,
  COUNTED_NOUNS,
  isIngAdjective,
  PERSON_WORDS,
  PEOPLE_WORDS,
  AUXILIARIES,
  AFTER_A_VERB,
  VERB_OBJECTS,
} from '../lexicon/words';
import { bareFeeling, feelingAdjective, thingFeeling, VERY_AFTER_BE, veryVerb } from './learner-feelings';
import { mentionsPastTime } from './learner-past-time';
import { QUESTION_DO } from './learner-agreement';
import { QUESTION_AUXILIARY } from './learner-word-order';
import { ARTICLE_PHRASES, THE_PHRASES } from './learner-articles';
import { PREPOSITION_PHRASES } from './learner-prepositions';
import { HOLIDAY_NAMES, TIME_PHRASES } from './learner-time-phrases';
import { CLAUSE_PHRASES } from './learner-clause-phrases';
import { RELATIVE_PRONOUN, RELATIVE_REPEAT, relativeAgreement } from './learner-relatives';
import { CONFUSED_WORDS, DOUBLE_NEGATIVE, SPLIT_WORDS } from './learner-word-choice';
import { isActivityObject } from './learner-verb-patterns';
import { tableLints, type PhraseTable } from '../engine/phrase-table';

/*
 * Learner rules about fixed phrases: errors Chinese-speaking learners make every day that are wrong
 * wherever they occur, so each rule matches the whole phrase and says nothing about anything else:
 * - a paired conjunction: "Although …, but …" (虽然…但是), "Because …, so …" (因为…所以);
 * - "people is" -> "people are";
 * - a missing "the": "one of most important", "it was first time", "all over world";
 * - verb patterns: "was died", "want go", "It is no use to cry", "had better to go", "If I were you, I will";
 * - word order and comparisons: "I like very much it", "more taller", "older two years than me";
 * - "there have many" -> "there are many", "didn't went", "I don't like it too", "much people".
 * The rest have files of their own, and phraseLints runs them all: prepositions and phrases with another
 * word (learner-prepositions.ts), articles (learner-articles.ts), words written apart or mixed up
 * (learner-word-choice.ts), feelings (learner-feelings.ts), relative clauses (learner-relatives.ts), a
 * question's "do" (learner-agreement.ts).
 */

/**
 * Conjunctions a clause starts with, and the one its main clause must not repeat: 虽然…但是, 因为…所以, 如果…就.
 * "If …, so" only after a comma and before a subject: "If you think so you are wrong" and "If you want it,
 * so be it" are English ("If …, then …" is too).
 */
const PAIRED: [opener: RegExp, extra: string, onlyAfterCommaBeforeSubject?: boolean][] = [
  [/^(?:although|though|even though)\b/i, 'but'],
  [/^(?:because|since)\b/i, 'so'],
  [/^if\b/i, 'so', true],
];

/**
 * "Although it was late, but we went out" -> "…, we went out": English says "although" or "but", not
 * both. Only the conjunction right after the sentence's first comma, where the opening clause ends.
 */
function pairedConjunction(sentence: string): RawLint[] {
  const [, extra, onlyAfterCommaBeforeSubject] =
    PAIRED.find(([opener]) => opener.test(sentence.trimStart())) ?? [];
  if (!extra) return [];
  const comma = sentence.indexOf(',');
  if (comma < 0) return onlyAfterCommaBeforeSubject ? [] : pairedWithoutComma(sentence, extra);
  const next = onlyAfterCommaBeforeSubject ? '(?:I|you|he|she|we|they|it|there)\\b' : '\\p{L}';
  const match = new RegExp(`^,\\s+(${extra})\\s+(?=${next})`, 'iu').exec(sentence.slice(comma));
  if (!match) return [];
  const start = comma + match[0].indexOf(match[1]!);
  return [
    lint(
      'WordloomPairedConjunction',
      'Grammar',
      sentence,
      start,
      comma + match[0].length,
      '',
      `"${sentence.trimStart().split(/\s/)[0]}" already joins the clauses: leave out "${match[1]}".`,
    ),
  ];
}

/**
 * "Although I like it but I don't buy it" -> "Although I like it, I don't buy it": with no comma at all, the
 * "but"/"so" before a subject pronoun ends the opening clause ("Although poor but honest" has none).
 */
function pairedWithoutComma(sentence: string, extra: string): RawLint[] {
  const match = new RegExp(`\\s+(${extra})(?=\\s+(?:I|you|he|she|we|they|it|there)\\b)`, 'u').exec(sentence);
  if (!match) return [];
  return [
    lint(
      'WordloomPairedConjunction',
      'Grammar',
      sentence,
      match.index,
      match.index + match[0].length,
      ',',
      `"${sentence.trimStart().split(/\s/)[0]}" already joins the clauses: leave out "${match[1]}", and end the first clause with a comma.`,
    ),
  ];
}

/**
 * "people is" -> "are", "more and more people likes" -> "like": "be", "have" and the verbs learners most
 * often give an -s after "people" (none of them a plural noun that could follow "people" in a compound).
 */
const PEOPLE_VERBS = wordTable<string>({
  ...PLURAL_VERB,
  "doesn't": "don't",
  ...Object.fromEntries(
    'like love want need think say know live believe prefer enjoy feel spend hope seem become use buy eat choose begin start try go come learn'
      .split(' ')
      .map((lemma) => [thirdPersonOf(lemma), lemma]),
  ),
});

/** How many people: "a lot of people", "more and more people", "many people". */
const HOW_MANY = /\b(?:(?:a\s+lot|lots|plenty)\s+of|more\s+and\s+more|many|most|some)\s+$/i;

/** Words that make the "people" after them an object: "for young people", "what frustrates the people". */
const NOT_BEFORE_SUBJECT = new Set(
  'for of to with from about among by in on at into than like what who which that frustrates'.split(' '),
);

/**
 * Whether "people" at `index` is the object of an "-ing" verb that opens its clause, which is the subject:
 * "Meeting new people is fun", "Helping old people is important" (not "Working people are").
 */
function inGerundSubject(sentence: string, words: readonly Word[], index: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - 3); at -= 1) {
    const word = words[at]!;
    if (PEOPLE_OF_A_KIND.has(word.lower) || !lemmasOfIng(word.lower).some(isVerb)) continue;
    return startsClause(sentence, words, at);
  }
  return false;
}

/**
 * "The people is kind" -> "are": "people" is plural (but "a people", one nation, is not; nor is "people"
 * the subject in "the number of people is growing", or in "Meeting new people is fun").
 */
function peopleAgreement(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((people, index) => {
    // "people who is", "people that has": the relative pronoun stands for "people" whatever its role.
    const who = /^(?:who|that)$/.test(words[index + 1]?.lower ?? '') ? words[index + 1] : undefined;
    const verb = words[index + (who ? 2 : 1)];
    const before = words[index - 1];
    const plural = verb && (who ? RELATIVE_PEOPLE_VERBS : PEOPLE_VERBS)[verb.lower];
    if (people.lower !== 'people' || !verb || !plural) return;
    if (!adjacentRun(sentence, words.slice(index, index + (who ? 3 : 2)))) return;
    if (who) {
      // "a people who is": a nation.
      if (!before || !/^(?:a|an)$/.test(before.lower)) lints.push(peopleLint(sentence, verb, plural, who));
      return;
    }
    if (inGerundSubject(sentence, words, index)) return;
    // "A lot of people thinks", "More and more people begins": how many, at the clause's start, makes
    // "people" the subject whatever the "a" or "of" in it (not "the views of many people matter").
    const count = HOW_MANY.exec(sentence.slice(0, people.start));
    if (count) {
      const first = words.findIndex((word) => word.start >= count.index);
      if (!startsClause(sentence, words, first)) return;
    } else {
      if (before && /^(a|every|each|one|of)$/.test(before.lower)) return;
      // "a weak people is", "an independent, non-aligned Islamic people is": a nation.
      if (/\ban?\s+[^.;!?]{0,40}$/i.test(sentence.slice(Math.max(0, people.start - 45), people.start)))
        return;
      // "Abstinence for young people is", "what frustrates the people is": "people" is no subject there. But
      // after "I think that" the "that" starts a clause, and "people" is its subject.
      const from = Math.max(0, index - 3);
      const objectPlace = words
        .slice(from, index)
        .some(
          (word, at) =>
            NOT_BEFORE_SUBJECT.has(word.lower) &&
            !isThoughtThat(word.lower, words[from + at - 1]?.lower ?? ''),
        );
      if (objectPlace) return;
    }
    lints.push(peopleLint(sentence, verb, plural));
  });
  return lints;
}

/**
 * Only "be", "have" and "doesn't" after "people who/that": "that" before another verb may start a clause of
 * its own.
 */
const RELATIVE_PEOPLE_VERBS = wordTable<string>({ is: 'are', was: 'were', has: 'have', "doesn't": "don't" });

function peopleLint(sentence: string, verb: Word, plural: string, who?: Word): RawLint {
  const phrase = who ? `people ${who.text} ${plural}` : `people ${plural}`;
  return lint(
    'WordloomPeopleAre',
    'Agreement',
    sentence,
    verb.start,
    verb.end,
    plural,
    `"people" is plural: "${phrase}".`,
  );
}

const SUPERLATIVES = new Set(
  'most least best worst biggest largest greatest highest lowest oldest youngest smallest fastest richest strongest easiest hardest longest newest simplest cheapest happiest nicest finest closest deepest smartest poorest busiest earliest shortest tallest'.split(
    ' ',
  ),
);

/** Places one goes to that take "the" ("the park"), none of them one that goes without it ("school", "bed"). */
const PLACES = new Set('park zoo cinema supermarket library museum airport beach gym mall'.split(' '));
const GOING =
  /^(?:go|goes|went|going|gone|come|comes|came|coming|walk|walks|walked|drive|drove|driven|run|ran|get|got)$/;

/**
 * Where "the" is missing before a word: "one of most", "it was first time", "all over world", "go to park",
 * "is capital of".
 */
function missingThe(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const before = words[index - 1];
    const twoBefore = words[index - 2];
    const next = words[index + 1];
    if (!before || word.text !== word.lower || !adjacent(sentence, before, word)) return;
    const afterWord = sentence.slice(word.end);
    // "for first-time buyers": a hyphen makes the word part of a compound.
    if (/^[-‐]/.test(afterWord)) return;
    // "one of most important", and "He is tallest boy": a superlative before its noun, after "be" (not
    // "most" or "least", which count, nor "They are best friends").
    const superlative =
      SUPERLATIVES.has(word.lower) &&
      next !== undefined &&
      ((before.lower === 'of' && twoBefore?.lower === 'one') ||
        (/^(?:is|are|was|were|am)$/.test(before.lower) &&
          !/^(?:most|least)$/.test(word.lower) &&
          next.text === next.lower &&
          adjacent(sentence, word, next) &&
          (isNoun(next.lower) || COUNTED_NOUNS.has(next.lower)) &&
          !(word.lower === 'best' && /^friends?$/.test(next.lower))) ||
        // "It is most important thing" -> "the most important thing": "most", an adjective and one thing
        // ("They are most welcome", "It is most welcome news" mean "very").
        (/^(?:is|was)$/.test(before.lower) &&
          word.lower === 'most' &&
          words[index + 2] !== undefined &&
          adjacentRun(sentence, [word, next, words[index + 2]!]) &&
          !isNoun(next.lower) &&
          COUNTED_NOUNS.has(words[index + 2]!.text)));
    const firstTime =
      /^(first|second|third|last)$/.test(word.lower) &&
      next?.lower === 'time' &&
      /^(is|was|for|it's)$/.test(before.lower);
    // "all over world", "around world", and "in world." at the end of a phrase ("in world affairs" is right).
    const world =
      word.lower === 'world' &&
      ((before.lower === 'over' && twoBefore?.lower === 'all') ||
        /^(around|across|throughout)$/.test(before.lower) ||
        (before.lower === 'in' && /^\s*([.,;!?]|$)/.test(afterWord)));
    // "go to park", "played at zoo." -> "the park", "the zoo": places one visits take "the" (unlike "go to
    // school", "go to bed"), after a verb of going or as a phrase's end.
    const place =
      PLACES.has(word.lower) &&
      ((before.lower === 'to' && GOING.test(twoBefore?.lower ?? '')) ||
        (/^(in|at)$/.test(before.lower) && /^\s*([.,;!?]|$)/.test(afterWord)));
    // "Beijing is capital of China" -> "the capital": the one capital of a country, after "be".
    const capital =
      word.lower === 'capital' && next?.lower === 'of' && /^(?:is|was|are|were|['’]s)$/.test(before.lower);
    if (!superlative && !firstTime && !world && !place && !capital) return;
    lints.push(
      lint(
        'WordloomMissingThe',
        'Grammar',
        sentence,
        word.start,
        word.end,
        `the ${word.text}`,
        `"${word.text}" needs "the" here: "the ${word.text}".`,
      ),
    );
  });
  return lints;
}

/** Verbs with no passive, written with "be" as Chinese writes 被/是…的. */
const NO_PASSIVE: PhraseTable = [
  // "He is graduated from Peking University" -> "He graduated": one graduates ("was graduated from" is an
  // old American passive, and left alone).
  [
    /\b((?:I|you|he|she|we|they|He|She|We|They|You)\s+)(?:am|is|are)\s+(graduated)(?=\s+from\b)/g,
    (m) => `${m[1]}${m[2]}`,
    'One "graduated from" a school: "He graduated from Peking University".',
  ],
  // "He was died in 2000" -> "He died", "The accident was happened" -> "happened": verbs that take no
  // object have no passive.
  [
    /\b(?:was|were)\s+(died|happened|occurred|disappeared|existed|arrived|appeared)\b/gi,
    (m) => m[1]!,
    'This verb has no passive ("be" + the verb): "He died", "It happened".',
  ],
  // "Many accidents are happened every day" -> "happen", "It is happened often" -> "happens": in the present,
  // the verb's own present (not "What is happened?", which may mean "What happened?").
  [
    /(?<!\b(?:what|who|how|where|why|when)\s+)\b(is|are)\s+(happen|occurr|disappear|exist)ed\b/gi,
    (m) => {
      const verb = m[2]!.toLowerCase() === 'occurr' ? 'occur' : m[2]!.toLowerCase();
      return m[1]!.toLowerCase() === 'is' ? thirdPersonOf(verb) : verb;
    },
    'This verb has no passive ("be" + the verb): "Accidents happen every day".',
  ],
  [
    /\b(has|have|had)\s+been\s+(happened|occurred|died|disappeared|existed)\b/gi,
    (m) => `${m[1]} ${m[2]}`,
    'This verb has no passive ("been" + the verb): "It has happened".',
  ],
];

/** Adjectives of what it is like to do something: "It is difficult to learn", "necessary for us to go". */
const TO_ADJECTIVES =
  'necessary|important|difficult|easy|hard|possible|impossible|interesting|useful|helpful|dangerous|boring|exciting|convenient';

/** Verbs learners write after those adjectives, none of them a noun too ("It is hard work", "hard love"). */
const TO_VERBS = new Set(
  'learn understand find get make say know speak read write remember keep go come see buy live solve finish improve master believe imagine explain do have take give tell'.split(
    ' ',
  ),
);

/** Verbs that take "to" and never an -ing form after them: "decide to go", "hope to see you". */
const INFINITIVE_VERBS =
  'decide|decides|decided|agree|agrees|agreed|refuse|refuses|refused|plan|plans|planned|hope|hopes|hoped|want|wants|wanted|afford|promise|promises|promised|expect|expects|expected|manage|managed|pretend|pretended|intend|intended|arrange|arranged';

/**
 * Words after a word that may be a noun or a verb, showing it is the verb with its object or place: VERB_OBJECTS,
 * and "this", "these", "you", "back", "here", "up" ("I hope see you", "My plan is change this rule", "She
 * promised come back"). Not "that", which may start a clause ("The best thing is love that lasts").
 */
const PLAIN_VERB_OBJECTS = new Set([...VERB_OBJECTS, ...'this these you back here up'.split(' ')]);

/** Words after "hope", "try" that are no verb there: "They tried hard", "I hope so". */
const NOT_AFTER_HOPE = new Set('so not hard again once twice that'.split(' '));
const TO_INFINITIVE: PhraseTable = [
  // "I decided going abroad", "We plan visiting Paris" -> "decided to go", "plan to visit". Not "a plan
  // involving three steps" (a noun), "She wanted swimming lessons" (a noun's adjective), "I expect exciting
  // news", nor "He decided going abroad was best" (a clause with its own verb); not "fail" ("the function
  // failed causing an error" says what its failing did).
  [
    new RegExp(
      String.raw`(?<!\b(?:[Aa]n?|[Tt]he|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our|[Tt]his|[Tt]hat)\s+)\b((?:${INFINITIVE_VERBS})\s+)([a-z]+ing)\b(?!\s+[a-z]+s\b)(?![^,.;!?]*\b(?:is|are|was|were|will|would|can|could|has|have|had)\b)`,
      'g',
    ),
    (m) => {
      const lemma = isIngAdjective(m[2]!)
        ? undefined
        : lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    'This verb takes "to" and the verb: "I decided to go abroad", "I hope to see you soon".',
  ],
  // "She hopes become a doctor", "We plan visit Beijing", "I would like go there" -> "hopes to become", "plan
  // to visit", "would like to go": after a person and these verbs, a bare verb wants "to" (Harper's MissingTo
  // knows "want", "need", "decide"). Only a verb with its object or place after it ("plan visit Beijing",
  // "promised come back"); not "I hope so", "They tried hard", "He tried black coffee".
  [
    /\b((?:I|you|he|she|we|they|You|He|She|We|They)(?:\s+(?:hope|hopes|hoped|plan|plans|planned|try|tries|tried|promise|promises|promised|would\s+like)|['’]d\s+like)\s+)([a-z]+)\b(?=(\s+[A-Za-z]+)?)/g,
    (m) => {
      const verb = m[2]!;
      const object = m[3]?.trim();
      const shown = object !== undefined && (/^[A-Z]/.test(object) || PLAIN_VERB_OBJECTS.has(object));
      return isVerb(verb) && shown && !NOT_AFTER_HOPE.has(verb) ? `${m[1]}to ${verb}` : m[0];
    },
    'This verb takes "to" and the verb: "She hopes to become a doctor".',
  ],
  // "Don't forget locking the door" -> "to lock": a reminder is of what is still to do ("I forgot meeting
  // him" remembers what was done, and is right).
  [
    /\b((?:[Dd]on['’]t|[Dd]o\s+not|[Nn]ever)\s+forget\s+)([a-z]+ing)\b/g,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    'A reminder takes "to": "Don\'t forget to lock the door".',
  ],
  // "My mother told me not go out" -> "not to go": what one is told not to do takes "to".
  [
    /\b((?:told|tell|tells|asked|ask|asks|warned|advised|ordered)\s+(?:me|him|her|us|them|you)\s+not\s+)([a-z]+)\b/g,
    (m) => (isVerb(m[2]!) && m[2] !== 'to' ? `${m[1]}to ${m[2]}` : m[0]),
    'What one is told not to do takes "to": "She told me not to go out".',
  ],
  // "He used to smoking" -> "used to smoke": a past habit takes the verb itself ("He is used to smoking",
  // "got used to waking early" are right: being accustomed).
  [
    /(?<!\b(?:am|is|are|was|were|be|been|being|get|gets|got|getting|become|became|['’]m|['’]re|['’]s)\s+(?:(?:not|never|so|very|quite|already|all)\s+)?)\b((?:[Ii]|[Yy]ou|[Hh]e|[Ss]he|[Ww]e|[Tt]hey)\s+(?:never\s+)?used\s+to\s+)([a-z]+ing)\b/g,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    'A past habit takes the verb itself: "He used to smoke" ("He is used to smoking": he is accustomed).',
  ],
  // "I am happy for meeting you" -> "happy to meet you" (很高兴见到你): a feeling about what one does takes "to".
  [
    /\b((?:happy|glad|pleased|nice|delighted)\s+)for\s+(meeting|seeing|hearing)\b/gi,
    (m) => `${m[1]}to ${m[2]!.toLowerCase().replace(/ing$/, '')}`,
    'A feeling about what one does takes "to": "I am happy to meet you".',
  ],
  // "I forgot bring my book" -> "forgot to bring": what one forgets or remembers to do takes "to".
  [
    /\b((?:forget|forgets|forgot|remember|remembers|remembered)\s+)(bring|take|do|close|lock|tell|call|buy|turn|send|write|give|feed|pay|check)\b(?=\s+(?:my|your|his|her|our|their|the|a|an|it|him|them|me|us|off|on)\b)/g,
    (m) => `${m[1]}to ${m[2]}`,
    'What one forgets (or remembers) to do takes "to": "I forgot to bring my book".',
  ],
  // "It's necessary for us learn English" -> "for us to learn", "It is difficult learn English" -> "difficult
  // to learn": what it is like to do takes "to" (not "It is hard work": a noun, not a verb).
  [
    new RegExp(
      `\\b((?:${TO_ADJECTIVES})\\s+(?:for\\s+(?:us|me|him|her|them|you|people|students|children)\\s+)?)([a-z]+)\\b(?=\\s+[A-Za-z])`,
      'g',
    ),
    (m) =>
      /(?:^|\b)(?:it|It)(?:\s+(?:is|was)|['’]s)\s+(?:(?:very|so|too|really|quite)\s+)?$/.test(
        m.input.slice(0, m.index),
      ) && TO_VERBS.has(m[2]!)
        ? `${m[1]}to ${m[2]}`
        : m[0],
    'What it is like to do takes "to": "It is difficult to learn English", "necessary for us to learn".',
  ],
  // "He doesn't know how to swimming" -> "how to swim": "how/what/where to" takes the verb's base form.
  [
    /(?<=\b(?:[Hh]ow|[Ww]hat|[Ww]here|[Ww]hether)\s+to\s+)([a-z]+ing)\b/g,
    (m) => lemmasOfIng(m[1]!).find((candidate) => isVerb(candidate)) ?? m[0],
    'After "how to", the verb is in its base form: "how to swim".',
  ],
  // "It is important to learning English" -> "to learn": after "It is … to", the verb's base form ("key to
  // learning" and "important to learning" without "It is" may be the preposition's).
  [
    new RegExp(
      `(?<=\\b(?:It|it)(?:\\s+(?:is|was)|['’]s)\\s+(?:(?:very|so|too|really|quite)\\s+)?(?:${TO_ADJECTIVES})\\s+to\\s+)([a-z]+ing)\\b`,
      'g',
    ),
    (m) => lemmasOfIng(m[1]!).find((candidate) => isVerb(candidate)) ?? m[0],
    'After "It is important to", the verb is in its base form: "It is important to learn English".',
  ],
  // "My parents don't allow me go out" -> "allow me to go", "He told me go home" -> "told me to go" (verbs
  // that are seldom nouns: not "told them help was coming").
  [
    /\b((?:allow|allows|allowed|permit|permits|permitted|encourage|encourages|encouraged|force|forces|forced|ask|asks|asked|tell|tells|told|teach|teaches|taught|advise|advises|advised|remind|reminds|reminded|invite|invites|invited|persuade|persuades|persuaded)\s+(?:me|him|her|us|them|you)\s+)(go|come|do|play|stay|eat|watch|leave|buy|see|take|read|speak|learn|try|study|work|write|finish|join|keep|be|practise|practice|clean|visit|call)\b/g,
    (m) => `${m[1]}to ${m[2]}`,
    'These verbs take "to" before the next verb: "allow me to go", "told me to go".',
  ],
  // "It's time go to bed", "It's time for go to bed" -> "time to go": what it is time for takes "to" (not
  // "time for sleep", "time for study": nouns).
  [
    /\b((?:[Ii]t['’]s|[Ii]t\s+is)\s+(?:high\s+)?time)\s+(for\s+)?(go|get|eat|have|leave|say|sleep|start|stop|study|do|make|take|come|begin)\b/g,
    (m) => (m[2] && /^(?:sleep|study)$/.test(m[3]!) ? m[0] : `${m[1]} to ${m[3]}`),
    'It is time "to" do something: "It\'s time to go to bed".',
  ],
  // "I would like going with you" -> "would like to go": "would like" takes "to" (not "would like swimming
  // lessons": a noun after the -ing word).
  [
    /\b((?:would|['’]d)\s+like)\s+([a-z]+ing)\b(?=\s*[.,!?;]|\s*$|\s+(?:to|with|in|at|on|for|the|a|an|my|your|his|her|our|their|this|that|it|me|him|them|us|home|there|here|out|abroad|together)\b)/gi,
    (m) => {
      const lemma = lemmasOfIng(m[2]!.toLowerCase()).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]} to ${lemma}` : m[0];
    },
    '"Would like" takes "to": "I would like to go with you".',
  ],
  // "Let's going to the park" -> "Let's go".
  [
    /\b([Ll]et['’]s)\s+([a-z]+ing)\b/g,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]} ${lemma}` : m[0];
    },
    '"Let\'s" takes the bare verb: "Let\'s go to the park".',
  ],
  // "He is as tall than me" -> "as tall as": "as … as" compares what is equal.
  [
    /\b([Aa]s\s+([a-z]+))\s+than\b/g,
    // Not a comparative after "as" ("such as more than ten", "known as other than …").
    (m) => (/^(?:more|less|fewer|other|rather|[a-z]+er)$/.test(m[2]!) ? m[0] : `${m[1]} as`),
    'What is equal is compared with "as … as": "He is as tall as me".',
  ],
  // "I hope can see you soon" -> "I hope I can see you": "can" needs its subject ("hope to see" too).
  [
    /\b(I|We|They|we|they)\s+(hope|hoped|think|believe|wish)\s+can\b/g,
    (m) => `${m[1]} ${m[2]} ${m[1] === 'I' ? 'I' : m[1]!.toLowerCase()} can`,
    '"Can" needs its subject: "I hope I can see you".',
  ],
  // "I want to can speak English" -> "to be able to": "can" has no "to" form, nor one after "must" or "will".
  [
    // Not "to can the peaches" (to put them in cans): a verb follows.
    /\b(to|must|will|should|may|might)\s+can\s+([a-z]+)\b/gi,
    (m) => (isVerb(m[2]!.toLowerCase()) ? `${m[1]} be able to ${m[2]}` : m[0]),
    '"Can" has no form after "to" or another modal: "to be able to", "will be able to".',
  ],
  // "He likes to plays football" -> "to play": after "to", the bare verb.
  [
    /\b((?:like|likes|liked|want|wants|wanted|need|needs|needed|try|tries|tried|hope|hopes|hoped|decide|decides|decided|begin|begins|began|start|starts|started|plan|plans|planned)\s+to\s+)([a-z]+s)\b/g,
    (m) => {
      const lemma = lemmasOfThirdPerson(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    'After "to", the verb has no -s: "He likes to play football".',
  ],
  // "He is good at to swim" -> "good at swimming" (not "about to leave", "came in to see me": those are
  // right).
  [
    /\b(at|of)\s+to\s+([a-z]+)\b/g,
    (m) => (isVerb(m[2]!) ? `${m[1]} ${ingForm(m[2]!)}` : m[0]),
    'After a preposition, a verb takes -ing: "good at swimming".',
  ],
  // "She is the one of my best friends", "He is a one of my friends" -> "one of my best friends" (not "the
  // one of my friends who …").
  [
    /\b(?:[Tt]he|[Aa])\s+(one\s+of\s+(?:my|his|her|our|their|your|the)\s+(?:best\s+|closest\s+|oldest\s+|good\s+)?[a-z]+s)\b(?!\s+(?:who|that|which|whom)\b)/g,
    (m) => (/^[TA]/.test(m[0]) ? `O${m[1]!.slice(1)}` : m[1]!),
    'One of many takes no article: "She is one of my best friends".',
  ],
  // "I can't wait see you" -> "can't wait to see": one can't wait to do something.
  [
    /\b((?:can['’]?t|cannot|couldn['’]?t|could\s+not)\s+wait\s+)([a-z]+)\b/gi,
    (m) =>
      isVerb(m[2]!) && !/^(?:long|for|to|until|till|any|around|here|there|outside|forever)$/i.test(m[2]!)
        ? `${m[1]}to ${m[2]}`
        : m[0],
    'One "can\'t wait to" do something: "I can\'t wait to see you".',
  ],
  // "I went to the shop for buying some milk" -> "to buy": why one goes somewhere is said with "to" (为了买).
  // Only with an object after the verb ("went there for fishing" may name the sport).
  [
    /\b((?:go|goes|went|going|come|comes|came|coming|stay|stays|stayed|staying)\s+[^.,;:!?]{1,30}?\s)for\s+([a-z]+ing)(?=\s+(?:some|a|an|the|my|his|her|our|their|TV|food|milk|bread|books?|clothes|groceries)\b)/g,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    'Why one goes somewhere is said with "to": "I went to the shop to buy some milk".',
  ],
  // "I will try my best to learning" -> "to learn", "They are able to doing" -> "to do", "I can't wait to
  // seeing you" -> "to see": after these words, "to" is the infinitive's.
  [
    /\b((?:want|wants|wanted|hope|hopes|hoped|plan|plans|planned|decide|decides|decided|try|tries|tried|would\s+like|['’]d\s+like|(?:my|his|her|our|their|your)\s+best|(?:un)?able|need|needs|needed|learn|learns|learned|refuse|refuses|refused|promise|promises|promised|manage|manages|managed|wait|waits|waited|waiting|expect|expects|expected|seem|seems|seemed|afford|intend|intends|intended|pretend|pretends|pretended|choose|chooses|chose)\s+to\s+)([a-z]+ing)\b/gi,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    'After "want to", "try to" and the like, the verb is in its base form: "try to learn".',
  ],
  // "I want to went home" -> "to go", "He is able to speaks English" -> "to speak", "I am happy to received
  // your letter" -> "to receive": after "to", the base form (Harper's own rule knows neither the irregular
  // pasts nor the "to" after a feeling).
  [
    /\b((?:want|wants|wanted|going|able|need|needs|needed|try|tries|tried|hope|hopes|hoped|plan|plans|planned|decide|decides|decided|would\s+like|['’]d\s+like|happy|glad|pleased|sorry|excited)\s+to\s+)([a-z]+)\b/g,
    (m) => {
      const lemma = lemmaAfterModal(m[2]!) ?? (isVerb(m[2]!) ? undefined : lemmaOfParticiple(m[2]!));
      return lemma && lemma !== 'be' ? `${m[1]}${lemma}` : m[0];
    },
    'After "to", a verb is in its base form: "I want to go".',
  ],
  // "I could not found my key" -> "find": a modal takes the base form ("found" is a past here, not "found a
  // company", with an owner or "it" after it).
  [
    /\b((?:(?:can|could|will|would|should|must|may|might|did|do|does)(?:\s+not|n['’]t)?|can['’]t|cannot|won['’]t)\s+)found(?=\s+(?:my|your|his|her|our|their|it|him|them|anything|anyone|any)\b)/gi,
    (m) => `${m[1]}find`,
    'After a modal or "did", the verb is in its base form: "I could not find my key".',
  ],
  // "We have to went there", "She has to goes" -> "go": "have to" says what must be done, with the base form
  // (not "the access they have to books": a noun; nor "have to used cars": a past that describes).
  [
    /\b((?:have|has|had)\s+to\s+)([a-z]+)\b/g,
    (m) => {
      const lemma = isNoun(m[2]!) ? undefined : lemmaAfterModal(m[2]!);
      return lemma && lemma !== 'be' ? `${m[1]}${lemma}` : m[0];
    },
    'After "have to", a verb is in its base form: "We have to go".',
  ],
  // "I use to go there" -> "used to go": a past habit is "used to" (not "didn't use to", with "did"), with
  // the pronoun starting its clause (not "The things I use to clean the house").
  [
    /(?<=^|[.!?,;]\s+|\b(?:and|but|so|because|when)\s+)((?:I|you|we|they|he|she|You|We|They|He|She)\s+)use(\s+to\s+)([a-z]+)\b/g,
    (m) => (isVerb(m[3]!) && !isNoun(m[3]!) ? `${m[1]}used${m[2]}${m[3]}` : m[0]),
    'A past habit is "used to": "I used to go there".',
  ],
  // "I'm not use to it", "She wasn't use to the cold" -> "used to": what one is accustomed to is "be used to"
  // (Harper's UseToUsedTo knows "is use to", not a contracted or negated "be").
  [
    /\b((?:['’](?:m|re|s)\s+not|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|(?:am|is|are|was|were)\s+not)\s+)use(?=\s+to\b)/gi,
    (m) => `${m[1]}used`,
    'What one is accustomed to is "be used to": "I\'m not used to it".',
  ],
  // "He works hard in order to he can pass" -> "so that he can pass": "in order to" takes a verb, "so that"
  // a clause.
  [
    /\b([Ii]n\s+order\s+to)(?=\s+(?:I|you|he|she|we|they|it)\s+(?:can|could|will|would|may|might)\b)/g,
    (m) => (m[1]![0] === 'I' ? 'So that' : 'so that'),
    '"In order to" takes a verb ("in order to pass"); before a clause it is "so that": "so that he can pass".',
  ],
  // "Can you to help me?" -> "Can you help me?": a modal takes the bare verb, in a question too.
  [
    /(?<=(?:^|[.!?]\s+)(?:[Cc]an|[Cc]ould|[Ww]ill|[Ww]ould|[Ss]hould|[Mm]ust|[Mm]ay)\s+(?:I|you|he|she|we|they|it)\s+)to\s+(?=[a-z]+\b)/g,
    () => '',
    'A modal takes the verb without "to", in a question too: "Can you help me?".',
  ],
  // "It is rain now" -> "raining": the weather going on is "it is raining" ("It is rain, not snow" is the noun).
  [
    /\b([Ii]t\s+(?:is|was|['’]s)\s+)(rain|snow)(?=\s+(?:now|heavily|hard|a\s+lot|all\s+day|all\s+night|outside|again|today)\b)/g,
    (m) => `${m[1]}${m[2]}ing`,
    'Weather going on is "it is raining" ("rain" alone is the noun).',
  ],
  // "I didn't have went there" -> "I didn't go there": after "didn't", the verb's base form, not "have" and a
  // past ("I don't have written permission": an adjective and its noun).
  [
    /\b((?:do|does|did|don['’]t|doesn['’]t|didn['’]t)\s+(?:not\s+)?)have\s+([a-z]+)\b/gi,
    (m) => {
      const lemma = lemmaAfterModal(m[2]!);
      return lemma && isPastTense(m[2]!) ? `${m[1]}${lemma}` : m[0];
    },
    'After "do" or "didn\'t", the verb\'s base form: "I didn\'t go there".',
  ],
  // "It is important for us to learning English" -> "to learn": what is important for someone to do.
  [
    /\b((?:important|necessary|easy|difficult|hard|possible|impossible|useful|helpful|better)\s+for\s+(?:us|me|you|him|her|them|students|people|children|everyone)\s+to\s+)([a-z]+ing)\b/g,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    'What is important (or easy, or hard) for someone to do takes the base form: "important for us to learn".',
  ],
  // "She asked me help her" -> "to help": one asks or tells someone to do something (a verb with its own
  // object after it: not "She asked me questions").
  [
    /\b((?:ask|asks|asked|tell|tells|told|allow|allows|allowed|encourage|encourages|encouraged)\s+(?:me|him|her|us|them|you)\s+)([a-z]+)(?=\s+(?:me|him|her|us|them|it|the|my|his|her|our|their|your)\b)/g,
    (m) => (isVerb(m[2]!) && !/ing$/.test(m[2]!) ? `${m[1]}to ${m[2]}` : m[0]),
    'One asks or tells someone "to" do something: "She asked me to help her".',
  ],
  // "I don't know how to do." -> "how to do it": "do" needs what is done.
  [
    /\b(how\s+to\s+do)(?=\s*[.!?]|\s*$)/gi,
    (m) => `${m[1]} it`,
    '"Do" needs what is done: "I don\'t know how to do it".',
  ],
  // "It takes me two hours doing my homework" -> "to do": the time something takes is followed by "to".
  [
    /\b((?:take|takes|took|taken|taking)\s+(?:me|you|him|her|us|them)\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|a\s+few|several|\d+)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\s+)([a-z]+ing)\b/g,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    'The time something takes is followed by "to" and the verb: "It takes me two hours to do it".',
  ],
  // "My dream is become a doctor", "The most important thing is study hard", "The purpose of this essay is
  // discuss" -> "is to become", "is to study", "is to discuss": a plan, a wish or the thing to do says what to
  // do with "to". A verb that is a noun too only before what
  // shows it a verb: an object or an adverb ("My plan is study abroad", "My job is teach children"; not "My
  // job is cook", which may want "a cook", nor "My goal is weight loss", "The best thing is love and care").
  [
    /\b((?:(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our)\s+(?:dream|goal|plan|aim|wish|job|task|duty)|[Tt]he\s+(?:most\s+important|best|first|only|main)\s+(?:thing|way|step)|[Tt]he\s+(?:purpose|aim|goal)\s+of\s+(?:this|the|my|our)\s+(?:essay|article|paper|letter|study|report|trip|meeting))\s+(?:is|was)\s+)([a-z]+)(?=\s+([A-Za-z]+))/g,
    (m) =>
      isVerb(m[2]!) && !/ing$/.test(m[2]!) && (!isNoun(m[2]!) || PLAIN_VERB_OBJECTS.has(m[3]!.toLowerCase()))
        ? `${m[1]}to ${m[2]}`
        : m[0],
    'A plan or a wish says what to do with "to": "My dream is to become a doctor".',
  ],
];

/** A country's or a city's name takes no "the" ("the United States", "the UK" are other names). */
const NAME_ARTICLE: PhraseTable = [
  // "I went to the China last year" -> "to China".
  [
    new RegExp(
      `\\b((?:to|in|from|visit|visited|visiting|about|love|like|left|leave|around)\\s+)the\\s+(${PLACE_NAMES})(?=\\s*[.,!?;]|\\s*$|\\s+(?:and|for|last|next|this|with|because|in|on|at|to|is|was|every|since|before|after|when|once|again|yesterday|tomorrow)\\b)`,
      'g',
    ),
    (m) => `${m[1]}${m[2]}`,
    'A country or a city takes no "the": "I went to China" ("the United States" and "the UK" are other names).',
  ],
];

/**
 * Nouns whose number is not what their form says: "the police" are many, "all of us" are many,
 * "mathematics" and "physics" are one subject, and many people have many lives.
 */
const GROUP_NUMBER: PhraseTable = [
  [
    /\b((?:[Tt]he\s+police|(?:[Aa]ll|[Bb]oth)\s+of\s+(?:us|them|you))\s+)(is|was|has)\b/g,
    (m) => `${m[1]}${PLURAL_VERB[m[2]!]}`,
    '"The police", "all of us" and "both of them" are more than one: "The police are coming", "Both of them are my friends".',
  ],
  [
    /(?<=^|[.!?]\s+)((?:Mathematics|Maths|Physics)\s+)are\b/g,
    (m) => `${m[1]}is`,
    'A subject of study in "-s" is one subject: "Mathematics is difficult".',
  ],
  // "Two hours are not enough", "Ten dollars are too much" -> "is": an amount of time, money or way is one
  // amount when said to be enough or too much (not "Two hours are left").
  [
    /(?<=^|[.!?]\s+)((?:Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Twenty|Thirty|Fifty|A\s+hundred|\d+)\s+(?:hours|minutes|days|weeks|months|years|dollars|yuan|pounds|euros|kilometers|kilometres|miles|meters|metres)\s+)(are|were)(?=\s+(?:not\s+)?(?:enough|too\s+(?:much|long|little|short|far|expensive)|a\s+long\s+time|a\s+lot)\b)/g,
    (m) => `${m[1]}${SINGULAR_VERB[m[2]!]}`,
    'An amount said to be enough or too much is one amount: "Two hours is not enough", "Ten dollars is too much".',
  ],
  // "Everyone in the class like him" -> "likes": "everyone" is one, with a place after it or not (a verb of
  // a short list, so "Everyone in the class room" stays a noun).
  [
    /(?<=^|[.!?]\s+)((?:Everyone|Everybody|Nobody|No\s+one|Someone|Somebody)\s+(?:in|at|from)\s+(?:the|my|our|this|your|his|her|their)\s+[a-z]+\s+)(like|love|want|need|know|think|agree|work|study|live|have|go|come|enjoy|hate)\b/g,
    (m) => `${m[1]}${thirdPersonOf(m[2]!)}`,
    '"Everyone" is one, whatever follows it: "Everyone in the class likes him".',
  ],
  // "There are not anything I want", "There are nothing" -> "is": "anything", "nothing" and "no one" are one.
  [
    /\b([Tt]here\s+)(are|were)(?=\s+(?:not\s+)?(?:anything|nothing|nobody|no\s+one|anyone|anybody|something|someone|somebody|everything|everyone|everybody)\b)/g,
    (m) => `${m[1]}${SINGULAR_VERB[m[2]!]}`,
    '"Anything", "nothing" and "no one" are one: "There is nothing I want", "There is not anything I want".',
  ],
  // "People's life has improved" -> "People's lives": many people, many lives (not "people's life
  // expectancy", a noun after).
  [
    /\b([Pp]eople['’]s\s+)life(?:(\s+)(has|is|was)\b|(?=\s+(?:have|will|becomes|became|improved|changed|gets|got)\b|\s*[.,!?;]|\s*$))/g,
    (m) => `${m[1]}lives${m[3] ? `${m[2]}${PLURAL_VERB[m[3]]}` : ''}`,
    'Many people have many lives: "people\'s lives have improved".',
  ],
];

/**
 * Whether the match's clause has a verb further on: "Someone like you should know", "Everyone like me wants
 * to go", where "like" is a preposition and the verb comes later.
 */
function verbLater(match: RegExpExecArray): boolean {
  const rest = /^[^.,;:!?]*/.exec(match.input.slice(match.index + match[0].length))?.[0] ?? '';
  return rest
    .split(/\s+/)
    .some(
      (word) =>
        AUXILIARIES.has(word) || (/s$/.test(word) && !isNoun(word) && lemmasOfThirdPerson(word).some(isVerb)),
    );
}

/**
 * "Nobody know" -> "knows": "everybody", "everyone", "nobody", "someone" … are one, whatever they stand for.
 * Not after "do" or a modal ("Does anybody know?"), nor as the object of "let", "make", "see" ("Let anyone
 * come"), nor after "that", where it may be the subjunctive ("It is important that everyone understand"), nor
 * "like" with a verb later in its clause ("Someone like you should know": verbLater).
 */
const ONE_PERSON: PhraseTable = [
  // "One of my friend lives in Shanghai" -> "One of my friends": one of many, who are plural.
  [
    /\b([Oo]ne\s+of\s+(?:my|the|his|her|our|their|your)\s+)([a-z]+)\b(?![-'’])/g,
    (m) => {
      const plural = FAMILY_AND_FRIENDS.has(m[2]!) ? pluralOf(m[2]!) : undefined;
      return plural && plural !== m[2] ? `${m[1]}${plural}` : m[0];
    },
    'One of many: the noun after "one of my" is plural: "one of my friends".',
  ],
  // "One of my friends live in London" -> "lives": the subject is "one". Only one of the people a learner
  // writes about, then a verb that is no noun, or one of the verbs of what people do, with no verb of its
  // own after ("One of my friends people admire is": a relative clause, whose subject is "people").
  [
    /(?<=(?:^|[.!?]\s+|,\s+|\b(?:and|but|because|that)\s+))([Oo]ne\s+of\s+(?:my|the|his|her|our|their|your|these|those)\s+[a-z]+s\s+)([a-z]+)\b(?![^.,;!?]*\b(?:is|was|are|were|has)\b)/g,
    (m) => {
      const verb = m[2]!;
      const noun = m[1]!.trim().split(/\s+/).at(-1)!;
      const plainVerb = !isNoun(verb) || /^(?:work|study|love|need|help|play|visit|use|like)$/.test(verb);
      const person = FAMILY_AND_FRIENDS.has(singularOf(noun) ?? '') || /^(?:students|children)$/.test(noun);
      return person && isVerb(verb) && plainVerb ? `${m[1]}${thirdPersonOf(verb)}` : m[0];
    },
    'The subject is "one": "One of my friends lives in London".',
  ],
  [
    /(?<!\b(?:[Dd]o|[Dd]oes|[Dd]id|[Dd]on't|[Dd]oesn't|[Dd]idn't|[Ww]ill|[Ww]ould|[Cc]an|[Cc]ould|[Ss]hould|[Mm]ay|[Mm]ight|[Mm]ust|[Ss]hall|[Ll]et|[Mm]ake|makes|making|made|[Hh]elp|helps|helping|helped|[Hh]ave|has|having|had|[Ss]ee|sees|seeing|seen|saw|[Hh]ear|hears|hearing|heard|[Ww]atch|watches|watching|watched|lets|letting|[Ll]et's|[Bb]id|that)\s+)\b((?:[Nn]obody|[Ss]omebody|[Ss]omeone|[Ee]verybody|[Ee]veryone|[Nn]o\s+one|[Aa]nybody|[Aa]nyone)\s+)(know|like|want|need|think|go|come|say|live|love|care|understand|believe|seem|feel|remember|agree|enjoy|hope)\b/g,
    (m) => (m[2] === 'like' && verbLater(m) ? m[0] : `${m[1]}${thirdPersonOf(m[2]!)}`),
    '"Everybody", "nobody" and "someone" take the verb for one person: "Nobody knows".',
  ],
];

/** Phrases whose verb takes -ing, not "to": "It is no use crying", "succeed in passing", "difficulty sleeping". */
/** Verbs a learner writes after "pay attention to", none of them a noun too ("pay attention to detail"). */
const ATTENDED_VERBS = 'protect|improve|learn|keep|save|develop|reduce|solve|read|write|speak|listen|prevent';
/** Verbs a learner opens a sentence with as its subject: "Study hard is important" (学习努力很重要). */
const ACTIVITY_SUBJECTS =
  'Learn|Study|Eat|Drink|Play|Read|Watch|Write|Speak|Practise|Practice|Do|Make|Get|Keep|Go|Take|Use|Help|Listen|Visit';
/** Activities as a subject, in their -ing form: "Learning English", "Living in a city". */
const ACTIVITY_INGS = [
  ...ACTIVITY_SUBJECTS.split('|').map((verb) => matchCase(ingForm(verb.toLowerCase()), verb)),
  ...'Living Having Working Travelling Traveling Owning Buying Spending Staying Smoking Exercising Swimming Cooking Driving'.split(
    ' ',
  ),
].join('|');
/**
 * Things an activity is done to, its plural object right after the -ing ("Reading books", "Playing games"):
 * not a noun the -ing describes ("Playing cards", "Reading materials").
 */
const GERUND_OBJECTS = new Set(
  'books novels stories magazines newspapers comics games sports movies films cartoons songs vegetables fruits friends photos pictures letters emails'.split(
    ' ',
  ),
);
/**
 * Words after which "is" has a subject of its own: "Learn what is right", "Make sure the door is locked",
 * "Keep in mind the shop is closed", "Read until the page is full" (a time clause: the order "Read").
 */
const OWN_SUBJECT =
  /\b(?:that|what|which|who|how|where|when|if|whether|until|till|unless|while|because|before|after|once|since|this|these|those|it|he|she|they|there|we|I|you|sure|certain|mind|note)\b/i;

const ING_AFTER: PhraseTable = [
  // "We should pay more attention to protect the environment" -> "to protecting": "to" is a preposition there.
  [
    new RegExp(
      `\\b((?:pay|pays|paid|paying)\\s+(?:(?:more|much|close|special|great|little|no)\\s+)?attention\\s+to\\s+)(${ATTENDED_VERBS})\\b`,
      'gi',
    ),
    (m) => `${m[1]}${ingForm(m[2]!.toLowerCase())}`,
    'After "pay attention to", a verb takes -ing: "pay attention to protecting the environment".',
  ],
  // "I couldn't help laugh", "can't help to cry" -> "help laughing" (忍不住): "can't help" a feeling takes -ing
  // ("I can't help clean the house" is not being able to help, and right).
  [
    /\b((?:can['’]t|cannot|can\s+not|couldn['’]t|could\s+not)\s+help\s+)(?:to\s+)?(laugh|cry|smile|think|feel|wonder|worry|notice|admire)\b/gi,
    (m) => `${m[1]}${ingForm(m[2]!.toLowerCase())}`,
    'After "can\'t help" (忍不住), a verb takes -ing: "I couldn\'t help laughing".',
  ],
  // "I'm busy to do my homework" -> "busy doing" (not "too busy to go": "too" takes "to"; nor "very busy to
  // find it", which a learner may mean as "too busy").
  [
    /\b(no\s+use|(?:have|has|had|having)\s+(?:difficulty|trouble)|(?:am|is|are|was|were|be|been|['’]m|['’]re|['’]s)\s+busy)\s+to\s+([a-z]+)\b/g,
    (m) => (isVerb(m[2]!) ? `${m[1]} ${ingForm(m[2]!)}` : m[0]),
    'After "no use", "busy" and "have difficulty/trouble", a verb takes -ing: "It is no use crying", "busy doing my homework".',
  ],
  // "She is busy in preparing dinner" -> "busy preparing": "busy" takes -ing with nothing between ("busy with
  // cooking" names a task, and is right).
  [
    /\b((?:am|is|are|was|were|be|been|['’]m|['’]re|['’]s)\s+busy\s+)in\s+([a-z]+ing)\b/g,
    (m) => (lemmasOfIng(m[2]!).some((lemma) => isVerb(lemma)) ? `${m[1]}${m[2]}` : m[0]),
    '"Busy" takes the -ing form with nothing between: "She is busy preparing dinner".',
  ],
  [
    /\b(succeed|succeeds|succeeded|insist|insists|insisted)\s+to\s+([a-z]+)\b/g,
    (m) => (isVerb(m[2]!) ? `${m[1]} ${/^succeed/.test(m[1]!) ? 'in' : 'on'} ${ingForm(m[2]!)}` : m[0]),
    'One succeeds "in" doing and insists "on" doing: "He succeeded in passing the exam".',
  ],
  // "I am fond to swim" -> "fond of swimming", "She is capable to do it" -> "capable of doing": one is fond
  // "of" something, and "of" takes -ing.
  [
    /\b(fond|capable|incapable)\s+to\s+([a-z]+)\b/gi,
    (m) => (isVerb(m[2]!) ? `${m[1]} of ${ingForm(m[2]!)}` : m[0]),
    'One is fond "of" or capable "of" something, and a verb after "of" takes -ing: "fond of swimming".',
  ],
  // "I am thinking to go abroad" -> "thinking of going" (not "thinking to myself"); "We were prevented to go
  // out" -> "prevented from going"; "I object to go there" -> "object to going" ("to" is a preposition there;
  // only the verb after a person: "for all the objects to have" is the noun).
  [
    /\b(thinking\s+)to\s+([a-z]+)\b/gi,
    (m) => (isVerb(m[2]!) ? `${m[1]}of ${ingForm(m[2]!)}` : m[0]),
    'One is "thinking of" doing something: "I am thinking of going abroad".',
  ],
  [
    /\b((?:prevent|prevents|prevented|preventing)\s+(?:(?:me|him|her|us|them|you|people)\s+)?)to\s+([a-z]+)\b/gi,
    (m) => (isVerb(m[2]!) ? `${m[1]}from ${ingForm(m[2]!)}` : m[0]),
    'One is prevented "from" doing something: "The rain prevented us from going out".',
  ],
  [
    /\b((?:I|you|we|they|he|she|He|She|We|They|You)\s+(?:strongly\s+|really\s+)?(?:object|objects|objected)\s+to\s+)([a-z]+)\b(?=\s+(?:there|here|home|the|a|an|my|his|her|our|their|it|them|him|me|us|out|abroad)\b|\s*[.!?]|\s*$)/g,
    (m) => (isVerb(m[2]!) && !isNoun(m[2]!) ? `${m[1]}${ingForm(m[2]!)}` : m[0]),
    '"Object to" takes -ing: "I object to going there".',
  ],
  // "He apologized for be late" -> "for being late": after a preposition, "be" takes -ing (not "of": "the
  // forms of be are am, is and are" is about the verb).
  [
    /\b((?:for|about|without|by|before|after)\s+)be(?=\s+[a-z])/gi,
    (m) => `${m[1]}being`,
    'After a preposition, "be" takes -ing: "He apologized for being late".',
  ],
  // "There is no need worrying" -> "no need to worry": a need is "to" do something (not "No need shopping
  // bags", a noun's adjective: only verbs of what one needn't do, before the clause's end or their object).
  [
    /\b(no\s+need\s+)(being|worrying|waiting|hurrying|rushing|apologizing|apologising|panicking|crying|asking|going|coming|paying|bringing|calling|doing)\b(?=\s*[.,;!?]|\s*$|\s+(?:about|for|with|so|too|now|anymore|me|him|her|us|them|it|the|a|an|any|anything|rude|late|sorry|here|there|home)\b)/gi,
    (m) => {
      const lemma = lemmasOfIng(m[2]!.toLowerCase()).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    'A need is "to" do something: "There is no need to worry".',
  ],
  // "What about to play football?" -> "What about playing": "about" is a preposition, and takes -ing.
  [
    /\b((?:[Hh]ow|[Ww]hat)\s+about\s+)to\s+([a-z]+)\b/g,
    (m) => (isVerb(m[2]!) ? `${m[1]}${ingForm(m[2]!)}` : m[0]),
    '"How about" and "what about" are followed by -ing: "What about playing football?".',
  ],
  // "My hobby is play basketball", "My favourite sport is swim" -> "playing", "swimming": a hobby is an
  // activity, named with -ing.
  [
    /\b((?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our)\s+(?:hobby|favou?rite\s+(?:sport|activity|hobby|pastime))\s+(?:is|was)\s+)(play|read|watch|listen|collect|draw|paint|sing|swim|cook|write|ride|climb|take|make|learn|dance|run|ski|skate|hike|jog)(?=\s+[a-z]|\s*[.!?]|\s*$)/g,
    (m) => `${m[1]}${ingForm(m[2]!)}`,
    'A hobby is an activity, named with -ing: "My hobby is playing basketball".',
  ],
];

/**
 * "If I were you, I will go" -> "I would go": a wish or a thought, not a real condition, takes "would".
 * Only "were" with I, he, she or it, which is never the plain past ("If they were at home, they will have
 * seen it" may be a real one).
 */
const UNREAL_CONDITION: PhraseTable = [
  [
    /\b([Ii]f\s+(?:I|he|she|it)\s+were\b[^.;!?]*?,\s*(?:I|you|he|she|it|we|they)\s+)will\b/g,
    (m) => `${m[1]}would`,
    'After "If I were …", the other half takes "would": "If I were you, I would go".',
  ],
];

/** Phrases that take the bare verb, as modals do: "had better go", "would rather stay", "Why not go?". */
const BARE_AFTER: PhraseTable = [
  // "He helped me carrying the box" -> "carry": one helps someone do something.
  [
    /\b((?:help|helps|helped|helping)\s+(?:me|him|her|us|them|you)\s+)([a-z]+ing)\b(?=\s+(?:me|him|her|us|them|it|the|my|his|her|our|their|your|a|an|this|that|these|those)\b)/g,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    'One helps someone do something: "He helped me carry the box".',
  ],
  // "He made me laughing" -> "made me laugh": "make" and "let" take someone and the bare verb (not "made
  // them dancing shoes": a noun after the -ing word).
  [
    /\b((?:make|makes|made|making|let|lets|letting)\s+(?:me|him|her|us|them|you)\s+)([a-z]+ing)\b(?=\s*[.,!?;]|\s*$|\s+(?:so|very|again|out|loud|hard|all|every|at|about|for|with|sad|happy|better|worse|good|bad)\b)/gi,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    '"Make" and "let" take someone and the bare verb: "He made me laugh".',
  ],
  // "The movie let me very sad" -> "made me": one lets someone do something, and makes them feel something
  // (让 is both). Only after its subject and before a feeling ("Let me alone", "let him free", "It let me
  // feel relaxed" stay).
  [
    /(?<=\b[A-Za-z]+\s+)(let|lets)(?=\s+(?:me|him|her|us|them|you|people)\s+(?:(?:very|so|really|quite|more)\s+)?(?:sad|happy|angry|upset|nervous|tired|bored|excited|worried|afraid|scared|relaxed|comfortable|uncomfortable|confident|proud|disappointed|surprised|moved|interested|unhappy|lonely|embarrassed)\b)/g,
    (m) => (m[1] === 'lets' ? 'makes' : 'made'),
    'One lets someone do something, but makes them feel something: "The movie made me very sad".',
  ],
  [
    /\b((?:had|['’]d)\s+better(?:\s+not)?|(?:would|['’]d)\s+rather(?:\s+not)?|[Ww]hy\s+not|needn['’]t)\s+to(?=\s+[a-z]+\b)/g,
    (m) => m[1]!,
    '"Had better", "would rather", "why not" and "needn\'t" are followed by the verb without "to".',
  ],
];

/** An activity as the subject, which takes -ing: "Studying hard is important". */
const GERUND_SUBJECT: PhraseTable = [
  // "Study hard is important" -> "Studying hard", "Eat vegetables is good for health" -> "Eating": an
  // activity as the subject takes -ing. Only with words after the verb that have no subject of their own
  // ("Remember this is important" is an instruction), and not a verb that is a noun alone ("Sleep is good").
  [
    new RegExp(`(?<=^|[.!?]\\s+)(${ACTIVITY_SUBJECTS})(?=((?:\\s+[A-Za-z]+){1,4})\\s+(?:is|was)\\s)`, 'g'),
    (m) => (OWN_SUBJECT.test(m[2]!) ? m[0] : matchCase(ingForm(m[1]!.toLowerCase()), m[1]!)),
    'An activity as the subject takes -ing: "Studying hard is important".',
  ],
  // "Learning English are important" -> "is", "Living in a city have many advantages" -> "has": an activity is
  // one thing. Not two joined ("Reading and writing are"), nor where a plural noun stands before the verb
  // ("Reading materials are", "Knowing the students are tired, …": the verb may be that noun's), unless it is
  // a thing the activity is done to, right after it ("Reading books are my hobby", "Playing computer games
  // make me happy"): only then does a verb that is not "be" or "have" count ("Reading helps me make friends").
  [
    new RegExp(
      `(?<=^|[.!?]\\s+)((?:${ACTIVITY_INGS})(?:\\s+[A-Za-z]+){1,4}\\s+)(are|were|have|make|help|give|keep|bring)(?=\\s)`,
      'g',
    ),
    (m) => {
      const between = m[1]!.trim().split(/\s+/).slice(1);
      const last = between.at(-1)!.toLowerCase();
      const object =
        GERUND_OBJECTS.has(last) &&
        (between.length === 1 ||
          (between.length === 2 && !/^(?:[a-z]+s|me|him|her|us|them)$/.test(between[0]!)));
      const plural = nounNumber(last) === 'plural' || /[^s]s$/.test(last);
      if (
        (plural && !object) ||
        (!object && !(m[2]! in SINGULAR_VERB)) ||
        OWN_SUBJECT.test(m[1]!) ||
        between.some((word) => /^(?:and|or|but|as)$/i.test(word))
      )
        return m[0];
      return `${m[1]}${SINGULAR_VERB[m[2]!] ?? thirdPersonOf(m[2]!)}`;
    },
    'An activity is one thing, and its verb is singular: "Learning English is important".',
  ],
];

/** Verbs whose particle goes after a pronoun object: "pick it up", "turn it off", "give it up". */
const SEPARABLE_VERBS =
  'pick turn give wake set throw take put fill write hand clean tidy cut switch bring let shut'
    .split(' ')
    .flatMap((verb) => [verb, thirdPersonOf(verb), ingForm(verb), pastOf(verb) ?? verb])
    .join('|');

/** A pronoun object of a phrasal verb, which goes before the particle: "pick it up". */
const PARTICLE_ORDER: PhraseTable = [
  // "I'll pick up you at 8" -> "pick you up", "Please turn off it" -> "turn it off": a pronoun object goes
  // between the verb and its particle ("turn on him", to attack, is another verb; "put on" is left alone).
  // Only where the pronoun ends its phrase: "gave up her job" is her job.
  [
    new RegExp(
      `\\b(${SEPARABLE_VERBS})\\s+(up|off|down|away|out|back)\\s+(it|them|him|her|me|us|you)(?=\\s*[.,!?;:]|\\s*$|\\s+(?:at|for|to|in|on|with|now|again|today|tomorrow|tonight|yesterday|please|first|later|soon|and|or|but|because|so|when|if|before|after)\\b)`,
      'gi',
    ),
    (m) => `${m[1]} ${m[3]} ${m[2]}`,
    'A pronoun goes between the verb and its particle: "pick you up", "turn it off".',
  ],
];

/** A question in the present perfect, which starts with "have": "Have you finished?". */
const PERFECT_QUESTION: PhraseTable = [
  // "Do you have finished your homework?" -> "Have you finished": a perfect's question starts with "have"
  // (only before its object: "Do you have used cars?" asks what one has).
  [
    /(?<=^|[.!?]\s+)(?:Do|Does|Did)\s+(you|I|we|they|he|she|it)\s+(?:have|has)\s+((?:ever|already|never|just)\s+)?([a-z]+)(?=\s+(?:your|my|his|her|our|their|the|it|this|that|any|anything|everything|to)\b)/g,
    (m) => {
      // "Did you have finished", "Do you have ever been to Beijing?" -> "Have you ever been".
      const participle = m[3]!;
      const lemma = lemmaOfParticiple(participle);
      if (!lemma || lemma === participle) return m[0];
      const has = /^(?:he|she|it)$/.test(m[1]!);
      return `${has ? 'Has' : 'Have'} ${m[1]} ${m[2] ?? ''}${participle}`;
    },
    'A question in the present perfect starts with "have": "Have you finished your homework?".',
  ],
];

/**
 * "He asked me that where I lived" -> "asked me where": a reported question opens with its question word, no
 * "that" before it ("He said that what she did was wrong" reports a statement, and keeps it).
 */
/** The subject a reported question's object becomes: "asked me did I like it" -> "if I liked it". */
const ASKED_WHO = wordTable<string>({ me: 'i', him: 'he', her: 'she', us: 'we', them: 'they', you: 'you' });

const REPORTED_QUESTION: PhraseTable = [
  // "He asked me did I like it" -> "He asked me if I liked it" (他问我喜不喜欢): a reported yes-no question
  // takes "if" and the order of a statement, its time moved back. Only when the one asked is the one the
  // question is about ("asked me did I"), so no pronoun has to change.
  [
    /\b(ask|asks|asked)\s+(me|him|her|us|them|you)\s+(do|does|did)\s+(I|he|she|we|they|you)\s+([a-z]+)\b/g,
    (m) => {
      const [asked, object, auxiliary, subject, verb] = m.slice(1) as [
        string,
        string,
        string,
        string,
        string,
      ];
      if (ASKED_WHO[object] !== subject.toLowerCase() || !isVerb(verb)) return m[0];
      // "asks me do I like it" -> "if I like it": a question asked now keeps its time.
      const form =
        asked === 'asked' || auxiliary === 'did'
          ? pastOf(verb)
          : auxiliary === 'does'
            ? thirdPersonOf(verb)
            : verb;
      return form ? `${asked} ${object} if ${subject} ${form}` : m[0];
    },
    'A reported question takes "if" and the order of a statement: "He asked me if I liked it".',
  ],
  [
    /(?<=\b(?:ask|asks|asked|asking)\s+(?:(?:me|him|her|us|them|you|(?:my|his|her|the)\s+\w+)\s+)?)that\s+(where|what|when|why|how|who|whether|if|which)\b/gi,
    (m) => m[1]!,
    'A reported question opens with its question word, with no "that": "He asked me where I lived".',
  ],
];

/** "Today is very hot" -> "It is very hot today" (今天很热): the weather is "it", the day says when. */
const WEATHER_IT: PhraseTable = [
  [
    /(?<=^|[.!?]\s+)(Today|Yesterday|Tomorrow)\s+(is|was|will\s+be)\s+((?:very|so|really|quite|too|extremely|a\s+bit|a\s+little)\s+)?(hot|cold|warm|cool|humid|freezing)(?=\s*[.!,]|\s*$)/g,
    (m) => `It ${m[2]} ${m[3] ?? ''}${m[4]} ${m[1]!.toLowerCase()}`,
    'The weather is "it": "It is very hot today".',
  ],
];

/** The object pronoun of a subject one: "I am difficult to" -> "for me". */
const FOR_WHOM = wordTable<string>({ i: 'me', we: 'us', they: 'them', he: 'him', she: 'her', you: 'you' });

/**
 * "I am difficult to understand this question" -> "It is difficult for me to understand this question" (我很难
 * 理解): the learner is not what is difficult. Only with an object after the verb; "He is difficult to talk
 * to", "It is easy to use" are right, their subject is what the verb is done to.
 */
const DIFFICULT_FOR: PhraseTable = [
  [
    /(?<=^|[.!?]\s+|\b(?:so|but|and|because)\s+)(I|We|They|He|She|You|we|they|he|she|you)\s+(?:am|are|is|was|were|['’]m|['’]re|['’]s)\s+((?:very|so|really|quite|too)\s+)?(difficult|hard|easy|impossible)\s+to\s+([a-z]+)(?=\s+(?:this|that|these|those|the|a|an|my|his|her|your|our|their|it|English|Chinese|math|maths)\b)/g,
    (m) => {
      const [subject, how, adjective, verb] = [m[1]!, m[2] ?? '', m[3]!, m[4]!];
      if (!isVerb(verb)) return m[0];
      const past = /\b(?:was|were)\b/.test(m[0]);
      const startsSentence = m.index === 0 || /[.!?]\s+$/.test(m.input.slice(0, m.index));
      const it = startsSentence ? 'It' : 'it';
      return `${it} ${past ? 'was' : 'is'} ${how}${adjective} for ${FOR_WHOM[subject.toLowerCase()]!} to ${verb}`;
    },
    'What is difficult is the task: "It is difficult for me to understand this question".',
  ],
  // "It's too difficult to me" -> "for me" (对我来说太难): a task is hard "for" someone (not "It seems
  // difficult to me", an opinion; nor "It is important to me").
  [
    /\b((?:[Ii]t|[Tt]his|[Tt]hat)\s*(?:is|was|['’]s)\s+(?:(?:very|so|really|quite|too)\s+)?(?:difficult|hard|easy|impossible))\s+to(?=\s+(?:me|us|him|her|them)\s*(?:[.,;!?]|$))/g,
    (m) => `${m[1]} for`,
    'A task is difficult or easy "for" someone: "It is too difficult for me".',
  ],
];

/**
 * "My brother and sister is at home" -> "are": two people joined by "and" are more than one. Only family and
 * friends, two different words ("My mother and best friend is here" may be one person).
 */
const TWO_PEOPLE: PhraseTable = [
  [
    /(?<=^|[.!?]\s+)((?:My|His|Her|Our|Their|Your)\s+([a-z]+)\s+and\s+(?:(?:my|his|her|our|their|your)\s+)?([a-z]+)\s+)(is|was)\b/g,
    (m) =>
      FAMILY_AND_FRIENDS.has(m[2]!) && FAMILY_AND_FRIENDS.has(m[3]!) && m[2] !== m[3]
        ? `${m[1]}${m[4] === 'is' ? 'are' : 'were'}`
        : m[0],
    'Two people joined by "and" are more than one: "My brother and sister are at home".',
  ],
  // "The first exam and the second exam is easy", "His thoughts and ideas is important" -> "are": two
  // things, each with its own "the", "my" …, or the second a plural, are more than one (not "My friend and
  // colleague is here": one person; nor "Bread and butter is", "Reading and writing is": one dish, one skill).
  [
    /(?<=^|[.!?]\s+)((?:The|My|His|Her|Our|Their|Your|This)\s+(?:[a-z0-9]+\s+)??([a-z]+)\s+and\s+((?:the|my|his|her|our|their|your|this|that)\s+)?(?:[a-z0-9]+\s+)??([a-z]+)\s+)(is|was)\b/g,
    (m) => {
      const [first, determiner, second] = [m[2]!, m[3], m[4]!];
      const things = (word: string) => isNoun(singularOf(word) ?? word) && !/ing$/.test(word);
      const two = determiner
        ? things(first) && things(second)
        : nounNumber(second) === 'plural' && things(first);
      return two ? `${m[1]}${m[5] === 'is' ? 'are' : 'were'}` : m[0];
    },
    'Two things joined by "and" are more than one: "The first exam and the second exam are easy".',
  ],
  // "My friend and I am going", "He and I is" -> "are": the subject is two people, "I" among them. (Not "was"
  // -> "were": Harper reads "I were" as an error, and the second pass takes the fix back.)
  [
    /(?<=^|[.!?]\s+)((?:(?:My|His|Her|Our|Their|Your)\s+([a-z]+)|He|She|You|They)\s+and\s+I\s+)(?:am|is)\b/g,
    (m) => (m[2] === undefined || FAMILY_AND_FRIENDS.has(m[2]) ? `${m[1]}are` : m[0]),
    'Two people joined by "and" are more than one: "My friend and I are going".',
  ],
  // "Every boy and girl have a book" -> "has": "every" or "each" makes each one of them one, "and" or not.
  [
    /(?<=^|[.!?]\s+)((?:Every|Each)\s+([a-z]+)\s+and\s+(?:every\s+|each\s+)?([a-z]+)\s+)(have|are|were|do|don't)\b/g,
    (m) =>
      nounNumber(m[2]!) === 'singular' && nounNumber(m[3]!) === 'singular'
        ? `${m[1]}${EVERY_ONE_VERB[m[4]!]}`
        : m[0],
    '"Every" and "each" count one at a time, "and" or not: "Every boy and girl has a book".',
  ],
];
/** The verb of one for "every … and …": "Every boy and girl has". */
const EVERY_ONE_VERB = wordTable<string>({
  have: 'has',
  are: 'is',
  were: 'was',
  do: 'does',
  "don't": "doesn't",
});

/** Words in the order Chinese puts them ("说英语说得很好" -> "speaks very well English"). */
const WORD_ORDER: PhraseTable = [
  // "I have seen already that movie" -> "I have already seen that movie": "already" goes between the
  // auxiliary and the participle when an object follows.
  [
    /\b(have|has|had|['’]ve)\s+([a-z]+)\s+already(?=\s+(?:the|that|this|these|those|my|his|her|our|their|your|it|them|a|an)\b)/g,
    (m) => (lemmaOfParticiple(m[2]!) ? `${m[1]} already ${m[2]}` : m[0]),
    '"Already" goes between "have" and the participle: "I have already seen that movie".',
  ],
  // "I like very much it" -> "I like it very much": a pronoun object comes right after its verb.
  [
    /\b(like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed)\s+(very\s+much)\s+(it|them|him|her|this|that|you)\b(?=\s*[.,!?;]|\s*$)/g,
    (m) => `${m[1]} ${m[3]} ${m[2]}`,
    '"Very much" goes after the object: "I like it very much".',
  ],
  // "He plays always football" -> "He always plays football", "I visit often my grandmother" -> "I often
  // visit": how often does not come between a verb and its object ("I go often to the park", "We went often
  // to the beach" are English, if less usual).
  [
    /\b((?:I|you|we|they|he|she|He|She|We|They|You)\s+)([a-z]+)\s+(always|usually|often|never|seldom|sometimes|rarely)(?=\s+(?:the|a|an|my|his|her|our|their|football|basketball|tennis|games|music|TV|English)\b)/g,
    (m) =>
      isVerbForm(m[2]!) &&
      !/^(?:am|is|are|was|were|do|does|did|have|has|had)$/.test(m[2]!) &&
      !MODALS.has(m[2]!)
        ? `${m[1]}${m[3]} ${m[2]}`
        : m[0],
    'How often goes before the verb, not between it and its object: "He always plays football".',
  ],
  // "They know already the answer" -> "They already know", "Knowledge plays also a role" is left (a noun
  // subject may be a verb too): "also", "already", "still" go before the verb, not between it and its object.
  [
    /\b((?:I|you|we|they|he|she|He|She|We|They|You)\s+)([a-z]+)\s+(also|already|still)(?=\s+(?:the|a|an|my|his|her|our|their|your|this|these|those|it|them)\b)/g,
    (m) =>
      isVerbForm(m[2]!) && !AUXILIARIES.has(m[2]!) && !/^(?:had|been|being)$/.test(m[2]!)
        ? `${m[1]}${m[3]} ${m[2]}`
        : m[0],
    '"Also", "already" and "still" go before the verb, not between it and its object: "They already know the answer".',
  ],
  // "I every day go to school" -> "I go to school every day": a time phrase goes at the end of the clause.
  [
    /\b((?:I|you|we|they|he|she|He|She|We|They|You)\s+)(every\s+(?:day|morning|evening|night|week|weekend|year))\s+([a-z][^.,;!?]*?)(?=\s*[.,;!?]|\s*$)/g,
    (m) => (isVerbForm(m[3]!.split(/\s+/)[0]!) ? `${m[1]}${m[3]} ${m[2]}` : m[0]),
    'A time phrase goes at the end: "I go to school every day".',
  ],
  // "I yesterday went to the park" -> "Yesterday I went": a time goes first or last, not between the
  // subject and its verb.
  [
    /(?<=^|[.!?]\s+)(I|You|We|They|He|She)\s+(yesterday|today|tomorrow)\s+(?=[a-z]+\b)/g,
    (m) => `${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)} ${m[1] === 'I' ? 'I' : m[1]!.toLowerCase()} `,
    'A time goes first or last: "Yesterday I went to the park".',
  ],
  // "She speaks very well English" -> "speaks English very well": the object comes before "well".
  [
    /\b(speak|speaks|spoke|speaking)\s+((?:very\s+|really\s+|quite\s+)?(?:well|fluently))\s+(English|Chinese|French|German|Japanese|Spanish|Korean|Russian|Italian)\b/g,
    (m) => `${m[1]} ${m[3]} ${m[2]}`,
    'The object goes before "well": "speaks English very well".',
  ],
  // "I like very much reading", "I like very much apples" -> "I like reading very much", "apples very much":
  // "very much" goes after a short object that ends the sentence.
  [
    /\b(like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed)\s+(very\s+much)\s+((?:[a-z]+ing|[a-z]+s|the|my|your|his|her|our|their|this|these|those|English|Chinese|French|Japanese|music|math|maths|sports|football|basketball|animals)(?:\s+[a-z]+){0,2})(?=\s*[.!]|\s*$)/g,
    (m) => `${m[1]} ${m[3]} ${m[2]}`,
    '"Very much" goes after the object: "I like reading very much".',
  ],
  // "He often is late" -> "He is often late": "always", "often" … come after "be" (not the emphatic past,
  // "He always was a good boy", nor "It never is easy"), nor before a passive ("it usually is expected").
  [
    /\b(I|you|he|she|it|we|they|He|She|It|We|They|You)\s+(always|often|usually|sometimes|seldom|rarely)\s+(am|is|are)\b(?=\s+(?![a-z]+ed\b)[a-z])/g,
    (m) => `${m[1]} ${m[3]} ${m[2]}`,
    '"Always", "often", "never" and the like go after "am/is/are": "He is often late".',
  ],
  // "Only by working hard we can succeed" -> "can we succeed": after "only" and a phrase of how or when, the
  // verb comes before its subject. Only a phrase, not a clause ("Only if you try, you can" has its own
  // subject), with no pronoun of its own, and a modal or "be" to move.
  [
    /(?<=^|[.!?]\s+)(Only\s+(?:by|through|with|in\s+this\s+way|in\s+that\s+way|then|now|later|recently)\b(?:\s+(?!(?:I|you|we|they|he|she|it)\b)[A-Za-z'’-]+){0,6}\s*,?\s+)(I|you|we|they|he|she|it)\s+(can|could|will|would|should|must|may|might|am|is|are|was|were)\b/g,
    (m) => `${m[1]!.replace(/\s*,?\s+$/, ' ')}${m[3]} ${m[2]}`,
    'After "only" and a phrase of how or when, the verb comes first: "Only by working hard can we succeed".',
  ],
];

/**
 * Adjectives whose comparative is always "-er", never "more" ("more clear", "more common", "more sure" are
 * English too, so they are not here).
 */
const ER_COMPARATIVES = wordTable<string>({
  tall: 'taller',
  short: 'shorter',
  big: 'bigger',
  small: 'smaller',
  old: 'older',
  young: 'younger',
  fast: 'faster',
  slow: 'slower',
  cheap: 'cheaper',
  long: 'longer',
  high: 'higher',
  low: 'lower',
  hot: 'hotter',
  cold: 'colder',
  warm: 'warmer',
  hard: 'harder',
  rich: 'richer',
  poor: 'poorer',
  large: 'larger',
  nice: 'nicer',
  strong: 'stronger',
  weak: 'weaker',
  deep: 'deeper',
  wide: 'wider',
  thin: 'thinner',
  fat: 'fatter',
  heavy: 'heavier',
  busy: 'busier',
  happy: 'happier',
  easy: 'easier',
  early: 'earlier',
  pretty: 'prettier',
  funny: 'funnier',
  lucky: 'luckier',
  dirty: 'dirtier',
  angry: 'angrier',
});

/** What a comparison is made with: "than me", "than the others", "than before", "than Tom". */
const THAN_WHAT = String.raw`\s+than\s+(?:me|him|her|us|them|you|I|he|she|we|they|it|my|his|our|their|your|the|a|an|this|that|these|those|before|ever|usual|last|yesterday|\d|\p{Lu})`;

/** The possessive that stands alone for an object pronoun's owner: "than me" -> "than mine". */
const STANDING_POSSESSIVE = wordTable<string>({
  me: 'mine',
  you: 'yours',
  him: 'his',
  her: 'hers',
  us: 'ours',
  them: 'theirs',
});

/** The comparatives that are not "-er": "better than me", "worse than before". */
const IRREGULAR_COMPARATIVES = wordTable<string>({
  good: 'better',
  well: 'better',
  bad: 'worse',
  badly: 'worse',
});

/** Comparisons where the adjective takes "-er" (比我高 -> "taller than me"). */
/**
 * "This is the more interesting book I have ever read" -> "the most interesting": compared with all of its
 * kind ("I have ever", "in the world", "of all") is a superlative (not "The more you read, the more you know").
 */
const SUPERLATIVE_OF_ALL: PhraseTable = [
  [
    /\b([Tt]he\s+)more(?=\s+[a-z]+\s+[a-z]+\s+(?:(?:that|which|who)\s+)?(?:I|we|you|he|she|they)\s+(?:have|has|had)\s+ever\b|\s+[a-z]+\s+[a-z]+\s+(?:in\s+the\s+world|of\s+all)\b)/g,
    (m) => `${m[1]}most`,
    'Compared with all of its kind, it is the superlative: "the most interesting book I have ever read".',
  ],
];

const ER_COMPARISON: PhraseTable = [
  // "He is more tall than me" -> "taller than me". Only before what is compared with ("than me", "than the
  // others", "than before"), not "more old than new houses", where both describe the noun.
  [
    new RegExp(String.raw`\b([Mm]ore\s+)([a-z]+)(?=${THAN_WHAT})`, 'gu'),
    (m) => {
      const comparative = ER_COMPARATIVES[m[2]!];
      return comparative ? matchCase(comparative, m[1]!) : m[0];
    },
    'A short adjective compares with "-er": "taller than me", not "more tall".',
  ],
  // "She sings very well than me" -> "better than me", "He is very tall than me" -> "taller": a comparison
  // takes the comparative; "He is very taller than me" -> "much taller": "very" does not go with one.
  [
    new RegExp(String.raw`\b([Vv]ery)\s+([a-z]+)(?=${THAN_WHAT})`, 'gu'),
    (m) => {
      const [very, word] = [m[1]!, m[2]!];
      if (ADJECTIVE_OF_COMPARATIVE.has(word) || word === 'better' || word === 'worse')
        return `${matchCase('much', very)} ${word}`;
      const comparative = ER_COMPARATIVES[word] ?? IRREGULAR_COMPARATIVES[word];
      return comparative ? matchCase(comparative, very) : m[0];
    },
    'A comparison takes the comparative: "She sings better than me", "He is much taller than me".',
  ],
  // "It is much more colder today" -> "much colder": a comparative with "-er" needs no "more" (Harper's rule
  // takes "more colder" alone, not after "much").
  [
    /\b((?:[Mm]uch|[Ee]ven|[Ff]ar|a\s+lot|a\s+little)\s+)more\s+([a-z]+er)\b/g,
    (m) => (ADJECTIVE_OF_COMPARATIVE.has(m[2]!) ? `${m[1]}${m[2]}` : m[0]),
    'A comparative with "-er" needs no "more": "It is much colder today".',
  ],
  // "It's getting more and more hot" -> "hotter and hotter": a short adjective grows with "-er".
  [
    /\bmore\s+and\s+more\s+([a-z]+)\b/g,
    (m) => {
      const comparative = ER_COMPARATIVES[m[1]!];
      return comparative ? `${comparative} and ${comparative}` : m[0];
    },
    'A short adjective grows with "-er": "It\'s getting hotter and hotter".',
  ],
  // "His English is better than me", "My bag is bigger than you" -> "than mine", "than yours": a thing is
  // compared with a thing (not "My brother is taller than me": two people).
  [
    /(?<=(?:^|[.!?]\s+)(?:My|His|Her|Your|Our|Their)\s+([A-Za-z]+)\s+(?:is|was|are|were)\s+(?:much\s+|a\s+little\s+|even\s+|far\s+)?(?:[a-z]+er|better|worse|more\s+[a-z]+|less\s+[a-z]+)\s+than\s+)(me|you|him|her|us|them)(?=\s*[.!?]|\s*$)/g,
    (m) =>
      PERSON_WORDS.has(m[1]!.toLowerCase()) ||
      PEOPLE_WORDS.has(m[1]!.toLowerCase()) ||
      /^(?:dog|cat|dogs|cats|horse|pet)$/.test(m[1]!)
        ? m[0]
        : STANDING_POSSESSIVE[m[2]!]!,
    'A thing is compared with a thing: "His English is better than mine".',
  ],
  // "He is as taller as his father" -> "as tall as": "as … as" takes the adjective itself.
  [
    /\b([Aa]s\s+)([a-z]+er)(?=\s+as\b)/g,
    (m) => {
      const adjective = ADJECTIVE_OF_COMPARATIVE.get(m[2]!);
      return adjective ? `${m[1]}${adjective}` : m[0];
    },
    '"As … as" takes the adjective itself: "as tall as his father".',
  ],
  // "He is too young that he can't go" -> "so young that": "too" goes with "to", "so" with "that".
  [
    /\b[Tt]oo(?=\s+(?:(?:very|much)\s+)?[a-z]+\s+that\s+(?:I|you|he|she|we|they|it)\s+(?:can['’]?t|cannot|couldn['’]t|could\s+not|can\s+not|didn['’]t|don['’]t|doesn['’]t|wasn['’]t|won['’]t)\b)/g,
    (m) => (m[0][0] === 'T' ? 'So' : 'so'),
    '"Too" goes with "to", "so" with "that": "too young to go", "so young that he can\'t go".',
  ],
  // "He was very tired that he fell asleep" -> "so tired that": a result takes "so … that" (not "very happy
  // that you came": a feeling's own "that"; only states that have none).
  [
    /\b((?:am|is|are|was|were|['’]m|['’]re|['’]s)\s+)[Vv]ery(?=\s+(?:tired|hungry|busy|sleepy|thirsty|weak|late|full|cold|hot|poor|lazy|heavy|crowded|noisy|expensive|far|fast)\s+that\s+(?:I|you|he|she|we|they|it)\b)/g,
    (m) => `${m[1]}so`,
    'A result takes "so … that": "He was so tired that he fell asleep".',
  ],
];

/** The adjective of each "-er" comparative above: "taller" -> "tall". */
const ADJECTIVE_OF_COMPARATIVE = new Map(
  Object.entries(ER_COMPARATIVES).map(([adjective, er]) => [er, adjective]),
);

/**
 * "He is older than me two years" -> "two years older than me" (他比我大两岁): how much more goes before the
 * comparative, as a number and its unit. The one compared with is a pronoun or "my/his … + a word"; not
 * "two days ago", which is a time.
 */
const DIFFERENCE_ORDER: PhraseTable = [
  [
    /\b((?:more|less)\s+[a-z]+|[a-z]+er|better|worse)\s+than\s+(me|him|her|us|them|you|mine|yours|hers|ours|theirs|(?:my|his|her|our|their|your)\s+[a-z]+)\s+((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|a\s+few|several|\d+)\s+(?:years?|months?|weeks?|days?|hours?|minutes?|centimet(?:er|re)s?|met(?:er|re)s?|kilos?|kilograms?|points?|dollars?|yuan))\b(?!\s+ago\b)/g,
    (m) => `${m[3]} ${m[1]} than ${m[2]}`,
    'How much more goes before the comparative: "two years older than me".',
  ],
];

/** "There have many people" -> "There are many people": "there is/are" says something exists. */
function thereHave(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((there, index) => {
    const have = words[index + 1];
    const next = words[index + 2];
    if (there.lower !== 'there' || !have || !next || !/^(have|has)$/.test(have.lower)) return;
    if (!adjacent(sentence, there, have) || !adjacent(sentence, have, next)) return;
    // "There have a lot of people": "a lot of" is many.
    const lot = next.lower === 'a' && words[index + 3]?.lower === 'lot';
    const singular = /^(a|an|one)$/.test(next.lower) && !lot;
    if (!singular && !lot && !/^(many|several|some|lots|two|three|four|five|ten|no)$/.test(next.lower))
      return;
    // "There have many people in the street yesterday" -> "There were": the past time the sentence names.
    const past = mentionsPastTime(words);
    const be = singular ? (past ? 'was' : 'is') : past ? 'were' : 'are';
    lints.push(
      lint(
        'WordloomThereHave',
        'Grammar',
        sentence,
        have.start,
        have.end,
        be,
        `To say something exists, English uses "there ${be}", not "there ${have.lower}".`,
      ),
    );
  });
  return lints;
}

const PHRASE_END_WORDS = new Set(
  'and or but is was are were on in to for with about that which from at by because so than as will can this last today yesterday tomorrow tonight now again here there recently lately since'.split(
    ' ',
  ),
);

/**
 * "share a information" -> "share information", "a useful advice" -> "useful advice": no "a" or "an" before
 * an uncountable noun, with at most one word between. Not before another noun or "of" ("an information
 * desk", "a piece of advice" has its own noun).
 */
function uncountableArticle(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((article, index) => {
    if (article.lower !== 'a' && article.lower !== 'an') return;
    // "a good news", "a very useful advice": the noun after an adjective, and an intensifier before it.
    const intensified = /^(?:very|really|quite)$/.test(words[index + 1]?.lower ?? '');
    const nounAt = [index + 1, index + 2, ...(intensified ? [index + 3] : [])].find((at) =>
      UNCOUNTABLE_NOUNS.has(words[at]?.lower ?? ''),
    );
    if (nounAt === undefined) return;
    const noun = words[nounAt]!;
    const after = words[nounAt + 1];
    // "a research paper", "a weather report": a noun before another word is a compound's first part, so the
    // noun must end the phrase: punctuation, the end, or a word such as "and", "is", "on".
    if (after && adjacent(sentence, noun, after) && !PHRASE_END_WORDS.has(after.lower)) return;
    // "a research and development program": two nouns joined by "and" before their own noun ("share a
    // information and ask questions" is no such pair: "ask" is a verb).
    const [joined, head] = [words[nounAt + 2], words[nounAt + 3]];
    const pair =
      after && /^(and|or)$/.test(after.lower) && joined && head && adjacent(sentence, joined, head);
    if (pair && isNoun(joined.lower) && !isVerb(joined.lower) && isNoun(head.lower)) return;
    // "a deep knowledge and understanding of": "knowledge" with an adjective can take "a".
    if (after && /^(and|or)$/.test(after.lower) && nounAt === index + 2) return;
    if (!adjacentRun(sentence, words.slice(index, nounAt + 1))) return;
    const next = words[index + 1]!;
    lints.push(
      lint(
        'WordloomUncountableArticle',
        'Grammar',
        sentence,
        article.start,
        next.start,
        '',
        `"${noun.text}" is uncountable: no "${article.lower}" before it.`,
      ),
    );
  });
  return lints;
}

/** Negations made with "do", after which the verb is bare: "doesn't likes" -> "doesn't like". */
const DO_NEGATIONS = new Set(["don't", "doesn't", "didn't"]);

/** The bare verb for an inflected one after a negation with "do" ("likes", "wanted"), or undefined. */
function bareVerb(word: string): string | undefined {
  if (word === 'has') return 'have';
  const third = lemmaAfterModal(word);
  if (third) return third;
  // "don't need", "doesn't feed", "don't speed": a verb of its own, not "nee" or "fee" in the past.
  if (isVerb(word) || /^.{1,2}eed$/.test(word)) return undefined;
  const stem = /^(.+?)(?:ed|d)$/.exec(word)?.[1];
  if (!stem) return undefined;
  return [`${stem}e`, stem, stem.slice(0, -1)].find((lemma) => isVerb(lemma) && regularPast(lemma) === word);
}

/** "She doesn't likes it" -> "like", "I didn't wanted" -> "want": after "do" + "not", the bare verb. */
function negatedDo(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const before = words[index - 1];
    const doWord = before?.lower === 'not' ? words[index - 2] : before;
    if (!before || !doWord || verb.text !== verb.lower || !adjacent(sentence, before, verb)) return;
    const negated =
      DO_NEGATIONS.has(doWord.lower) || (before.lower === 'not' && /^(do|does|did)$/.test(doWord.lower));
    const bare = negated ? bareVerb(verb.lower) : undefined;
    if (!bare) return;
    lints.push(
      lint(
        'WordloomBareVerbAfterDo',
        'Grammar',
        sentence,
        verb.start,
        verb.end,
        bare,
        `After "${sentence.slice(doWord.start, before.end)}", use the base form of the verb: "${bare}".`,
      ),
    );
  });
  return lints;
}

/**
 * "I don't like it too." -> "either" (我也不喜欢): in a negative clause, "also" at the end is "either". Only a
 * "too" that ends its clause, with the "not", "n't" or "never" earlier in that clause ("I don't like it
 * too much" and "He didn't come, and I left too" are right).
 */
const NEGATION_WORD = /^(?:not|never)$|n't$/;
/** A mark that ends a clause: "I don't know too, but", "do not assume that - handle exits too". */
const CLAUSE_MARK = /[,;:.!?\u2013\u2014]|\s-\s/;

function negativeToo(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((too, index) => {
    if (too.lower !== 'too' || index < 2) return;
    const next = words[index + 1];
    if (next && !CLAUSE_MARK.test(sentence.slice(too.end, next.start))) return;
    // The clause's first word: after the last mark before "too" ("I didn't go; she went too" is two).
    let start = index;
    while (start > 0 && !CLAUSE_MARK.test(sentence.slice(words[start - 1]!.end, words[start]!.start)))
      start -= 1;
    const at = words.slice(start, index).findLastIndex((word) => NEGATION_WORD.test(word.lower)) + start;
    if (at < start) return;
    // "We don't need to keep a copy there too": a "too" inside an infinitive or a second clause is said of
    // that ("keep a copy there too"), and "either" would change what is meant.
    const between = words.slice(at + 1, index);
    if (between.some((word) => /^(?:to|that|and|or|but|because|if|when)$/.test(word.lower))) return;
    lints.push(
      lint(
        'WordloomNegativeEither',
        'WordChoice',
        sentence,
        too.start,
        too.end,
        matchCase('either', too.text),
        'In a negative sentence, "also" at the end is "either": "I don\'t like it either".',
      ),
    );
  });
  return lints;
}

/** Words that follow a verb, not an adjective or a noun: what follows any verb, and "that", "about", "again". */
const VERB_FOLLOWERS = new Set([...AFTER_A_VERB, ...'that about again soon'.split(' ')]);
/** Particles of a phrasal verb: "get up", "go out". */
const PARTICLES = new Set('up out down off back away early late'.split(' '));
const BE_USED = /^(?:am|is|are|was|were)$/;
const PERSON = /^(?:i|you|we|they|he|she)$/;
const PERSON_BE = /^(?:i|you|we|they|he|she)['’](?:m|re|s)$/;

/**
 * "used to" as a habit one has ("I am used to getting up early", "We got used to living here"), not the
 * past habit ("I used to live") or the passive ("It is used to get data"): a person is, or anyone gets,
 * used to something.
 */
function isUsedToHabit(sentence: string, words: readonly Word[], at: number): boolean {
  if (!words[at] || !adjacent(sentence, words[at]!, words[at + 1]!)) return false;
  const before = words[at]!.lower;
  // "I'm not used to eat spicy food", "She is still used to": an adverb between.
  if (/^(?:not|never|still|so|really|quite|already)$/.test(before))
    return isUsedToHabit(sentence, words, at - 1);
  if (/^(?:get|gets|got|getting|become|becomes|became)$/.test(before) || PERSON_BE.test(before)) return true;
  return BE_USED.test(before) && PERSON.test(words[at - 1]?.lower ?? '');
}

/** Verbs followed by an -ing form, never by "to": "enjoy swimming", "avoid eating", "look forward to seeing". */
// Not "practice" ("it is common practice to ask": its past "practiced" is a verb only), nor "mind" in "keep in
// mind to bring", nor "considered" ("is considered to be": the passive), nor "keep" ("keep to schedule").
const GERUND_VERBS = new Set(
  'enjoy enjoys enjoyed enjoying avoid avoids avoided avoiding finish finishes finished mind minds suggest suggests suggested suggesting consider considers considering practiced practised practicing practising admit admits admitted admitting deny denies denied denying miss misses missed quit quits quitting risk risks risked risking delay delays delayed postpone postponed'.split(
    ' ',
  ),
);

/**
 * "I enjoy to swim" -> "I enjoy swimming", "look forward to see you" -> "look forward to seeing you": the
 * -ing form, where English takes no infinitive.
 */
function gerundAfter(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const to = words[index - 1];
    const head = words[index - 2];
    if (!to || !head || to.lower !== 'to' || verb.text !== verb.lower || !isVerb(verb.lower)) return;
    if (!adjacent(sentence, head, to) || !adjacent(sentence, to, verb)) return;
    const forward = head.lower === 'forward' && /^look(s|ed|ing)?$/.test(words[index - 3]?.lower ?? '');
    const usedTo = head.lower === 'used' && isUsedToHabit(sentence, words, index - 3);
    // "He is addicted to play games" -> "addicted to playing": "to" is a preposition there, as in "used to".
    const addicted = head.lower === 'addicted';
    const inMind = head.lower === 'mind' && words[index - 3]?.lower === 'in';
    // "He devoted himself to help the poor", "She devoted her life to teach": "to" is a preposition there.
    const devoted =
      /^(?:myself|yourself|himself|herself|itself|ourselves|themselves|life|lives|time)$/.test(head.lower) &&
      words
        .slice(Math.max(0, index - 4), index - 2)
        .some((word) => /^devot(?:e|es|ed|ing)$/.test(word.lower));
    // "the advantages to live in a city" -> "of living": an advantage is "of" doing something.
    const advantage = /^(?:dis)?advantages?$/.test(head.lower);
    const keepsTo = forward || usedTo || addicted || devoted;
    // "She gave up to smoke" -> "gave up smoking".
    const givenUp =
      head.lower === 'up' && /^(?:give|gives|gave|given|giving)$/.test(words[index - 3]?.lower ?? '');
    if (!keepsTo && !advantage && !givenUp && (!GERUND_VERBS.has(head.lower) || inMind)) return;
    // "It was suggested to be": a passive, and its "to" is right.
    if (
      /^suggest/.test(head.lower) &&
      (verb.lower === 'be' || (words[index - 3] !== undefined && isBeForm(words[index - 3]!)))
    )
      return;
    // "make up our minds to do it": a noun after "our"; "look forward to steady progress": an adjective
    // before its noun.
    if (
      !devoted &&
      !advantage &&
      /^(our|my|your|his|her|their|the|a|one's)$/.test(words[index - 3]?.lower ?? '')
    )
      return;
    // After "look forward to", a verb has an object or an end ("see you", "hear from you"); "steady
    // progress" is an adjective and its noun.
    const after = words[index + 1];
    // "advantages to work in a city": a verb that is a noun too needs something after it that shows the verb.
    if (
      (advantage || devoted) &&
      isNoun(verb.lower) &&
      !(after && adjacent(sentence, verb, after) && VERB_FOLLOWERS.has(after.lower))
    )
      return;
    if (forward && after && adjacent(sentence, verb, after) && !VERB_FOLLOWERS.has(after.lower)) return;
    // "I am used to get up early": a verb with something after it; one that is a noun too needs an object
    // ("play basketball") or a particle ("I'm used to work" may be the place).
    if (
      (usedTo || addicted) &&
      !(
        after &&
        adjacent(sentence, verb, after) &&
        (VERB_FOLLOWERS.has(after.lower) ||
          PARTICLES.has(after.lower) ||
          isActivityObject(verb.lower, after.lower) ||
          !isNoun(verb.lower))
      )
    )
      return;
    // "look forward to" and "be used to" keep their "to"; "enjoy to swim" loses it; an advantage takes "of".
    const start = keepsTo ? verb.start : to.start;
    const ing = ingForm(verb.lower);
    const phrase = forward
      ? 'look forward to'
      : usedTo
        ? 'be used to'
        : addicted
          ? 'be addicted to'
          : devoted
            ? 'devote yourself to'
            : advantage
              ? `${head.lower} of`
              : head.text;
    lints.push(
      lint(
        'WordloomGerund',
        'Grammar',
        sentence,
        start,
        verb.end,
        advantage ? `of ${ing}` : ing,
        `"${phrase}" is followed by the -ing form: "${advantage ? `of ${ing}` : ing}".`,
      ),
    );
  });
  return lints;
}

/**
 * "He explained me the rule" -> "explained the rule to me": you explain something to someone. A short thing
 * explained that ends the clause goes before "to me"; a longer one, or a question, stays after it
 * ("explained to me how it works"). Only "me", "us" and "him": "explain them to you" (things) and "explain
 * her decision" (her = possessive) are right. "Please describe me your hometown", "I want to introduce you
 * my friend" -> "describe your hometown to me", "introduce my friend to you" too, only with the thing
 * ("How would you describe me?", "Let me introduce you" are right).
 */
function explainTo(sentence: string): RawLint[] {
  return [
    ...sentence.matchAll(
      /\b(explain(?:s|ed|ing)?|(?:describ|introduc)(?:e|es|ed|ing))\s+(me|him|us|you)\b(?!\s+to\b)(?:\s+((?:the|this|that|these|those|my|his|her|our|their|your|a|an)\s+[a-z]+(?:\s+[a-z]+)?)(?=\s*[.,;!?]|\s*$))?/gi,
    ),
  ].flatMap((match) => {
    const [, verb, person, thing] = match;
    const explain = /^explain/i.test(verb!);
    if (explain ? person!.toLowerCase() === 'you' : !thing) return [];
    const fixed = thing ? `${verb} ${thing} to ${person}` : `${verb} to ${person}`;
    return [
      lint(
        'WordloomExplainTo',
        'Grammar',
        sentence,
        match.index,
        match.index + match[0].length,
        fixed,
        `You ${explain ? 'explain' : /^describ/i.test(verb!) ? 'describe' : 'introduce'} something "to" someone: "${fixed}".`,
      ),
    ];
  });
}

/**
 * "I will able to go" -> "I will be able to go", "we can able to" -> "we can": "able" is an adjective and
 * needs "be" after a modal; "can" already means "be able to".
 */
function modalAble(sentence: string): RawLint[] {
  const pattern =
    /\b(will|would|should|must|may|might|shall|can|could|can't|cannot|couldn't|won't|wouldn't|shouldn't)(\s+not)?\s+(able\s+to\b)/gi;
  return [...sentence.matchAll(pattern)].map((match) => {
    const able = match.index + match[0].length - match[3]!.length;
    // "She can't able to come" -> "can't come": "can" already says "be able to".
    const can = /^(can|could|can't|cannot|couldn't)$/i.test(match[1]!);
    const start = can ? match.index + match[1]!.length + (match[2]?.length ?? 0) : able;
    return lint(
      'WordloomModalAble',
      'Grammar',
      sentence,
      start,
      can ? able + match[3]!.length : able + 4,
      can ? '' : 'be able',
      can ? `"${match[1]}" already means "be able to".` : `After "${match[1]}", it is "be able to".`,
    );
  });
}

/** Adjectives of what it is like for someone to do something: "easy for me to", "important for us to". */
const FOR_ADJECTIVES =
  'easy difficult hard important necessary possible impossible good better best useful helpful dangerous boring interesting fun normal common'.split(
    ' ',
  );
/*
 * The patterns after those adjectives, compiled once (they run on every sentence; `matchAll` copies a pattern,
 * so sharing one is safe): "easy to me to", "necessary for us protect", "important for student to".
 */
const TO_SOMEONE = new RegExp(
  `\\b(?:${FOR_ADJECTIVES.join('|')})\\s+(to)(?=\\s+(?:me|him|her|us|them|you|people|students|children|everyone)\\s+to\\s+\\p{L})`,
  'giu',
);
const FOR_SOMEONE_BARE_VERB = new RegExp(
  `\\b(?:${FOR_ADJECTIVES.join('|')})\\s+for\\s+(?:us|me|them|him|her|you|people|students|children|everyone)\\s+([a-z]+)(?=\\s+(?:the|a|an|this|that|these|those|our|my|your|his|her|their|it|them|English|Chinese|more)\\b)`,
  'gu',
);
/** People spoken of in general after "for": one of them, with no article, stands for all ("for student"). */
const GENERAL_PEOPLE = 'student|child|kid|teacher|parent|worker|learner|person|adult|citizen';
const FOR_ONE_OF_PEOPLE = new RegExp(
  `\\b(?:${FOR_ADJECTIVES.join('|')})\\s+for\\s+(${GENERAL_PEOPLE})(?=\\s+to\\s+\\p{Ll})`,
  'giu',
);

/**
 * "It was easy to me to understand" -> "easy for me to understand": who finds it easy is said with "for"
 * before the infinitive. Only with the second "to" + verb: "This is useful to me" is right.
 */
function forSomeone(sentence: string): RawLint[] {
  return [...sentence.matchAll(TO_SOMEONE)].map((match) => {
    const start = match.index + match[0].length - 2;
    return lint(
      'WordloomForSomeone',
      'WordChoice',
      sentence,
      start,
      start + 2,
      match[1] === 'To' ? 'For' : 'for',
      'Who finds it so is said with "for": "easy for me to …".',
    );
  });
}

/**
 * "It is necessary for us protect the environment" -> "for us to protect": what it is for someone to do takes
 * "to". Only a verb's base form before its object ("the", "this", "English" …), after an adjective of
 * FOR_ADJECTIVES and "for" + the person.
 */
function forSomeoneTo(sentence: string): RawLint[] {
  return [...sentence.matchAll(FOR_SOMEONE_BARE_VERB)].flatMap((match) => {
    const verb = match[1]!;
    if (!isVerb(verb)) return [];
    const start = match.index + match[0].length - verb.length;
    return [
      lint(
        'WordloomForSomeone',
        'Grammar',
        sentence,
        start,
        start + verb.length,
        `to ${verb}`,
        `What it is for someone to do takes "to": "for us to ${verb}".`,
      ),
    ];
  });
}

/**
 * "It is very important for student to study hard" -> "for students": people in general are plural, and one
 * of them needs an article ("for a student"). Only between an adjective of FOR_ADJECTIVES and "to" + verb.
 */
function forPeopleInGeneral(sentence: string): RawLint[] {
  return [...sentence.matchAll(FOR_ONE_OF_PEOPLE)].flatMap((match) => {
    const plural = pluralOf(match[1]!.toLowerCase());
    if (!plural) return [];
    const start = match.index + match[0].length - match[1]!.length;
    return [
      lint(
        'WordloomPeopleInGeneral',
        'Agreement',
        sentence,
        start,
        start + match[1]!.length,
        plural,
        `People in general are plural: "for ${plural}" (or "for a ${match[1]!.toLowerCase()}").`,
      ),
    ];
  });
}

/** "another people", "another things" -> "other": "another" is "an other", one thing. */
function anotherPlural(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((another, index) => {
    const noun = words[index + 1];
    if (
      another.lower !== 'another' ||
      !noun ||
      noun.text !== noun.lower ||
      !adjacent(sentence, another, noun)
    )
      return;
    if (noun.lower !== 'people' && !singularOnlyNoun(noun.lower)) return;
    const other = another.text[0] === 'A' ? 'Other' : 'other';
    lints.push(
      lint(
        'WordloomAnotherPlural',
        'Grammar',
        sentence,
        another.start,
        another.end,
        other,
        `"another" goes with one thing; with "${noun.text}" it is "${other}".`,
      ),
    );
  });
  return lints;
}

/** Verbs "very much" says how much of: "I like it very much". */
const LIKING_VERBS = /^(?:like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed)$/;

/** The auxiliaries that open a question after its subject: "How much books do you have?". */
const QUESTION_AUXILIARIES = new Set('do did are were have can could will would should'.split(' '));

/**
 * "much people" -> "many people": a plural is counted. ("less cavities" -> "fewer" was measured and left
 * out: the tune half's editors kept "less" with plurals.)
 */
function countedPlural(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((quantity, index) => {
    const noun = words[index + 1];
    const counted = quantity.lower === 'much' ? 'many' : undefined;
    if (!counted || !noun || noun.text !== noun.lower || !adjacent(sentence, quantity, noun)) return;
    // "How much does it cost?": "does" is the verb, not the plural of "doe". "How much books do you have?":
    // a question's auxiliary after the word shows it is a noun, even one that is a verb too.
    const asked = QUESTION_AUXILIARIES.has(words[index + 2]?.lower ?? '');
    const plural = asked
      ? (singularOf(noun.lower) ?? noun.lower) !== noun.lower
      : singularOnlyNoun(noun.lower) !== undefined && !isVerbForm(noun.lower);
    if (noun.lower !== 'people' && !plural) return;
    // "much knowledges": the noun has no plural, and "much knowledge" is right once it loses its "-s".
    if (isMassNoun(singularOf(noun.lower) ?? singularOnlyNoun(noun.lower) ?? '')) return;
    // "very much friends" -> "a lot of friends" ("very many" is stiff).
    const very = words[index - 1]?.lower === 'very' && adjacent(sentence, words[index - 1]!, quantity);
    // "I like very much apples": "very much" is how much one likes them, in the wrong place (WORD_ORDER).
    if (very && LIKING_VERBS.test(words[index - 2]?.lower ?? '')) return;
    const from = very ? words[index - 1]! : quantity;
    const fixed = matchCase(very ? 'a lot of' : counted, from.text);
    lints.push(
      lint(
        'WordloomCountedPlural',
        'Grammar',
        sentence,
        from.start,
        quantity.end,
        fixed,
        `"${noun.text}" can be counted: "${fixed} ${noun.text}".`,
      ),
    );
  });
  return lints;
}

export function phraseLints(sentence: string): RawLint[] {
  return [
    ...pairedConjunction(sentence),
    ...peopleAgreement(sentence),
    ...missingThe(sentence),
    ...tableLints(sentence, 'WordloomPhrase', PREPOSITION_PHRASES),
    ...tableLints(sentence, 'WordloomPhrase', TIME_PHRASES),
    ...tableLints(sentence, 'WordloomHolidayName', HOLIDAY_NAMES, 'Capitalization'),
    ...tableLints(sentence, 'WordloomPhrase', CLAUSE_PHRASES),
    ...tableLints(sentence, 'WordloomArticle', ARTICLE_PHRASES, 'Grammar'),
    ...tableLints(sentence, 'WordloomMissingThe', THE_PHRASES, 'Grammar'),
    ...tableLints(sentence, 'WordloomQuestionDo', QUESTION_DO, 'Agreement'),
    ...tableLints(sentence, 'WordloomQuestionAuxiliary', QUESTION_AUXILIARY, 'Grammar'),
    ...tableLints(sentence, 'WordloomConfusedWord', CONFUSED_WORDS),
    ...tableLints(sentence, 'WordloomDoubleNegative', DOUBLE_NEGATIVE, 'Grammar'),
    ...tableLints(sentence, 'WordloomSplitWord', SPLIT_WORDS, 'BoundaryError'),
    ...tableLints(sentence, 'WordloomWordOrder', WORD_ORDER, 'WordOrder'),
    ...tableLints(sentence, 'WordloomWeatherIt', WEATHER_IT, 'WordOrder'),
    ...tableLints(sentence, 'WordloomVeryVerb', VERY_AFTER_BE, 'WordChoice'),
    ...tableLints(sentence, 'WordloomDifficultFor', DIFFICULT_FOR, 'Grammar'),
    ...tableLints(sentence, 'WordloomTwoPeople', TWO_PEOPLE, 'Agreement'),
    ...tableLints(sentence, 'WordloomReportedQuestion', REPORTED_QUESTION, 'Grammar'),
    ...tableLints(sentence, 'WordloomParticleOrder', PARTICLE_ORDER, 'WordOrder'),
    ...tableLints(sentence, 'WordloomPerfectQuestion', PERFECT_QUESTION, 'Grammar'),
    ...tableLints(sentence, 'WordloomGerundSubject', GERUND_SUBJECT, 'Grammar'),
    ...tableLints(sentence, 'WordloomDifferenceOrder', DIFFERENCE_ORDER, 'WordOrder'),
    ...tableLints(sentence, 'WordloomErComparative', ER_COMPARISON, 'Grammar'),
    ...tableLints(sentence, 'WordloomSuperlative', SUPERLATIVE_OF_ALL, 'Grammar'),
    ...tableLints(sentence, 'WordloomExtraTo', BARE_AFTER, 'Grammar'),
    ...tableLints(sentence, 'WordloomUnrealWould', UNREAL_CONDITION, 'Grammar'),
    ...tableLints(sentence, 'WordloomGerundPhrase', ING_AFTER, 'Grammar'),
    ...tableLints(sentence, 'WordloomNameArticle', NAME_ARTICLE, 'Grammar'),
    ...tableLints(sentence, 'WordloomRelativeRepeat', RELATIVE_REPEAT, 'Grammar'),
    ...tableLints(sentence, 'WordloomRelativePronoun', RELATIVE_PRONOUN, 'Grammar'),
    ...tableLints(sentence, 'WordloomOnePerson', ONE_PERSON, 'Agreement'),
    ...tableLints(sentence, 'WordloomGroupNumber', GROUP_NUMBER, 'Agreement'),
    ...tableLints(sentence, 'WordloomNoPassive', NO_PASSIVE, 'Grammar'),
    ...tableLints(sentence, 'WordloomToInfinitive', TO_INFINITIVE, 'Grammar'),
    ...feelingAdjective(sentence),
    ...bareFeeling(sentence),
    ...thingFeeling(sentence),
    ...veryVerb(sentence),
    ...thereHave(sentence),
    ...uncountableArticle(sentence),
    ...negatedDo(sentence),
    ...negativeToo(sentence),
    ...gerundAfter(sentence),
    ...explainTo(sentence),
    ...modalAble(sentence),
    ...forSomeone(sentence),
    ...forPeopleInGeneral(sentence),
    ...forSomeoneTo(sentence),
    ...anotherPlural(sentence),
    ...relativeAgreement(sentence),
    ...countedPlural(sentence),
  ];
}
