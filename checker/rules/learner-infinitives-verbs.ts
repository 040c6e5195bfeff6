import type { PhraseTable } from '../engine/phrase-table';
import { isVerb } from '../lexicon/forms';
import { ingForm, lemmasOfIng, lemmasOfThirdPerson } from '../lexicon/inflect';
import { isIngAdjective, VERB_OBJECTS } from '../lexicon/words';

/*
 * The first part of TO_INFINITIVE (learner-infinitives.ts): the verbs, adjectives and phrases that take "to"
 * before another verb ("decided going" -> "decided to go", "It is difficult learn" -> "difficult to learn",
 * "allow me go" -> "allow me to go"), and the words learners confuse with them ("as tall than", "to can").
 */

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
export const PLAIN_VERB_OBJECTS = new Set([...VERB_OBJECTS, ...'this these you back here up'.split(' ')]);

/** Words after "hope", "try" that are no verb there: "They tried hard", "I hope so". */
const NOT_AFTER_HOPE = new Set('so not hard again once twice that'.split(' '));

export const TO_BEFORE_VERB: PhraseTable = [
  // "I decided going abroad", "We plan visiting Paris" -> "decided to go", "plan to visit". Not "a plan
  // involving three steps" (a noun), "She wanted swimming lessons" (a noun's adjective), "I expect exciting
  // news", nor "He decided going abroad was best" (a clause with its own verb); not "fail" ("the function
  // failed causing an error" says what its failing did).
  {
    id: 'decide-doing',
    pattern: new RegExp(
      String.raw`(?<!\b(?:[Aa]n?|[Tt]he|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our|[Tt]his|[Tt]hat)\s+)\b((?:${INFINITIVE_VERBS})\s+)([a-z]+ing)\b(?!\s+[a-z]+s\b)(?![^,.;!?]*\b(?:is|are|was|were|will|would|can|could|has|have|had)\b)`,
      'g',
    ),
    fix: (m) => {
      const lemma = isIngAdjective(m[2]!)
        ? undefined
        : lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    en: 'This verb takes "to" and the verb: "I decided to go abroad", "I hope to see you soon".',
    zh: '不定式（infinitive）：decide、hope、plan、agree、refuse 等动词后面接 to do，不接 -ing：I decided to go abroad（我决定出国）。',
    examples: {
      wrong: [
        ['I decided going abroad.', 'I decided to go abroad.'],
        ['We plan visiting Paris.', 'We plan to visit Paris.'],
      ],
      right: [
        'She wanted swimming lessons.',
        'He decided going abroad was best.',
        'It was a plan involving three steps.',
      ],
    },
  },
  // "She hopes become a doctor", "We plan visit Beijing", "I would like go there" -> "hopes to become", "plan
  // to visit", "would like to go": after a person and these verbs, a bare verb wants "to" (Harper's MissingTo
  // knows "want", "need", "decide"). Only a verb with its object or place after it ("plan visit Beijing",
  // "promised come back"); not "I hope so", "They tried hard", "He tried black coffee".
  {
    id: 'hope-bare-verb',
    pattern:
      /\b((?:I|you|he|she|we|they|You|He|She|We|They)(?:\s+(?:hope|hopes|hoped|plan|plans|planned|try|tries|tried|promise|promises|promised|would\s+like)|['’]d\s+like)\s+)([a-z]+)\b(?=(\s+[A-Za-z]+)?)/g,
    fix: (m) => {
      const verb = m[2]!;
      const object = m[3]?.trim();
      const shown = object !== undefined && (/^[A-Z]/.test(object) || PLAIN_VERB_OBJECTS.has(object));
      return isVerb(verb) && shown && !NOT_AFTER_HOPE.has(verb) ? `${m[1]}to ${verb}` : m[0];
    },
    en: 'This verb takes "to" and the verb: "She hopes to become a doctor".',
    zh: '不定式（infinitive）：hope、plan、try、promise、would like 后面再接动词时要加 to：She hopes to become a doctor（她希望成为医生）；中文“希望成为”两个动词直接相连，英语却要用 to 连接。',
    examples: {
      wrong: [
        ['She hopes become a doctor.', 'She hopes to become a doctor.'],
        ['We plan visit Beijing.', 'We plan to visit Beijing.'],
        ['I would like go there.', 'I would like to go there.'],
      ],
      right: ['I hope so.', 'They tried hard.', 'He tried black coffee.'],
    },
  },
  // "Don't forget locking the door" -> "to lock": a reminder is of what is still to do ("I forgot meeting
  // him" remembers what was done, and is right).
  {
    id: 'dont-forget-doing',
    pattern: /\b((?:[Dd]on['’]t|[Dd]o\s+not|(?<=^|[.!?]\s+)Never)\s+forget\s+)([a-z]+ing)\b/g,
    fix: (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    en: 'A reminder takes "to": "Don\'t forget to lock the door".',
    zh: "不定式（infinitive）：forget to do 是“忘了要去做”，forget doing 是“忘了做过”；提醒别人别忘了做某事要用 to：Don't forget to lock the door（别忘了锁门）。",
    examples: {
      wrong: [
        ["Don't forget locking the door.", "Don't forget to lock the door."],
        ['Do not forget bringing your passport.', 'Do not forget to bring your passport.'],
      ],
      right: ['I forgot meeting him.', "Don't forget to lock the door.", 'I will never forget meeting you.'],
    },
  },
  // "My mother told me not go out" -> "not to go": what one is told not to do takes "to".
  {
    id: 'told-not-bare-verb',
    pattern:
      /\b((?:told|tell|tells|asked|ask|asks|warned|advised|ordered)\s+(?:me|him|her|us|them|you)\s+not\s+)([a-z]+)\b/g,
    fix: (m) => (isVerb(m[2]!) && m[2] !== 'to' ? `${m[1]}to ${m[2]}` : m[0]),
    en: 'What one is told not to do takes "to": "She told me not to go out".',
    zh: '不定式（infinitive）：叫某人不要做某事，说 tell someone not to do，to 不能省：She told me not to go out（她叫我别出去）。',
    examples: {
      wrong: [
        ['My mother told me not go out.', 'My mother told me not to go out.'],
        ['He asked us not touch it.', 'He asked us not to touch it.'],
      ],
      right: ['She told me not to go out.'],
    },
  },
  // "He used to smoking" -> "used to smoke": a past habit takes the verb itself ("He is used to smoking",
  // "got used to waking early" are right: being accustomed).
  {
    id: 'used-to-doing',
    pattern:
      /(?<!\b(?:am|is|are|was|were|be|been|being|get|gets|got|getting|become|became|['’]m|['’]re|['’]s)\s+(?:(?:not|never|so|very|quite|already|all)\s+)?)\b((?:[Ii]|[Yy]ou|[Hh]e|[Ss]he|[Ww]e|[Tt]hey)\s+(?:never\s+)?used\s+to\s+)([a-z]+ing)\b/g,
    fix: (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    en: 'A past habit takes the verb itself: "He used to smoke" ("He is used to smoking": he is accustomed).',
    zh: '不定式（infinitive）：used to do 表示“过去常常做”，后面接动词原形：He used to smoke（他以前抽烟）；be used to doing 才是“习惯于做”。',
    examples: {
      wrong: [
        ['He used to smoking.', 'He used to smoke.'],
        ['We used to playing here.', 'We used to play here.'],
      ],
      right: ['He is used to smoking.', 'She got used to waking early.'],
    },
  },
  // "I am happy for meeting you" -> "happy to meet you" (很高兴见到你): a feeling about what one does takes "to".
  {
    id: 'happy-for-meeting',
    pattern: /\b((?:happy|glad|pleased|nice|delighted)\s+)for\s+(meeting|seeing|hearing)\b/gi,
    fix: (m) => `${m[1]}to ${m[2]!.toLowerCase().replace(/ing$/, '')}`,
    en: 'A feeling about what one does takes "to": "I am happy to meet you".',
    zh: '不定式（infinitive）：因做某事而高兴，形容词后面接 to do：I am happy to meet you（很高兴见到你）；中文“为……高兴”容易让人写成 for。',
    examples: {
      wrong: [
        ['I am very happy for meeting you.', 'I am very happy to meet you.'],
        ['I was glad for hearing that.', 'I was glad to hear that.'],
      ],
      right: ['I am happy for you.', 'I am happy to meet you.'],
    },
  },
  // "I forgot bring my book" -> "forgot to bring": what one forgets or remembers to do takes "to".
  {
    id: 'forgot-bare-verb',
    pattern:
      /\b((?:forget|forgets|forgot|remember|remembers|remembered)\s+)(bring|take|do|close|lock|tell|call|buy|turn|send|write|give|feed|pay|check)\b(?=\s+(?:my|your|his|her|our|their|the|a|an|it|him|them|me|us|off|on)\b)/g,
    fix: (m) => `${m[1]}to ${m[2]}`,
    en: 'What one forgets (or remembers) to do takes "to": "I forgot to bring my book".',
    zh: '不定式（infinitive）：forget、remember 后面接要做的事时用 to do：I forgot to bring my book（我忘了带书）；中文“忘了带”两个动词直接相连，英语却要加 to。',
    examples: {
      wrong: [
        ['I forgot bring my book.', 'I forgot to bring my book.'],
        ['Please remember call me.', 'Please remember to call me.'],
      ],
      right: ['I remember it well.', 'I forgot to bring my book.'],
    },
  },
  // "It's necessary for us learn English" -> "for us to learn", "It is difficult learn English" -> "difficult
  // to learn": what it is like to do takes "to" (not "It is hard work": a noun, not a verb).
  {
    id: 'difficult-bare-verb',
    pattern: new RegExp(
      `\\b((?:${TO_ADJECTIVES})\\s+(?:for\\s+(?:us|me|him|her|them|you|people|students|children)\\s+)?)([a-z]+)\\b(?=\\s+[A-Za-z])`,
      'g',
    ),
    fix: (m) =>
      /(?:^|\b)(?:it|It)(?:\s+(?:is|was)|['’]s)\s+(?:(?:very|so|too|really|quite)\s+)?$/.test(
        m.input.slice(0, m.index),
      ) && TO_VERBS.has(m[2]!)
        ? `${m[1]}to ${m[2]}`
        : m[0],
    en: 'What it is like to do takes "to": "It is difficult to learn English", "necessary for us to learn".',
    zh: '不定式（infinitive）：It is difficult / necessary … 后面接动词时要用 to do：It is difficult to learn English（学英语很难）；中文“学英语很难”里没有 to，英语的形式主语句型却必须有。',
    examples: {
      wrong: [
        ['It is difficult learn English.', 'It is difficult to learn English.'],
        ["It's necessary for us learn English.", "It's necessary for us to learn English."],
      ],
      right: ['It is hard work.', 'It is easy to learn English.'],
    },
  },
  // "He doesn't know how to swimming" -> "how to swim": "how/what/where to" takes the verb's base form.
  {
    id: 'how-to-doing',
    pattern: /(?<=\b(?:[Hh]ow|[Ww]hat|[Ww]here|[Ww]hether)\s+to\s+)([a-z]+ing)\b/g,
    fix: (m) => lemmasOfIng(m[1]!).find((candidate) => isVerb(candidate)) ?? m[0],
    en: 'After "how to", the verb is in its base form: "how to swim".',
    zh: '不定式（infinitive）：how to、what to、where to 后面接动词原形：how to swim（怎么游泳）。',
    examples: {
      wrong: [
        ["He doesn't know how to swimming.", "He doesn't know how to swim."],
        ['I learned how to cooking.', 'I learned how to cook.'],
      ],
      right: ['He knows how to swim.'],
    },
  },
  // "It is important to learning English" -> "to learn": after "It is … to", the verb's base form ("key to
  // learning" and "important to learning" without "It is" may be the preposition's).
  {
    id: 'it-is-important-to-doing',
    pattern: new RegExp(
      `(?<=\\b(?:It|it)(?:\\s+(?:is|was)|['’]s)\\s+(?:(?:very|so|too|really|quite)\\s+)?(?:${TO_ADJECTIVES})\\s+to\\s+)([a-z]+ing)\\b`,
      'g',
    ),
    fix: (m) => lemmasOfIng(m[1]!).find((candidate) => isVerb(candidate)) ?? m[0],
    en: 'After "It is important to", the verb is in its base form: "It is important to learn English".',
    zh: '不定式（infinitive）：It is important to … 里的 to 是不定式符号，后面接动词原形：It is important to learn English（学英语很重要）。',
    examples: {
      wrong: [
        ['It is important to learning English.', 'It is important to learn English.'],
        ["It's difficult to understanding him.", "It's difficult to understand him."],
      ],
      right: ['Practice is the key to learning English.', 'It is important to learn English.'],
    },
  },
  // "My parents don't allow me go out" -> "allow me to go", "He told me go home" -> "told me to go" (verbs
  // that are seldom nouns: not "told them help was coming").
  {
    id: 'allow-me-bare-verb',
    pattern:
      /\b((?:allow|allows|allowed|permit|permits|permitted|encourage|encourages|encouraged|force|forces|forced|ask|asks|asked|tell|tells|told|teach|teaches|taught|advise|advises|advised|remind|reminds|reminded|invite|invites|invited|persuade|persuades|persuaded)\s+(?:me|him|her|us|them|you)\s+)(go|come|do|play|stay|eat|watch|leave|buy|see|take|read|speak|learn|try|study|work|write|finish|join|keep|be|practise|practice|clean|visit|call)\b/g,
    fix: (m) => `${m[1]}to ${m[2]}`,
    en: 'These verbs take "to" before the next verb: "allow me to go", "told me to go".',
    zh: "不定式（infinitive）：allow、ask、tell、encourage、invite 等动词的结构是“动词 + 人 + to do”：My parents don't allow me to go out（我父母不让我出去）；中文“让我出去”没有 to，英语却要加。",
    examples: {
      wrong: [
        ["My parents don't allow me go out.", "My parents don't allow me to go out."],
        ['He told me go home.', 'He told me to go home.'],
      ],
      right: ['He told them help was coming.', 'They let me go home.'],
    },
  },
  // "It's time go to bed", "It's time for go to bed" -> "time to go": what it is time for takes "to" (not
  // "time for sleep", "time for study": nouns).
  {
    id: 'time-bare-verb',
    pattern:
      /\b((?:[Ii]t['’]s|[Ii]t\s+is)\s+(?:high\s+)?time)\s+(for\s+)?(go|get|eat|have|leave|say|sleep|start|stop|study|do|make|take|come|begin)\b/g,
    fix: (m) => (m[2] && /^(?:sleep|study)$/.test(m[3]!) ? m[0] : `${m[1]} to ${m[3]}`),
    en: 'It is time "to" do something: "It\'s time to go to bed".',
    zh: "不定式（infinitive）：“该做某事了”说 It's time to do，或 It's time for + 名词：It's time to go to bed（该睡觉了）。",
    examples: {
      wrong: [
        ["It's time go to bed.", "It's time to go to bed."],
        ["It's time for go to bed.", "It's time to go to bed."],
      ],
      right: ["It's time for sleep.", "It's time to go to bed."],
    },
  },
  // "I would like going with you" -> "would like to go": "would like" takes "to" (not "would like swimming
  // lessons": a noun after the -ing word).
  {
    id: 'would-like-doing',
    pattern:
      /\b((?:would|['’]d)\s+like)\s+([a-z]+ing)\b(?=\s*[.,!?;]|\s*$|\s+(?:to|with|in|at|on|for|the|a|an|my|your|his|her|our|their|this|that|it|me|him|them|us|home|there|here|out|abroad|together)\b)/gi,
    fix: (m) => {
      const lemma = lemmasOfIng(m[2]!.toLowerCase()).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]} to ${lemma}` : m[0];
    },
    en: '"Would like" takes "to": "I would like to go with you".',
    zh: '不定式（infinitive）：would like 表示“想要做”，后面接 to do，不接 -ing：I would like to go with you（我想和你一起去）。',
    examples: {
      wrong: [['I would like going with you.', 'I would like to go with you.']],
      right: ['I would like swimming lessons.', 'I would like to go with you.'],
    },
  },
  // "Let's going to the park" -> "Let's go".
  {
    id: 'lets-doing',
    pattern: /\b([Ll]et['’]s)\s+([a-z]+ing)\b/g,
    fix: (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]} ${lemma}` : m[0];
    },
    en: '"Let\'s" takes the bare verb: "Let\'s go to the park".',
    zh: "不定式（infinitive）：let's 后面直接接动词原形：Let's go to the park（我们去公园吧）。",
    examples: {
      wrong: [
        ["Let's going to the park.", "Let's go to the park."],
        ["Let's playing football.", "Let's play football."],
      ],
      right: ["Let's go to the park."],
    },
  },
  // "He is as tall than me" -> "as tall as": "as … as" compares what is equal.
  {
    id: 'as-than',
    pattern: /\b([Aa]s\s+([a-z]+))\s+than\b/g,
    // Not a comparative after "as" ("such as more than ten", "known as other than …").
    fix: (m) => (/^(?:more|less|fewer|other|rather|[a-z]+er)$/.test(m[2]!) ? m[0] : `${m[1]} as`),
    en: 'What is equal is compared with "as … as": "He is as tall as me".',
    zh: '不定式（infinitive）：比较两者相同用 as … as，than 只跟在比较级后面：He is as tall as me（他和我一样高）。',
    examples: {
      wrong: [
        ['He is as tall than me.', 'He is as tall as me.'],
        ['This bag is as big than that one.', 'This bag is as big as that one.'],
      ],
      right: ['He is as tall as me.', 'He is taller than me.'],
    },
  },
  // "I hope can see you soon" -> "I hope I can see you": "can" needs its subject ("hope to see" too).
  {
    id: 'hope-can',
    pattern: /\b(I|We|They|we|they)\s+(hope|hoped|think|believe|wish)\s+can\b/g,
    fix: (m) => `${m[1]} ${m[2]} ${m[1] === 'I' ? 'I' : m[1]!.toLowerCase()} can`,
    en: '"Can" needs its subject: "I hope I can see you".',
    zh: '不定式（infinitive）：can 前面必须有主语：I hope I can see you soon（我希望能很快见到你）；中文“希望能见到你”可以省略主语，英语却不行。',
    examples: {
      wrong: [
        ['I hope can see you soon.', 'I hope I can see you soon.'],
        ['We think can win.', 'We think we can win.'],
      ],
      right: ['I hope I can see you soon.'],
    },
  },
  // "I want to can speak English" -> "to be able to": "can" has no "to" form, nor one after "must" or "will".
  {
    id: 'to-can',
    // Not "to can the peaches" (to put them in cans): a verb follows.
    pattern: /\b(to|must|will|should|may|might)\s+can\s+([a-z]+)\b/gi,
    fix: (m) => (isVerb(m[2]!.toLowerCase()) ? `${m[1]} be able to ${m[2]}` : m[0]),
    en: '"Can" has no form after "to" or another modal: "to be able to", "will be able to".',
    zh: '不定式（infinitive）：can 是情态动词，没有不定式，也不能跟在 will、must 后面，要改用 be able to：I want to be able to speak English（我想能说英语）。',
    examples: {
      wrong: [
        ['I want to can speak English well.', 'I want to be able to speak English well.'],
        ['You will can do it.', 'You will be able to do it.'],
      ],
      right: ['They want to can the peaches.', 'I want to be able to speak English.'],
    },
  },
  // "He likes to plays football" -> "to play": after "to", the bare verb.
  {
    id: 'to-verb-s',
    pattern:
      /\b((?:like|likes|liked|want|wants|wanted|need|needs|needed|try|tries|tried|hope|hopes|hoped|decide|decides|decided|begin|begins|began|start|starts|started|plan|plans|planned)\s+to\s+)([a-z]+s)\b/g,
    fix: (m) => {
      const lemma = lemmasOfThirdPerson(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    en: 'After "to", the verb has no -s: "He likes to play football".',
    zh: '不定式（infinitive）：to 后面接动词原形，即使主语是第三人称单数也不加 -s：He likes to play football（他喜欢踢足球）。',
    examples: {
      wrong: [
        ['He likes to plays football.', 'He likes to play football.'],
        ['She wants to goes home.', 'She wants to go home.'],
      ],
      right: ['He likes to play football.'],
    },
  },
  // "He is good at to swim" -> "good at swimming" (not "about to leave", "came in to see me": those are
  // right).
  {
    id: 'at-to-verb',
    pattern: /\b(at|of)\s+to\s+([a-z]+)\b/g,
    fix: (m) => (isVerb(m[2]!) ? `${m[1]} ${ingForm(m[2]!)}` : m[0]),
    en: 'After a preposition, a verb takes -ing: "good at swimming".',
    zh: '不定式（infinitive）：介词 at、of 后面的动词用 -ing 形式，不用 to do：He is good at swimming（他擅长游泳）。',
    examples: {
      wrong: [
        ['He is good at to swim.', 'He is good at swimming.'],
        ['I am afraid of to fail.', 'I am afraid of failing.'],
      ],
      right: ['He is about to leave.', 'He came in to see me.'],
    },
  },
];
