import type { PhraseTable } from '../../engine/phrase-table';
import { PLACE_NAMES } from '../../lexicon/words';

/*
 * Preposition phrases, the first rows of VERB_AND_ADJECTIVE_PHRASES: a verb's, an adjective's or a place's own
 * preposition ("depend of" -> "depend on", "angry on me" -> "angry with me", "arrived at Beijing" -> "in").
 */

/** Rows of VERB_AND_ADJECTIVE_PHRASES (verbs-and-adjectives.ts), in the order they are tried. */
export const OWN_PREPOSITION_PHRASES: PhraseTable = [
  {
    id: 'in-the-other-hand',
    pattern: /\b([Ii])n(?=\s+the\s+other\s+hand\b)/g,
    fix: (m) => (m[1] === 'I' ? 'On' : 'on'),
    en: 'It is "on the other hand".',
    zh: '固定搭配（fixed phrase）：“另一方面”是 on the other hand，不用 in；中文说“在另一方面”，容易写成 in：On the other hand, it is expensive（另一方面，它很贵）。',
    examples: {
      wrong: [['In the other hand, it is expensive.', 'On the other hand, it is expensive.']],
      right: ['On the other hand, it is cheap.', 'She held a cup in one hand and a pen in the other.'],
    },
  },
  {
    id: 'depend-of',
    pattern: /\b(depend(?:s|ed|ing)?)\s+of\b/gi,
    fix: (m) => `${m[1]} on`,
    en: 'It is "depend on".',
    zh: '固定搭配（fixed phrase）：depend 后面接 on 再接所依赖的事物，不用 of（中文“取决于”的“于”容易让人想到 of）：It depends on the weather（这取决于天气）。',
    examples: {
      wrong: [['It depends of the weather.', 'It depends on the weather.']],
      right: ['It depends on the weather.'],
    },
  },
  // "take" wants the noun.
  {
    id: 'take-responsible-for',
    pattern: /\b((?:take|takes|took|taken|taking)\s+(?:full\s+)?)responsible(?=\s+for\b)/gi,
    fix: (m) => `${m[1]}responsibility`,
    en: 'One takes "responsibility" for something (or is "responsible" for it).',
    zh: '用词（word choice）：take 后面要接名词 responsibility（责任）；responsible 是形容词，只能放在 be 后面：take responsibility for it 或 be responsible for it（对此负责）。',
    examples: {
      wrong: [
        [
          'They should take responsible for their mistakes.',
          'They should take responsibility for their mistakes.',
        ],
      ],
      right: ['They are responsible for their mistakes.'],
    },
  },
  // "trust" takes its object directly ("rely on me", "count on me").
  {
    id: 'trust-on',
    pattern: /\b(trust(?:s|ed|ing)?)\s+on(?=\s+(?:me|you|him|her|us|them|it|my|your|his|their|our)\b)/gi,
    fix: (m) => m[1]!,
    en: '"Trust" takes its object directly: "You can trust me" (or "rely on me").',
    zh: '及物动词（transitive verb）：trust（信任）后面直接接人，不加 on；要用 on 的是 rely on 或 count on（依靠）：You can trust me（你可以信任我）。',
    examples: {
      wrong: [['You can trust on me.', 'You can trust me.']],
      right: ['You can trust me.', 'You can rely on me.'],
    },
  },
  // "help" with an object is the verb.
  {
    id: 'thank-for-your-help-me',
    pattern: /\b([Tt]hanks?|[Tt]hank\s+you)\s+for\s+your\s+help\s+(me|us|him|her|them)\b/g,
    fix: (m) => `${m[1]} for helping ${m[2]}`,
    en: 'It is "thank you for helping me" (or "for your help").',
    zh: '非谓语动词（non-finite verb）：for 后面要么接名词 your help，要么接动名词 helping me；your help 是名词，后面不能再带宾语 me：Thank you for helping me（谢谢你帮助我）。',
    examples: {
      wrong: [['Thank you for your help me.', 'Thank you for helping me.']],
      right: ['Thank you for your help.', 'Thanks for helping me.'],
    },
  },
  // A comparison of age or size takes "than".
  {
    id: 'older-to-me',
    pattern:
      /\b(older|younger|taller|shorter|bigger|smaller|heavier|richer|elder)\s+to(?=\s+(?:me|him|her|us|them|you|my|his|our|their|your)\b)/g,
    fix: (m) => `${m[1]} than`,
    en: 'A comparison takes "than": "two years older than me".',
    zh: '句型（sentence pattern）：比较级后面用 than 引出比较的对象，不用 to；中文“比我大”的“比”对应的是 than：He is two years older than me（他比我大两岁）。',
    examples: {
      wrong: [['He is two years older to me.', 'He is two years older than me.']],
      right: ['He is two years older than me.'],
    },
  },
  // "prefer to" compares with "rather than" (not "prefer to earn more than that": a comparative's "than").
  {
    id: 'prefer-to-than',
    pattern:
      /\b(prefer|prefers|preferred)(\s+to\s+[a-z]+(?:\s+[a-z]+){0,3}?)(?<!\b(?:more|less|fewer|better|worse|rather|other|longer|faster|earlier|later|sooner|higher|lower|bigger|smaller|cheaper))\s+than\s+(?:to\s+)?(?=[a-z])/g,
    fix: (m) => `${m[1]}${m[2]} rather than `,
    en: '"Prefer to do" compares with "rather than": "I prefer to read rather than watch TV".',
    zh: '句型（sentence pattern）：prefer to do A 要用 rather than do B 来比较，不能只用 than；中文“比起……更喜欢”容易让人直接用 than：I prefer to read rather than watch TV（我宁愿看书也不看电视）。',
    examples: {
      wrong: [
        ['I prefer to read than watch TV.', 'I prefer to read rather than watch TV.'],
        ['I prefer to read than to watch TV.', 'I prefer to read rather than watch TV.'],
      ],
      right: ['I prefer to earn more than that.', 'I prefer to read rather than watch TV.'],
    },
  },
  // "as" already stands for what is known.
  {
    id: 'as-we-know-that',
    pattern: /(?<=^|[.!?]\s+)(As\s+(?:we|you|everyone|everybody)\s+(?:all\s+)?know)\s+that\b,?/g,
    fix: (m) => `${m[1]},`,
    en: '"As we all know" takes no "that": "As we all know, smoking is harmful".',
    zh: '句型（sentence pattern）：as 在这里已经代替了“大家知道的内容”，后面不能再加 that；中文“众所周知”后面直接接内容：As we all know, smoking is harmful（众所周知，吸烟有害健康）。',
    examples: {
      wrong: [['As we all know that, smoking is harmful.', 'As we all know, smoking is harmful.']],
      right: ['As we all know, smoking is harmful.', 'We all know that smoking is harmful.'],
    },
  },
  // One takes care of someone.
  {
    id: 'take-care-without-of',
    pattern:
      /\b(take|takes|took|taking)\s+care\s+(?=(?:yourself|yourselves|himself|herself|themselves|myself|ourselves|(?:the|my|your|his|her|our|their)\s+[a-z]+)\b)/gi,
    fix: (m) => `${m[1]} care of `,
    en: 'One takes care "of" someone: "Take care of yourself".',
    zh: '固定搭配（fixed phrase）：“照顾、爱护某人或某物”是 take care of，of 不能省（中文“照顾你自己”不需要介词）：Take care of yourself（照顾好自己）。',
    examples: {
      wrong: [
        ['Please take care yourself.', 'Please take care of yourself.'],
        ['We must take care the environment.', 'We must take care of the environment.'],
      ],
      right: ['Take care of yourself.', 'Take care!'],
    },
  },
  // The world around us is "the environment".
  {
    id: 'protect-environment',
    pattern:
      /\b((?:protect|protects|protected|protecting|pollute|pollutes|polluted|polluting|save|saves|saved|saving|damage|damages|damaged|damaging|destroy|destroys|destroyed|destroying|harm|harms|harmed|harming)\s+)(environment)\b/g,
    fix: (m) => `${m[1]}the ${m[2]}`,
    en: 'The world around us is "the environment": "protect the environment".',
    zh: '冠词（article）：指我们周围的自然环境时，environment 前面要加 the；中文没有冠词，所以容易漏掉：protect the environment（保护环境）。',
    examples: {
      wrong: [['We should protect environment.', 'We should protect the environment.']],
      right: ['We should protect the environment.', 'We should protect our environment.'],
    },
  },
  // One is good at a subject or a skill ("good in a crisis" is a time).
  {
    id: 'good-in-subject',
    pattern:
      /\b((?:good|bad|better|best|great|excellent|poor|terrible|weak|strong)\s+)in(?=\s+(?:math|maths|mathematics|English|Chinese|physics|chemistry|biology|history|geography|science|sports?|music|art|drawing|painting|singing|dancing|swimming|cooking|writing|speaking|reading|languages?|computers?|programming)\b)/g,
    fix: (m) => `${m[1]}at`,
    en: 'One is "good at" a subject or a skill: "good at math".',
    zh: '介词（preposition）：“擅长某个科目或技能”用 good at，不用 in（中文“在数学方面很好”容易让人用 in）：He is good at math（他擅长数学）。',
    examples: {
      wrong: [['He is good in math.', 'He is good at math.']],
      right: ['He is good at math.', 'He is good in a crisis.'],
    },
  },
  // An activity with its object (not "strong in manufacturing", a trade).
  {
    id: 'good-in-doing',
    pattern:
      /\b((?:good|bad|poor|terrible)\s+)in(?=\s+[a-z]{2,}ing\s+(?:the|a|an|my|his|her|our|their|your|it|them|people|friends|others|basketball|football|soccer|tennis|volleyball|badminton|baseball|golf|chess|games|cards|music)\b)/g,
    fix: (m) => `${m[1]}at`,
    en: 'One is "good at" doing something: "good at playing the piano".',
    zh: '介词（preposition）：“擅长做某事”用 good at doing，不用 in（中文“在弹琴方面很好”容易让人用 in）：She is good at playing the piano（她擅长弹钢琴）。',
    examples: {
      wrong: [['She is good in playing the piano.', 'She is good at playing the piano.']],
      right: ['She is good at playing the piano.', 'The country is strong in manufacturing.'],
    },
  },
  {
    id: 'in-a-date',
    pattern:
      /\b([Ii]n)(?=\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?\b(?!\s*:))/g,
    fix: (m) => (m[1] === 'In' ? 'On' : 'on'),
    en: 'A date takes "on": "on May 5th" ("in" a month or a year).',
    zh: '介词（preposition）：具体的某一天用 on（on May 5th），只有月份或年份才用 in（in May, in 2020）；中文都说“在”，所以容易混：I was born on May 5th（我出生于5月5日）。',
    examples: {
      wrong: [['I was born in May 5th.', 'I was born on May 5th.']],
      right: ['I was born in May.', 'I was born in May 1998.'],
    },
  },
  // One is angry with a person (生我的气).
  {
    id: 'angry-on-someone',
    pattern: /\b((?:angry|mad|upset)\s+)(?:on|to)(?=\s+(?:me|him|her|us|them|you|my|his|our|their)\b)/gi,
    fix: (m) => `${m[1]}with`,
    en: 'One is "angry with" a person: "My teacher was angry with me".',
    zh: '介词（preposition）：“生某人的气”是 angry with someone，不用 on 或 to（中文“对我生气”容易写成 to me）：My teacher was angry with me（老师生我的气）。',
    examples: {
      wrong: [['My teacher was angry on me.', 'My teacher was angry with me.']],
      right: ['My teacher was angry with me.', 'My teacher was angry about the noise.'],
    },
  },
  // "at" a building or a stop: "at Beijing Airport", "at Shanghai Station".
  {
    id: 'arrive-at-city',
    pattern: new RegExp(
      `\\b((?:arrive|arrives|arrived|arriving|live|lives|lived|living|stay|stays|stayed|staying)\\s+)at(?=\\s+(?:${PLACE_NAMES})\\b(?!\\s+[A-Z]))`,
      'g',
    ),
    fix: (m) => `${m[1]}in`,
    en: 'A city or a country takes "in": "arrived in Beijing" ("at" a building or a stop: "at Beijing Airport").',
    zh: '介词（preposition）：arrive 后面接城市、国家这样的大地方用 in（arrived in Beijing），接车站、机场、建筑这样的具体地点用 at（arrived at Beijing Airport）。',
    examples: {
      wrong: [
        ['She arrived at Beijing yesterday.', 'She arrived in Beijing yesterday.'],
        ["I'm living at Shanghai now.", "I'm living in Shanghai now."],
      ],
      right: ['She arrived at Beijing Airport.', 'She arrived in Beijing yesterday.'],
    },
  },
  {
    id: 'arrive-in-building',
    pattern:
      /\b((?:arrive|arrives|arrived|arriving)\s+)in(?=\s+the\s+(?:airport|station|bus\s+stop|hotel|office|school|hospital|restaurant|cinema|museum|library|gate|hall)\b)/gi,
    fix: (m) => `${m[1]}at`,
    en: 'A building or a stop takes "at": "We arrived at the airport" (a city takes "in").',
    zh: '介词（preposition）：arrive 后面接车站、机场、建筑这样的具体地点用 at（arrived at the airport），接城市、国家才用 in。',
    examples: {
      wrong: [['They arrived in the airport.', 'They arrived at the airport.']],
      right: ['They arrived at the airport.', 'They arrived in the city.'],
    },
  },
  // A call is "on the phone" (在电话里; not "the photos in the phone").
  {
    id: 'talk-in-the-phone',
    pattern:
      /\b((?:talk|talks|talked|talking|speak|speaks|spoke|speaking|chat|chats|chatted|chatting)(?:\s+(?:to|with)\s+(?:me|him|her|us|them|you|my\s+[a-z]+))?(?:\s+about\s+(?:it|this|that))?\s+)in(?=\s+the\s+phone\b)/gi,
    fix: (m) => `${m[1]}on`,
    en: 'A call is "on the phone": "We talked on the phone".',
    zh: '介词（preposition）：“在电话里谈”英语说 on the phone，不用 in（中文“在电话里”的“里”容易让人用 in）：We talked on the phone（我们通了电话）。',
    examples: {
      wrong: [['We talked about it in the phone.', 'We talked about it on the phone.']],
      right: ['We talked on the phone.', 'I keep the photos in the phone.'],
    },
  },
  {
    id: 'full-with',
    pattern: /\b([Ff]ull\s+)with\b/g,
    fix: (m) => `${m[1]}of`,
    en: 'What fills something is "full of": "full of people".',
    zh: '固定搭配（fixed phrase）：“充满、装满”是 full of，不用 with（中文“满是人”不带介词，容易想到 with）：The bus is full of people（公交车上满是人）。',
    examples: {
      wrong: [['The bus is full with people.', 'The bus is full of people.']],
      right: ['The bus is full of people.'],
    },
  },
  {
    id: 'focus-in',
    pattern:
      /\b((?:focus|focuses|focused|focusing|concentrate|concentrates|concentrated|concentrating)\s+)in(?=\s+(?:the|my|your|his|her|our|their|this|that|what|studying|learning|work)\b)/gi,
    fix: (m) => `${m[1]}on`,
    en: 'One focuses "on" something: "focus on our studies".',
    zh: '介词（preposition）：“专注于某事”用 focus on 或 concentrate on，不用 in（中文“专注在……上”的“在”容易译成 in）：We should focus on our studies（我们应该专心学习）。',
    examples: {
      wrong: [['We should focus in our studies.', 'We should focus on our studies.']],
      right: ['We should focus on our studies.'],
    },
  },
  {
    id: 'apologize-without-to',
    pattern:
      /\b((?:apologize|apologizes|apologized|apologizing|apologise|apologises|apologised|apologising)\s+)(?=(?:me|him|her|us|them|you)\b)/gi,
    fix: (m) => `${m[1]}to `,
    en: 'One apologizes "to" someone: "He apologized to me".',
    zh: '不及物动词（intransitive verb）：apologize 不能直接接人，要说 apologize to someone；中文“向他道歉”里的“向”就是 to：He apologized to me（他向我道了歉）。',
    examples: {
      wrong: [['He apologized me.', 'He apologized to me.']],
      right: ['He apologized to me.'],
    },
  },
  // "be faced with" is right.
  {
    id: 'face-with',
    pattern:
      /\b((?:must|should|can|will|could|would|have\s+to|has\s+to|need\s+to|to)\s+face)\s+with(?=\s+(?:the|a|an|this|that|these|those|many|some|our|my|your|his|her|their)\b)/gi,
    fix: (m) => m[1]!,
    en: 'One faces a problem, with no "with" ("be faced with" is right too): "We must face the problem".',
    zh: '及物动词（transitive verb）：face（面对）直接接宾语，不加 with；只有被动的 be faced with 才用 with：We must face the problem（我们必须面对这个问题）。',
    examples: {
      wrong: [['We must face with the problem.', 'We must face the problem.']],
      right: ['We must face the problem.', 'We are faced with the problem.'],
    },
  },
];
