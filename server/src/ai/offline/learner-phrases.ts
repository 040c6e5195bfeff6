import { replacementLint as lint, type RawLint } from './lints';
import {
  isNoun,
  isPastTense,
  isVerb,
  isVerbForm,
  lemmaAfterModal,
  lemmaOfParticiple,
  participleOf,
  nounNumber,
  pastOf,
  pluralOf,
  singularOf,
  singularOnlyNoun,
} from './forms';
import { ingForm, lemmasOfIng, lemmasOfThirdPerson, regularPast, thirdPersonOf } from './inflect';
import {
  adjacent,
  indefiniteArticle,
  isBeForm,
  OBJECT_OF_SUBJECT,
  REFLEXIVES,
  matchCase,
  MIDDLE_ADVERBS,
  MODALS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  UNCOUNTABLE_NOUNS,
  GROUP_NOUNS,
  isMassNoun,
  PLURAL_NOUNS,
  wordsOf,
  type Word,
  wordTable,
  adjacentRun,
  PLURAL_VERB,
  FEELINGS,
  startsClause,
  FAMILY_AND_FRIENDS,
  ADJECTIVES_WITHOUT_BE,
  startsSentence,
  DEFINITE_DETERMINERS,
} from './words';

/*
 * Learner rules about fixed phrases: errors Chinese-speaking learners make every day that are wrong
 * wherever they occur, so each rule matches the whole phrase and says nothing about anything else:
 * - a paired conjunction: "Although …, but …" (虽然…但是), "Because …, so …" (因为…所以);
 * - "people is" -> "people are";
 * - a missing "the": "one of most important", "it was first time", "all over world";
 * - a wrong or missing preposition: "in the other hand", "depend of", "married with", "return back", "in the
 *   same time", "listen music", "wait me", "go to home", "mentioned about", "in nowadays", "emphasize on",
 *   "we lack of", "contact with you", "go to abroad", "on next Monday"; "said me that", "borrow me your pen",
 *   "How do you think about it?";
 * - "I am interesting in" -> "interested in", "I feel boring" -> "bored"; "I very like" -> "I really like";
 * - "there have many" -> "there are many";
 * - words that sound alike: "loosing", "I advice you", "a great affect on", "Their is", "quiet good".
 */

/** Conjunctions a clause starts with, and the one its main clause must not repeat: 虽然…但是, 因为…所以. */
const PAIRED: [opener: RegExp, extra: string][] = [
  [/^(?:although|though|even though)\b/i, 'but'],
  [/^(?:because|since)\b/i, 'so'],
];

/**
 * "Although it was late, but we went out" -> "…, we went out": English says "although" or "but", not
 * both. Only the conjunction right after the sentence's first comma, where the opening clause ends.
 */
function pairedConjunction(sentence: string): RawLint[] {
  const extra = PAIRED.find(([opener]) => opener.test(sentence.trimStart()))?.[1];
  if (!extra) return [];
  const comma = sentence.indexOf(',');
  if (comma < 0) return pairedWithoutComma(sentence, extra);
  const match = new RegExp(`^,\\s+(${extra})\\s+(?=\\p{L})`, 'iu').exec(sentence.slice(comma));
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

/** "-ing" words that describe people rather than do something to them: "Working people are". */
const PEOPLE_OF_A_KIND = new Set(
  'working living dying aging ageing missing remaining leading suffering starving following'.split(' '),
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
    const verb = words[index + 1];
    const before = words[index - 1];
    const plural = verb && PEOPLE_VERBS[verb.lower];
    if (people.lower !== 'people' || !verb || !plural || !adjacent(sentence, people, verb)) return;
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
      // "Abstinence for young people is", "what frustrates the people is": "people" is no subject there.
      if (words.slice(Math.max(0, index - 3), index).some((word) => NOT_BEFORE_SUBJECT.has(word.lower)))
        return;
    }
    lints.push(
      lint(
        'WordloomPeopleAre',
        'Agreement',
        sentence,
        verb.start,
        verb.end,
        plural,
        `"people" is plural: "people ${plural}".`,
      ),
    );
  });
  return lints;
}

