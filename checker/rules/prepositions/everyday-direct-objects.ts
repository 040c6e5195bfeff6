import { sameFormOf, type PhraseTable } from '../../engine/phrase-table';
import { PLACE_NAMES, SUBJECT_OF_OBJECT } from '../../lexicon/words';

/*
 * Rows of EVERYDAY_WORD_PHRASES (everyday-words.ts), in the order they are tried: verbs with their object
 * ("learn knowledge", "attend to the meeting", "visit to my grandmother", "see TV"), "progresses", and an
 * essay's linking phrases ("In addition of", "For conclusion", "Beside that,").
 */
export const EVERYDAY_DIRECT_OBJECTS: PhraseTable = [
  // "learn knowledge" -> "gain knowledge" (学习知识): knowledge is what one learns, so it is gained (one may
  // study "the knowledge of the ancients", a body of it).
  {
    id: 'learn-knowledge',
    pattern:
      /\b(learn|learns|learned|learnt|learning)(\s+(?:(?:a\s+lot\s+of|lots\s+of|much|more|some|new|useful|basic)\s+)?knowledge)\b(?!\s+(?:of|about|from)\b)/gi,
    fix: (m) => {
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
    en: 'Knowledge is what one learns: one "gains" or "acquires" it ("learn" takes a skill or a subject).',
    zh: '用词（word choice）：knowledge 本身就是“学到的东西”，英语说 gain / acquire knowledge（获得知识）；因为中文说“学习知识”，容易写成 learn knowledge；learn 后面接技能或科目：learn English。',
    examples: {
      wrong: [
        ['We can learn a lot of knowledge at school.', 'We can gain a lot of knowledge at school.'],
        ['She learned new knowledge in class.', 'She gained new knowledge in class.'],
      ],
      right: ['We gain knowledge at school.', 'I learned English at school.'],
    },
  },
  // "Let's look a movie" -> "watch a movie" (看电影): one looks at something, and watches a film.
  {
    id: 'look-a-movie',
    pattern: /\b(look|looks|looked|looking)\s+(?=(?:a|the|this|that)\s+(?:movie|film)\b)/gi,
    fix: (m) => `${sameFormOf(m, 'look', 'watch')} `,
    en: 'A film is "watched": "watch a movie" ("look at" a picture).',
    zh: '用词（word choice）：看电影说 watch a movie；look 是“看向”，后面要加 at：look at the picture；因为中文都说“看”，容易写成 look a movie。',
    examples: {
      wrong: [["Let's look a movie tonight.", "Let's watch a movie tonight."]],
      right: ["Let's watch a movie tonight.", 'Look at the film poster.'],
    },
  },
  // "I hope you to come" -> "I hope you can come": one hopes that someone does something ("want you to").
  {
    id: 'hope-you-to',
    pattern: /\b(hope|hopes|hoped)\s+(you|he|she|they|we|him|her|them|us)\s+to(?=\s+[a-z]+)/g,
    fix: (m) => {
      const subject = SUBJECT_OF_OBJECT[m[2]!] ?? m[2]!;
      return `${m[1]} ${subject} ${m[1] === 'hoped' ? 'could' : 'can'}`;
    },
    en: 'One hopes that someone does something: "I hope you can come" ("I want you to come").',
    zh: '句型（sentence pattern）：hope 后面不能接“人 + to do”，要接从句：I hope you can come（我希望你能来）；want 才可以说 want you to come。',
    examples: {
      wrong: [
        ['I hope you to come to my party.', 'I hope you can come to my party.'],
        ['She hoped him to win.', 'She hoped he could win.'],
      ],
      right: ['I want you to come.', 'I hope you can come.'],
    },
  },
  // "Can you talk me about it?" -> "tell me about it": one tells someone, and talks to them.
  {
    id: 'talk-me-about',
    pattern: /\b(talk|talks|talked|talking)(?=\s+(?:me|him|her|us|them)\s+about\b)/gi,
    fix: (m) => sameFormOf(m, 'talk', 'tell'),
    en: 'One "tells" someone about something, or "talks to" them about it.',
    zh: '用词（word choice）：tell 后面直接接人：tell me about it（告诉我这件事）；talk 后面要先加 to 再接人：talk to me about it。',
    examples: {
      wrong: [['Can you talk me about it?', 'Can you tell me about it?']],
      right: ['Can you talk to me about it?', 'Can you tell me about it?'],
    },
  },
  // "We arrived Beijing" -> "arrived in Beijing": "arrive" takes "in" before a city or a country.
  {
    id: 'arrive-city',
    pattern: new RegExp(`\\b(arrive|arrives|arrived|arriving)(?=\\s+(?:${PLACE_NAMES})\\b)`, 'g'),
    fix: (m) => `${m[1]} in`,
    en: '"Arrive" takes "in" before a city or a country: "arrived in Beijing".',
    zh: '不及物动词（intransitive verb）：arrive 是不及物动词，后面接城市、国家要加 in：We arrived in Beijing（我们到达了北京）；因为中文说“到达北京”，中间没有介词，容易漏掉 in。',
    examples: {
      wrong: [['We arrived Beijing last night.', 'We arrived in Beijing last night.']],
      right: ['We arrived in Beijing last night.'],
    },
  },
  // "I will attend to the meeting" -> "attend the meeting" ("attend to" is to deal with: "attend to a patient").
  {
    id: 'attend-to-meeting',
    pattern:
      /\b(attend|attends|attended|attending)\s+to(?=\s+(?:the|a|an|my|his|her|our|their|this|that)\s+(?:meeting|class|lesson|lecture|conference|wedding|party|ceremony|concert|course|seminar)\b)/gi,
    fix: (m) => m[1]!,
    en: 'One "attends" a meeting or a class, with no "to" ("attend to" is to deal with something).',
    zh: '及物动词（transitive verb）：attend 表示“参加（会议、课程）”时直接接宾语：attend the meeting（参加会议）；attend to 是“处理、照料”：attend to a patient。',
    examples: {
      wrong: [['I will attend to the meeting.', 'I will attend the meeting.']],
      right: ['The nurse will attend to a patient.', 'I will attend the meeting.'],
    },
  },
  // "He approached to the door", "She resembles with her mother", "We face with many problems", "He
  // accompanied with me": these verbs take their object directly (not "an approach to", a noun; "We are faced
  // with", a passive; "was accompanied with rice").
  {
    id: 'approach-to-resemble-with',
    pattern:
      /\b(approached|approaching|resemble|resembles|resembled|resembling)\s+(?:to|with)\b(?=\s+(?:the|a|an|my|his|her|our|their|your|this|that|me|him|us|them)\b)/gi,
    fix: (m) => m[1]!,
    en: 'This verb takes its object directly, with no preposition: "approached the door", "resembles her mother".',
    zh: '及物动词（transitive verb）：approach（走近）和 resemble（像）直接接宾语，不加 to 或 with：She resembles her mother（她长得像她妈妈）；因为中文说“走近到”“和……像”，容易多加介词。',
    examples: {
      wrong: [
        ['He approached to the door.', 'He approached the door.'],
        ['She resembles with her mother.', 'She resembles her mother.'],
      ],
      right: ['This is a new approach to the problem.', 'She resembles her mother.'],
    },
  },
  {
    id: 'face-with-accompany-with',
    pattern:
      /\b((?:I|we|you|they|he|she|We|You|They|He|She)\s+(?:face|faces|faced|accompany|accompanies|accompanied))\s+with\b(?=\s+(?:the|a|an|my|his|her|our|their|many|some|me|him|us|them)\b)/g,
    fix: (m) => m[1]!,
    en: 'This verb takes its object directly: "We face many problems" (or "We are faced with").',
    zh: '及物动词（transitive verb）：face（面对）和 accompany（陪伴）直接接宾语，不加 with：We face many problems（我们面临许多问题）；被动时才说 We are faced with many problems。',
    examples: {
      wrong: [
        ['We face with many problems.', 'We face many problems.'],
        ['He accompanied with me to the hospital.', 'He accompanied me to the hospital.'],
      ],
      right: ['We are faced with many problems.', 'The fish was accompanied with rice.'],
    },
  },
  // "I'm going to visit to my grandmother" -> "visit my grandmother" (not "a visit to", "my visits to": nouns).
  {
    id: 'visit-to',
    pattern:
      /\b((?:(?:to|will|would|can|could|should|must|I|we|you|they)\s+visit)|(?:he|she|He|She)\s+visits|visited|visiting)\s+to\b(?=\s+(?:my|his|her|our|their|your|the)\s+(?:grandmother|grandfather|grandparents|parents|mother|father|aunt|uncle|friends?|teacher|family|museum|zoo|park)\b)/g,
    fix: (m) => m[1]!,
    en: '"Visit" takes its object directly: "visit my grandmother" ("a visit to" is the noun).',
    zh: '及物动词（transitive verb）：动词 visit 直接接宾语：visit my grandmother（看望我奶奶）；名词才说 a visit to the museum。',
    examples: {
      wrong: [["I'm going to visit to my grandmother.", "I'm going to visit my grandmother."]],
      right: ['My visit to the museum was fun.', "I'm going to visit my grandmother."],
    },
  },
  // "see TV" -> "watch TV" (看电视); "saw it on TV" is right, and so is "saw TV as a threat", "see TV
  // cameras": only where watching ends its clause or a time or place follows.
  {
    id: 'see-tv',
    pattern:
      /\b(see|sees|saw|seen|seeing)\s+(?=(?:TV|television)(?:\s*[.,!?;]|\s*$|\s+(?:every|at|in|on|with|after|before|today|tonight|yesterday|all|for|and|but|when|together|again|last|this|until|too|now|a\s+lot|much)\b))/g,
    fix: (m) => `${sameFormOf(m, 'see', 'watch')} `,
    en: 'One "watches" TV.',
    zh: '用词（word choice）：看电视说 watch TV：I watch TV every evening（我每天晚上看电视）；see 是“看见”，不表示一段时间里一直看；因为中文说“看电视”，容易用 see。',
    examples: {
      wrong: [['I see TV every evening.', 'I watch TV every evening.']],
      right: ['I saw it on TV.', 'They saw TV as a threat.'],
    },
  },
  // "made many progresses" -> "made a lot of progress": "progress" is uncountable ("as the game progresses").
  {
    id: 'progresses',
    pattern: /\b(many|lots\s+of|a\s+lot\s+of|great|big|some|good)\s+progresses\b/gi,
    fix: (m) => (/^(many|lots\s+of|a\s+lot\s+of)$/i.test(m[1]!) ? 'a lot of progress' : `${m[1]} progress`),
    en: '"Progress" is uncountable: it has no plural.',
    zh: '单复数（number）：progress 是不可数名词，没有复数形式：He made a lot of progress（他进步很大）；many 只修饰可数名词，所以改成 a lot of。',
    examples: {
      wrong: [
        ['He made many progresses.', 'He made a lot of progress.'],
        ['She has made great progresses.', 'She has made great progress.'],
      ],
      right: ['As the game progresses, it gets harder.'],
    },
  },
  // "In addition of this" -> "In addition to this"; "For conclusion," and "In the conclusion, I" -> "In
  // conclusion," (not "In the conclusion, the author argues", the text's last part); "Beside that," ->
  // "Besides that," ("besides" adds, "beside" is next to: "beside the river").
  {
    id: 'in-addition-of',
    pattern: /\b([Ii]n\s+addition)\s+of\b/g,
    fix: (m) => `${m[1]} to`,
    en: 'It is "in addition to".',
    zh: '固定搭配（fixed phrase）：“除……之外”说 in addition to，to 是介词，不用 of：In addition to this, he is kind（除此之外，他人很好）。',
    examples: {
      wrong: [['In addition of this, he is kind.', 'In addition to this, he is kind.']],
      right: ['In addition to this, he is kind.'],
    },
  },
  {
    id: 'for-conclusion',
    pattern: /(?<=^|[.!?]\s+)(?:For\s+conclusion(?=\s*,)|In\s+the\s+conclusion(?=\s*,\s*(?:I|we)\b))/g,
    fix: () => 'In conclusion',
    en: 'An essay\'s last paragraph opens with "In conclusion,".',
    zh: '固定搭配（fixed phrase）：文章结尾总结时说 In conclusion（总之）；因为中文说“作为结论”“在结论中”，容易写成 For conclusion 或 In the conclusion。',
    examples: {
      wrong: [
        [
          'For conclusion, we must protect the environment.',
          'In conclusion, we must protect the environment.',
        ],
        ['In the conclusion, I think we should act now.', 'In conclusion, I think we should act now.'],
      ],
      right: ['In the conclusion, the author argues for change.'],
    },
  },
  {
    id: 'beside-that',
    pattern: /(?<=^|[.!?]\s+)Beside(?=(?:\s+(?:that|this))?\s*,)/g,
    fix: () => 'Besides',
    en: '"Besides" means "as well as"; "beside" means "next to" ("beside the river").',
    zh: '易混词（confused words）：besides 意为“此外、除……之外”，beside 意为“在……旁边”：Besides that, he is kind（除此之外，他人很好）；beside the river（在河边）。',
    examples: {
      wrong: [['Beside that, he is very kind.', 'Besides that, he is very kind.']],
      right: ['Beside the river, there is a park.', 'Besides that, he is very kind.'],
    },
  },
];
