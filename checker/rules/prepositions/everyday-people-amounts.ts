import { sameFormOf, type PhraseTable } from '../../engine/phrase-table';
import { nounNumber, pluralOf, singularOf } from '../../lexicon/forms';
import { GROUP_NOUNS, isMassNoun, PLURAL_NOUNS, SUBJECT_OF_OBJECT } from '../../lexicon/words';

/*
 * Rows of EVERYDAY_WORD_PHRASES (everyday-words.ts), in the order they are tried: how one travels and what is
 * on TV ("in the TV", "by the bus"), pronouns in a pair ("Me and my friend"), amounts ("a few money", "Much
 * of the students"), thanks and favours ("Thanks your help").
 */
export const EVERYDAY_PEOPLE_AND_AMOUNTS: PhraseTable = [
  // "I saw it in the TV" -> "on TV" (not "in the TV cabinet").
  {
    id: 'in-the-tv',
    pattern:
      /(?<!\b(?:interested|interest|works?|worked|working|career|job|jobs)\s+)\b([Ii])n\s+(?:the\s+)?TV\b(?=\s*[.,!?;]|\s*$|\s+(?:last|yesterday|today|tonight|every|and|but|when|with)\b)/g,
    fix: (m) => `${m[1] === 'I' ? 'O' : 'o'}n TV`,
    en: 'What is shown is "on TV".',
    zh: '介词（preposition）：电视上播的节目说 on TV，不加 the，也不用 in：I saw it on TV（我在电视上看到的）；因为中文说“在电视里”，容易写成 in the TV。',
    examples: {
      wrong: [
        ['I saw it in the TV.', 'I saw it on TV.'],
        ['There was a good film in TV last night.', 'There was a good film on TV last night.'],
      ],
      right: ['The remote is in the TV cabinet.', 'I saw it on TV.', 'I am interested in TV and radio.'],
    },
  },
  // "I go to school by the bus", "on bus" -> "by bus": how one travels takes "by" and no article, after a
  // verb of going (not "by the bus stop", "on the bus", "He waited by the car": next to it).
  {
    id: 'by-the-bus',
    pattern:
      /(?<=\b(?:go|goes|went|going|come|comes|came|coming|travel|travels|travelled|traveled|get|gets|got|getting)\b[^.,;!?]{0,40}\s)(?:by\s+the|on)\s+(bus|train|plane|subway|taxi|car|bike|bicycle)\b(?=\s*[.,!?;]|\s*$|\s+(?:every|and|but|because|to|from|today|yesterday)\b)/g,
    fix: (m) => `by ${m[1]}`,
    en: 'How one travels takes "by" and no article: "by bus" (or "on the bus").',
    zh: '介词（preposition）：说乘坐什么交通工具用 by，后面不加冠词：I go to school by bus（我坐公交车上学）；用 on 时要加 the：on the bus。',
    examples: {
      wrong: [
        ['I go to school by the bus.', 'I go to school by bus.'],
        ['He went to work on train every day.', 'He went to work by train every day.'],
      ],
      right: ['I go to school on the bus.', 'I went by the bus stop.', 'He waited by the car.'],
    },
  },
  // "Most of time I stay at home" -> "Most of the time".
  {
    id: 'most-of-time',
    pattern: /\b([Mm]ost)\s+of\s+time\b/g,
    fix: (m) => `${m[1]} of the time`,
    en: 'It is "most of the time".',
    zh: '冠词（article）：“大多数时候”说 most of the time，time 前要有 the：Most of the time I stay at home（我大多数时候待在家里）。',
    examples: {
      wrong: [['Most of time I stay at home.', 'Most of the time I stay at home.']],
      right: ['Most of the time I stay at home.'],
    },
  },
  // "Beside English, I also study French" -> "Besides": "besides" is "as well as"; "beside" is "next to".
  {
    id: 'beside-also',
    pattern:
      /(?<=^|[.!?]\s+)Beside(?!\s+(?:the|a|an|our|my|his|her|their|this|that)\b)(?=\s+[^,.!?]+,\s+(?:I|we|he|she|they|you|it)\s+(?:also|can\s+also|will\s+also|should\s+also)\b)/g,
    fix: () => 'Besides',
    en: '"Besides" means "as well as"; "beside" means "next to".',
    zh: '易混词（confused words）：besides 意为“除……之外（还）”，beside 意为“在……旁边”：Besides English, I also study French（除了英语，我还学法语）。',
    examples: {
      wrong: [['Beside English, I also study French.', 'Besides English, I also study French.']],
      right: [
        'Besides English, I also study French.',
        'Beside the door, there is a lamp.',
        'Beside the river, we also saw a temple.',
      ],
    },
  },
  // "He raised up his hand" -> "raised his hand"; "The price has raised" -> "has risen": one raises
  // something; a price rises.
  {
    id: 'raise-up-hand',
    pattern: /\b(raise|raises|raised|raising)\s+up(?=\s+(?:his|her|my|your|their|our|the)\s+hands?\b)/gi,
    fix: (m) => m[1]!,
    en: 'One raises a hand: "raised his hand" (no "up").',
    zh: '用词（word choice）：raise 本身就是“举起”，不再加 up：He raised his hand（他举起了手）；中文说“举起来”，英语却不需要 up。',
    examples: {
      wrong: [['He raised up his hand.', 'He raised his hand.']],
      right: ['He raised his hand.', 'They raised up the flag.'],
    },
  },
  {
    id: 'price-has-raised',
    pattern:
      /\b((?:price|prices|cost|costs|number|temperature|level|rent)(?:\s+of\s+[a-z]+)?\s+(?:has|have|had)\s+)raised\b(?=\s*[.,!?;]|\s*$|\s+(?:by|a\s+lot|again|so|quickly|sharply|recently)\b)/gi,
    fix: (m) => `${m[1]}risen`,
    en: 'A price rises by itself ("has risen"); one raises something ("raised the price").',
    zh: '不及物动词（intransitive verb）：rise 是“（自己）上涨”，后面不带宾语：The price has risen（价格上涨了）；raise 是“提高某物”，要带宾语：They raised the price。',
    examples: {
      wrong: [
        ['The price has raised again.', 'The price has risen again.'],
        ['The price of rice has raised.', 'The price of rice has risen.'],
      ],
      right: ['They have raised the price.', 'The number has raised questions.'],
    },
  },
  // "Me and my friend went", "I and my friend went" -> "My friend and I went": the subject is "I", and it
  // comes last.
  {
    id: 'me-and-my-friend',
    pattern:
      /(^|[.!?]\s+)(?:Me|I)\s+and\s+((?:my|his|her|our|their)\s+[a-z]+)(?=\s+(?:went|go|are|were|have|had|will|would|can|could|like|love|play|played|met|visited|decided|started)\b)/g,
    fix: (m) => `${m[1]}${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)} and I`,
    en: 'In the subject it is "I", and it comes last: "My friend and I went".',
    zh: '语序（word order）：I 和别人一起作主语时，用主格 I，并且放在最后：My friend and I went to the park（我和我朋友去了公园）；中文习惯说“我和……”，英语却出于礼貌把自己放在后面。',
    examples: {
      wrong: [
        ['Me and my friend went to the park.', 'My friend and I went to the park.'],
        ['I and my sister like music.', 'My sister and I like music.'],
      ],
      right: ['My friend and I went to the park.', 'He saw me and my friend.'],
    },
  },
  // "I and he are friends", "Me and him are classmates", "Him and me are friends" -> "He and I are": "I"
  // comes last, and a subject
  // takes the subject pronouns.
  {
    id: 'me-and-him',
    pattern:
      /(^|[.!?]\s+)(?:(?:I|Me)\s+and\s+(he|she|they|him|her|them)|(Him|Her|Them)\s+and\s+(?:me|I)|(He|She|They)\s+and\s+me)(?=\s+(?:are|were|have|had|will|went|go|like|love|play|played|met|both)\b)/g,
    fix: (m) => {
      const written = (m[2] ?? m[3] ?? m[4]!).toLowerCase();
      const other = SUBJECT_OF_OBJECT[written] ?? written;
      return `${m[1]}${other[0]!.toUpperCase()}${other.slice(1)} and I`;
    },
    en: 'In the subject, "I" comes last: "He and I are friends".',
    zh: '语序（word order）：两个代词一起作主语时都用主格（he、she、I），而且 I 放在最后：He and I are friends（他和我是朋友）；不说 Me and him are friends。',
    examples: {
      wrong: [
        ['I and he are friends.', 'He and I are friends.'],
        ['Me and him are classmates.', 'He and I are classmates.'],
        ['Him and me are friends.', 'He and I are friends.'],
      ],
      right: ['He and I are friends.', 'She and I went home.'],
    },
  },
  // "He is a my friend" -> "my friend": "my" already says whose ("a friend of mine" says one of them).
  {
    id: 'a-my-friend',
    pattern: /\b([Aa])n?\s+(my|your|his|her|our|their)(?=\s+\p{L})/gu,
    fix: (m) => (m[1] === 'A' ? `${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)}` : m[2]!),
    en: 'A possessive already says whose: "my friend" (or "a friend of mine"), not "a my friend".',
    zh: '冠词（article）：my、his 这样的物主代词已经说明是谁的，前面不能再加 a：He is my friend 或 He is a friend of mine（他是我的一个朋友）；中文说“一个我的朋友”，英语里 a 和 my 不能连用。',
    examples: {
      wrong: [
        ['He is a my friend.', 'He is my friend.'],
        ['A my friend called me.', 'My friend called me.'],
      ],
      right: ['He is a friend of mine.', 'He is my friend.'],
    },
  },
  // "I have a few money" -> "a little money": "few" counts things, "little" measures stuff.
  {
    id: 'few-money',
    pattern: /\b([Aa]\s+|(?<=\b(?:have|has|had|very|so|too)\s+))([Ff])ew(\s+)(\p{L}+)/gu,
    fix: (m) =>
      `${m[1] ?? ''}${isMassNoun(m[4]!.toLowerCase()) || m[4] === 'time' ? `${m[2] === 'F' ? 'L' : 'l'}ittle` : `${m[2]}ew`}${m[3]}${m[4]}`,
    en: '"Few" counts things; stuff that is not counted takes "little": "a little money", "a little time".',
    zh: '用词（word choice）：few 修饰可数名词，little 修饰不可数名词；money、time 不可数，所以说 a little money（一点钱）；中文的“一点”“几个”不分可数和不可数。',
    examples: {
      wrong: [
        ['I have a few money.', 'I have a little money.'],
        ['I have very few time.', 'I have very little time.'],
      ],
      right: ['I have a few friends.', 'I have a little money.'],
    },
  },
  // "I'd like a cup of coffees" -> "a cup of coffee": what a cup holds is not counted.
  {
    id: 'cup-of-coffees',
    pattern:
      /\b(an?\s+(?:cup|glass|bottle|bowl|pot|mug)\s+of\s+)(coffee|tea|water|milk|juice|soup|rice|wine|beer)s\b/gi,
    fix: (m) => `${m[1]}${m[2]}`,
    en: 'What a cup holds is not counted: "a cup of coffee".',
    zh: '单复数（number）：coffee、tea、water 这样的物质名词不可数，不加 s，数的是杯子：a cup of coffee（一杯咖啡），two cups of coffee。',
    examples: {
      wrong: [["I'd like a cup of coffees.", "I'd like a cup of coffee."]],
      right: ['Two cups of coffee, please.', "I'd like a cup of coffee."],
    },
  },
  // "Much of the students were absent" -> "Many of the students", "Every of us" -> "Each of us".
  {
    id: 'much-of-the-students',
    pattern: /\b([Mm])uch(?=\s+of\s+(?:the|my|our|his|her|their|these|those)\s+([a-z]+)\b)/g,
    fix: (m) => (nounNumber(m[2]!) === 'plural' ? `${m[1] === 'M' ? 'M' : 'm'}any` : m[0]),
    en: 'Many of a plural, much of a mass: "Many of the students were absent".',
    zh: '用词（word choice）：many 修饰可数名词的复数，much 修饰不可数名词：Many of the students were absent（很多学生缺席了）；Much of the money was spent。',
    examples: {
      wrong: [['Much of the students were absent.', 'Many of the students were absent.']],
      right: ['Much of the money was spent.', 'Many of the students were absent.'],
    },
  },
  {
    id: 'every-of',
    pattern: /\b([Ee])very\s+of\b/g,
    fix: (m) => `${m[1] === 'E' ? 'E' : 'e'}ach of`,
    en: '"Every" takes no "of": "each of us" (or "every one of us").',
    zh: '语法（grammar）：every 只能直接放在单数名词前，后面不能接 of；“我们每个人”说 each of us 或 every one of us。',
    examples: {
      wrong: [['Every of us has a dream.', 'Each of us has a dream.']],
      right: ['Every one of us has a dream.', 'Each of us has a dream.'],
    },
  },
  // "A lot of money were spent" -> "was spent": an amount of stuff is one thing (as the sentence's subject,
  // not "People who have a lot of money are happy").
  {
    id: 'lot-of-money-were',
    pattern: /(?<=(?:^|[.!?]\s+)(?:A\s+lot\s+of|Lots\s+of|Much|Plenty\s+of)\s+([a-z]+)\s+)(were|are)\b/g,
    fix: (m) =>
      isMassNoun(m[1]!) || m[1] === 'money' || m[1] === 'time' ? (m[2] === 'were' ? 'was' : 'is') : m[0],
    en: 'An amount of stuff takes a singular verb: "A lot of money was spent".',
    zh: '主谓一致（subject–verb agreement）：a lot of、lots of 后面接不可数名词作主语时，谓语用单数：A lot of money was spent（花了很多钱）；中文的“很多”不分单复数。',
    examples: {
      wrong: [
        ['A lot of money were spent on it.', 'A lot of money was spent on it.'],
        ['Much time are wasted.', 'Much time is wasted.'],
      ],
      right: ['A lot of people were there.', 'People who have a lot of money are happy.'],
    },
  },
  // "All the student are here" -> "students": "all the" counts more than one (not a group: "all the team").
  {
    id: 'all-the-student',
    pattern: /\b([Aa]ll\s+the\s+)(\p{Ll}+)(?=\s+(?:are|were|have)\b)/gu,
    fix: (m) => {
      const noun = m[2]!;
      const counted =
        !GROUP_NOUNS.has(noun) && !isMassNoun(noun) && !PLURAL_NOUNS.has(noun) && !singularOf(noun);
      const plural = counted ? pluralOf(noun) : undefined;
      return `${m[1]}${plural ?? noun}`;
    },
    en: '"All the" counts more than one: "all the students are".',
    zh: '单复数（number）：all the 表示“所有的”，后面的可数名词要用复数：All the students are here（所有学生都在这儿）；中文名词没有复数变化，容易漏掉 s。',
    examples: {
      wrong: [['All the student are here.', 'All the students are here.']],
      right: ['All the students are here.', 'All the team are here.'],
    },
  },
  // "Let's to go" -> "Let's go": "let" takes the bare verb.
  {
    id: 'lets-to',
    pattern: /\b([Ll]et['’]s)\s+to(?=\s+[a-z])/g,
    fix: (m) => m[1]!,
    en: '"Let\'s" takes the verb alone: "Let\'s go".',
    zh: "语法（grammar）：let's 后面直接接动词原形，不加 to：Let's go home（我们回家吧）。",
    examples: {
      wrong: [["Let's to go home.", "Let's go home."]],
      right: ["Let's go home."],
    },
  },
  // "Thanks your help" -> "Thanks for your help".
  {
    id: 'thanks-your',
    pattern: /\b((?:[Tt]hanks|[Tt]hank\s+you)\s+)(?=(?:your|you\s+for)\b)(?!you\s+for\b)/g,
    fix: (m) => `${m[1]}for `,
    en: 'One thanks someone "for" something: "Thanks for your help".',
    zh: '介词（preposition）：感谢的原因要用 for 引出：Thanks for your help（谢谢你的帮助）；中文说“谢谢你的帮助”，中间没有介词，容易漏掉 for。',
    examples: {
      wrong: [
        ['Thanks your help.', 'Thanks for your help.'],
        ['Thank you your help.', 'Thank you for your help.'],
      ],
      right: ['Thanks for your help.', 'Thank you for coming.'],
    },
  },
  // "I'm looking forward your reply" -> "forward to your reply".
  {
    id: 'look-forward-without-to',
    pattern:
      /\b(look(?:s|ed|ing)?\s+forward)(?=\s+(?:your|you|the|our|his|her|their|my|it|seeing|hearing|meeting|working|this)\b)/gi,
    fix: (m) => `${m[1]} to`,
    en: 'It is "look forward to" something: "I look forward to your reply".',
    zh: '固定搭配（fixed phrase）：look forward to 是固定搭配，其中 to 是介词，后面接名词或 -ing：I look forward to your reply（期待你的回复）。',
    examples: {
      wrong: [
        ["I'm looking forward your reply.", "I'm looking forward to your reply."],
        ['I look forward hearing from you.', 'I look forward to hearing from you.'],
      ],
      right: ['I look forward to your reply.'],
    },
  },
  // "Can you give me a favor?" -> "do me a favor".
  {
    id: 'give-a-favor',
    pattern: /\b(give|gives|gave|giving)(\s+(?:me|him|her|us|them)\s+a\s+favou?r)\b/gi,
    fix: (m) => `${sameFormOf(m, 'give', 'do')}${m[2]}`,
    en: 'One "does" someone a favor.',
    zh: '固定搭配（fixed phrase）：“帮某人一个忙”说 do someone a favor，动词用 do 而不是 give：Can you do me a favor?（你能帮我个忙吗？）。',
    examples: {
      wrong: [['Can you give me a favor?', 'Can you do me a favor?']],
      right: ['Can you do me a favor?'],
    },
  },
  // "I will back home soon" -> "I will be back home": "back" is no verb here ("back someone up" is).
  {
    id: 'will-back',
    pattern:
      /\b((?:will|won't|can|can't|should|must|to|'ll|’ll)\s+)back(?=\s+(?:home|soon|later|tomorrow|here|in\s+(?:a|an|two|ten|five)\b))/gi,
    fix: (m) => `${m[1]}be back`,
    en: '"Back" is not a verb here: "I will be back home".',
    zh: '语法（grammar）：back 在这里是副词（回来），不是动词，前面要有 be：I will be back soon（我很快就回来）；中文“回家”的“回”是动词，英语要说 be back 或 come back。',
    examples: {
      wrong: [['I will back home soon.', 'I will be back home soon.']],
      right: ['I will be back soon.', 'Will you back me up?'],
    },
  },
  // "Thank you for you help" -> "your help": "you" before a noun it owns is "your" (not "for you help me",
  // where a "to" is missing).
  {
    id: 'for-you-help',
    pattern:
      /\b((?:for|to|of|with|about)\s+)you(?=\s+(?:reply|help|letter|answer|email|message|kindness|attention|support|advice|invitation)\b)(?!\s+\w+\s+(?:me|him|her|us|them|it)\b)/gi,
    fix: (m) => `${m[1]}your`,
    en: '"Your" is the word for what is yours: "your help".',
    zh: '语法（grammar）：名词前表示“你的”要用物主代词 your，不用 you：Thank you for your help（谢谢你的帮助）。',
    examples: {
      wrong: [['Thank you for you help.', 'Thank you for your help.']],
      right: ['Thank you for your help.', 'I have a letter for you.'],
    },
  },
];