const SUPERLATIVES = new Set(
  'most least best worst biggest largest greatest highest lowest oldest youngest smallest fastest richest strongest easiest hardest longest newest simplest cheapest happiest nicest finest closest deepest smartest poorest busiest earliest shortest'.split(
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
    const superlative =
      SUPERLATIVES.has(word.lower) &&
      before.lower === 'of' &&
      twoBefore?.lower === 'one' &&
      next !== undefined;
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

/** Words written apart that are one: "him self" -> "himself", "In deed," -> "Indeed,". */
const SPLIT_WORDS: PhraseTable = [
  [
    /\b([Hh]im|[Hh]er|[Ii]t|[Yy]our)\s+self\b(?![-‐])/g,
    (m) => `${m[1]}self`,
    'A reflexive pronoun is one word: "himself", "yourself".',
  ],
  [
    /\b([Yy]our|[Oo]ur|[Tt]hem)\s+sel(?:f|ves)\b(?![-‐])/g,
    (m) => `${m[1]}selves`,
    'A reflexive pronoun is one word: "ourselves", "themselves".',
  ],
  [/\b([Ii])n\s+deed(?=\s*,)/g, (m) => `${m[1]}ndeed`, '"Indeed" is one word.'],
];

/** A phrase's pattern, what to write instead, and why. */
type PhraseTable = [pattern: RegExp, fix: (match: RegExpExecArray) => string, message: string][];

/** Phrases with the wrong preposition, and what they should be ("in the other hand" -> "on the other hand"). */
/** A perfect's auxiliary before the match, perhaps with an adverb: "have made", "has already done". */
const PERFECT_BEFORE = /\b(?:have|has|had|having|['’]ve)\s+(?:[a-z]+\s+)?$/i;

/**
 * The verb matched first (`m[1]`), a form of `lemma`, as the same form of `other`: "closed" (close) ->
 * "turned" (turn), "doing" (do) -> "making", "seen" -> "watched"; a past after have/has/had is the participle
 * ("I have made my homework" -> "have done").
 */
function sameFormOf(m: RegExpExecArray, lemma: string, other: string): string {
  const word = m[1]!.toLowerCase();
  const perfect =
    PERFECT_BEFORE.test(m.input.slice(0, m.index)) ||
    (word !== pastOf(lemma) && word === participleOf(lemma));
  const form =
    word === lemma
      ? other
      : word === thirdPersonOf(lemma)
        ? thirdPersonOf(other)
        : word === ingForm(lemma)
          ? ingForm(other)
          : perfect
            ? participleOf(other)!
            : pastOf(other)!;
  return matchCase(form, m[1]!);
}

/**
 * What may follow "go shopping" when the -ing word is the activity: a preposition, a time, a joining word
 * ("go to shopping with my mother", "tomorrow", "and"); any other word may be the noun it describes ("go to
 * shopping malls", "went to swimming class").
 */
const AFTER_ACTIVITY = new Set([
  ...PREPOSITIONS,
  ...'today tomorrow tonight yesterday now later again together alone every last next this and or but so because when then often once'.split(
    ' ',
  ),
]);

const PREPOSITION_PHRASES: PhraseTable = [
  [
    /\b([Ii])n(?=\s+the\s+other\s+hand\b)/g,
    (m) => (m[1] === 'I' ? 'On' : 'on'),
    'It is "on the other hand".',
  ],
  [/\b(depend(?:s|ed|ing)?)\s+of\b/gi, (m) => `${m[1]} on`, 'It is "depend on".'],
  // "Thank you for your help me" -> "for helping me": "help" with an object is the verb.
  [
    /\b([Tt]hanks?|[Tt]hank\s+you)\s+for\s+your\s+help\s+(me|us|him|her|them)\b/g,
    (m) => `${m[1]} for helping ${m[2]}`,
    'It is "thank you for helping me" (or "for your help").',
  ],
  // "He is two years older to me" -> "than me": a comparison of age or size takes "than".
  [
    /\b(older|younger|taller|shorter|bigger|smaller|heavier|richer|elder)\s+to(?=\s+(?:me|him|her|us|them|you|my|his|our|their|your)\b)/g,
    (m) => `${m[1]} than`,
    'A comparison takes "than": "two years older than me".',
  ],
  // "I prefer to read than to watch TV" -> "rather than watch": "prefer to" compares with "rather than".
  [
    /\b(prefer|prefers|preferred)(\s+to\s+[a-z]+(?:\s+[a-z]+){0,3}?)\s+than\s+to\s+(?=[a-z])/g,
    (m) => `${m[1]}${m[2]} rather than `,
    '"Prefer to do" compares with "rather than": "I prefer to read rather than watch TV".',
  ],
  // "We should protect environment" -> "the environment": the world around us is "the environment".
  [
    /\b((?:protect|protects|protected|protecting|pollute|pollutes|polluted|polluting|save|saves|saved|saving|damage|damages|damaged|damaging|destroy|destroys|destroyed|destroying|harm|harms|harmed|harming)\s+)(environment)\b/g,
    (m) => `${m[1]}the ${m[2]}`,
    'The world around us is "the environment": "protect the environment".',
  ],
  // "He is good in math" -> "good at": one is good at a subject or a skill ("good in a crisis" is a time).
  [
    /\b((?:good|bad|better|best|great|excellent|poor|terrible|weak|strong)\s+)in(?=\s+(?:math|maths|mathematics|English|Chinese|physics|chemistry|biology|history|geography|science|sports?|music|art|drawing|painting|singing|dancing|swimming|cooking|writing|speaking|reading|languages?|computers?|programming)\b)/g,
    (m) => `${m[1]}at`,
    'One is "good at" a subject or a skill: "good at math".',
  ],
  // "I was born at 2010" -> "in 2010": a year takes "in" (at a time of day, on a day).
  [
    /\b(?:at|on)(\s+(?:1[5-9]|20)\d\d)(?=\s*[.,!?;]|\s*$)/g,
    (m) => `in${m[1]}`,
    'A year takes "in": "in 2010" ("at" a time of day, "on" a day).',
  ],
  // "I get up on the morning" -> "in the morning" (not "on the morning of May 5", "on the evening train").
  [
    /\b([Oo]n|[Aa]t)(\s+the\s+(?:morning|afternoon|evening))(?=\s*[.,!?;]|\s*$|\s+(?:and|but|because|so|when|I|we|he|she|they)\b)/g,
    (m) => `${/^[OA]/.test(m[1]!) ? 'I' : 'i'}n${m[2]}`,
    'Parts of the day take "in": "in the morning", "in the evening" (but "at night").',
  ],
  // "I study in night" -> "at night".
  [
    /\b([Ii])n(\s+night)(?=\s*[.,!?;]|\s*$|\s+(?:and|but|because|so|when|alone|with)\b)/g,
    (m) => `${m[1] === 'I' ? 'A' : 'a'}t${m[2]}`,
    'It is "at night" (but "in the morning", "in the evening").',
  ],
  // "I stayed at home whole day" -> "the whole day": "whole" needs its article.
  [
    /(?<!\b(?:the|a|an|my|your|his|her|our|their|this|that|one|on|as)\s+)\b(whole\s+(?:day|night|week|month|year|morning|afternoon|evening|weekend|summer|winter))\b/gi,
    (m) => `the ${m[1]}`,
    '"Whole" needs an article: "the whole day" (or "all day").',
  ],
  // "I was born in 1998 year" -> "in 1998" (1998年): a year's number needs no "year" after it.
  [
    /\b((?:in|of|since|until|before|after|from|by)\s+(?:1[5-9]|20)\d\d)\s+year\b(?![-‐'’])/gi,
    (m) => m[1]!,
    'A year is its number alone: "in 1998", not "in 1998 year".',
  ],
  // "She is 20 years old girl" -> "a 20-year-old girl": a person or thing of an age after "be" takes "a".
  [
    /\b((?:is|was|am|are)\s+)((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|\d{1,3})(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)\s+(year|month)s?\s+old(?=\s+(?:boy|girl|child|kid|son|daughter|baby|man|woman|student|dog|cat|car|house|building|tree)\b)/gi,
    (m) => `${m[1]}${indefiniteArticle(m[2]!)} ${m[2]}-${m[3]!.toLowerCase()}-old`,
    'Before a noun, an age is one word with hyphens, and one person takes "a": "a 20-year-old girl".',
  ],
  // "a five years old boy" -> "a five-year-old boy": before a noun, an age is one word and "year" is singular.
  [
    /\b((?:a|an|my|his|her|our|their|your|the|this|that)\s+)((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|\d{1,3})(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)\s+(year|month|week|day)s\s+old(?=\s+(?:boy|girl|child|kid|son|daughter|baby|man|woman|brother|sister|student|dog|cat|car|house|building|tree)s?\b)/gi,
    // "a 11 years old boy" -> "an 11-year-old boy": the article as the number is said.
    (m) => {
      const article = indefiniteArticle(m[2]!);
      const before = /^an?\s+$/i.test(m[1]!) ? `${m[1]![0] === 'A' ? 'A' : 'a'}${article.slice(1)} ` : m[1];
      return `${before}${m[2]}-${m[3]!.toLowerCase()}-old`;
    },
    'Before a noun, an age is one word with hyphens and a singular "year": "a five-year-old boy".',
  ],
  // "He told me don't worry" -> "told me not to worry": a command reported after "tell/ask" + the person.
  [
    /\b((?:tell|tells|told|telling|ask|asks|asked|asking)\s+(?:me|you|him|her|us|them)\s+)(?:don't|do\s+not)(?=\s+[a-z])/gi,
    (m) => `${m[1]}not to`,
    'A command told to someone becomes "not to" + the verb: "He told me not to worry".',
  ],
  // "I have ever been to Japan" -> "I have been": "ever" asks ("Have you ever been?") or follows a
  // superlative or a negation ("the best I have ever seen"), not a plain statement that starts the sentence.
  [
    /(^|[.!?]\s+)((?:I|We|You|They|He|She)\s+(?:have|has|had)\s+)ever\s+(?=(?:been|seen|visited|eaten|tried|read|heard|met|gone|traveled|travelled|learned|learnt|studied|played|watched|lived|worked)\b)/g,
    (m) => `${m[1]}${m[2]}`,
    '"Ever" goes in questions ("Have you ever been?") and after "never", "the best"; a statement needs no "ever".',
  ],
  // "This is the book what I bought" -> "that": "what" is "the thing that", so it takes no noun before it.
  [
    /\b((?:is|was|are|were)\s+(?:the|a|an)\s+[a-z]+\s+)what(?=\s+(?:I|you|he|she|we|they)\s+(?!am\b|is\b|are\b|was\b|were\b|should\b|could\b|would\b|can\b|will\b|must\b)[a-z]+)/g,
    (m) => `${m[1]}that`,
    'After a noun, use "that" or "which": "the book that I bought" ("what" already means "the thing that").',
  ],
  // "I didn't do nothing" -> "anything": one negation is enough in English. A "be" only after "there"
  // ("There isn't nothing"): "It isn't nothing to me" says it is something.
  [
    /\b((?:don't|doesn't|didn't|can't|couldn't|won't|wouldn't|shouldn't|haven't|hasn't|(?<=\b[Tt]here\s+)(?:isn't|aren't|wasn't|weren't))\s+(?:[a-z]+\s+)?)(nothing|nobody|nowhere)\b/gi,
    (m) =>
      `${m[1]}${({ nothing: 'anything', nobody: 'anybody', nowhere: 'anywhere' } as const)[m[2]!.toLowerCase() as 'nothing']}`,
    'One negation is enough: "I didn\'t do anything" (or "I did nothing").',
  ],
  // "How to say it in English?" -> "How do you say" (怎么说): a question needs its verb and subject.
  [
    /^(\s*)How\s+to\s+(say|spell|pronounce|write|use|read)\b(?=[^.!]*\?\s*$)/g,
    (m) => `${m[1]}How do you ${m[2]}`,
    'A question needs a subject and a verb: "How do you say it in English?"',
  ],
  // "How do you call this in English?" -> "What do you call" (怎么称呼): one calls a thing a name, so the
  // question asks for the name. Only of "this/that/it": "How do you call your mother?" may ask how one phones.
  [
    /^(\s*)How(\s+do\s+you\s+call)(?=\s+(?:this|that|it|these|those)(?:\s+(?:thing|word|food|dish))?(?:\s+in\s+\p{L}+)?\s*\?\s*$)/gu,
    (m) => `${m[1]}What${m[2]}`,
    'One calls a thing a name, so the question asks "what": "What do you call this in English?"',
  ],
  // "Do you can help me?" -> "Can you help me?": a modal makes its own question, with no "do".
  [
    /\b([Dd])o(\s+(?:you|we|they|I))\s+(can|could|will|would|should|must)\b/g,
    (m) => `${m[1] === 'D' ? m[3]![0]!.toUpperCase() : m[3]![0]}${m[3]!.slice(1)}${m[2]}`,
    'A modal makes its own question, with no "do": "Can you help me?"',
  ],
  // "I no like it" -> "I don't like it" (我不喜欢): a verb is negated with "do not".
  [
    /\b(I|you|we|they|he|she|You|We|They|He|She)\s+no\s+(like|want|know|understand|need|have|care|think|believe|agree|eat|go|remember)\b/g,
    (m) => `${m[1]} ${/^(?:he|she)$/i.test(m[1]!) ? `doesn't` : `don't`} ${m[2]}`,
    'A verb is negated with "do not": "I don\'t like it" ("no" goes before a noun: "no time").',
  ],
  // "I am not agree" -> "I don't agree": "agree" is a verb, negated with "do not".
  [
    /\b(I|you|we|they|he|she|it|You|We|They|He|She|It)(?:\s+(am|are|is|was|were)|['’](m|re|s))\s+not\s+(agree|disagree|belong|depend)\b/g,
    (m) => {
      const be = (m[2] ?? m[3])!;
      const past = /^(?:was|were)$/.test(be);
      const third = /^(?:is|s)$/.test(be) || /^(?:he|she|it)$/i.test(m[1]!);
      return `${m[1]} ${past ? `didn't` : third ? `doesn't` : `don't`} ${m[4]}`;
    },
    '"Agree" is a verb: it is negated with "do not", not "be not": "I don\'t agree".',
  ],
  // "I am very like it" -> "I really like it", "I am very appreciate your help" -> "I really appreciate": "very"
  // goes with no verb, and the verb needs no "be".
  [
    /\b(I|you|we|they|You|We|They)(?:\s+(?:am|are)|['’](?:m|re))\s+very\s+(?:(love|enjoy|appreciate|miss)\b|(like)(?=\s+(?:it|this|that|to\s+[a-z]+|[a-z]+ing)\b))/g,
    (m) => `${m[1]} really ${m[2] ?? m[3]}`,
    '"Like" is a verb: no "be" before it, and "really" (not "very") before a verb: "I really like it".',
  ],
  // "a city which located in the south" -> "which is located" (位于): a place is located, passive.
  [
    /\b((?:which|that)\s+)(located|situated)(?=\s+(?:in|at|on|near|between|beside|by|along)\b)/g,
    (m) => `${m[1]}is ${m[2]}`,
    'A place "is located" (passive): "a city which is located in the south".',
  ],
  // "a village that called Lijiang" -> "that is called" (叫做): a name is given, passive; not "the man that
  // called me".
  [
    /\b((?:which|that)\s+)(called|named)(?=\s+(?:\p{Lu}|["“']))/gu,
    (m) => `${m[1]}is ${m[2]}`,
    'A name is given to a place (passive): "a village that is called Lijiang".',
  ],
  // "With the development of economy" -> "of the economy": a country's economy is one, and takes "the".
  [
    /\b((?:development|growth|rise|decline|state|health|recovery)\s+of\s+)(economy)\b/g,
    (m) => `${m[1]}the ${m[2]}`,
    'A country\'s economy takes "the": "the development of the economy".',
  ],
  // "How is the weather like?" -> "What is the weather like?": "like" asks "what", "how" asks without it.
  [
    /\bHow(\s+(?:is|was|are|were)\s+(?:the|your|his|her|their|our|my|this|that)\s+[a-z]+(?:\s+[a-z]+)?\s+like)(?=\s*[?.!,]|\s*$|\s+(?:today|now|there|here|these\s+days|in|at)\b)/g,
    (m) => `What${m[1]}`,
    'Ask "What is it like?" or "How is it?", not "How is it like?".',
  ],
  // "This is my first time to come to China" -> "my first time coming": a first time is followed by -ing
  // (not "my first time, to be honest").
  [
    /\b((?:my|his|her|our|their|your)\s+first\s+time\s+)to\s+(?!be\s+(?:honest|frank)\b)([a-z]+)\b/g,
    (m) => (isVerb(m[2]!) ? `${m[1]}${ingForm(m[2]!)}` : m[0]),
    '"My first time" is followed by the -ing form: "my first time coming to China".',
  ],
  // "Mostly people like it" -> "Most people": "mostly" is an adverb ("It is mostly people who" is right).
  [
    /(^|[.!?]\s+)Mostly(\s+people\b)/g,
    (m) => `${m[1]}Most${m[2]}`,
    '"Most people" is most of the people; "mostly" means "mainly".',
  ],
  // "Could you tell me what time is it?" -> "what time it is": a question inside a sentence keeps the
  // order of a statement.
  [
    /\b((?:tell|tells|told|know|knows|knew|ask|asks|asked)\s+(?:me\s+|you\s+|him\s+|her\s+|us\s+|them\s+)?what\s+time\s+)is\s+it\b/g,
    (m) => `${m[1]}it is`,
    'A question inside a sentence keeps the order of a statement: "tell me what time it is".',
  ],
  // "I am sorry for late" -> "for being late", "sorry to late" -> "to be late": "late" needs its "be".
  [
    /\b([Ss]orry\s+)(for|to)\s+late\b/g,
    (m) => `${m[1]}${m[2]} ${m[2] === 'for' ? 'being' : 'be'} late`,
    '"Late" is an adjective and needs "be": "sorry for being late", "sorry to be late".',
  ],
  // "If I am you, I would go" -> "If I were you": advice imagines being someone else.
  // "If I am you, I will go" -> "If I were you, I would go".
  [
    /\b([Ii]f\s+I\s+)(?:am|was)(\s+you\b)(?:(\s*,?\s*I\s+)will\b)?/g,
    (m) => `${m[1]}were${m[2]}${m[3] ? `${m[3]}would` : ''}`,
    'Advice imagines being someone else: "If I were you, I would …".',
  ],
  // "pay attention on" -> "to"; "famous of" -> "for"; "different with" -> "from" (和…不同); "responsible of" ->
  // "for".
  [
    /\b(pa(?:y|ys|id|ying)\s+(?:more\s+|much\s+|close\s+|no\s+|little\s+)?attention)\s+on\b/gi,
    (m) => `${m[1]} to`,
    'It is "pay attention to".',
  ],
  [
    /\b((?:is|are|was|were|be|been|become|became|very|most|world|also)\s+famous)\s+of\b/gi,
    (m) => `${m[1]} for`,
    'A place or a person is "famous for" something.',
  ],
  [
    /\b((?:is|are|was|were|be|very|quite|so|completely|totally|a\s+little|much)\s+different)\s+with\b/gi,
    (m) => `${m[1]} from`,
    'It is "different from" something.',
  ],
  [
    /\b((?:am|is|are|was|were|be|been)\s+(?:not\s+)?responsible)\s+of\b/gi,
    (m) => `${m[1]} for`,
    'One is "responsible for" something.',
  ],
  // "Welcome you to China" -> "Welcome to China" (欢迎你来中国): the greeting takes no object.
  [
    /(^|[.!?]\s+)(Welcome)\s+you(?=\s+to\b(?!\s+come\s+to\b))/g,
    (m) => `${m[1]}${m[2]}`,
    'The greeting is "Welcome to …".',
  ],
  // "I am come from China", "I'm come from China" -> "I come from China" (or "I am from China"); not
  // "He's come from Japan", where "'s" is "has".
  [
    /\b(I|you|we|they|he|she)(?:\s+(?:am|is|are)\s+|['’](?:m|re)\s+)come(?=\s+from\b)/gi,
    (m) => `${m[1]} ${/^(he|she)$/i.test(m[1]!) ? 'comes' : 'come'}`,
    'Either "I come from China" or "I am from China", not both verbs.',
  ],
  // "Me and my friend went", "I and my friend went" -> "My friend and I went": the subject is "I", and it
  // comes last.
  [
    /(^|[.!?]\s+)(?:Me|I)\s+and\s+((?:my|his|her|our|their)\s+[a-z]+)(?=\s+(?:went|go|are|were|have|had|will|would|can|could|like|love|play|played|met|visited|decided|started)\b)/g,
    (m) => `${m[1]}${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)} and I`,
    'In the subject it is "I", and it comes last: "My friend and I went".',
  ],
  // "He is a my friend" -> "my friend": "my" already says whose ("a friend of mine" says one of them).
  [
    /\b([Aa])n?\s+(my|your|his|her|our|their)(?=\s+\p{L})/gu,
    (m) => (m[1] === 'A' ? `${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)}` : m[2]!),
    'A possessive already says whose: "my friend" (or "a friend of mine"), not "a my friend".',
  ],
  // "I have a few money" -> "a little money": "few" counts things, "little" measures stuff.
  [
    /\b([Aa]\s+)few(\s+)(\p{L}+)/gu,
    (m) => `${m[1]}${isMassNoun(m[3]!.toLowerCase()) ? 'little' : 'few'}${m[2]}${m[3]}`,
    '"Few" counts things; stuff that is not counted takes "little": "a little money".',
  ],
  // "All the student are here" -> "students": "all the" counts more than one (not a group: "all the team").
  [
    /\b([Aa]ll\s+the\s+)(\p{Ll}+)(?=\s+(?:are|were|have)\b)/gu,
    (m) => {
      const noun = m[2]!;
      const counted =
        !GROUP_NOUNS.has(noun) && !isMassNoun(noun) && !PLURAL_NOUNS.has(noun) && !singularOf(noun);
      const plural = counted ? pluralOf(noun) : undefined;
      return `${m[1]}${plural ?? noun}`;
    },
    '"All the" counts more than one: "all the students are".',
  ],
  // "Let's to go" -> "Let's go": "let" takes the bare verb.
  [/\b([Ll]et['’]s)\s+to(?=\s+[a-z])/g, (m) => m[1]!, '"Let\'s" takes the verb alone: "Let\'s go".'],
  // "Thanks your help" -> "Thanks for your help".
  [
    /\b((?:[Tt]hanks|[Tt]hank\s+you)\s+)(?=(?:your|you\s+for)\b)(?!you\s+for\b)/g,
    (m) => `${m[1]}for `,
    'One thanks someone "for" something: "Thanks for your help".',
  ],
  // "I'm looking forward your reply" -> "forward to your reply".
  [
    /\b(look(?:s|ed|ing)?\s+forward)(?=\s+(?:your|you|the|our|his|her|their|my|it|seeing|hearing|meeting|working|this)\b)/gi,
    (m) => `${m[1]} to`,
    'It is "look forward to" something: "I look forward to your reply".',
  ],
  // "Can you give me a favor?" -> "do me a favor".
  [
    /\b(give|gives|gave|giving)(\s+(?:me|him|her|us|them)\s+a\s+favou?r)\b/gi,
    (m) => `${sameFormOf(m, 'give', 'do')}${m[2]}`,
    'One "does" someone a favor.',
  ],
  // "I will back home soon" -> "I will be back home": "back" is no verb here ("back someone up" is).
  [
    /\b((?:will|won't|can|can't|should|must|to|'ll|’ll)\s+)back(?=\s+(?:home|soon|later|tomorrow|here|in\s+(?:a|an|two|ten|five)\b))/gi,
    (m) => `${m[1]}be back`,
    '"Back" is not a verb here: "I will be back home".',
  ],
  // "Thank you for you help" -> "your help": "you" before a noun it owns is "your" (not "for you help me",
  // where a "to" is missing).
  [
    /\b((?:for|to|of|with|about)\s+)you(?=\s+(?:reply|help|letter|answer|email|message|kindness|attention|support|advice|invitation)\b)(?!\s+\w+\s+(?:me|him|her|us|them|it)\b)/gi,
    (m) => `${m[1]}your`,
    '"Your" is the word for what is yours: "your help".',
  ],
  // "I think so that he is right" -> "I think that he is right".
  [
    /\b(think|thinks|thought|believe|believes|believed)\s+so(?=\s+that\b)/gi,
    (m) => m[1]!,
    '"So" and "that" say the same here: "I think that …".',
  ],
  // "close the light" -> "turn off the light" (关灯), as "open the TV" -> "turn on" (Harper's).
  [
    /\b(clos(?:e|es|ed|ing))\s+(?=(?:the|my|your|his|her|our|their)\s+(?:lights?|lamp|TV|television|computer|radio|fan|air\s+conditioner)(?=\s*(?:[.,!?;]|$|(?:when|and|before|after|now|please|if|so|because|for)\b)))/gi,
    (m) => `${sameFormOf(m, 'close', 'turn')} off `,
    'A light or a machine is turned off ("turn off the light"); "close" is for doors and windows.',
  ],
  // "open the computer" -> "turn on the computer" (开电脑), as Harper's "open the TV" -> "turn on".
  [
    /\b(open(?:s|ed|ing)?)\s+(?=(?:the|my|your|his|her|our|their)\s+(?:lights?|lamp|computer|radio|fan|air\s+conditioner)(?=\s*(?:[.,!?;]|$|(?:when|and|before|after|now|please|if|so|because|for)\b)))/gi,
    (m) => `${sameFormOf(m, 'open', 'turn')} on `,
    'A light or a machine is turned on ("turn on the computer"); "open" is for doors, windows and files.',
  ],
  // "I like watching books" -> "reading books" (看书): books are read; films and TV are watched.
  [
    /\b(watch(?:es|ed|ing)?)(?=\s+(?:(?:a|the|my|your|his|her|some|many|these|those|English|Chinese)\s+)?(?:books?|novels?|magazines?|newspapers?|comics?)\b)/gi,
    (m) => sameFormOf(m, 'watch', 'read'),
    'Books and newspapers are read ("read a book", 看书); films and TV are watched.',
  ],
  // "Because of he was ill" -> "Because he was ill": "because of" takes a noun, "because" a clause.
  [
    /\b([Bb]ecause)\s+of(?=\s+(?:I|he|she|we|they)\s+(?:am|is|are|was|were|have|has|had|do|does|did|can|could|will|would|didn't|don't|doesn't)\b)/g,
    (m) => m[1]!,
    '"Because of" takes a noun ("because of the rain"); before a clause it is "because".',
  ],
  // "She entered into the room" -> "entered the room" ("enter into an agreement" is right).
  [
    /\b(enter|enters|entered|entering)\s+into(?=\s+(?:the|a|my|his|her|our|their)\s+(?:room|classroom|house|building|office|hall|kitchen|library|shop|store|restaurant|bedroom)\b)/gi,
    (m) => m[1]!,
    'One enters a room, with no "into".',
  ],
  // "He reached to the station" -> "reached the station", "We reached to the top of the mountain" (到达):
  // "reach" takes its place with no "to" ("the water reached to my knees", "reach to the top shelf" are
  // another sense).
  [
    /\b(reach|reaches|reached|reaching)\s+to(?=\s+(?:(?:the|my|his|her|our|their|your)\s+(?:station|airport|school|hotel|hospital|city|village|town|destination|office|museum|summit|beach|island|border)\b|home\b|the\s+top\s+of\b))/gi,
    (m) => m[1]!,
    'One reaches a place, with no "to" ("reach the station"); "arrive" takes "at" or "in".',
  ],
  // "He speaks English very fluent" -> "fluently", "very good" -> "very well": how one speaks is an adverb
  // (not "Is speaking English good for you?": there "good" says something of the speaking).
  [
    /\b((?:speak|speaks|spoke)\s+(?:English|Chinese|Mandarin|French|German|Japanese|Spanish|Korean|Russian)\s+(?:(?:very|so|quite|really)\s+)?)(fluent|good)\b(?!\s+(?:for|to)\b)/g,
    (m) => `${m[1]}${m[2] === 'good' ? 'well' : 'fluently'}`,
    'How one speaks is said with an adverb: "speaks English fluently", "speaks English very well".',
  ],
  // "Let's go to picnic" -> "go on a picnic"; "play computer" -> "play computer games".
  [
    /\b(go|goes|went|going|gone)\s+to\s+picnic\b/gi,
    (m) => `${m[1]} on a picnic`,
    'It is "go on a picnic" (or "have a picnic").',
  ],
  [
    /\b(play|plays|played|playing)\s+(?:the\s+)?computer\b(?!\s+(?:games?|science|programs?))/gi,
    (m) => `${m[1]} computer games`,
    'One plays computer games (玩电脑), not a computer.',
  ],
  [
    // With a person: "say hello with a smile" is how, and so is "said hello with them watching". "I want to
    // say sorry with you" (跟你说对不起) too.
    /\b(say|says|said|saying)\s+(hello|hi|sorry|goodbye|thank\s+you|thanks)\s+with\b(?=\s+(?:me|him|her|us|them|you|everyone|everybody|(?:my|his|her|our|their|your|the)\s+(?:friends?|neighbou?rs?|classmates?|teachers?|parents?|family|guests?|mother|father|mom|mum|dad|brother|sister))\b(?!\s+[a-z]+ing\b))/gi,
    (m) => `${m[1]} ${m[2]} to`,
    'One says hello, sorry or goodbye "to" someone.',
  ],
  // "There will have a meeting" -> "There will be" (将会有): "there" + a modal takes "be" (not "will have to be").
  [
    /\b([Tt]here\s+(?:will|would|may|might|must|should|can|could|won't)\s+)have\b(?!\s+(?:been|to)\b)/g,
    (m) => `${m[1]}be`,
    'Saying that something will exist is "there will be", not "there will have".',
  ],
  // "I'm afraid of make mistakes" -> "making": after a preposition, a verb takes -ing.
  [
    /\b((?:afraid|scared|tired|fond|capable|instead|proud)\s+of\s+)(make|do|go|speak|lose|fail|get|take|say|meet|talk|eat|fall|be)\b/gi,
    (m) => `${m[1]}${ingForm(m[2]!.toLowerCase())}`,
    'After a preposition, a verb takes the -ing form: "afraid of making mistakes".',
  ],
  // "I don't think so he will come" -> "I don't think he will come": "so" stands for a clause, not before one.
  [
    /\b(think|thought|believe|believed|hope|hoped)\s+so(?=\s+(?:he|she|they|it|we|you|I)\s+(?:will|would|can|could|is|are|was|were|should|must|has|have|had)\b)/g,
    (m) => m[1]!,
    '"So" stands for a whole clause ("I think so"); before a clause, leave it out: "I don\'t think he will come".',
  ],
  // "If you are convenient" -> "If it is convenient for you" (如果你方便): a time or a place is
  // convenient for a person.
  [
    /\b([Ii]f|[Ww]hen|[Ww]henever)\s+you\s+are\s+convenient\b/g,
    (m) => `${m[1]} it is convenient for you`,
    'A time or a place is convenient for you: "if it is convenient for you".',
  ],
  [
    /(^|[.!?]\s+)Are\s+you\s+convenient\b/g,
    (m) => `${m[1]}Is it convenient for you`,
    'A time or a place is convenient for you: "Is it convenient for you?".',
  ],
  // "The population of China is very much" -> "very large" (人口很多): a population is large or small.
  [
    /\b(population\s+(?:of\s+[A-Z][a-z]+\s+)?(?:is|was)\s+(?:very\s+|so\s+|too\s+)?)(?:much|many|more)(?=\s*[.,!?;]|\s*$)/g,
    (m) => `${m[1]}large`,
    'A population is "large" or "small", not "much".',
  ],
  // "It's very kind for you to help" -> "kind of you": one's character is "of" someone ("good for you" is a
  // benefit, and right).
  [
    /\b((?:very\s+|so\s+|really\s+)?(?:kind|generous|thoughtful|polite|rude|careless|clever|silly|stupid)\s+)for(?=\s+(?:you|him|her|them|me|us)\s+to\b)/g,
    (m) => `${m[1]}of`,
    'What says something about a person takes "of": "It\'s kind of you to help".',
  ],
  // "your kindly help" -> "your kind help": an adjective before a noun.
  [
    /\b((?:your|his|her|their)\s+)kindly(?=\s+(?:help|support|reply|advice|invitation|attention|consideration)\b)/gi,
    (m) => `${m[1]}kind`,
    'Before a noun, the adjective: "your kind help" ("kindly" says how something is done).',
  ],
  // "apply the job" -> "apply for the job" (申请工作).
  [
    /\b(apply|applies|applied|applying)(?=\s+(?:the|a|this|that|your)\s+(?:job|position|post|scholarship|visa|programme|program|course)\b)/gi,
    (m) => `${m[1]} for`,
    'One applies "for" a job or a place: "apply for the job".',
  ],
  // "in the internet", "in TV" -> "on" (as a phrase's end, not "In TV studios", "In the Internet age");
  // "on the newspaper" -> "in".
  [
    /\b([Ii])n(?=\s+(?:the\s+Internet|the\s+internet|TV|television|the\s+radio)(?:\s*[.,!?;]|\s*$|\s+(?:last|yesterday|today|tonight|every|and|but|or|when|because|about|with|for|at|on|in|from|before|after|all|again)\b))/g,
    (m) => `${m[1] === 'I' ? 'O' : 'o'}n`,
    'What is broadcast or online is "on": "on the Internet", "on TV".',
  ],
  [
    /\b((?:read|saw|seen|see|it|was)\s+)on(?=\s+(?:the|a|today's|yesterday's)\s+(?:newspaper|magazine|book)\b)/g,
    (m) => `${m[1]}in`,
    'What is printed is "in" the newspaper or the book.',
  ],
  // "Would you like go with me?" -> "like to go".
  [
    /\b([Ww]ould\s+you\s+like)\s+(go|come|have|eat|drink|see|join|try|play|watch|visit|meet|dance|sit|stay)\b/g,
    (m) => `${m[1]} to ${m[2]}`,
    '"Would you like" is followed by "to" + a verb: "Would you like to go?".',
  ],
  // "do mistakes" -> "make mistakes" (犯错误).
  [
    /\b(do|does|did|doing|done)(\s+(?:(?:a|many|some|few|no|more|fewer|lots\s+of|a\s+lot\s+of|the\s+same|silly|stupid|big|small)\s+)?mistakes?)\b/gi,
    (m) => `${sameFormOf(m, 'do', 'make')}${m[2]}`,
    'One "makes" a mistake; "do" goes with homework and work.',
  ],
  // "make a conclusion" -> "draw a conclusion" (得出结论).
  [
    /\b(make|makes|made|making)(\s+(?:a|the|my|our|this|that|any)\s+conclusions?)\b/gi,
    (m) => `${sameFormOf(m, 'make', 'draw')}${m[2]}`,
    'One "draws" a conclusion from what one knows.',
  ],
  // "I will wait you" -> "wait for you" (等你): "wait" takes "for" before the one waited for ("wait them out"
  // is a phrase of its own).
  [
    /\b(wait|waits|waited|waiting)(\s+)(?=(?:you|me|him|her|us|them)\b(?!\s+out\b))/gi,
    (m) => `${m[1]}${m[2]}for `,
    'One waits "for" someone: "I will wait for you".',
  ],
  // "answer to the question" -> "answer the question" (not "the answer to the question", a noun).
  [
    /(?<!\b(?:the|an|my|your|his|her|our|their|no|any)\s+)\b(answer|answers|answered|answering)\s+to(?=\s+(?:the|my|your|his|her|this|that|these|those|all)\s+questions?\b)/gi,
    (m) => m[1]!,
    'The verb "answer" takes its object directly: "answer the question" ("the answer to" is the noun).',
  ],
  // "consider about it" -> "consider it" (考虑): the verb takes its object directly.
  [
    /\b(consider|considers|considered|considering)\s+about\b/gi,
    (m) => m[1]!,
    '"Consider" takes its object directly: "consider it" (or "think about it").',
  ],
  // "Thanks God" -> "Thank God".
  [/\b([Tt]hank)s(?=\s+God\b)/g, (m) => m[1]!, 'It is "Thank God" (a wish: may God be thanked).'],
  // "I make my homework" -> "do my homework" (not "It made the homework easier").
  [
    /\b(make|makes|made|making)(\s+(?:my|your|his|her|our|their|the)?\s*homework)(?=\s*(?:[.,!?;]|$|(?:every|in|at|after|before|on|with|for|now|today|tonight|together|alone|and|but|first)\b))/gi,
    (m) => `${sameFormOf(m, 'make', 'do')}${m[2]}`,
    'One "does" homework; "make" is for things one creates.',
  ],
  // "learn knowledge" -> "gain knowledge" (学习知识): knowledge is what one learns, so it is gained (one may
  // study "the knowledge of the ancients", a body of it).
  [
    /\b(learn|learns|learned|learnt|learning)(\s+(?:(?:a\s+lot\s+of|lots\s+of|much|more|some|new|useful|basic)\s+)?knowledge)\b(?!\s+(?:of|about|from)\b)/gi,
    (m) => {
      const verb = m[1]!.toLowerCase();
      const form = /ing$/.test(verb)
        ? 'gaining'
        : /(?:ed|t|ied)$/.test(verb)
          ? 'gained'
          : /s$/.test(verb)
            ? 'gains'
            : 'gain';
      return `${form}${m[2]}`;
    },
    'Knowledge is what one learns: one "gains" or "acquires" it ("learn" takes a skill or a subject).',
  ],
  // "see TV" -> "watch TV" (看电视); "saw it on TV" is right, and so is "saw TV as a threat", "see TV
  // cameras": only where watching ends its clause or a time or place follows.
  [
    /\b(see|sees|saw|seen|seeing)\s+(?=(?:TV|television)(?:\s*[.,!?;]|\s*$|\s+(?:every|at|in|on|with|after|before|today|tonight|yesterday|all|for|and|but|when|together|again|last|this|until|too|now|a\s+lot|much)\b))/g,
    (m) => `${sameFormOf(m, 'see', 'watch')} `,
    'One "watches" TV.',
  ],
  // "made many progresses" -> "made a lot of progress": "progress" is uncountable ("as the game progresses").
  [
    /\b(many|lots\s+of|a\s+lot\s+of|great|big|some|good)\s+progresses\b/gi,
    (m) => (/^(many|lots\s+of|a\s+lot\s+of)$/i.test(m[1]!) ? 'a lot of progress' : `${m[1]} progress`),
    '"Progress" is uncountable: it has no plural.',
  ],
  // "In my point of view" -> "From my point of view".
  [
    /\b([Ii])n(?=\s+(?:my|our|his|her|their|your)\s+point\s+of\s+view\b)/g,
    (m) => (m[1] === 'I' ? 'From' : 'from'),
    'It is "from my point of view" (or "in my view").',
  ],
  // "The reasons are as following:" -> "as follows".
  [/\b(as\s+)following(?=\s*(?:[:.]|$))/gi, (m) => `${m[1]}follows`, 'It is "as follows".'],
  // "I go to school by walk" -> "on foot": "by" goes with vehicles ("by bus"). ("By foot" is rarer than "on
  // foot" but in the dictionaries: it is left alone.)
  [/\bby\s+walk\b(?![-‐])/gi, () => 'on foot', '"By" goes with a vehicle ("by bus"); walking is "on foot".'],
  // "The price is very expensive" -> "very high" (价格很贵): the thing is expensive; its price is high.
  [
    /\b((?:price|prices|cost|rent|fee|fees)\s+(?:is|are|was|were|seems|seemed)\s+(?:(?:very|so|too|quite|really|a\s+bit|a\s+little)\s+)?)(expensive|cheap)\b/gi,
    (m) => `${m[1]}${m[2]!.toLowerCase() === 'expensive' ? 'high' : 'low'}`,
    'A thing is expensive or cheap; its price is high or low ("The price is very high").',
  ],
  // "improve my speaking English" -> "my spoken English" (口语): English as it is spoken.
  [
    /\b((?:my|your|his|her|our|their)\s+)speaking\s+English\b/gi,
    (m) => `${m[1]}spoken English`,
    'English as one speaks it is "spoken English" ("my spoken English").',
  ],
  // "The reason is because I was ill" -> "that": "the reason" already says "because".
  [
    /\b(reason\s+(?:is|was)\s+)because\b(?!\s+of\b)/gi,
    (m) => `${m[1]}that`,
    '"The reason" already means "why": "The reason is that …".',
  ],
  // "I came here before two years" -> "two years ago" (两年前): "before" needs a time or event after it.
  [
    // Not "a day before two weeks" (earlier than), nor "long before".
    /(?<!\b(?:days?|weeks?|months?|years?|hours?|minutes?|nights?|time|long|just|shortly|right|soon)\s+)\bbefore\s+((?:a|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|several|many|\d+)\s+(?:years?|months?|weeks?|days?|hours?))(?=\s*(?:[.,!?;]|$))/gi,
    (m) => `${m[1]} ago`,
    'A time back from now is "… ago": "two years ago".',
  ],
  // "It is depend on you" -> "It depends on you": "depend" is a verb ("dependent" is the adjective).
  [
    /\b(is|was|are|were|am)\s+depend(?=\s+on\b)/gi,
    (m) =>
      ({ is: 'depends', was: 'depended', were: 'depended', are: 'depend', am: 'depend' })[
        m[1]!.toLowerCase()
      ]!,
    '"Depend" is a verb and needs no "be": "it depends on" (or "it is dependent on").',
  ],
  // "She is married with a doctor" -> "married to"; "I married with her", "I will marry with her" -> "married
  // her", "marry her". Not "He is married with two children" (he has them).
  [
    /\b((?:am|is|are|was|were|be|been|being|get|gets|got|gotten|getting|[a-z]+['’](?:m|re|s))\s+married)\s+with\b(?!\s+(?:(?:two|three|four|five|six|\d+|no|one|a|an|young|grown|small)\s+)*(?:children|kids?|child|sons?|daughters?|baby|babies|family|grandchildren)\b)/gi,
    (m) => `${m[1]} to`,
    'It is "married to" someone.',
  ],
  [
    /\b((?:I|you|he|she|we|they)\s+(?:also\s+|finally\s+|later\s+|(?:will|would|can|could|want\s+to|wants\s+to|going\s+to)\s+)?marr(?:y|ies|ied))\s+with\b/gi,
    (m) => m[1]!,
    'You "marry" someone, with no preposition (or "get married to" someone).',
  ],
  // "I will contact with you" -> "contact you" ("in contact with" is the noun, and right).
  [
    /\b((?:I|you|he|she|we|they|will|would|can|could|should|must|to|please|Please)\s+contact(?:s|ed)?)\s+with\b(?=\s+(?:me|you|him|her|us|them)\b)/g,
    (m) => m[1]!,
    'The verb takes its object directly: "contact someone" (the noun is "in contact with").',
  ],
  // "go to abroad" -> "go abroad": "abroad" is an adverb, like "home".
  [/\bto\s+(abroad)\b/gi, (m) => m[1]!, '"Abroad" takes no "to": "go abroad", "study abroad".'],
  // "My house is very near from school" -> "near school": "near" takes no "from" (不远 = "near", "close to").
  [/\b(near)\s+from\b(?!\s+(?:and|far)\b)/gi, (m) => m[1]!, '"Near" takes no "from": "near the school".'],
  // "According to the survey shows, most people …" -> "The survey shows most people …": the source is said
  // once, with "according to" or with its verb.
  [
    /(?<=^|[.!?]\s+)According\s+to\s+(the|a|this|our|one)\s+(survey|report|study|research|statistics|data|chart|table|graph|figure|news|article)\s+(shows?|says?|indicates?|suggests?|reveals?),?(?=\s)/g,
    (m) => `${m[1]![0]!.toUpperCase()}${m[1]!.slice(1)} ${m[2]} ${m[3]}`,
    'Name the source once: "According to the survey, most people …" or "The survey shows most people …".',
  ],
  // "According to my opinion" -> "In my opinion": an opinion is one's own, not a source one follows.
  [
    /\b([Aa])ccording\s+to\s+(my|his|her|our|their|your)\s+(opinion|point\s+of\s+view)\b/g,
    (m) => `${m[1] === 'A' ? 'I' : 'i'}n ${m[2]} ${m[3]}`,
    'It is "in my opinion" ("according to" names a source: "according to the report").',
  ],
  // "I lost my wallet in yesterday" -> "yesterday": a day takes no preposition (not "yesterday's paper";
  // nor "faith in tomorrow", "look at tomorrow", where the day is a noun).
  [/\b(?:in|on)\s+(yesterday)\b(?!['’])/gi, (m) => m[1]!, '"Yesterday" takes no preposition.'],
  // "I can't sleep at the night" -> "at night": night as a time of day takes no "the" after "at".
  [
    /\b(at)\s+the\s+(night)\b(?=\s*[.,!?;]|\s*$)/gi,
    (m) => `${m[1]} ${m[2]}`,
    'It is "at night" (and "in the morning").',
  ],
  // "The class starts in 8 o'clock" -> "at 8 o'clock": a time on the clock takes "at".
  [
    /\b(?:in|on)(?=\s+(?:\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:o['’]clock|am|pm|a\.m\.|p\.m\.)(?!\w))/gi,
    (m) => (m[0][0] === m[0][0]!.toUpperCase() ? 'At' : 'at'),
    'A time on the clock takes "at": "at 8 o\'clock".',
  ],
  // "My answer is the same with yours" -> "the same as": a comparison with "the same" takes "as" (not "It is
  // the same with me", the same situation).
  [
    /\b(the\s+same)\s+with(?=\s+(?:yours|mine|his|hers|ours|theirs|that\s+one|this\s+one|the\s+one|before|last\s+year)\b)/gi,
    (m) => `${m[1]} as`,
    'A comparison with "the same" takes "as": "the same as yours".',
  ],
  // "My bag is similar with yours" -> "similar to".
  [/\b(similar)\s+with\b/gi, (m) => `${m[1]} to`, 'It is "similar to" something.'],
  // "Let's go to downtown" -> "go downtown": "downtown" is an adverb here, like "home".
  [
    /\b((?:go|goes|went|going|gone|come|comes|came|coming|drive|drove|walk|walked)\s+)to\s+(downtown)\b(?!\s+[A-Z])/gi,
    (m) => `${m[1]}${m[2]}`,
    '"Downtown" takes no "to": "go downtown".',
  ],
  // "All of students must" -> "All of the students": "of" picks from a group that is named, with "the",
  // "my" … (or say "All students").
  [
    /\b((?:[Aa]ll|[Mm]ost|[Ss]ome|[Mm]any|[Nn]one|[Ee]ach|[Bb]oth|[Oo]ne|[Ff]ew|[Ss]everal)\s+of\s+)([a-z]+s)\b(?!['’])/g,
    (m) => {
      const singular = singularOf(m[2]!);
      return singular && pluralOf(singular) === m[2] ? `${m[1]}the ${m[2]}` : m[0];
    },
    '"Of" picks from a group that is named: "all of the students" (or "all students").',
  ],
  // "In spite the rain" -> "In spite of the rain".
  [
    /\b([Ii]n\s+spite)(?=\s+(?:the|a|an|his|her|my|our|their|your|this|that|all|its)\b)/g,
    (m) => `${m[1]} of`,
    'It is "in spite of" (or "despite").',
  ],
  // "I agree this opinion" -> "agree with": one agrees with a view (British "agree the plan" is to settle it).
  [
    /\b((?:agree|agrees|agreed|agreeing)\s+)(?=(?:this|that|the|your|his|her|their|our|my)\s+(?:opinion|idea|view|point|statement|viewpoint)s?\b)/gi,
    (m) => `${m[1]}with `,
    'One agrees "with" an opinion: "I agree with this idea".',
  ],
  // "It plays an important role on our life" -> "in": a role is played in something.
  [
    /\b((?:important|key|big|major|vital|great|significant|crucial|essential|leading|active)\s+(?:role|part)\s+)(?:on|at)\b/gi,
    (m) => `${m[1]}in`,
    'A role is played "in" something: "an important role in our life".',
  ],
  // "He graduated Peking University" -> "graduated from"; "I majored English" -> "majored in".
  [
    /\b((?:graduate|graduates|graduated|graduating)\s+)(?=(?:university|college|high\s+school|middle\s+school|primary\s+school|[A-Z][a-z]+\s+(?:University|College))\b)/g,
    (m) => `${m[1]}from `,
    'One graduates "from" a school: "He graduated from Peking University".',
  ],
  [
    /\b((?:major|majors|majored|majoring)\s+)(?=(?:English|Chinese|math|maths|mathematics|physics|chemistry|biology|history|economics|law|computer\s+science|art|music|engineering|business|finance|medicine|education|accounting|marketing)\b)/g,
    (m) => `${m[1]}in `,
    'One majors "in" a subject: "I majored in English".',
  ],
  // "in a long run" -> "in the long run".
  [/\b([Ii]n)\s+a\s+long\s+run\b/g, (m) => `${m[1]} the long run`, 'It is "in the long run".'],
  // "We should protect the nature" -> "protect nature": nature as the natural world takes no "the" ("the
  // nature of the problem" is its character).
  [
    /\b((?:protect|protects|protected|protecting|love|loves|enjoy|enjoys|destroy|destroys|destroyed|destroying|respect|respects|close\s+to|in|into|with)\s+)the\s+(nature)\b(?!\s+of\b)(?=\s*[.,;!?]|\s*$|\s+(?:and|but|because|so|more|better|too)\b)/gi,
    (m) => `${m[1]}${m[2]}`,
    'Nature, the natural world, takes no "the": "protect nature" ("the nature of something" is its character).',
  ],
  // "On my opinion" -> "In my opinion" (a learner's 在我看来 with the preposition of "on the other hand").
  [
    /\b([Oo])n\s+(my|his|her|our|their|your)\s+opinion\b/g,
    (m) => `${m[1] === 'O' ? 'I' : 'i'}n ${m[2]} opinion`,
    'It is "in my opinion".',
  ],
  // "I haven't seen him since long time" -> "for a long time": "since" names a point, "for" a length.
  [
    /\bsince\s+(?:a\s+)?long\s+time\b(?!\s+ago\b)/gi,
    (m) => `${m[0][0] === 'S' ? 'F' : 'f'}or a long time`,
    '"Since" names a point in time ("since 2010"); a length of time takes "for": "for a long time".',
  ],
  // "the answer of the question" -> "answer to", "the key of the door" -> "key to": an answer and a key are
  // "to" what they open (not "the key of C major", a key in music).
  [
    /\b(answers?|keys?)\s+of(?=\s+(?:the|this|that|my|your|his|her|our|their)\s+(?:questions?|problems?|door|doors|room|house|car|box|puzzle|riddle)\b)/gi,
    (m) => `${m[1]} to`,
    'An answer or a key is "to" something: "the answer to the question", "the key to the door".',
  ],
  // "She married to him last year" -> "married him": one marries someone, or is married to them.
  [
    /\b((?:I|you|he|she|we|they)\s+(?:also\s+|finally\s+|later\s+)?married)\s+to\b(?=\s+(?:me|you|him|her|us|them|a|an|the|my|his|her|their)\b)/gi,
    (m) => m[1]!,
    'You "marry" someone ("She married him"), or "are married to" them.',
  ],
  // "I want to buy a new clothes" -> "new clothes": "clothes" has no singular, so no "a" (not "a clothes
  // shop", where it describes the noun after it).
  [
    /\b[Aa]n?\s+((?:new|nice|beautiful|warm|old|clean|dirty|cheap|expensive|summer|winter)\s+)?(clothes)\b(?=\s*[.,!?;]|\s*$|\s+(?:for|in|at|on|to|with|from|and|but|or|because|when|that|which|yesterday|today|tomorrow|last|next|this|every)\b)/g,
    (m) => `${m[1] ?? ''}${m[2]}`,
    '"Clothes" has no singular: "new clothes" (or "a piece of clothing").',
  ],
  // "I hope you can enjoy in China" -> "enjoy yourself": "enjoy" needs an object, and a person who has a good
  // time enjoys themselves. Only a subject that starts its clause: "the music I enjoy." has its object
  // before it (not "Enjoy!", nor "enjoy it").
  [
    /(?<=(?:^|[.!?,;:]\s*|\b(?:hope|hoped|think|thought|because|and|so|but|when|if|wish|know|sure)\s+))\b(I|you|he|she|we|they)(\s+(?:(?:can|could|will|would|should|must|may|might|did|do|does|really|always|also|all)\s+)*)(enjoy|enjoys|enjoyed)(?=\s+(?:in|at|here|there|on|during)\b|\s*[.!,;]|\s*$)/gi,
    (m) => {
      const self = REFLEXIVES[m[1]!.toLowerCase()]!;
      return `${m[1]}${m[2]}${m[3]} ${self}`;
    },
    'A person has a good time by enjoying themselves: "I hope you enjoy yourself in China".',
  ],
  // "I want that you come" -> "I want you to come": "want" takes a person and "to", never a "that" clause.
  [
    /\b(want|wants|wanted)\s+that\s+(I|you|he|she|we|they)\s+([a-z]+)\b/g,
    (m) => {
      const lemma = isVerb(m[3]!) ? m[3]! : lemmasOfThirdPerson(m[3]!).find((candidate) => isVerb(candidate));
      const person = OBJECT_OF_SUBJECT[m[2]!.toLowerCase()];
      return lemma && person ? `${m[1]} ${person} to ${lemma}` : m[0];
    },
    '"Want" takes a person and "to": "I want you to come", not "want that you come".',
  ],
  // "on next Monday", "at next Monday", "in last year" -> "next Monday", "last year" (not "on next year's
  // budget", "our focus on next year").
  [
    /\b(?:(?:on|at)\s+((?:next|last)\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|weekend))|in\s+((?:next|last)\s+(?:week|month|year|summer|winter|spring|autumn)))\b(?!['’])/g,
    (m) => (m[1] ?? m[2])!,
    '"next" and "last" need no preposition: "next Monday", "last year".',
  ],
  // "How do you think about it?" -> "What do you think": 你怎么看 asks for an opinion, which is "what" ("How
  // did they think of that?" asks how an idea came).
  [
    /\b(How)(?=\s+(?:do|does)\s+(?:you|people)\s+think\s+about\b)/g,
    () => 'What',
    'An opinion is asked with "What do you think about …?" ("how" asks about the way you think).',
  ],
  // "Can you borrow me your pen?" -> "lend me": you borrow from someone, and lend to them.
  [
    /\b(borrow(?:s|ed)?)(?=\s+(?:me|him|her|us)\s+(?:a|an|the|your|his|her|my|our|their|some|this|that|\d+)\b)/gi,
    (m) => ({ borrow: 'lend', borrows: 'lends', borrowed: 'lent' })[m[1]!.toLowerCase()]!,
    'You "borrow" something from someone, and "lend" it to them: "lend me your pen".',
  ],
  // "The book spent me 50 yuan" -> "cost me": a thing costs someone money; a person spends it.
  [
    /\b(spen(?:ds?|t))(?=\s+(?:me|him|her|us|them)\s+(?:\d|a\s+lot\b(?!\s+of\s+time\b)|a\s+fortune\b|(?:so|too)\s+much\b|(?:one|two|three|four|five|ten|twenty|fifty|a\s+hundred|hundreds\s+of)\s+(?:yuan|dollars|pounds|euros|kuai)\b))/gi,
    (m) => ({ spend: 'cost', spends: 'costs', spent: 'cost' })[m[1]!.toLowerCase()]!,
    'A thing "costs" someone money ("It cost me 50 yuan"); a person "spends" it ("I spent 50 yuan on it").',
  ],
  // "It spent me two hours" -> "It took me two hours": time "takes" someone; a person "spends" it.
  [
    /(?<=\b[Ii]t\s+)(spen(?:ds?|t))(?=\s+(?:me|him|her|us|them)\s+(?:\d+|an?|one|two|three|four|five|six|ten|several|many|a\s+few|a\s+lot\s+of)\s+(?:minutes?|hours?|days?|weeks?|months?|years?|time)\b)/g,
    (m) => ({ spend: 'take', spends: 'takes', spent: 'took' })[m[1]!.toLowerCase()]!,
    'Time "takes" someone ("It took me two hours"); a person "spends" it ("I spent two hours on it").',
  ],
  // "She doesn't know to swim" -> "know how to swim": a skill is known "how to" (会游泳); "He knew to call
  // the police", knowing what one should do, is right, so only skills.
  [
    /\b(know|knows|knew)\s+to(?=\s+(?:swim|cook|drive|ride|dance|sing|skate|ski|type|knit|sew|draw|paint|speak|play|read|write|use)\b)/gi,
    (m) => `${m[1]} how to`,
    'A skill is known "how to" do: "She knows how to swim".',
  ],
  // "Welcome to come to China" -> "Welcome to China" (欢迎来中国): "welcome to" already says the coming.
  [
    /(?<=^|[.!?]\s+)(Welcome)\s+(?:you\s+)?to\s+come\s+to\b/g,
    (m) => `${m[1]} to`,
    '"Welcome to" already says "come": "Welcome to China".',
  ],
  [/\b(return(?:s|ed|ing)?)\s+back\b/gi, (m) => m[1]!, '"Return" already means "go back".'],
  // Not where the -ing word may describe a noun after it: "go to shopping malls", "went to swimming class".
  [
    /\b(go|goes|went|going|gone)\s+to\s+(shopping|swimming|fishing|camping|hiking|skiing|skating|dancing|jogging|sightseeing|climbing|sailing|surfing|bowling)\b(?=(?:\s+([a-z]+))?)/gi,
    (m) => (m[3] && !AFTER_ACTIVITY.has(m[3].toLowerCase()) ? m[0] : `${m[1]} ${m[2]}`),
    'It is "go shopping", "go swimming": no "to" before the -ing word.',
  ],
  [
    // "in Monday" -> "on Monday" (not "in Monday's paper").
    /\b([Ii])n(?=\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b(?!['’]))/g,
    (m) => (m[1] === 'I' ? 'On' : 'on'),
    'Days take "on": "on Monday".',
  ],
  [
    // "at the morning" -> "in the morning" (not "at the morning meeting").
    /\b([Aa])t(?=\s+the\s+(?:morning|afternoon|evening)\s*(?:[.,;!?]|$|(?:and|but|so|when|before|after|because|every|I|we|he|she|they|you)\b))/g,
    (m) => (m[1] === 'A' ? 'In' : 'in'),
    'It is "in the morning", "in the afternoon", "in the evening" (but "at night").',
  ],
  [
    /\b(emphasi[sz](?:e|es|ed|ing))\s+on\b/gi,
    (m) => m[1]!,
    'The verb takes its object directly: "emphasize something" (the noun is "emphasis on").',
  ],
  [
    /\b((?:I|you|we|they|he|she|it)\s+(?:also\s+|still\s+|really\s+)?lack(?:s|ed)?)\s+of\b/gi,
    (m) => m[1]!,
    'The verb takes its object directly: "we lack money" (the noun is "a lack of").',
  ],
  [
    /\b([Ii])n(?=\s+the\s+same\s+time\s*(?:[,.;!?]|$))/g,
    (m) => (m[1] === 'I' ? 'At' : 'at'),
    'It is "at the same time".',
  ],
  [
    /\b(said)\s+(me|him|her|us|them)\b(?=\s+(?:that|the|a|about|everything|something|nothing|so)\b)/gi,
    (m) => `told ${m[2]}`,
    'You "tell" someone, or "say" something to someone.',
  ],
  [
    // Not before a time: "listening the whole time", "listened a while".
    /\b(listen(?:s|ed|ing)?)(?=\s+(?:music|songs?|the|a|my|his|her|their|our|your|me|him|us|them)\b)(?!\s+(?:the\s+(?:whole|entire|rest|same)|a\s+(?:lot|bit|little|while|moment|minute|second|long))\b)/gi,
    (m) => `${m[1]} to`,
    'You "listen to" something.',
  ],
  [
    /\b(wait(?:s|ed|ing)?)(?=\s+(?:me|him|us|them)\b(?!\s+out\b))/gi,
    (m) => `${m[1]} for`,
    'You "wait for" someone.',
  ],
  [
    /\b((?:go|goes|went|going|gone|come|comes|came|coming|get|gets|got|getting|return|returns|returned|returning)\s+)to\s+(home)\b(?=\s*(?:[.,;!?]|$|and\b|early\b|late\b|now\b|after\b|at\b|by\b|with\b|from\b))/gi,
    (m) => `${m[1]}${m[2]}`,
    '"home" needs no "to" after a verb of motion: "go home".',
  ],
  [
    /\b((?:I|you|he|she|we|they)\s+(?:also\s+)?mention(?:s|ed)?)\s+about\b/gi,
    (m) => m[1]!,
    'This verb takes its object directly, with no preposition.',
  ],
  [/\b([Ii])n\s+(nowadays)\b/g, (m) => (m[1] === 'I' ? 'Nowadays' : 'nowadays'), '"Nowadays" takes no "in".'],
];

/**
 * Words learners mix up because they sound or look alike, each only where the other word cannot stand:
 * "loosing" -> "losing", "I advice you" -> "advise", "a great affect on" -> "effect", "Their is" -> "There is".
 */
/** The adjective of a noun learners put after "very": "very convenience" -> convenient. */
const ADJECTIVE_OF_NOUN: Record<string, string> = {
  convenience: 'convenient',
  importance: 'important',
  danger: 'dangerous',
  happiness: 'happy',
  beauty: 'beautiful',
  success: 'successful',
  confidence: 'confident',
  health: 'healthy',
  luck: 'lucky',
  comfort: 'comfortable',
  patience: 'patient',
  independence: 'independent',
  silence: 'silent',
  difference: 'different',
  anger: 'angry',
  sadness: 'sad',
  kindness: 'kind',
  difficulty: 'difficult',
  talent: 'talented',
};
/** The nouns of ADJECTIVE_OF_NOUN, as a regular expression's alternatives. */
const NOUNS_OF_ADJECTIVES = Object.keys(ADJECTIVE_OF_NOUN).join('|');
/** People, before whom a noun says what they are like: "a success man", "a beauty girl". */
const PEOPLE_NOUNS =
  'man|men|woman|women|girl|girls|boy|boys|person|people|singer|teacher|student|player|writer|actor|actress|businessman|doctor|leader';

/** An adjective that is nothing else: "kind", "beautiful", "busy" (not "light", "fine" as a noun too). */
const isPlainAdjective = (word: string) => ADJECTIVES_WITHOUT_BE.has(word) && !isNoun(word);

/** The adjective an "-ly" adverb is made from, when it is one that says how a thing is: "easily" -> easy. */
function adjectiveOfAdverb(adverb: string): string | undefined {
  const stem = adverb.slice(0, -2);
  return [stem, `${stem.slice(0, -1)}y`, `${stem}le`, `${stem}e`].find((adjective) =>
    isPlainAdjective(adjective),
  );
}

/** How hair looks, one or two words before it: "long", "long black", "curly". */
const HAIR_LOOKS =
  '(?:(?:long|short|black|brown|blonde|blond|red|grey|gray|white|curly|straight|beautiful|thick|dark)\\s+){1,2}';

const CONFUSED_WORDS: PhraseTable = [
  // "We learn a lot of knowledge at school" -> "gain" (学知识): one learns things, and gains knowledge.
  [
    /\b(learn|learns|learned|learnt|learning)(?=\s+(?:(?:a\s+lot\s+of|lots\s+of|much|more|some|new|useful|basic)\s+)?knowledge\b)/gi,
    (m) =>
      matchCase(
        { learn: 'gain', learns: 'gains', learned: 'gained', learnt: 'gained', learning: 'gaining' }[
          m[1]!.toLowerCase()
        ]!,
        m[1]!,
      ),
    'One gains (or gets) knowledge, and learns things: "gain knowledge", "learn a lot".',
  ],

  // "I like it very." -> "very much": "very" alone does not end a sentence (not "Thank you very, very much").
  [
    /\b((?:like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|thank|thanks)\s+(?:it|this|that|them|him|her|you|me|us)\s+very)(?=\s*[.!?]|\s*$)/gi,
    (m) => `${m[1]} much`,
    '"Very" needs a word to go with at the end: "I like it very much".',
  ],
  // "It is too much expensive" -> "much too expensive"; "She is very much beautiful" -> "very beautiful":
  // before an adjective, "much" goes first or not at all.
  [
    /\b(too\s+much|very\s+much)\s+(?=([a-z]+)\b)/gi,
    (m) =>
      ADJECTIVES_WITHOUT_BE.has(m[2]!) && !isNoun(m[2]!)
        ? /^too/i.test(m[1]!)
          ? `${matchCase('much', m[1]!)} too `
          : `${m[1]!.split(/\s+/)[0]} `
        : m[0],
    'Before an adjective, it is "much too expensive" or "very beautiful".',
  ],
  // "He is enough tall to play" -> "tall enough": "enough" comes after an adjective.
  [
    /\b((?:am|is|are|was|were|be|['’]m|['’]re|['’]s|not)\s+)enough\s+([a-z]+)(?=\s+(?:to|for)\b|\s*[.,!?;]|\s*$)/g,
    (m) => (ADJECTIVES_WITHOUT_BE.has(m[2]!) && !isNoun(m[2]!) ? `${m[1]}${m[2]} enough` : m[0]),
    '"Enough" comes after an adjective: "tall enough to play".',
  ],
  // "She is so kind person" -> "such a kind person": "so" goes with an adjective alone, "such a" with a noun.
  [
    /\b((?:is|was|are|were|['’]s|['’]m)\s+)so\s+([a-z]+)\s+(person|man|woman|girl|boy|day|place|city|teacher|friend|country|story|film|movie|book|question|idea)\b/g,
    (m) => (isPlainAdjective(m[2]!) ? `${m[1]}such ${indefiniteArticle(m[2]!)} ${m[2]} ${m[3]}` : m[0]),
    'Before an adjective and a noun, it is "such a": "such a kind person" ("so kind" alone).',
  ],
  // "What beautiful flower!" -> "What a beautiful flower!": one thing counted takes "a" (not "What
  // beautiful weather!", "What lovely flowers!").
  [
    /(?<=^|[.!?]\s+)What\s+(?=([a-z]+)\s+([a-z]+)\s*!)/g,
    (m) =>
      isPlainAdjective(m[1]!) &&
      pluralOf(m[2]!) !== undefined &&
      pluralOf(m[2]!) !== m[2] &&
      !isMassNoun(m[2]!)
        ? `What ${indefiniteArticle(m[1]!)} `
        : m[0],
    'An exclamation about one thing takes "a": "What a beautiful flower!".',
  ],
  // "The test was very easily" -> "very easy": after "be", how a thing is takes an adjective (not "It was
  // easily the best": the adverb goes with what follows).
  [
    /\b((?:am|is|are|was|were|be|been|['’]s|['’]m|['’]re)\s+(?:very\s+|so\s+|really\s+|quite\s+|too\s+)?)([a-z]+ly)(?=\s*[.,!?;]|\s*$)/g,
    (m) => {
      const adjective = adjectiveOfAdverb(m[2]!);
      return adjective ? `${m[1]}${adjective}` : m[0];
    },
    'After "be", how a thing is takes an adjective: "The test was very easy".',
  ],
  // "He drives very careful" -> "carefully": how one does something takes an adverb (not the flat adverbs
  // "drive slow", "talk loud", which are everyday English).
  [
    /\b((?:drive|drives|drove|driving|walk|walks|walked|speak|speaks|spoke|talk|talks|talked|work|works|worked|write|writes|wrote|answer|answers|answered|behave|behaves|behaved)\s+(?:very\s+|so\s+|really\s+|quite\s+|too\s+)?)(careful|careless|beautiful|polite|nervous|angry|serious|honest|patient|quiet)(?=\s*[.,!?;]|\s*$)/g,
    (m) => `${m[1]}${m[2]!.replace(/y$/, 'i')}ly`,
    'How one does something takes an adverb: "He drives very carefully".',
  ],
  // "How a beautiful day!" -> "What a beautiful day!": "what" goes with a noun, "how" with an adjective.
  [
    /(?<=^|[.!?]\s+)How(?=\s+an?\s+[a-z]+(?:\s+[a-z]+)?\s*!)/g,
    () => 'What',
    'An exclamation about a noun takes "what": "What a beautiful day!" ("How beautiful it is!").',
  ],

  // "It is benefit for our health" -> "beneficial to": "benefit" is the noun or the verb, not the adjective.
  [
    /\b((?:is|are|was|were|be|been)\s+(?:very\s+|really\s+|so\s+|quite\s+|more\s+)?)benefit\s+(?:for|to)\b/gi,
    (m) => `${m[1]}beneficial to`,
    '"Benefit" is a noun or a verb; the adjective is "beneficial": "It is beneficial to our health".',
  ],
  // "Children should not play computer game too much" -> "computer games" (玩电脑游戏): games, in general.
  [
    /\b((?:play|plays|played|playing)\s+(?:video|computer|mobile|online)\s+)game\b(?!s)/gi,
    (m) => `${m[1]}games`,
    'Games in general are plural: "play computer games" (or "play a computer game").',
  ],
  // "I play the football" -> "play football": a sport takes no "the" ("play the piano" is an instrument).
  [
    /\b((?:play|plays|played|playing)\s+)the\s+(football|basketball|volleyball|tennis|badminton|soccer|baseball|golf|table\s+tennis|ping-pong|chess|cards)\b/gi,
    (m) => `${m[1]}${m[2]}`,
    'A sport or a game takes no "the": "play football" (an instrument does: "play the piano").',
  ],
  // "A lot of peoples came" -> "people": "peoples" are nations ("the peoples of Asia"), not a crowd.
  [
    /\b((?:a\s+lot\s+of|lots\s+of|so\s+many|too\s+many)\s+)(peoples)\b/gi,
    (m) => `${m[1]}people`,
    '"People" is already plural: "a lot of people" ("peoples" are nations).',
  ],
  // "It makes me feel very happily" -> "happy", "She looks beautifully" -> "beautiful": after "feel",
  // "look" or "seem", how someone is takes an adjective (not "She looked nervously around", "beautifully
  // dressed": an adverb of the verb or of the word after it).
  [
    /\b((?:feel|feels|felt|feeling|look|looks|looked|looking|seem|seems|seemed)\s+(?:very\s+|so\s+|really\s+|quite\s+)?)(happily|beautifully|sadly|lonelily)\b(?=\s*(?:[.,!?;]|$)|\s+(?:and|but|because|when|today|now|again|in\s+(?:it|that|this|the\s+\w+\s+dress))\b)/gi,
    (m) =>
      `${m[1]}${{ happily: 'happy', beautifully: 'beautiful', sadly: 'sad', lonelily: 'lonely' }[m[2]!.toLowerCase()]}`,
    'After "feel", "look" or "seem", say how someone is with an adjective: "I feel happy", "She looks beautiful".',
  ],
  // "I want to make friend with him" -> "make friends with": it takes two to be friends.
  [
    /\b(make|makes|made|making)\s+friend\b(?=\s+with\b)/gi,
    (m) => `${m[1]} friends`,
    'It is "make friends with" someone: it takes two to be friends.',
  ],
  // "He is elder than me" -> "older than": "elder" comes before a noun ("my elder brother"), never before "than".
  [
    /\belder\s+than\b/gi,
    (m) => `${m[0][0] === 'E' ? 'O' : 'o'}lder than`,
    '"Elder" only comes before a noun ("my elder sister"); a comparison takes "older than".',
  ],
  // "I am a Chinese" -> "I am Chinese": a nationality in "-ese" is an adjective after "be" (not "a Chinese
  // teacher", "a Chinese word").
  [
    /\b((?:am|is|are|was|were|['’]m|['’]s)\s+)an?\s+(Chinese|Japanese|Vietnamese|Portuguese)\b(?=\s*(?:[.,!?;]|$)|\s+(?:and|but|because|too|as\s+well)\b)/g,
    (m) => `${m[1]}${m[2]}`,
    'A nationality in "-ese" is said without "a" after "be": "I am Chinese" (or "a Chinese person").',
  ],
  // "I got up lately this morning" -> "late": "lately" means "recently".
  [
    /\b((?:got|get|gets|getting|woke|wake|wakes|waking)\s+up\s+|(?:came|come|comes|arrived|arrive|arrives|went\s+to\s+bed|go\s+to\s+bed|goes\s+to\s+bed|slept|sleep|sleeps)\s+(?:back\s+|home\s+)?)lately\b(?=\s+(?:this\s+morning|last\s+night|yesterday|today|tonight|again|every\s+day)\b)/gi,
    (m) => `${m[1]}late`,
    '"Late" is after the usual time ("I got up late"); "lately" means "recently".',
  ],
  // "He maybe late" -> "may be late": "maybe" (也许) is an adverb; "may be" is the verb.
  [
    /\b((?:I|you|he|she|it|we|they|He|She|It|We|They|You|[Tt]his|[Tt]hat)\s+)maybe(?=\s+(?:late|wrong|right|true|busy|tired|sick|ill|ready|useful|possible|difficult|hard|easy|at\s+home|a|an|the)\b)/g,
    (m) => `${m[1]}may be`,
    '"Maybe" means "perhaps"; the verb is "may be": "He may be late".',
  ],
  // "Sometime I go to the library" -> "Sometimes" (有时); "Sometime I will visit you" (some day) is right.
  [
    /(^|[.!?]\s+)Sometime(?=\s+(?:I|we|they|you)\s+(?!will\b|would\b|should\b|could\b|might\b|may\b|must\b|can\b|shall\b|['’])(?:go|feel|think|play|watch|read|like|get|want|have|eat|study|walk|listen|help|visit|see|write|cook|don['’]t|do)\b)/g,
    (m) => `${m[1]}Sometimes`,
    '"Sometimes" means "now and then" (有时); "sometime" means "at some time" ("sometime next week").',
  ],
  // "I have a lot of works to do" -> "work": work to do is uncountable ("works" are a writer's books).
  [
    /\b((?:a\s+lot\s+of|lots\s+of|much|many|so\s+many|too\s+many|some)\s+)works(?=\s+to\s+do\b)/gi,
    (m) => `${m[1]}work`,
    'Work to do is uncountable: "a lot of work to do".',
  ],
  // "It was so a beautiful day" -> "such a beautiful day": "so" goes with an adjective alone. Not a "So"
  // that opens a sentence ("So a good thing happened": "therefore"), only after a word in the clause.
  [
    /(?<=\p{L}['’]?\p{L}*\s+)\b([Ss])o\s+(an?\s+(?:beautiful|good|nice|great|big|wonderful|bad|hot|cold|long|interesting|boring|difficult|easy|important|terrible|lovely|kind|smart|funny|happy|sad|exciting|busy|special|strange|small|clever|friendly)\s+[a-z]+)/gu,
    (m) => `${m[1] === 'S' ? 'S' : 's'}uch ${m[2]}`,
    'Before "a" + adjective + noun, it is "such": "such a beautiful day" ("so beautiful" alone).',
  ],
  // "a lot of helps" -> "help", "many helps" -> "a lot of help", "Thank you for your helping" -> "your
  // help": help given is uncountable.
  [
    /\b((?:a\s+lot\s+of|lots\s+of|much|many|your|his|her|their|our|my)\s+)(?:helps\b|helping(?=\s*[.,!?;]|\s*$))/gi,
    // "many" counts, so "many helps" is "a lot of help".
    (m) => `${/^many\s/i.test(m[1]!) ? `${m[1]![0] === 'M' ? 'A' : 'a'} lot of ` : m[1]}help`,
    '"Help" (given) is uncountable: "a lot of help", "thank you for your help".',
  ],
  // "She has long hairs" -> "long hair", "She has a long hair" -> "long hair": the hair on one's head is
  // uncountable ("a few grey hairs", "a long hair in my soup" count single hairs).
  [
    new RegExp(
      `(?<!\\b(?:few|some|several|many|two|three|four|five|\\d+)\\s+)\\b(${HAIR_LOOKS})hairs\\b`,
      'gi',
    ),
    (m) => `${m[1]}hair`,
    'The hair on one\'s head is uncountable: "She has long hair" ("two grey hairs" count single hairs).',
  ],
  [
    new RegExp(`\\b((?:has|have|had|having|with)\\s+)an?\\s+(${HAIR_LOOKS}hair)\\b`, 'gi'),
    (m) => `${m[1]}${m[2]}`,
    'The hair on one\'s head is uncountable: "She has long hair" ("a hair" is one single hair).',
  ],
  // "It is very convenience" -> "convenient" (很方便): "very" goes with the adjective, not its noun.
  [
    new RegExp(
      `(?<!\\b(?:the|this|that|its|his|her|their|our|my|your)\\s+)\\b((?:[Vv]ery|[Ss]o|[Tt]oo|[Qq]uite|[Rr]eally)\\s+)(${NOUNS_OF_ADJECTIVES})\\b(?!\\s+of\\b)(?=\\s*[.,!?;]|\\s*$|\\s+(?:to|for|and|but|because|in|at|with|now|today)\\b)`,
      'g',
    ),
    (m) => `${m[1]}${ADJECTIVE_OF_NOUN[m[2]!]}`,
    '"Very" goes with an adjective, not a noun: "very convenient", "very important".',
  ],
  // "He is a success man" -> "a successful man", "She is a beauty girl" -> "a beautiful girl": before a
  // person, what they are like is an adjective ("a beauty salon", "a success story" are things; not "the
  // danger men face", where "men" starts a clause, nor "comfort women", a name in history).
  [
    new RegExp(
      `\\b(an?\\s+)(success|beauty|talent|luck|confidence|patience|importance)(?=\\s+(?:${PEOPLE_NOUNS})\\b)`,
      'gi',
    ),
    (m) => {
      const adjective = ADJECTIVE_OF_NOUN[m[2]!.toLowerCase()]!;
      return `${matchCase(indefiniteArticle(adjective), m[1]!)} ${adjective}`;
    },
    'Before a person, say what they are like with an adjective: "a successful man", "a beautiful girl".',
  ],
  // "I am confidence" -> "confident", "She is patience with children" -> "patient": what a person is like
  // after "be" is an adjective.
  [
    /\b((?:I|you|he|she|we|they)\s+(?:am|is|are|was|were)\s+|(?:I|you|he|she|we|they)['’](?:m|re|s)\s+)(confidence|patience|success|anger|luck|health|happiness|talent)\b(?=\s*[.,!?;]|\s*$|\s+(?:with|at|and|about|in|now|today)\b)/gi,
    (m) => `${m[1]}${ADJECTIVE_OF_NOUN[m[2]!.toLowerCase()]}`,
    'What a person is like, after "be", is an adjective: "I am confident", "She is patient".',
  ],
  // "The price raised last year" -> "rose", "The price has raised a lot" -> "has risen": "raise" needs an
  // object ("raise prices"); what goes up "rises".
  [
    /\b((?:the\s+)?(?:price|prices|cost|costs|temperature|temperatures|number|sea\s+level|water\s+level|sun|rate|rates|population)\s+(?:(?:has|have|had)\s+)?)(raise|raises|raised)\b(?=\s*[.,!?;]|\s*$|\s+(?:by|to|from|again|quickly|sharply|slowly|dramatically|every|last|in|this|a\s+lot)\b)/gi,
    (m) => {
      const perfect = /\b(?:has|have|had)\s+$/i.test(m[1]!);
      const rise = { raise: 'rise', raises: 'rises', raised: perfect ? 'risen' : 'rose' } as const;
      return `${m[1]}${rise[m[2]!.toLowerCase() as keyof typeof rise]}`;
    },
    '"Raise" needs an object ("raise prices"); what goes up by itself "rises" (rose, risen).',
  ],
  // "He runs very fastly" -> "fast" (not the spelling guess "lastly"): "fast" is its own adverb.
  [/\b([Ff])astly\b/g, (m) => `${m[1]}ast`, '"Fast" is an adjective and an adverb: "He runs fast".'],
  // "She sings very good", "He did it very good" -> "well": how one does something is an adverb ("It smells
  // good" is a sense, "exercise does good" a benefit).
  [
    /\b((?:(?:sing|sings|sang|speak|speaks|spoke|play|plays|played|dance|dances|danced|swim|swims|swam|cook|cooks|cooked|write|writes|wrote|draw|draws|drew)(?:\s+(?:English|Chinese|it|football|basketball|the\s+piano|the\s+guitar))?|(?:do|does|did|done)\s+(?:it|the\s+job|the\s+work|this|that))\s+(?:very\s+|so\s+|really\s+|quite\s+)?)good(?=\s*[.!?,]|\s*$)/g,
    (m) => `${m[1]}well`,
    'How one does something takes an adverb: "She sings well" ("good" describes a thing: "a good song").',
  ],
  [
    /\b([Ll])oosing\b/g,
    (m) => `${m[1]}osing`,
    '"Lose" (losing) is to stop having something; "loose" means not tight.',
  ],
  [
    /\b((?:will|would|can|could|may|might|must|should|don't|didn't|doesn't|won't|never|not)\s+)loose\b(?!\s+(?:fit|fitting|ends?|change|clothes|clothing)\b)/gi,
    (m) => `${m[1]}lose`,
    '"Lose" is to stop having something; "loose" means not tight.',
  ],
  [
    /\b((?:I|you|we|they|You|We|They|would|will|can|could|should|to|strongly)\s+)advice(?=\s+(?:you|him|her|them|us|me|people|everyone|students|that)\b)/g,
    (m) => `${m[1]}advise`,
    '"Advise" is the verb; "advice" is the noun.',
  ],
  // "He advice me to study", "My teacher advice me" -> "advises": one person, the verb's "-s".
  [
    new RegExp(
      `\\b((?:[Hh]e|[Ss]he|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]he) (?:${[...FAMILY_AND_FRIENDS].join('|')}|doctor))\\s+)advice(?=\\s+(?:you|him|her|them|us|me)\\b)`,
      'g',
    ),
    (m) => `${m[1]}advises`,
    '"Advise" is the verb ("he advises"); "advice" is the noun.',
  ],
  [
    /\b((?:my|your|his|her|our|their|some|the|this|that|good|any|of|for|much)\s+)advise\b(?!\s+(?:you|him|her|them|us|me)\b)/gi,
    (m) => `${m[1]}advice`,
    '"Advice" is the noun; "advise" is the verb.',
  ],
  // "Please give me some advises" -> "some advice": the noun has no plural ("He advises" is the verb).
  [
    /\b((?:my|your|his|her|our|their|some|any|good|useful|valuable)\s+)advises\b/gi,
    (m) => `${m[1]}advice`,
    '"Advice" is the noun, and has no plural: "some advice"; "advises" is the verb.',
  ],
  [
    /\b((?:a|an|the|great|big|good|bad|negative|huge|strong|major|side|no|any|little|significant|serious|direct|lasting)\s+)affect(s?)(?=\s+(?:on|of)\b)/gi,
    (m) => `${m[1]}effect${m[2]}`,
    '"Effect" is the noun (a result); "affect" is the verb.',
  ],
  [
    /\b([Ww])eather(?=\s+or\s+not\b)/g,
    (m) => `${m[1]}hether`,
    '"Whether or not": "weather" is rain and sun.',
  ],
  [
    /\b([Tt])heir(?=\s+(?:is|are|was|were)\b)/g,
    (m) => `${m[1]}here`,
    '"There is/are" says something exists; "their" is "of them".',
  ],
  [
    /\b((?:a|the|big|great|huge|heavy|total)\s+)lose\b(?![-‐])/gi,
    (m) => `${m[1]}loss`,
    '"Loss" is the noun; "lose" is the verb.',
  ],
  [
    /\b((?:can|can't|cannot|could|couldn't|to|will|must)\s+)breath\b/gi,
    (m) => `${m[1]}breathe`,
    '"Breathe" is the verb; "breath" is the noun.',
  ],
  [
    // Not "She is quiet a lot of the time": after "be" or "keep", "quiet" is the adjective and "a lot" the time.
    /\b([Qq])uiet(?=\s+(?:good|bad|easy|difficult|hard|different|similar|interesting|important|expensive|cheap|sure|true|simple|clear|common|popular|useful|surprised|far|often|well|a|an|few)\b)(?!(?<=\b(?:am|is|are|was|were|be|been|being|keep|keeps|kept|stay|stays|stayed|remain|remains|remained)\s+[Qq]uiet)\s+a\s+(?:lot|while|moment|bit|little)\b)/g,
    (m) => `${m[1]}uite`,
    '"Quite" means "fairly"; "quiet" means not loud.',
  ],
  [
    /\b((?:a|the|my|your|his|her|our|their|good|right|wrong|best|difficult|hard|final|personal|own)\s+)choose\b/gi,
    (m) => `${m[1]}choice`,
    '"Choice" is the noun; "choose" is the verb.',
  ],
  [/\b([Mm])edias\b/g, (m) => `${m[1]}edia`, '"Media" is already a plural (of "medium").'],
  // "There are to many people" -> "too many": after "be", "to" + "many" is "too".
  [
    /\b((?:am|is|are|was|were|be|been|[a-z]+['’](?:s|re))\s+)to(?=\s+(?:many|much|big|small|late|early|hard|difficult|expensive|old|young|tired|hot|cold|far|high|low)\b(?![-‐]))/gi,
    (m) => `${m[1]}too`,
    '"Too" means more than enough; "to" is a preposition.',
  ],
  // "My English is not so well" -> "good": a thing is good; "well" says how something is done ("I speak
  // English well"), or that a person is healthy ("I am not well"); so is the weather. Not "My writing is well
  // organised".
  [
    /\b((?:(?:my|your|his|her|our|their)\s+(?:English|Chinese|French|Japanese|pronunciation|grammar|spelling|handwriting|writing|speaking|listening|vocabulary|score|scores|grade|grades|result|results)|the\s+(?:weather|food))\s+(?:is|was|are|were|isn't|wasn't|aren't|weren't)\s+(?:not\s+)?(?:so\s+|very\s+|quite\s+|really\s+|too\s+)?)well\b(?=\s*(?:[.,!?;]|$|(?:and|but|because|so|yet|now|enough|today|here)\b))/gi,
    (m) => `${m[1]}good`,
    '"Good" says what a thing is like ("My English is good"); "well" says how you do something ("I speak English well").',
  ],
  // "He studies hardly" -> "hard": "hard" is how much effort; "hardly" means "almost not" ("He hardly studies").
  [
    /\b((?:work|works|worked|working|study|studies|studied|studying|try|tries|tried|trying|practise|practises|practised|practice|practices|practiced|practicing|train|trains|trained|training)\s+(?:very\s+|so\s+|really\s+)?)hardly\b(?!\s+(?:at\s+all|ever|any|anything|anyone|enough)\b)/gi,
    (m) => `${m[1]}hard`,
    '"Hard" says how much effort ("work hard"); "hardly" means "almost not" ("I can hardly see").',
  ],
  // "Beside, it is cheap" -> "Besides,": "besides" adds a point; "beside" means "next to".
  [
    /(^|[.!?]\s+)(Beside)(?=\s*,)/g,
    (m) => `${m[1]}Besides`,
    '"Besides" adds a point ("also"); "beside" means "next to".',
  ],
];

/** Verbs with no passive, written with "be" as Chinese writes 被/是…的. */
const NO_PASSIVE: PhraseTable = [
  // "He was died in 2000" -> "He died", "The accident was happened" -> "happened": verbs that take no
  // object have no passive.
  [
    /\b(?:was|were)\s+(died|happened|occurred|disappeared|existed)\b/gi,
    (m) => m[1]!,
    'This verb has no passive ("be" + the verb): "He died", "It happened".',
  ],
  [
    /\b(has|have|had)\s+been\s+(happened|occurred|died|disappeared|existed)\b/gi,
    (m) => `${m[1]} ${m[2]}`,
    'This verb has no passive ("been" + the verb): "It has happened".',
  ],
];

/**
 * Words that show the word before them is a verb with its object or its place: "study abroad", "teach
 * children", "help them", "learn English".
 */
const VERB_OBJECTS =
  /^(?:me|him|her|us|them|it|the|a|an|my|his|our|their|your|this|these|some|more|abroad|hard|children|people|others|English|Chinese)$/;

/** The infinitive's base form after "to". */
const TO_INFINITIVE: PhraseTable = [
  // "I will try my best to learning" -> "to learn": after these verbs, "to" is the infinitive's.
  [
    /\b((?:want|wants|wanted|hope|hopes|hoped|plan|plans|planned|decide|decides|decided|try|tries|tried|would\s+like|['’]d\s+like|(?:my|his|her|our|their|your)\s+best)\s+to\s+)([a-z]+ing)\b/gi,
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
  // "My dream is become a doctor" -> "is to become": a plan or wish says what to do with "to". A verb that
  // is a noun too only before what shows it a verb: an object ("My plan is study abroad", "My job is teach
  // children"; not "My job is cook", which may want "a cook", nor "My goal is weight loss").
  [
    /\b((?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our)\s+(?:dream|goal|plan|aim|wish|job|task|duty)\s+(?:is|was)\s+)([a-z]+)(?=\s+([A-Za-z]+))/g,
    (m) =>
      isVerb(m[2]!) && !/ing$/.test(m[2]!) && (!isNoun(m[2]!) || VERB_OBJECTS.test(m[3]!))
        ? `${m[1]}to ${m[2]}`
        : m[0],
    'A plan or a wish says what to do with "to": "My dream is to become a doctor".',
  ],
];

/** A country's or a city's name takes no "the" ("the United States", "the UK" are other names). */
const NAME_ARTICLE: PhraseTable = [
  // "I went to the China last year" -> "to China".
  [
    /\b((?:to|in|from|visit|visited|visiting|about|love|like|left|leave|around)\s+)the\s+(China|Japan|Beijing|Shanghai|Guangzhou|Shenzhen|America|England|France|Germany|Canada|Australia|Korea|Russia|India|Italy|Spain|Europe|Asia|Africa|London|Paris|Tokyo)(?=\s*[.,!?;]|\s*$|\s+(?:and|for|last|next|this|with|because|in|on|at|to|is|was|every|since|before|after|when|once|again|yesterday|tomorrow)\b)/g,
    (m) => `${m[1]}${m[2]}`,
    'A country or a city takes no "the": "I went to China" ("the United States" and "the UK" are other names).',
  ],
];

/** Verbs of what people do for a person, whose object shows "who" before them is their subject. */
const DOING_FOR = ['help', 'teach', 'love', 'support', 'encourage', 'understand', 'visit'];

/** Verbs of where people are, whose place shows "who" before them is their subject. */
const BEING_SOMEWHERE = ['live', 'work', 'come', 'study', 'stay'];

/**
 * "<persons> who <pronoun> <verb> me" or "… lives in Beijing": a pronoun that says the persons again after
 * "who". The verb's object, or its place after "in/at/for/from" with a name or a determiner ("works at a
 * bank"), shows that "who" is not its object ("the man who she works for" is right).
 */
function whoThenSubject(persons: string, pronouns: string, number: 'one' | 'plural'): RegExp {
  const formsOf = (verbs: string[]) =>
    verbs.flatMap((verb) => [number === 'one' ? thirdPersonOf(verb) : verb, pastOf(verb)!]).join('|');
  const [personWords, pronounWords] = [persons, pronouns].map((words) => words.split(' ').join('|'));
  const object = `(?:${formsOf(DOING_FOR)})\\s+(?:me|us|him|her|them|you)\\b`;
  const place = `(?:${formsOf(BEING_SOMEWHERE)})\\s+(?:in|at|for|from|near)\\s+(?:(?:a|an|the|my|his|her|our|their)\\b|[A-Z])`;
  return new RegExp(
    `(?<=\\b(?:${personWords})\\s+)(who)\\s+(?:${pronounWords})(?=\\s+(?:${object}|${place}))`,
    'g',
  );
}

/** Words a relative clause repeats: "which" or "where" already stands for them. */
const RELATIVE_REPEAT: PhraseTable = [
  // "The book which I bought it yesterday" -> "which I bought yesterday" (not "that", which may start any
  // clause: "He said that I bought it").
  [
    /\b(which\s+(?:I|you|he|she|we|they)\s+(?:bought|saw|made|took|wrote|read|got|found|lost|sent|watched|visited|ate|cooked|liked|loved|chose|borrowed|received|used))\s+it\b(?=\s*[.,!?;]|\s+(?:yesterday|last|in|at|from|for|is|was|very|on)\b)/g,
    (m) => m[1]!,
    '"Which" already stands for the thing: "the book which I bought" (no "it").',
  ],
  // "He is the person who I met him yesterday" -> "who I met yesterday": "who" already stands for the
  // person: after a person named (not "I can't remember who I told them was coming", nor "who I saw him
  // with", where "who" is someone else).
  [
    /(?<=\b(?:person|people|man|men|woman|women|girl|boy|friend|friends|teacher|student|one|guy|lady|doctor|child|children)\s+)((?:who|whom)\s+(?:I|you|he|she|we|they)\s+(?:met|saw|know|knew|love|loved|like|liked|called|helped|visited|married|admire|admired|told|asked|trust|trusted))\s+(?:him|her|them)\b(?=\s*[.,!?;]|\s+(?:yesterday|last|in|at|from|is|was|are|were|very|on|two|a|every)\b)/g,
    (m) => m[1]!,
    '"Who" already stands for the person: "the person who I met" (no "him").',
  ],
  // "I have friends who they help me" -> "who help me", "a teacher who she helps me" -> "who helps me":
  // "who" is already the subject, when the pronoun after it is the person named again and the verb has its
  // own object (not "the people who they saw", where "who" is the object, nor "the people who they told me
  // were coming").
  [
    whoThenSubject(
      'friends people students parents children teachers classmates neighbours neighbors',
      'they',
      'plural',
    ),
    (m) => m[1]!,
    '"Who" is already the subject: "friends who help me" (no "they").',
  ],
  [
    whoThenSubject(
      'friend teacher mother father sister brother girl boy man woman person classmate',
      'he she',
      'one',
    ),
    (m) => m[1]!,
    '"Who" is already the subject: "a friend who helps me" (no "he" or "she").',
  ],
  // "This is the place where I was born there" -> "where I was born".
  [
    /\b(where\s+(?:I|you|he|she|we|they)\s+(?:was\s+born|were\s+born|live|lives|lived|grew\s+up|work|works|worked|study|studies|studied|stayed|stay))\s+there\b/g,
    (m) => m[1]!,
    '"Where" already stands for the place: "the place where I was born" (no "there").',
  ],
];

/**
 * "Nobody know" -> "knows": "everybody", "nobody", "someone" … are one, whatever they stand for. Not after
 * "do" or a modal ("Does anybody know?"), nor as the object of "let", "make", "see" ("Let anyone come"), nor
 * after "that", where it may be the subjunctive ("It is important that everyone understand").
 */
const ONE_PERSON: PhraseTable = [
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
    /(?<!\b(?:[Dd]o|[Dd]oes|[Dd]id|[Dd]on't|[Dd]oesn't|[Dd]idn't|[Ww]ill|[Ww]ould|[Cc]an|[Cc]ould|[Ss]hould|[Mm]ay|[Mm]ight|[Mm]ust|[Ss]hall|[Ll]et|[Mm]ake|makes|making|made|[Hh]elp|helps|helping|helped|[Hh]ave|has|having|had|[Ss]ee|sees|seeing|seen|saw|[Hh]ear|hears|hearing|heard|[Ww]atch|watches|watching|watched|lets|letting|[Ll]et's|[Bb]id|that)\s+)\b((?:[Nn]obody|[Ss]omebody|[Ss]omeone|[Ee]verybody|[Nn]o\s+one|[Aa]nybody|[Aa]nyone)\s+)(know|like|want|need|think|go|come|say|live|love|care|understand|believe|seem|feel|remember)\b/g,
    (m) => `${m[1]}${thirdPersonOf(m[2]!)}`,
    '"Everybody", "nobody" and "someone" take the verb for one person: "Nobody knows".',
  ],
];

/** Phrases whose verb takes -ing, not "to": "It is no use crying", "succeed in passing", "difficulty sleeping". */
const ING_AFTER: PhraseTable = [
  [
    /\b(no\s+use|(?:have|has|had|having)\s+(?:difficulty|trouble))\s+to\s+([a-z]+)\b/g,
    (m) => (isVerb(m[2]!) ? `${m[1]} ${ingForm(m[2]!)}` : m[0]),
    'After "no use" and "have difficulty/trouble", a verb takes -ing: "It is no use crying".',
  ],
  [
    /\b(succeed|succeeds|succeeded|insist|insists|insisted)\s+to\s+([a-z]+)\b/g,
    (m) => (isVerb(m[2]!) ? `${m[1]} ${/^succeed/.test(m[1]!) ? 'in' : 'on'} ${ingForm(m[2]!)}` : m[0]),
    'One succeeds "in" doing and insists "on" doing: "He succeeded in passing the exam".',
  ],
  // "I am fond to swim" -> "fond of swimming": one is fond "of" something, and "of" takes -ing.
  [
    /\b(fond)\s+to\s+([a-z]+)\b/gi,
    (m) => (isVerb(m[2]!) ? `${m[1]} of ${ingForm(m[2]!)}` : m[0]),
    'One is fond "of" something, and a verb after "of" takes -ing: "fond of swimming".',
  ],
  // "What about to play football?" -> "What about playing": "about" is a preposition, and takes -ing.
  [
    /\b((?:[Hh]ow|[Ww]hat)\s+about\s+)to\s+([a-z]+)\b/g,
    (m) => (isVerb(m[2]!) ? `${m[1]}${ingForm(m[2]!)}` : m[0]),
    '"How about" and "what about" are followed by -ing: "What about playing football?".',
  ],
  // "My hobby is play basketball" -> "playing": a hobby is an activity, named with -ing (with what is played,
  // read or collected after it).
  [
    /\b((?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our)\s+(?:hobby|favou?rite\s+(?:sport|activity|hobby|pastime))\s+(?:is|was)\s+)(play|read|watch|listen|collect|draw|paint|sing|swim|cook|write|ride|climb|take|make|learn)(?=\s+[a-z])/g,
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
  [
    /\b((?:had|['’]d)\s+better(?:\s+not)?|(?:would|['’]d)\s+rather(?:\s+not)?|[Ww]hy\s+not|needn['’]t)\s+to(?=\s+[a-z]+\b)/g,
    (m) => m[1]!,
    '"Had better", "would rather", "why not" and "needn\'t" are followed by the verb without "to".',
  ],
];

/** Words in the order Chinese puts them ("说英语说得很好" -> "speaks very well English"). */
const WORD_ORDER: PhraseTable = [
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
  // "I like very much reading" -> "I like reading very much": "very much" goes after a short object that
  // ends the sentence.
  [
    /\b(like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed)\s+(very\s+much)\s+((?:[a-z]+ing|the|my|your|his|her|our|their|this|these|those|English|Chinese|French|Japanese|music|math|maths|sports|football|basketball|animals)(?:\s+[a-z]+){0,2})(?=\s*[.!]|\s*$)/g,
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

/** Comparisons with "more" where the adjective takes "-er" (比我高 -> "taller than me"). */
const ER_COMPARISON: PhraseTable = [
  // "He is more tall than me" -> "taller than me". Only before what is compared with ("than me", "than the
  // others", "than before"), not "more old than new houses", where both describe the noun.
  [
    /\b([Mm]ore\s+)([a-z]+)(?=\s+than\s+(?:me|him|her|us|them|you|I|he|she|we|they|it|my|his|our|their|your|the|a|an|this|that|these|those|before|ever|usual|last|yesterday|\d|\p{Lu}))/gu,
    (m) => {
      const comparative = ER_COMPARATIVES[m[2]!];
      return comparative ? matchCase(comparative, m[1]!) : m[0];
    },
    'A short adjective compares with "-er": "taller than me", not "more tall".',
  ],
];

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

/** The table's fixes in the sentence; a fix may keep what it matched ("tries to bring"), which is no lint. */
function tableLints(sentence: string, rule: string, table: PhraseTable, kind = 'WordChoice'): RawLint[] {
  return table.flatMap(([pattern, fix, message]) =>
    [...sentence.matchAll(pattern)].flatMap((match) => {
      const fixed = fix(match as RegExpExecArray);
      if (fixed === match[0]) return [];
      return [lint(rule, kind, sentence, match.index, match.index + match[0].length, fixed, message)];
    }),
  );
}

/** Words between the verb and the feeling: "I am very interested", "We were not satisfied". */
const FEELING_MODIFIERS = new Set(
  'very so really quite too extremely also still always not a bit little'.split(' '),
);

/** Words that make a feeling strong: "very excited", "so bored". */
const INTENSIFIERS = new Set('very so really too extremely'.split(' '));
/** Words that may follow a feeling said of oneself: "I was so excited when", "because", "after". */
const FEELING_ENDS = new Set('when because after that and but at in with about by'.split(' '));

/** The index of the word before the feeling at `index` and its modifiers: "am" in "I am very interested". */
function beforeFeelingModifiers(words: readonly Word[], index: number): number {
  let at = index - 1;
  while (at > 0 && FEELING_MODIFIERS.has(words[at]!.lower)) at -= 1;
  return at;
}

/**
 * "I am interesting in music" -> "interested", "I feel very boring" -> "bored": the person feels "-ed", the
 * thing is "-ing". A person (I, we, you, they, he, she) who feels it, or who is it about something ("bored
 * with"); "It is interesting in many ways" and "He is boring" are right.
 */
function feelingAdjective(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const [feeling, about] = FEELINGS[word.lower] ?? [];
    if (!feeling || !about || word.text !== word.lower) return;
    const at = beforeFeelingModifiers(words, index);
    const verb = words[at];
    // "I'm interesting in": the subject is in the word.
    const contracted = verb && /^(i|we|you|they|he|she)['’](?:m|re|s)$/.exec(verb.lower);
    const subject = contracted ? { ...verb, lower: contracted[1]! } : words[at - 1];
    if (!verb || !subject || !/^(i|we|you|they|he|she)$/.test(subject.lower)) return;
    if (/[,;:.!?]/.test(sentence.slice(subject.start, word.start))) return;
    const feels = /^(feel|feels|felt)$/.test(verb.lower);
    const [next, after] = [words[index + 1], words[index + 2]];
    // "I am exciting to see you": what "I" or "we" are glad to do ("He is interesting to talk to" is right).
    const glad =
      /^(i|we)$/.test(subject.lower) && next?.lower === 'to' && after !== undefined && isVerb(after.lower);
    const isAbout = isBeForm(verb) && (about.includes(next?.lower ?? '') || glad);
    // "I was very exciting when I won", "We were so boring.": "I" or "we" so very "-ing" is a feeling, said
    // of oneself; not "I am a very boring person" (a noun follows), nor "He is very boring" (of another).
    const intensified = at < index - 1 && INTENSIFIERS.has(words[index - 1]!.lower);
    const ends =
      !next || /[,;:.!?]/.test(sentence.slice(word.end, next.start)) || FEELING_ENDS.has(next.lower);
    const self = /^(i|we)$/.test(subject.lower) && isBeForm(verb) && intensified && ends;
    if (!feels && !isAbout && !self) return;
    lints.push(
      lint(
        'WordloomFeelingAdjective',
        'WordChoice',
        sentence,
        word.start,
        word.end,
        feeling,
        `A person feels "${feeling}"; what makes them feel it is "${word.lower}".`,
      ),
    );
  });
  return lints;
}

/** What a person feels, to what makes them feel it: "bored" -> boring (FEELINGS the other way round). */
const CAUSE_OF_FEELING = wordTable<string>(
  Object.fromEntries(Object.entries(FEELINGS).map(([cause, [feeling]]) => [feeling, cause])),
);
/** Things that make one feel, and feel nothing themselves: "The movie was boring". */
const FEELING_CAUSES = new Set(
  'movie film book lesson game story trip journey show match program programme speech lecture concert course job weekend holiday vacation novel subject homework exam test'.split(
    ' ',
  ),
);

/** What one studies, which makes one feel: "Maths is very boring". */
const SUBJECTS_OF_STUDY = new Set(
  'english chinese math maths history science physics chemistry biology geography grammar'.split(' '),
);
/** Words that start a clause of its own, so an "-ing" word before them is no subject of "is". */
const CLAUSE_STARTS = new Set('that who which when if because while after before as'.split(' '));

/**
 * The thing before "is/was" at `be` that feels nothing, in the words a learner would name it with: "the
 * movie" (a thing from FEELING_CAUSES after "the/this/my…"), "Maths" (a subject of study opening the
 * sentence), "Learning English" (an "-ing" verb opening the sentence, up to three words after it, no
 * pronoun or clause among them: not "Knowing he was tired, …"). Undefined for anything else.
 */
function thingBefore(sentence: string, words: readonly Word[], be: number): string | undefined {
  const [determiner, thing] = [words[be - 2], words[be - 1]];
  if (!thing) return undefined;
  const singular = singularOf(thing.lower) ?? thing.lower;
  if (
    determiner &&
    FEELING_CAUSES.has(singular) &&
    DEFINITE_DETERMINERS.has(determiner.lower) &&
    adjacentRun(sentence, words.slice(be - 2, be + 1))
  )
    return `A ${singular}`;
  if (!/^(?:is|was)$/.test(words[be]!.lower)) return undefined;
  if (SUBJECTS_OF_STUDY.has(thing.lower) && startsSentence(sentence, thing)) return thing.text;
  for (let first = be - 1; first >= Math.max(0, be - 4); first -= 1) {
    const phrase = words.slice(first, be);
    if (phrase.slice(1).some((word) => SUBJECT_PRONOUNS.has(word.lower) || CLAUSE_STARTS.has(word.lower)))
      return undefined;
    const gerund = words[first]!;
    // "Working people is tired": people who work, not the work ("Living in Beijing is" is the living).
    const object = phrase[1]?.lower;
    const named =
      object && (PREPOSITIONS.has(object) || DEFINITE_DETERMINERS.has(object) || /^an?$/.test(object));
    if (PEOPLE_OF_A_KIND.has(gerund.lower) && object && !named) continue;
    if (
      startsSentence(sentence, gerund) &&
      lemmasOfIng(gerund.lower).some(isVerb) &&
      adjacentRun(sentence, words.slice(first, be + 1))
    )
      return phrase.map((word) => word.text).join(' ');
  }
  return undefined;
}

/**
 * "The movie was very bored" -> "boring", "Learning English is very interested" -> "interesting": a thing
 * does not feel, it makes one feel. A thing (thingBefore), then "is/was" (and "very", "so" …) and the
 * feeling, where it ends.
 */
function thingFeeling(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const cause = CAUSE_OF_FEELING[word.lower];
    if (!cause || word.text !== word.lower) return;
    const at = beforeFeelingModifiers(words, index);
    const be = words[at];
    if (!be || !/^(?:is|was|are|were)$/.test(be.lower) || !adjacentRun(sentence, words.slice(at, index + 1)))
      return;
    // "The movie was so bored by critics": a passive, not a feeling.
    if (
      !/^\s*(?:[.,!?;]|$|\s(?:and|but|because|so|for|to (?:me|us|him|her|them))\b)/.test(
        sentence.slice(word.end),
      )
    )
      return;
    const thing = thingBefore(sentence, words, at);
    if (!thing) return;
    lints.push(
      lint(
        'WordloomFeelingAdjective',
        'WordChoice',
        sentence,
        word.start,
        word.end,
        cause,
        `${thing} does not feel "${word.lower}"; it is "${cause}", it makes people feel "${word.lower}".`,
      ),
    );
  });
  return lints;
}

const VERY_VERBS = new Set('like love enjoy want hope appreciate agree miss hate prefer'.split(' '));

/** "I very like it" -> "I really like it": "very" goes with adjectives and adverbs, not verbs. */
function veryVerb(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((very, index) => {
    const subject = words[index - 1];
    const verb = words[index + 1];
    if (very.lower !== 'very' || !subject || !verb || !VERY_VERBS.has(verb.lower)) return;
    if (!SUBJECT_PRONOUNS.has(subject.lower) || !adjacent(sentence, very, verb)) return;
    lints.push(
      lint(
        'WordloomVeryVerb',
        'WordChoice',
        sentence,
        very.start,
        very.end,
        'really',
        `"very" does not go before a verb: "really ${verb.text}" (or "${verb.text} … very much").`,
      ),
    );
  });
  return lints;
}

/** "There have many people" -> "There are many people": "there is/are" says something exists. */
function thereHave(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((there, index) => {
    const have = words[index + 1];
    const next = words[index + 2];
    if (there.lower !== 'there' || !have || !next || !/^(have|has)$/.test(have.lower)) return;
    if (!adjacent(sentence, there, have) || !adjacent(sentence, have, next)) return;
    const singular = /^(a|an|one)$/.test(next.lower);
    if (!singular && !/^(many|several|some|lots|two|three|four|five|ten|no)$/.test(next.lower)) return;
    const be = singular ? 'is' : 'are';
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
  'and or but is was are were on in to for with about that which from at by because so than as will can this last today recently lately since'.split(
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

/** Words that follow a verb, not an adjective: an object, a determiner, a preposition. */
const VERB_FOLLOWERS = new Set(
  'you him her them it us me the a an my your his our their this that these those from with to at in on about again soon'.split(
    ' ',
  ),
);
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
  if (/^(?:get|gets|got|getting|become|becomes|became)$/.test(before) || PERSON_BE.test(before)) return true;
  return BE_USED.test(before) && PERSON.test(words[at - 1]?.lower ?? '');
}

/** Verbs followed by an -ing form, never by "to": "enjoy swimming", "avoid eating", "look forward to seeing". */
// Not "practice" ("it is common practice to ask"), nor "mind" in "keep in mind to bring", nor "considered"
// ("is considered to be": the passive).
const GERUND_VERBS = new Set(
  'enjoy enjoys enjoyed enjoying avoid avoids avoided avoiding finish finishes finished mind minds suggest suggests suggested suggesting consider considers considering'.split(
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
    const inMind = head.lower === 'mind' && words[index - 3]?.lower === 'in';
    if (!forward && !usedTo && (!GERUND_VERBS.has(head.lower) || inMind)) return;
    // "It was suggested to be": a passive, and its "to" is right.
    if (
      /^suggest/.test(head.lower) &&
      (verb.lower === 'be' || (words[index - 3] !== undefined && isBeForm(words[index - 3]!)))
    )
      return;
    // "make up our minds to do it": a noun after "our"; "look forward to steady progress": an adjective
    // before its noun.
    if (/^(our|my|your|his|her|their|the|a|one's)$/.test(words[index - 3]?.lower ?? '')) return;
    // After "look forward to", a verb has an object or an end ("see you", "hear from you"); "steady
    // progress" is an adjective and its noun.
    const after = words[index + 1];
    if (forward && after && adjacent(sentence, verb, after) && !VERB_FOLLOWERS.has(after.lower)) return;
    // "I am used to get up early": a verb with something after it; one that is a noun too needs an object or
    // a particle ("I'm used to work" may be the place).
    if (
      usedTo &&
      !(
        after &&
        adjacent(sentence, verb, after) &&
        (VERB_FOLLOWERS.has(after.lower) || PARTICLES.has(after.lower) || !isNoun(verb.lower))
      )
    )
      return;
    // "look forward to" and "be used to" keep their "to"; "enjoy to swim" loses it.
    const start = forward || usedTo ? verb.start : to.start;
    const ing = ingForm(verb.lower);
    lints.push(
      lint(
        'WordloomGerund',
        'Grammar',
        sentence,
        start,
        verb.end,
        ing,
        `"${forward ? 'look forward to' : usedTo ? 'be used to' : head.text}" is followed by the -ing form: "${ing}".`,
      ),
    );
  });
  return lints;
}

/**
 * "He explained me the rule" -> "explained the rule to me": you explain something to someone. A short thing
 * explained that ends the clause goes before "to me"; a longer one, or a question, stays after it
 * ("explained to me how it works"). Only "me", "us" and "him": "explain them to you" (things) and "explain
 * her decision" (her = possessive) are right.
 */
function explainTo(sentence: string): RawLint[] {
  return [
    ...sentence.matchAll(
      /\b(explain(?:s|ed|ing)?)\s+(me|him|us)\b(?!\s+to\b)(?:\s+((?:the|this|that|these|those|my|his|her|our|their|your|a|an)\s+[a-z]+(?:\s+[a-z]+)?)(?=\s*[.,;!?]|\s*$))?/gi,
    ),
  ].map((match) => {
    const [, verb, person, thing] = match;
    const fixed = thing ? `${verb} ${thing} to ${person}` : `${verb} to ${person}`;
    return lint(
      'WordloomExplainTo',
      'Grammar',
      sentence,
      match.index,
      match.index + match[0].length,
      fixed,
      `You explain something "to" someone: "${fixed}".`,
    );
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

const FOR_ADJECTIVES =
  'easy difficult hard important necessary possible impossible good better best useful helpful dangerous boring interesting fun normal common'.split(
    ' ',
  );

/**
 * "It was easy to me to understand" -> "easy for me to understand": who finds it easy is said with "for"
 * before the infinitive. Only with the second "to" + verb: "This is useful to me" is right.
 */
function forSomeone(sentence: string): RawLint[] {
  const pattern = new RegExp(
    `\\b(?:${FOR_ADJECTIVES.join('|')})\\s+(to)(?=\\s+(?:me|him|her|us|them|you|people|students|children|everyone)\\s+to\\s+\\p{L})`,
    'giu',
  );
  return [...sentence.matchAll(pattern)].map((match) => {
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

const SINGULAR_DETERMINERS = new Set('a an every each this that one'.split(' '));
/** Nouns for a group, which British English gives a plural verb: "a family who are", "a team that have". */
const COLLECTIVE = new Set(
  'family team group couple class staff government company police crowd committee audience band crew public majority minority number lot pair variety series kind sort type'.split(
    ' ',
  ),
);
const RELATIVE_BE = wordTable<string>({ are: 'is', were: 'was', have: 'has' });
const RELATIVE_BE_PLURAL = wordTable<string>({ is: 'are', was: 'were', has: 'have' });
/** Determiners of either number, whose noun's own number decides: "the man who", "my friends who". */
const EITHER_DETERMINERS = new Set('the my your his her our their'.split(' '));
const PLURAL_ONLY_DETERMINERS = new Set('these those many some all both several'.split(' '));

/**
 * The verb "who" takes for its noun: one person, "a person who are" -> "is", "a girl who like" -> "likes";
 * more, "the people who lives" -> "live". A verb of its own only after "who", not one that may be the subject
 * of the clause ("a man who people respect"), nor one whose past looks the same ("a girl who read": read
 * then?).
 */
function relativeVerb(words: readonly Word[], index: number, plural: boolean): string | undefined {
  const [who, verb, after] = [words[index]!, words[index + 1]!, words[index + 2]];
  const be = (plural ? RELATIVE_BE_PLURAL : RELATIVE_BE)[verb.lower];
  if (be || who.lower !== 'who') return be;
  // "who still refuses": an adverb, not the verb.
  if (verb.text !== verb.lower || MODALS.has(verb.lower) || MIDDLE_ADVERBS.has(verb.lower)) return undefined;
  // "a man who people respect": a verb after it makes the word its subject.
  if (after && isVerbForm(after.lower)) return undefined;
  if (plural) return lemmasOfThirdPerson(verb.lower).find((lemma) => isVerb(lemma) && !isVerb(verb.lower));
  if (!isVerb(verb.lower)) return undefined;
  const third = thirdPersonOf(verb.lower);
  if (third === verb.lower || pastOf(verb.lower) === verb.lower) return undefined;
  return third;
}

/** "a person who are" -> "is", "the people who lives" -> "live": the verb agrees with the noun "who" stands for. */
function relativeAgreement(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((who, index) => {
    const noun = words[index - 1];
    if (!noun || noun.text !== noun.lower || !words[index + 1] || !/^(who|that)$/.test(who.lower)) return;
    // "a person who", or one adjective between: "a beautiful girl who".
    const before = words[index - 2]?.lower;
    const adjective =
      before !== undefined &&
      !SINGULAR_DETERMINERS.has(before) &&
      !EITHER_DETERMINERS.has(before) &&
      !PLURAL_ONLY_DETERMINERS.has(before);
    const start = index - (adjective ? 3 : 2);
    const determiner = words[start];
    // The word before the determiner: "of", "for", "and" there put the noun inside a larger subject.
    const outside = words[start - 1]?.lower ?? '';
    if (!determiner || (adjective && (isNoun(words[index - 2]!.lower) || isVerb(words[index - 2]!.lower))))
      return;
    // A singular countable noun after "a", "every", "this" ("a person who"), or after "the", "my" … a noun
    // whose number is in the word ("the man who", "the people who").
    const d = determiner.lower;
    const number = nounNumber(noun.lower);
    // After "the", "my" …, only "who" and a noun that no phrase or "and" holds: in "the modules for the
    // interpreter that are" and "the war and the destruction that have", the clause is about more.
    const either =
      EITHER_DETERMINERS.has(d) &&
      who.lower === 'who' &&
      !/^(?:and|or)$/.test(outside) &&
      !PREPOSITIONS.has(outside);
    const one =
      (SINGULAR_DETERMINERS.has(d) && pluralOf(noun.lower) !== undefined) ||
      (either && number === 'singular');
    const many = (either || PLURAL_ONLY_DETERMINERS.has(d)) && number === 'plural';
    if ((!one && !many) || COLLECTIVE.has(noun.lower) || UNCOUNTABLE_NOUNS.has(noun.lower)) return;
    const fixed = relativeVerb(words, index, many);
    if (!fixed) return;
    // "the portions of that line that are acted upon": "that" may stand for the plural before "of".
    if (outside === 'of') return;
    // "a pig and a spider who become friends": two nouns joined, whom "who" may stand for together.
    if (!many && /^(?:and|or)$/.test(outside)) return;
    const verb = words[index + 1]!;
    if (!adjacentRun(sentence, words.slice(start, index + 2))) return;
    lints.push(
      lint(
        'WordloomRelativeAgreement',
        'Agreement',
        sentence,
        verb.start,
        verb.end,
        fixed,
        `"${who.text}" stands for "${determiner.text} ${noun.text}", ${many ? 'more than one' : 'one'}: "${who.text} ${fixed}".`,
      ),
    );
  });
  return lints;
}

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
    // "How much does it cost?": "does" is the verb, not the plural of "doe".
    if (noun.lower !== 'people' && (!singularOnlyNoun(noun.lower) || isVerbForm(noun.lower))) return;
    // "very much friends" -> "a lot of friends" ("very many" is stiff).
    const very = words[index - 1]?.lower === 'very' && adjacent(sentence, words[index - 1]!, quantity);
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
    ...tableLints(sentence, 'WordloomConfusedWord', CONFUSED_WORDS),
    ...tableLints(sentence, 'WordloomSplitWord', SPLIT_WORDS, 'BoundaryError'),
    ...tableLints(sentence, 'WordloomWordOrder', WORD_ORDER, 'WordOrder'),
    ...tableLints(sentence, 'WordloomDifferenceOrder', DIFFERENCE_ORDER, 'WordOrder'),
    ...tableLints(sentence, 'WordloomErComparative', ER_COMPARISON, 'Grammar'),
    ...tableLints(sentence, 'WordloomExtraTo', BARE_AFTER, 'Grammar'),
    ...tableLints(sentence, 'WordloomUnrealWould', UNREAL_CONDITION, 'Grammar'),
    ...tableLints(sentence, 'WordloomGerundPhrase', ING_AFTER, 'Grammar'),
    ...tableLints(sentence, 'WordloomNameArticle', NAME_ARTICLE, 'Grammar'),
    ...tableLints(sentence, 'WordloomRelativeRepeat', RELATIVE_REPEAT, 'Grammar'),
    ...tableLints(sentence, 'WordloomOnePerson', ONE_PERSON, 'Agreement'),
    ...tableLints(sentence, 'WordloomNoPassive', NO_PASSIVE, 'Grammar'),
    ...tableLints(sentence, 'WordloomToInfinitive', TO_INFINITIVE, 'Grammar'),
    ...feelingAdjective(sentence),
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
    ...anotherPlural(sentence),
    ...relativeAgreement(sentence),
    ...countedPlural(sentence),
  ];
}
