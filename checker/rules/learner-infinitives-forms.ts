import type { PhraseTable } from '../engine/phrase-table';
import { isNoun, isPastTense, isVerb, lemmaAfterModal, lemmaOfParticiple } from '../lexicon/forms';
import { lemmasOfIng } from '../lexicon/inflect';
import { PLAIN_VERB_OBJECTS } from './learner-infinitives-verbs';

/*
 * The second part of TO_INFINITIVE (learner-infinitives.ts): the verb's form after "to", a modal, "have to" or
 * "didn't" ("want to went" -> "want to go", "could not found" -> "could not find"), "used to", and the phrases
 * that want "to" where a learner writes none ("can't wait see", "My dream is become").
 */
export const TO_AFTER_VERB: PhraseTable = [
  // "She is the one of my best friends", "He is a one of my friends" -> "one of my best friends" (not "the
  // one of my friends who …").
  {
    id: 'the-one-of',
    pattern:
      /\b(?:[Tt]he|[Aa])\s+(one\s+of\s+(?:my|his|her|our|their|your|the)\s+(?:best\s+|closest\s+|oldest\s+|good\s+)?[a-z]+s)\b(?!\s+(?:who|that|which|whom)\b)/g,
    fix: (m) => (/^[TA]/.test(m[0]) ? `O${m[1]!.slice(1)}` : m[1]!),
    en: 'One of many takes no article: "She is one of my best friends".',
    zh: '不定式（infinitive）：one of … 表示“……之一”，前面不加 the 或 a：She is one of my best friends（她是我最好的朋友之一）。',
    examples: {
      wrong: [
        ['She is the one of my best friends.', 'She is one of my best friends.'],
        ['He is a one of my friends.', 'He is one of my friends.'],
      ],
      right: ['She is the one of my friends who helped me.', 'She is one of my best friends.'],
    },
  },
  // "I can't wait see you" -> "can't wait to see": one can't wait to do something.
  {
    id: 'cant-wait-bare-verb',
    pattern: /\b((?:can['’]?t|cannot|couldn['’]?t|could\s+not)\s+wait\s+)([a-z]+)\b/gi,
    fix: (m) =>
      isVerb(m[2]!) && !/^(?:long|for|to|until|till|any|around|here|there|outside|forever)$/i.test(m[2]!)
        ? `${m[1]}to ${m[2]}`
        : m[0],
    en: 'One "can\'t wait to" do something: "I can\'t wait to see you".',
    zh: "不定式（infinitive）：“迫不及待要做”说 can't wait to do：I can't wait to see you（我等不及要见你了）。",
    examples: {
      wrong: [
        ["I can't wait see you.", "I can't wait to see you."],
        ['We cannot wait go home.', 'We cannot wait to go home.'],
      ],
      right: ["I can't wait any longer.", "I can't wait for the holiday."],
    },
  },
  // "I went to the shop for buying some milk" -> "to buy": why one goes somewhere is said with "to" (为了买).
  // Only with an object after the verb ("went there for fishing" may name the sport).
  {
    id: 'go-for-doing',
    pattern:
      /\b((?:go|goes|went|going|come|comes|came|coming|stay|stays|stayed|staying)\s+[^.,;:!?]{1,30}?\s)for\s+([a-z]+ing)(?=\s+(?:some|a|an|the|my|his|her|our|their|TV|food|milk|bread|books?|clothes|groceries)\b)/g,
    fix: (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    en: 'Why one goes somewhere is said with "to": "I went to the shop to buy some milk".',
    zh: '不定式（infinitive）：说去某地的目的用 to do：I went to the shop to buy some milk（我去商店买牛奶）；中文“为了买”容易让人写成 for buying。',
    examples: {
      wrong: [
        ['I went to the shop for buying some milk.', 'I went to the shop to buy some milk.'],
        ['I stayed at home for watching TV.', 'I stayed at home to watch TV.'],
      ],
      right: ['I went to the shop to buy some milk.', 'He came home for lunch.'],
    },
  },
  // "I will try my best to learning" -> "to learn", "They are able to doing" -> "to do", "I can't wait to
  // seeing you" -> "to see": after these words, "to" is the infinitive's.
  {
    id: 'want-to-doing',
    pattern:
      /\b((?:want|wants|wanted|hope|hopes|hoped|plan|plans|planned|decide|decides|decided|try|tries|tried|would\s+like|['’]d\s+like|(?:my|his|her|our|their|your)\s+best|(?:un)?able|need|needs|needed|learn|learns|learned|refuse|refuses|refused|promise|promises|promised|manage|manages|managed|wait|waits|waited|waiting|expect|expects|expected|seem|seems|seemed|afford|intend|intends|intended|pretend|pretends|pretended|choose|chooses|chose)\s+to\s+)([a-z]+ing)\b/gi,
    fix: (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    en: 'After "want to", "try to" and the like, the verb is in its base form: "try to learn".',
    zh: '不定式（infinitive）：want to、try to、be able to 里的 to 是不定式符号，后面接动词原形：I will try my best to learn English（我会尽力学好英语）。',
    examples: {
      wrong: [
        ['I will try my best to learning English.', 'I will try my best to learn English.'],
        ["I can't wait to seeing you.", "I can't wait to see you."],
      ],
      right: ['I look forward to seeing you.'],
    },
  },
  // "I want to went home" -> "to go", "He is able to speaks English" -> "to speak", "I am happy to received
  // your letter" -> "to receive": after "to", the base form (Harper's own rule knows neither the irregular
  // pasts nor the "to" after a feeling).
  {
    id: 'to-past-form',
    pattern:
      /\b((?:want|wants|wanted|going|able|need|needs|needed|try|tries|tried|hope|hopes|hoped|plan|plans|planned|decide|decides|decided|would\s+like|['’]d\s+like|happy|glad|pleased|sorry|excited)\s+to\s+)([a-z]+)\b/g,
    fix: (m) => {
      const lemma = lemmaAfterModal(m[2]!) ?? (isVerb(m[2]!) ? undefined : lemmaOfParticiple(m[2]!));
      return lemma && lemma !== 'be' ? `${m[1]}${lemma}` : m[0];
    },
    en: 'After "to", a verb is in its base form: "I want to go".',
    zh: '不定式（infinitive）：不定式 to 后面总是动词原形，不用过去式或第三人称单数：I want to go home（我想回家）。',
    examples: {
      wrong: [
        ['I want to went home.', 'I want to go home.'],
        ['He is able to speaks English.', 'He is able to speak English.'],
        ['I am very happy to received your letter.', 'I am very happy to receive your letter.'],
      ],
      right: ['I want to go home.'],
    },
  },
  // "I could not found my key" -> "find": a modal takes the base form ("found" is a past here, not "found a
  // company", with an owner or "it" after it).
  {
    id: 'modal-found',
    pattern:
      /\b((?:(?:can|could|will|would|should|must|may|might|did|do|does)(?:\s+not|n['’]t)?|can['’]t|cannot|won['’]t)\s+)found(?=\s+(?:my|your|his|her|our|their|it|him|them|anything|anyone|any)\b)/gi,
    fix: (m) => `${m[1]}find`,
    en: 'After a modal or "did", the verb is in its base form: "I could not find my key".',
    zh: '不定式（infinitive）：情态动词和 did 后面接动词原形：I could not find my key（我找不到钥匙了）；found 是 find 的过去式。',
    examples: {
      wrong: [
        ['I could not found my key.', 'I could not find my key.'],
        ["I can't found it.", "I can't find it."],
      ],
      right: ['They will found a company.', 'I could not find my key.'],
    },
  },
  // "We have to went there", "She has to goes" -> "go": "have to" says what must be done, with the base form
  // (not "the access they have to books": a noun; nor "have to used cars": a past that describes).
  {
    id: 'have-to-past-form',
    pattern: /\b((?:have|has|had)\s+to\s+)([a-z]+)\b/g,
    fix: (m) => {
      const lemma = isNoun(m[2]!) ? undefined : lemmaAfterModal(m[2]!);
      return lemma && lemma !== 'be' ? `${m[1]}${lemma}` : m[0];
    },
    en: 'After "have to", a verb is in its base form: "We have to go".',
    zh: '不定式（infinitive）：have to 表示“不得不”，后面接动词原形：We have to go there（我们得去那里）。',
    examples: {
      wrong: [
        ['We have to went there.', 'We have to go there.'],
        ['She has to goes now.', 'She has to go now.'],
      ],
      right: ['We have to go there.', 'This is the access they have to books.'],
    },
  },
  // "I use to go there" -> "used to go": a past habit is "used to" (not "didn't use to", with "did"), with
  // the pronoun starting its clause (not "The things I use to clean the house").
  {
    id: 'use-to-habit',
    pattern:
      /(?<=^|[.!?,;]\s+|\b(?:and|but|so|because|when)\s+)((?:I|you|we|they|he|she|You|We|They|He|She)\s+)use(\s+to\s+)([a-z]+)\b/g,
    fix: (m) => (isVerb(m[3]!) && !isNoun(m[3]!) ? `${m[1]}used${m[2]}${m[3]}` : m[0]),
    en: 'A past habit is "used to": "I used to go there".',
    zh: "不定式（infinitive）：表示“过去常常”要说 used to do：I used to go there（我以前常去那里）；use to 只出现在 didn't use to 里。",
    examples: {
      wrong: [
        ['I use to go there.', 'I used to go there.'],
        ['When I was young, we use to live here.', 'When I was young, we used to live here.'],
      ],
      right: ["I didn't use to go there.", 'The things I use to clean the house are cheap.'],
    },
  },
  // "I'm not use to it", "She wasn't use to the cold" -> "used to": what one is accustomed to is "be used to"
  // (Harper's UseToUsedTo knows "is use to", not a contracted or negated "be").
  {
    id: 'not-use-to',
    pattern:
      /\b((?:['’](?:m|re|s)\s+not|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|(?:am|is|are|was|were)\s+not)\s+)use(?=\s+to\b)/gi,
    fix: (m) => `${m[1]}used`,
    en: 'What one is accustomed to is "be used to": "I\'m not used to it".',
    zh: "不定式（infinitive）：“习惯于”说 be used to，used 不能写成 use：I'm not used to it（我不习惯这个）。",
    examples: {
      wrong: [
        ["I'm not use to it.", "I'm not used to it."],
        ["She wasn't use to the cold.", "She wasn't used to the cold."],
      ],
      right: ["I'm not used to it."],
    },
  },
  // "He works hard in order to he can pass" -> "so that he can pass": "in order to" takes a verb, "so that"
  // a clause.
  {
    id: 'in-order-to-clause',
    pattern:
      /\b([Ii]n\s+order\s+to)(?=\s+(?:I|you|he|she|we|they|it)\s+(?:can|could|will|would|may|might)\b)/g,
    fix: (m) => (m[1]![0] === 'I' ? 'So that' : 'so that'),
    en: '"In order to" takes a verb ("in order to pass"); before a clause it is "so that": "so that he can pass".',
    zh: '不定式（infinitive）：in order to 后面接动词原形；后面是带主语的从句时要用 so that：He works hard so that he can pass（他努力学习，为了能及格）。',
    examples: {
      wrong: [['He works hard in order to he can pass.', 'He works hard so that he can pass.']],
      right: ['He works hard in order to pass.'],
    },
  },
  // "Can you to help me?" -> "Can you help me?": a modal takes the bare verb, in a question too.
  {
    id: 'modal-question-to',
    pattern:
      /(?<=(?:^|[.!?]\s+)(?:[Cc]an|[Cc]ould|[Ww]ill|[Ww]ould|[Ss]hould|[Mm]ust|[Mm]ay)\s+(?:I|you|he|she|we|they|it)\s+)to\s+(?=[a-z]+\b)/g,
    fix: () => '',
    en: 'A modal takes the verb without "to", in a question too: "Can you help me?".',
    zh: '不定式（infinitive）：情态动词后面接动词原形，疑问句里也不加 to：Can you help me?（你能帮我吗？）',
    examples: {
      wrong: [
        ['Can you to help me?', 'Can you help me?'],
        ['Could you to open the window?', 'Could you open the window?'],
      ],
      right: ['Can you help me?'],
    },
  },
  // "It is rain now" -> "raining": the weather going on is "it is raining" ("It is rain, not snow" is the noun).
  {
    id: 'it-is-rain',
    pattern:
      /\b([Ii]t\s+(?:is|was|['’]s)\s+)(rain|snow)(?=\s+(?:now|heavily|hard|a\s+lot|all\s+day|all\s+night|outside|again|today)\b)/g,
    fix: (m) => `${m[1]}${m[2]}ing`,
    en: 'Weather going on is "it is raining" ("rain" alone is the noun).',
    zh: '不定式（infinitive）：说“正在下雨”要用现在进行时 it is raining；rain 单独跟在 is 后面是名词：It is raining now（现在正在下雨）。',
    examples: {
      wrong: [
        ['It is rain now.', 'It is raining now.'],
        ['It was snow all day.', 'It was snowing all day.'],
      ],
      right: ['It is rain, not snow.', 'It is raining now.'],
    },
  },
  // "I didn't have went there" -> "I didn't go there": after "didn't", the verb's base form, not "have" and a
  // past ("I don't have written permission": an adjective and its noun).
  {
    id: 'didnt-have-past',
    pattern: /\b((?:do|does|did|don['’]t|doesn['’]t|didn['’]t)\s+(?:not\s+)?)have\s+([a-z]+)\b/gi,
    fix: (m) => {
      const lemma = lemmaAfterModal(m[2]!);
      return lemma && isPastTense(m[2]!) ? `${m[1]}${lemma}` : m[0];
    },
    en: 'After "do" or "didn\'t", the verb\'s base form: "I didn\'t go there".',
    zh: "不定式（infinitive）：didn't、don't 后面直接接动词原形，不加 have 和过去式：I didn't go there（我没去那里）。",
    examples: {
      wrong: [["I didn't have went there.", "I didn't go there."]],
      right: ["I don't have written permission.", "I didn't go there."],
    },
  },
  // "It is important for us to learning English" -> "to learn": what is important for someone to do.
  {
    id: 'for-us-to-doing',
    pattern:
      /\b((?:important|necessary|easy|difficult|hard|possible|impossible|useful|helpful|better)\s+for\s+(?:us|me|you|him|her|them|students|people|children|everyone)\s+to\s+)([a-z]+ing)\b/g,
    fix: (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    en: 'What is important (or easy, or hard) for someone to do takes the base form: "important for us to learn".',
    zh: '不定式（infinitive）：It is important for someone to … 里的 to 是不定式符号，后面接动词原形：It is important for us to learn English（学英语对我们很重要）。',
    examples: {
      wrong: [
        ['It is important for us to learning English.', 'It is important for us to learn English.'],
        ['It is hard for me to understanding him.', 'It is hard for me to understand him.'],
      ],
      right: ['It is important for us to learn English.'],
    },
  },
  // "She asked me help her" -> "to help": one asks or tells someone to do something (a verb with its own
  // object after it: not "She asked me questions").
  {
    id: 'ask-me-bare-verb',
    pattern:
      /\b((?:ask|asks|asked|tell|tells|told|allow|allows|allowed|encourage|encourages|encouraged)\s+(?:me|him|her|us|them|you)\s+)([a-z]+)(?=\s+(?:me|him|her|us|them|it|the|my|his|her|our|their|your)\b)/g,
    fix: (m) => (isVerb(m[2]!) && !/ing$/.test(m[2]!) ? `${m[1]}to ${m[2]}` : m[0]),
    en: 'One asks or tells someone "to" do something: "She asked me to help her".',
    zh: '不定式（infinitive）：请某人或叫某人做某事，结构是 ask / tell someone to do：She asked me to help her（她请我帮她）；中文“请我帮她”没有 to，英语却要加。',
    examples: {
      wrong: [
        ['She asked me help her.', 'She asked me to help her.'],
        ['He told us open the door.', 'He told us to open the door.'],
      ],
      right: ['She asked me questions.', 'She asked me to help her.'],
    },
  },
  // "I don't know how to do." -> "how to do it": "do" needs what is done.
  {
    id: 'how-to-do-end',
    pattern: /\b(how\s+to\s+do)(?=\s*[.!?]|\s*$)/gi,
    fix: (m) => `${m[1]} it`,
    en: '"Do" needs what is done: "I don\'t know how to do it".',
    zh: "不定式（infinitive）：do 是及物动词，后面要有宾语：I don't know how to do it（我不知道该怎么做）；中文“不知道怎么做”可以省略宾语，英语却不行。",
    examples: {
      wrong: [["I don't know how to do.", "I don't know how to do it."]],
      right: ["I don't know how to do it."],
    },
  },
  // "It takes me two hours doing my homework" -> "to do": the time something takes is followed by "to".
  {
    id: 'takes-time-doing',
    pattern:
      /\b((?:take|takes|took|taken|taking)\s+(?:me|you|him|her|us|them)\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|a\s+few|several|\d+)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\s+)([a-z]+ing)\b/g,
    fix: (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    en: 'The time something takes is followed by "to" and the verb: "It takes me two hours to do it".',
    zh: '不定式（infinitive）：“花某人多少时间做某事”说 It takes someone … to do：It takes me two hours to do my homework（做作业要花我两个小时）。',
    examples: {
      wrong: [['It takes me two hours doing my homework.', 'It takes me two hours to do my homework.']],
      right: ['It takes me two hours to do my homework.'],
    },
  },
  // "My dream is become a doctor", "The most important thing is study hard", "The purpose of this essay is
  // discuss" -> "is to become", "is to study", "is to discuss": a plan, a wish or the thing to do says what to
  // do with "to". A verb that is a noun too only before what
  // shows it a verb: an object or an adverb ("My plan is study abroad", "My job is teach children"; not "My
  // job is cook", which may want "a cook", nor "My goal is weight loss", "The best thing is love and care").
  {
    id: 'dream-is-bare-verb',
    pattern:
      /\b((?:(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our)\s+(?:dream|goal|plan|aim|wish|job|task|duty)|[Tt]he\s+(?:most\s+important|best|first|only|main)\s+(?:thing|way|step)|[Tt]he\s+(?:purpose|aim|goal)\s+of\s+(?:this|the|my|our)\s+(?:essay|article|paper|letter|study|report|trip|meeting))\s+(?:is|was)\s+)([a-z]+)(?=\s+([A-Za-z]+))/g,
    fix: (m) =>
      isVerb(m[2]!) && !/ing$/.test(m[2]!) && (!isNoun(m[2]!) || PLAIN_VERB_OBJECTS.has(m[3]!.toLowerCase()))
        ? `${m[1]}to ${m[2]}`
        : m[0],
    en: 'A plan or a wish says what to do with "to": "My dream is to become a doctor".',
    zh: '不定式（infinitive）：dream、plan、goal 等作主语时，表语是要做的事就用 to do：My dream is to become a doctor（我的梦想是成为医生）；中文“梦想是成为”不需要 to，英语却要。',
    examples: {
      wrong: [
        ['My dream is become a doctor.', 'My dream is to become a doctor.'],
        ['The most important thing is study hard.', 'The most important thing is to study hard.'],
      ],
      right: ['My goal is weight loss.', 'The best thing is love and care.'],
    },
  },
];
