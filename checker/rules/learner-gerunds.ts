import { replacementLint as lint, type RawLint } from '../engine/lints';
import type { PhraseTable } from '../engine/phrase-table';
import { isNoun, isVerb, nounNumber } from '../lexicon/forms';
import { ingForm, lemmasOfIng, thirdPersonOf } from '../lexicon/inflect';
import { adjacent, isBeForm, matchCase, type Word, SINGULAR_VERB, AFTER_A_VERB } from '../lexicon/words';
import { isActivityObject } from './learner-verb-patterns';
import type { SentenceContext } from './rule';

/*
 * Learner rules about the -ing form: phrases whose verb takes -ing ("It is no use to cry" -> "crying", "look
 * forward to see" -> "seeing"), an activity as a subject ("Study hard is important" -> "Studying"), and verbs
 * followed by -ing, never by "to" ("enjoy to swim" -> "enjoy swimming"). The tables are the phrase
 * family's (learner-phrases.ts runs them); gerundAfter is the gerund rule's own lints.
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
  // "to" is a preposition there.
  {
    id: 'attention-to-verb',
    pattern: new RegExp(
      `\\b((?:pay|pays|paid|paying)\\s+(?:(?:more|much|close|special|great|little|no)\\s+)?attention\\s+to\\s+)(${ATTENDED_VERBS})\\b`,
      'gi',
    ),
    fix: (m) => `${m[1]}${ingForm(m[2]!.toLowerCase())}`,
    en: 'After "pay attention to", a verb takes -ing: "pay attention to protecting the environment".',
    zh: '动名词（gerund）：pay attention to 里的 to 是介词，不是不定式的 to，后面接动词要用 -ing 形式：pay attention to protecting the environment（注意保护环境）。',
    examples: {
      wrong: [
        [
          'We should pay more attention to protect the environment.',
          'We should pay more attention to protecting the environment.',
        ],
      ],
      right: ['We should pay more attention to protecting the environment.'],
    },
  },
  // "can't help" a feeling takes -ing (忍不住; "I can't help clean the house" is not being able to help).
  {
    id: 'cant-help-laugh',
    pattern:
      /\b((?:can['’]t|cannot|can\s+not|couldn['’]t|could\s+not)\s+help\s+)(?:to\s+)?(laugh|cry|smile|think|feel|wonder|worry|notice|admire)\b/gi,
    fix: (m) => `${m[1]}${ingForm(m[2]!.toLowerCase())}`,
    en: 'After "can\'t help" (忍不住), a verb takes -ing: "I couldn\'t help laughing".',
    zh: "动名词（gerund）：can't help doing 表示“忍不住做某事”，后面接 -ing 形式，不接动词原形或 to do：I couldn't help laughing（我忍不住笑了）。",
    examples: {
      wrong: [
        ["I couldn't help laugh.", "I couldn't help laughing."],
        ["I can't help to cry.", "I can't help crying."],
      ],
      right: ["I couldn't help laughing.", "I can't help clean the house today."],
    },
  },
  // Not "too busy to go": "too" takes "to"; nor "very busy to find it", which a learner may mean as "too busy".
  {
    id: 'busy-to-do',
    pattern:
      /\b(no\s+use|(?:have|has|had|having)\s+(?:difficulty|trouble)|(?:am|is|are|was|were|be|been|['’]m|['’]re|['’]s)\s+busy)\s+to\s+([a-z]+)\b/g,
    fix: (m) => (isVerb(m[2]!) ? `${m[1]} ${ingForm(m[2]!)}` : m[0]),
    en: 'After "no use", "busy" and "have difficulty/trouble", a verb takes -ing: "It is no use crying", "busy doing my homework".',
    zh: "动名词（gerund）：be busy、It is no use、have difficulty 后面接动词的 -ing 形式，不接 to do；中文“忙着做”没有词形变化，所以容易写成 to do：I'm busy doing my homework（我正忙着做作业）。",
    examples: {
      wrong: [
        ["I'm busy to do my homework.", "I'm busy doing my homework."],
        ['It is no use to cry.', 'It is no use crying.'],
        ['I have difficulty to sleep.', 'I have difficulty sleeping.'],
      ],
      right: ["I'm too busy to go.", "I'm busy doing my homework."],
    },
  },
  // "busy with cooking" names a task, and is right.
  {
    id: 'busy-in-doing',
    pattern: /\b((?:am|is|are|was|were|be|been|['’]m|['’]re|['’]s)\s+busy\s+)in\s+([a-z]+ing)\b/g,
    fix: (m) => (lemmasOfIng(m[2]!).some((lemma) => isVerb(lemma)) ? `${m[1]}${m[2]}` : m[0]),
    en: '"Busy" takes the -ing form with nothing between: "She is busy preparing dinner".',
    zh: '动名词（gerund）：“忙于做某事”是 be busy doing，busy 和 -ing 之间不加 in（中文“忙于”的“于”容易译成 in）：She is busy preparing dinner（她正忙着做晚饭）。',
    examples: {
      wrong: [['She is busy in preparing dinner.', 'She is busy preparing dinner.']],
      right: ['She is busy preparing dinner.', 'She is busy with cooking.'],
    },
  },
  {
    id: 'succeed-to-do',
    pattern: /\b(succeed|succeeds|succeeded|insist|insists|insisted)\s+to\s+([a-z]+)\b/g,
    fix: (m) => (isVerb(m[2]!) ? `${m[1]} ${/^succeed/.test(m[1]!) ? 'in' : 'on'} ${ingForm(m[2]!)}` : m[0]),
    en: 'One succeeds "in" doing and insists "on" doing: "He succeeded in passing the exam".',
    zh: '动名词（gerund）：“成功做成某事”是 succeed in doing，“坚持做某事”是 insist on doing，后面都接 -ing，不接 to do：He succeeded in passing the exam（他成功通过了考试）。',
    examples: {
      wrong: [
        ['He succeeded to pass the exam.', 'He succeeded in passing the exam.'],
        ['She insisted to pay.', 'She insisted on paying.'],
      ],
      right: ['He succeeded in passing the exam.', 'She insisted on paying.'],
    },
  },
  // One is fond "of" something, and "of" takes -ing.
  {
    id: 'fond-to-do',
    pattern: /\b(fond|capable|incapable)\s+to\s+([a-z]+)\b/gi,
    fix: (m) => (isVerb(m[2]!) ? `${m[1]} of ${ingForm(m[2]!)}` : m[0]),
    en: 'One is fond "of" or capable "of" something, and a verb after "of" takes -ing: "fond of swimming".',
    zh: '动名词（gerund）：be fond of（喜欢）、be capable of（能够）都用 of，of 是介词，后面接动词要用 -ing 形式：I am fond of swimming（我喜欢游泳）。',
    examples: {
      wrong: [
        ['I am fond to swim.', 'I am fond of swimming.'],
        ['She is capable to do it.', 'She is capable of doing it.'],
      ],
      right: ['She is capable of doing it.'],
    },
  },
  // "thinking to myself" is right; "prevented to go out" -> "from going"; "object to go there" -> "to going"
  // ("to" is a preposition there; only the verb after a person: "for all the objects to have" is the noun).
  {
    id: 'thinking-to-do',
    pattern: /\b(thinking\s+)to\s+([a-z]+)\b/gi,
    fix: (m) => (isVerb(m[2]!) ? `${m[1]}of ${ingForm(m[2]!)}` : m[0]),
    en: 'One is "thinking of" doing something: "I am thinking of going abroad".',
    zh: '动名词（gerund）：“打算、考虑做某事”是 be thinking of doing；中文“想去”容易直译成 thinking to go：I am thinking of going abroad（我在考虑出国）。',
    examples: {
      wrong: [['I am thinking to go abroad.', 'I am thinking of going abroad.']],
      right: ['I am thinking of going abroad.', 'I was thinking to myself.'],
    },
  },
  {
    id: 'prevented-to-do',
    pattern:
      /\b((?:prevent|prevents|prevented|preventing)\s+(?:(?:me|him|her|us|them|you|people)\s+)?)to\s+([a-z]+)\b/gi,
    fix: (m) => (isVerb(m[2]!) ? `${m[1]}from ${ingForm(m[2]!)}` : m[0]),
    en: 'One is prevented "from" doing something: "The rain prevented us from going out".',
    zh: '动名词（gerund）：“阻止（某人）做某事”是 prevent (someone) from doing，被动句也一样用 from doing：We were prevented from going out（我们没能出去）。',
    examples: {
      wrong: [
        ['We were prevented to go out.', 'We were prevented from going out.'],
        ['The rain prevented us to go out.', 'The rain prevented us from going out.'],
      ],
      right: ['The rain prevented us from going out.'],
    },
  },
  {
    id: 'object-to-do',
    pattern:
      /\b((?:I|you|we|they|he|she|He|She|We|They|You)\s+(?:strongly\s+|really\s+)?(?:object|objects|objected)\s+to\s+)([a-z]+)\b(?=\s+(?:there|here|home|the|a|an|my|his|her|our|their|it|them|him|me|us|out|abroad)\b|\s*[.!?]|\s*$)/g,
    fix: (m) => (isVerb(m[2]!) && !isNoun(m[2]!) ? `${m[1]}${ingForm(m[2]!)}` : m[0]),
    en: '"Object to" takes -ing: "I object to going there".',
    zh: '动名词（gerund）：object to（反对）里的 to 是介词，后面接动词要用 -ing 形式：I object to going there（我反对去那里）。',
    examples: {
      wrong: [['I object to go there.', 'I object to going there.']],
      right: ['I object to going there.', 'I object to the plan.'],
    },
  },
  // Not "of": "the forms of be are am, is and are" is about the verb.
  {
    id: 'preposition-be',
    pattern: /\b((?:for|about|without|by|before|after)\s+)be(?=\s+[a-z])/gi,
    fix: (m) => `${m[1]}being`,
    en: 'After a preposition, "be" takes -ing: "He apologized for being late".',
    zh: '动名词（gerund）：介词（for、about、without 等）后面的动词要用 -ing 形式，be 也要变成 being：He apologized for being late（他为迟到道歉）。',
    examples: {
      wrong: [['He apologized for be late.', 'He apologized for being late.']],
      right: ['He apologized for being late.', 'The forms of be are am, is and are.'],
    },
  },
  // Not "No need shopping bags", a noun's adjective: only verbs of what one needn't do, before the clause's
  // end or their object.
  {
    id: 'no-need-doing',
    pattern:
      /\b(no\s+need\s+)(being|worrying|waiting|hurrying|rushing|apologizing|apologising|panicking|crying|asking|going|coming|paying|bringing|calling|doing)\b(?=\s*[.,;!?]|\s*$|\s+(?:about|for|with|so|too|now|anymore|me|him|her|us|them|it|the|a|an|any|anything|rude|late|sorry|here|there|home)\b)/gi,
    fix: (m) => {
      const lemma = lemmasOfIng(m[2]!.toLowerCase()).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    en: 'A need is "to" do something: "There is no need to worry".',
    zh: '动名词（gerund）：“没必要做某事”是 there is no need to do，need 后面接 to do，不接 -ing：There is no need to worry（没必要担心）。',
    examples: {
      wrong: [['There is no need worrying.', 'There is no need to worry.']],
      right: ['There is no need to worry.'],
    },
  },
  // "about" is a preposition, and takes -ing.
  {
    id: 'what-about-to-do',
    pattern: /\b((?:[Hh]ow|[Ww]hat)\s+about\s+)to\s+([a-z]+)\b/g,
    fix: (m) => (isVerb(m[2]!) ? `${m[1]}${ingForm(m[2]!)}` : m[0]),
    en: '"How about" and "what about" are followed by -ing: "What about playing football?".',
    zh: '动名词（gerund）：How about、What about 里的 about 是介词，后面接 -ing 形式，不接 to do：What about playing football?（踢足球怎么样？）',
    examples: {
      wrong: [['What about to play football?', 'What about playing football?']],
      right: ['What about playing football?'],
    },
  },
  // A hobby is an activity, named with -ing.
  {
    id: 'hobby-is-verb',
    pattern:
      /\b((?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our)\s+(?:hobby|favou?rite\s+(?:sport|activity|hobby|pastime))\s+(?:is|was)\s+)(play|read|watch|listen|collect|draw|paint|sing|swim|cook|write|ride|climb|take|make|learn|dance|run|ski|skate|hike|jog)(?=\s+[a-z]|\s*[.!?]|\s*$)/g,
    fix: (m) => `${m[1]}${ingForm(m[2]!)}`,
    en: 'A hobby is an activity, named with -ing: "My hobby is playing basketball".',
    zh: '动名词（gerund）：爱好是一种活动，放在 is 后面要用动名词（-ing）；中文“爱好是打篮球”的“打”没有词形变化：My hobby is playing basketball（我的爱好是打篮球）。',
    examples: {
      wrong: [
        ['My hobby is play basketball.', 'My hobby is playing basketball.'],
        ['My favourite sport is swim.', 'My favourite sport is swimming.'],
      ],
      right: ['My hobby is playing basketball.'],
    },
  },
];

/** An activity as the subject, which takes -ing: "Studying hard is important". */
export const GERUND_SUBJECT: PhraseTable = [
  // Only with words after the verb that have no subject of their own ("Remember this is important" is an
  // instruction), and not a verb that is a noun alone ("Sleep is good").
  {
    id: 'verb-as-subject',
    pattern: new RegExp(
      `(?<=^|[.!?]\\s+)(${ACTIVITY_SUBJECTS})(?=((?:\\s+[A-Za-z]+){1,4})\\s+(?:is|was)\\s)`,
      'g',
    ),
    fix: (m) => (OWN_SUBJECT.test(m[2]!) ? m[0] : matchCase(ingForm(m[1]!.toLowerCase()), m[1]!)),
    en: 'An activity as the subject takes -ing: "Studying hard is important".',
    zh: '动名词（gerund）：动作作主语时要用动名词（-ing）；中文动词可以直接作主语（学习很重要），英语不行：Studying hard is important（努力学习很重要）。',
    examples: {
      wrong: [
        ['Study hard is important.', 'Studying hard is important.'],
        ['Eat vegetables is good for health.', 'Eating vegetables is good for health.'],
      ],
      right: ['Learn what is right.', 'Sleep is good for health.'],
    },
  },
  // Not two joined ("Reading and writing are"), nor where a plural noun stands before the verb ("Reading
  // materials are", "Knowing the students are tired, …": the verb may be that noun's), unless it is a thing the
  // activity is done to, right after it ("Reading books are my hobby", "Playing computer games make me happy"):
  // only then does a verb that is not "be" or "have" count ("Reading helps me make friends").
  {
    id: 'activity-plural-verb',
    pattern: new RegExp(
      `(?<=^|[.!?]\\s+)((?:${ACTIVITY_INGS})(?:\\s+[A-Za-z]+){1,4}\\s+)(are|were|have|make|help|give|keep|bring)(?=\\s)`,
      'g',
    ),
    fix: (m) => {
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
    en: 'An activity is one thing, and its verb is singular: "Learning English is important".',
    zh: '动名词（gerund）：动名词短语作主语时当作一件事，谓语动词用单数：Learning English is important（学英语很重要）。',
    examples: {
      wrong: [
        ['Learning English are important.', 'Learning English is important.'],
        ['Living in a city have many advantages.', 'Living in a city has many advantages.'],
        ['Reading books are my hobby.', 'Reading books is my hobby.'],
      ],
      right: [
        'Reading and writing are important.',
        'Reading materials are expensive.',
        'Knowing the students are tired, we stopped.',
      ],
    },
  },
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
export function gerundAfter(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
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
