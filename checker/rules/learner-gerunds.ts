import { replacementLint as lint, type RawLint } from '../engine/lints';
import type { PhraseTable } from '../engine/phrase-table';
import { isNoun, isVerb, nounNumber } from '../lexicon/forms';
import { ingForm, lemmasOfIng, thirdPersonOf } from '../lexicon/inflect';
import {
  adjacent,
  isBeForm,
  matchCase,
  wordsOf,
  type Word,
  SINGULAR_VERB,
  AFTER_A_VERB,
} from '../lexicon/words';
import { isActivityObject } from './learner-verb-patterns';

/*
 * Learner rules about the -ing form: phrases whose verb takes -ing ("It is no use to cry" -> "crying", "look
 * forward to see" -> "seeing"), an activity as a subject ("Study hard is important" -> "Studying"), and verbs
 * followed by -ing, never by "to" ("enjoy to swim" -> "enjoy swimming"). The tables are the phrase
 * family's (learner-phrases.ts runs them); gerundAfter is a registry line of its own.
 */

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

export const ING_AFTER: PhraseTable = [
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

/** An activity as the subject, which takes -ing: "Studying hard is important". */
export const GERUND_SUBJECT: PhraseTable = [
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
export function gerundAfter(sentence: string): RawLint[] {
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
