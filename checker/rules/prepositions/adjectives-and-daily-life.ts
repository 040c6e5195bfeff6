import type { PhraseTable } from '../../engine/phrase-table';
import { PLACE_NAMES } from '../../lexicon/words';

/*
 * Preposition phrases, the last rows of VERB_AND_ADJECTIVE_PHRASES: adjectives with their own preposition
 * ("interested in", "proud of", "strict with"), then daily life ("graduated from", "go to bed", "have
 * breakfast") and a country's "the".
 */

/** Rows of VERB_AND_ADJECTIVE_PHRASES (verbs-and-adjectives.ts), in the order they are tried. */
export const ADJECTIVE_AND_DAILY_PHRASES: PhraseTable = [
  // Learners use the preposition Chinese suggests: 对…感兴趣, 为…骄傲, 对…严格.
  {
    id: 'interested-about',
    pattern: /\b((?:interested|interesting)\s+)about\b(?=\s+(?!what|how|why|whether|when|where|who)[a-z])/gi,
    fix: (m) => `${m[1]}in`,
    en: 'One is "interested in" something: "I\'m very interested in history".',
    zh: "固定搭配（fixed phrase）：“对……感兴趣”是 be interested in，不用 about（中文“对……”容易译成 about）：I'm very interested in history（我对历史很感兴趣）。",
    examples: {
      wrong: [["I'm very interested about history.", "I'm very interested in history."]],
      right: ["I'm very interested in history."],
    },
  },
  {
    id: 'fond-with',
    pattern:
      /\b(fond)\s+(?:to|with|about)(?=\s+[a-z]+ing\b|\s+(?:me|him|her|us|them|you|it|the|my|his|our|their|your)\b)/gi,
    fix: (m) => `${m[1]} of`,
    en: 'One is "fond of" something: "He is fond of reading".',
    zh: '固定搭配（fixed phrase）：“喜欢”是 be fond of，后面接名词或动名词，不用 to、with 或 about：He is fond of reading（他喜欢读书）。',
    examples: {
      wrong: [
        ['He is fond with reading.', 'He is fond of reading.'],
        ['He is fond about his dog.', 'He is fond of his dog.'],
      ],
      right: ['He is fond of reading.'],
    },
  },
  {
    id: 'proud-for',
    pattern: /\b(proud)\s+for(?=\s+(?:me|him|her|us|them|you|my|his|our|their|your)\b)/gi,
    fix: (m) => `${m[1]} of`,
    en: 'One is "proud of" someone: "I\'m proud of you".',
    zh: "固定搭配（fixed phrase）：“为某人骄傲”是 be proud of someone，不用 for（中文“为你骄傲”的“为”容易译成 for）：I'm proud of you（我为你骄傲）。",
    examples: {
      wrong: [["I'm proud for you.", "I'm proud of you."]],
      right: ["I'm proud of you."],
    },
  },
  {
    id: 'strict-to',
    pattern:
      /\b(strict)\s+to(?=\s+(?:me|him|her|us|them|you|my|his|our|their|your|children|students|the\s+(?:children|students|kids))\b)/gi,
    fix: (m) => `${m[1]} with`,
    en: 'One is "strict with" someone: "My parents are very strict with me".',
    zh: '介词（preposition）：“对某人严格”是 strict with someone，不用 to（中文“对我很严格”的“对”容易译成 to）：My parents are very strict with me（我父母对我很严格）。',
    examples: {
      wrong: [['My parents are very strict to me.', 'My parents are very strict with me.']],
      right: ['My parents are very strict with me.'],
    },
  },
  {
    id: 'keen-in',
    pattern: /\b(keen)\s+(?:in|at|for)(?=\s+[a-z])(?!\s+(?:me|us|him|her|them|you|everyone)\s+to\b)/gi,
    fix: (m) => `${m[1]} on`,
    en: 'One is "keen on" something: "I am keen on music".',
    zh: '固定搭配（fixed phrase）：“热衷于、喜欢”是 be keen on，不用 in、at 或 for：I am keen on music（我很喜欢音乐）。',
    examples: {
      wrong: [['I am keen in music.', 'I am keen on music.']],
      right: ['I am keen on music.', 'She is keen to help.', 'She is keen for us to come.'],
    },
  },
  {
    id: 'proud-on',
    pattern: /\b(proud|jealous|envious|fond)\s+(?:on|at)(?=\s+[a-z])/gi,
    fix: (m) => `${m[1]} of`,
    en: 'It is "proud of", "jealous of": "I am proud of my son".',
    zh: '固定搭配（fixed phrase）：proud（骄傲）、jealous（嫉妒）、envious（羡慕）后面都用 of 接对象，不用 on 或 at：I am proud of my son（我为我儿子骄傲）。',
    examples: {
      wrong: [
        ['I am proud on my son.', 'I am proud of my son.'],
        ['She is jealous on her sister.', 'She is jealous of her sister.'],
      ],
      right: ['She is jealous of her sister.'],
    },
  },
  {
    id: 'addicted-in',
    pattern: /\b(addicted)\s+(?:in|on|with)(?=\s+[a-z])/gi,
    fix: (m) => `${m[1]} to`,
    en: 'One is "addicted to" something: "He is addicted to games".',
    zh: '固定搭配（fixed phrase）：“沉迷于”是 be addicted to，不用 in、on 或 with（中文“沉迷在游戏里”容易写成 in）：He is addicted to games（他沉迷于游戏）。',
    examples: {
      wrong: [['He is addicted in games.', 'He is addicted to games.']],
      right: ['He is addicted to games.'],
    },
  },
  // Not "famous in China": a place.
  {
    id: 'famous-in-his',
    pattern:
      /\b(famous|known)\s+in(?=\s+(?:his|her|its|their|my|your|our)\s+[a-z]+)(?!\s+[a-z]+\s+(?:hometown|home|village|town|city|country|area|region|field|school|class|day|days|time|generation|community|neighbou?rhood)\b)/gi,
    fix: (m) => `${m[1]} for`,
    en: 'One is "famous for" what one does: "He is famous for his songs".',
    zh: '介词（preposition）：“因……而出名”用 famous for 接让人出名的东西（He is famous for his songs，他因他的歌而出名）；famous in 后面接地方（famous in China，在中国有名）。',
    examples: {
      wrong: [['He is famous in his songs.', 'He is famous for his songs.']],
      right: ['He is famous in China.', 'He is famous for his songs.', 'He is famous in his hometown.'],
    },
  },
  // "gave a book to me" is the other order.
  {
    id: 'gave-to-me',
    pattern:
      /\b(give|gives|gave|given|giving|tell|tells|told|telling|show|shows|showed|shown|showing|send|sends|sent|sending|teach|teaches|taught|teaching)\s+to\s+(me|him|her|us|them)(?=\s+(?:a|an|the|my|his|her|our|their|your|some|this|that|these|those)\s+[a-z]+)/gi,
    fix: (m) => `${m[1]} ${m[2]}`,
    en: 'The person right after the verb takes no "to": "He gave me a book" (or "gave a book to me").',
    zh: '句型（sentence pattern）：双宾语句里，人紧跟在动词后面时不加 to：He gave me a book（他给了我一本书）；to 只在人放到物后面时才用：gave a book to me。',
    examples: {
      wrong: [['He gave to me a book.', 'He gave me a book.']],
      right: ['He gave me a book.', 'He gave a book to me.'],
    },
  },
  // "Dogs can smell well" says how they smell.
  {
    id: 'smells-well',
    pattern:
      /(?<=\b(?:[Ii]t|[Tt]his|[Tt]hat|[Tt]he\s+(?:food|soup|cake|dish|meal|coffee|tea|bread|idea|plan|music|song|flower|flowers))\s+(?:smells|smelled|smelt|tastes|tasted|sounds|sounded)\s+(?:very\s+|so\s+|really\s+)?)well\b/g,
    fix: () => 'good',
    en: 'How a thing smells, tastes or sounds is an adjective: "The food smells good".',
    zh: '语法（grammar）：smell、taste、sound 在这里是系动词，后面接形容词 good，不接副词 well：The food smells good（这食物闻起来很香）。',
    examples: {
      wrong: [
        ['The food smells well.', 'The food smells good.'],
        ['The soup tastes very well.', 'The soup tastes very good.'],
      ],
      right: ['The food smells good.', 'Dogs can smell well.'],
    },
  },
  {
    id: 'harmful-for-health',
    pattern:
      /\b(harmful)\s+for(?=\s+(?:(?:our|your|their|his|her|my|the|people['’]s|one['’]s)\s+)?health\b)|\b(bad)\s+to(?=\s+(?:(?:our|your|their|his|her|my|the|people['’]s|one['’]s)\s+)?health\b)/gi,
    fix: (m) => (m[1] ? `${m[1]} to` : `${m[2]} for`),
    en: 'Something is "harmful to" health, and "bad for" it.',
    zh: '介词（preposition）：“对健康有害”说 harmful to health 或 bad for health，两个搭配的介词不同，不能混用：Smoking is harmful to our health（吸烟有害健康）。',
    examples: {
      wrong: [
        ['Smoking is harmful for our health.', 'Smoking is harmful to our health.'],
        ['Smoking is bad to health.', 'Smoking is bad for health.'],
      ],
      right: ['Smoking is harmful to our health.', 'Smoking is bad for your health.'],
    },
  },
  // "worried for you" fears on someone's behalf.
  {
    id: 'worried-for-exam',
    pattern:
      /\b(worried)\s+for(?=\s+(?:my|the|his|her|our|their|your)\s+(?:exams?|tests?|future|health|job|work|studies|study|results?|grades?|interview|English)\b)/gi,
    fix: (m) => `${m[1]} about`,
    en: 'One is "worried about" something: "I am worried about my exam".',
    zh: '介词（preposition）：“为某事担心”是 worried about something（I am worried about my exam，我担心考试）；worried for 只用于替某人担心（worried for you）。',
    examples: {
      wrong: [['I am worried for my exam.', 'I am worried about my exam.']],
      right: ['I am worried about my exam.', 'I am worried for you.'],
    },
  },
  // What one has had enough of takes "of".
  {
    id: 'tired-with-doing',
    pattern: /\b(tired)\s+with(?=\s+[a-z]+ing\b)/gi,
    fix: (m) => `${m[1]} of`,
    en: 'One is "tired of" doing something: "I am tired of doing homework".',
    zh: '固定搭配（fixed phrase）：“厌倦做某事”是 be tired of doing something，不用 with：I am tired of doing homework（我厌倦了写作业）。',
    examples: {
      wrong: [['I am tired with doing homework.', 'I am tired of doing homework.']],
      right: ['I am tired of doing homework.'],
    },
  },
  {
    id: 'kind-with',
    pattern:
      /\b(kind)\s+with(?=\s+(?:everyone|everybody|me|him|her|us|them|you|people|others|animals|children|strangers)\b)/gi,
    fix: (m) => `${m[1]} to`,
    en: 'One is "kind to" someone: "She is kind to everyone".',
    zh: '介词（preposition）：“对某人友善”是 kind to someone，不用 with（中文“对大家很好”的“对”就是 to）：She is kind to everyone（她对每个人都很好）。',
    examples: {
      wrong: [['She is kind with everyone.', 'She is kind to everyone.']],
      right: ['She is kind to everyone.'],
    },
  },
  {
    id: 'satisfied-about',
    pattern: /\b(satisfied)\s+(?:about|for|to)(?=\s+(?:the|my|his|her|our|their|your|it|this|that)\b)/gi,
    fix: (m) => `${m[1]} with`,
    en: 'One is "satisfied with" something: "I am satisfied with the result".',
    zh: '固定搭配（fixed phrase）：“对……满意”是 be satisfied with，不用 about、for 或 to（中文“对结果满意”的“对”容易误导）：I am satisfied with the result（我对结果很满意）。',
    examples: {
      wrong: [['I am satisfied about the result.', 'I am satisfied with the result.']],
      right: ['I am satisfied with the result.'],
    },
  },
  {
    id: 'congratulations-for',
    pattern: /\b([Cc]ongratulations)\s+for\b/g,
    fix: (m) => `${m[1]} on`,
    en: 'It is "congratulations on": "Congratulations on your success".',
    zh: '固定搭配（fixed phrase）：“为某事祝贺”是 congratulations on something，不用 for（中文“为你的成功祝贺”的“为”容易译成 for）：Congratulations on your success（祝贺你成功）。',
    examples: {
      wrong: [['Congratulations for your success!', 'Congratulations on your success!']],
      right: ['Congratulations on your success!'],
    },
  },
  // Not "graduated in 2010", "in physics": a time, a subject.
  {
    id: 'graduate-in-school',
    pattern:
      /\b(graduate|graduates|graduated|graduating)\s+in(?=\s+(?:(?:a|the)\s+(?:university|college|school)\b|(?:\p{Lu}\p{L}*\s+){1,4}(?:University|College|School|Institute)\b))/gu,
    fix: (m) => `${m[1]} from`,
    en: 'One graduates "from" a school or a university: "I graduated from Peking University".',
    zh: '介词（preposition）：“从某所学校毕业”是 graduate from，不用 in（中文“在北大毕业”的“在”容易译成 in）；graduate in 后面接年份或专业：I graduated from Peking University（我毕业于北京大学）。',
    examples: {
      wrong: [['I graduated in Peking University.', 'I graduated from Peking University.']],
      right: ['I graduated in 2010.', 'She graduated in physics.'],
    },
  },
  // The verb takes its object directly.
  {
    id: 'obey-to',
    pattern: /\b(obey|obeys|obeyed|obeying)\s+to\b/gi,
    fix: (m) => m[1]!,
    en: '"Obey" takes its object directly: "obey the rules".',
    zh: '及物动词（transitive verb）：obey（遵守、服从）直接接宾语，不加 to：We must obey the rules（我们必须遵守规则）。',
    examples: {
      wrong: [['We must obey to the rules.', 'We must obey the rules.']],
      right: ['We must obey the rules.'],
    },
  },
  // Not "talk it over", "talk it through".
  {
    id: 'talk-it',
    pattern: /\b(talk|talks|talked|talking)\s+(?=(?:it|this|that)\s*(?:[.,!?;]|$))/gi,
    fix: (m) => `${m[1]} about `,
    en: 'One talks "about" something: "Let\'s talk about it".',
    zh: "不及物动词（intransitive verb）：talk（谈论）后面要加 about 再接话题；中文“谈这件事”直接带宾语，英语不行：Let's talk about it（我们谈谈这件事吧）。",
    examples: {
      wrong: [["Let's talk it.", "Let's talk about it."]],
      right: ["Let's talk about it.", "Let's talk it over."],
    },
  },
  // One has been "to" a place.
  {
    id: 'ever-been-without-to',
    pattern:
      /\b((?:place|places|city|cities|country|countries|town|towns|restaurant|restaurants|park|parks|museum|museums|beach|beaches|village|villages|island|islands|hotel|hotels|shop|shops|mountain|mountains)\s+(?:that\s+|which\s+)?(?:I|we|you|they|he|she)(?:\s+(?:have|has|had)|['’]ve)\s+(?:ever\s+|never\s+)?been)(?=\s*[.,!?;]|\s*$)/g,
    fix: (m) => `${m[1]} to`,
    en: 'One has been "to" a place: "the most beautiful place I have ever been to".',
    zh: '介词（preposition）：“去过某地”是 have been to a place；地点提到前面以后，句末的 to 也不能省：the most beautiful place I have ever been to（我去过的最美的地方）。',
    examples: {
      wrong: [
        [
          'It is the most beautiful place I have ever been.',
          'It is the most beautiful place I have ever been to.',
        ],
      ],
      right: ['It is the most beautiful place I have ever been to.'],
    },
  },
  // Not "He's come from Japan", where "'s" is "has".
  {
    id: 'am-come-from',
    pattern: /\b(I|you|we|they|he|she)(?:\s+(?:am|is|are)\s+|['’](?:m|re)\s+)come(?=\s+from\b)/gi,
    fix: (m) => `${m[1]} ${/^(he|she)$/i.test(m[1]!) ? 'comes' : 'come'}`,
    en: 'Either "I come from China" or "I am from China", not both verbs.',
    zh: '语法（grammar）：come from 本身就是谓语，前面不再加 am、is、are；要么说 I come from China，要么说 I am from China（我来自中国）。中文“我是来自中国”里的“是”容易译成 am。',
    examples: {
      wrong: [
        ['I am come from China.', 'I come from China.'],
        ["I'm come from China.", 'I come from China.'],
      ],
      right: ['I am from China.', "He's come from Japan."],
    },
  },
  // "live" (住) is the verb (not "The show is live in London", a broadcast: only a person lives somewhere).
  {
    id: 'is-live-in',
    pattern:
      /\b(I|you|we|they|he|she)(?:\s+(?:am|is|are)\s+|['’](?:m|re|s)\s+)live(?=\s+(?:in|at|with|near|alone|here|there|together)\b)/gi,
    fix: (m) => `${m[1]} ${/^(he|she)$/i.test(m[1]!) ? 'lives' : 'live'}`,
    en: 'Where one lives is said with the verb alone: "She lives in Shanghai".',
    zh: '语法（grammar）：live（住）是动词，前面不加 be，主语是 he、she 时用 lives；中文“她是住在上海”里的“是”容易译成 is：She lives in Shanghai（她住在上海）。',
    examples: {
      wrong: [['She is live in Shanghai.', 'She lives in Shanghai.']],
      right: ['She lives in Shanghai.', 'The show is live in London.'],
    },
  },
  // Meals take no article (not "the breakfast you made", "a big lunch", "a dinner party").
  {
    id: 'have-the-breakfast',
    pattern:
      /\b((?:have|has|had|having|eat|eats|ate|eating|eaten)\s+)(?:the|a)\s+(breakfast|lunch|dinner|supper)\b(?=\s*[.,!?;]|\s*$|\s+(?:at|in|with|together|every|before|after|early|late|now|today|tonight|first)\b)/gi,
    fix: (m) => `${m[1]}${m[2]}`,
    en: 'Meals take no article: "We have breakfast at seven".',
    zh: '冠词（article）：三餐 breakfast、lunch、dinner 前面一般不加 a 或 the：We have breakfast at seven（我们七点吃早饭）；只有加了形容词或特指某一顿时才用冠词（a big lunch）。',
    examples: {
      wrong: [
        ['We have the breakfast at seven.', 'We have breakfast at seven.'],
        ['We have a lunch at twelve.', 'We have lunch at twelve.'],
      ],
      right: ['We ate the breakfast you made.', 'We had a big lunch.'],
    },
  },
  // "at risk", "risk management" are not after "take"; "take the risk of" names one.
  {
    id: 'take-risk',
    pattern: /\b((?:take|takes|took|taking|taken)\s+)risk\b(?![-'’]|\s+(?:of|management|assessment)\b)/gi,
    fix: (m) => `${m[1]}risks`,
    en: 'A risk is counted: "take risks" (or "take a risk").',
    zh: '单复数（number）：risk（风险）是可数名词，“冒险”说 take risks 或 take a risk：Successful people take risks（成功的人敢于冒险）。',
    examples: {
      wrong: [['Successful people take risk.', 'Successful people take risks.']],
      right: ['Successful people take risks.', 'They take the risk of failing.'],
    },
  },
  // Before a time (not "at the home of a friend", "went to the bed and lay down").
  {
    id: 'go-to-the-bed',
    pattern:
      /\b((?:go|goes|went|going|gone)\s+to|(?:stay|stays|stayed|staying|was|were|am|is|are|be)\s+at)\s+the\s+(bed|home)\b(?=\s*[.!?;]|\s*$|\s+(?:at|early|late|now|every|tonight|all\s+day)\b)/gi,
    fix: (m) => (/to$/i.test(m[1]!) === (m[2]!.toLowerCase() === 'bed') ? `${m[1]} ${m[2]}` : m[0]),
    en: 'It is "go to bed" and "at home", with no "the".',
    zh: '固定搭配（fixed phrase）：go to bed（上床睡觉）和 at home（在家）是固定说法，不加 the：I go to bed at ten（我十点睡觉）。',
    examples: {
      wrong: [
        ['I go to the bed at ten.', 'I go to bed at ten.'],
        ['I stayed at the home all day.', 'I stayed at home all day.'],
      ],
      right: ['He went to the bed and lay down.', 'She was at the home of a friend.'],
    },
  },
  // Going there as a pupil, a habit ("I went to the school yesterday" may be a visit to one).
  {
    id: 'go-to-the-school',
    pattern:
      /\b((?:go|goes|walk|walks|ride|rides|cycle|cycles|drive|drives)\s+to)\s+the\s+(school|church|college|class)\b(?=\s+(?:every\s+(?:day|morning|week|weekday|Sunday|Monday)|on\s+(?:weekdays|foot)|by\s+(?:bus|bike|bicycle|car|train|subway)|at\s+(?:\d|seven|eight|six|nine)))/gi,
    fix: (m) => `${m[1]} ${m[2]}`,
    en: 'Going there to learn or to pray takes no "the": "I go to school every day".',
    zh: '冠词（article）：去上学、去做礼拜时，school、church 前面不加 the：I go to school every day（我每天上学）；加 the 是指去那栋建筑办别的事。',
    examples: {
      wrong: [['I go to the school every day.', 'I go to school every day.']],
      right: ['I go to school every day.', 'I went to the school yesterday.'],
    },
  },
  // Only before a verb, a preposition or the end (not "the China Daily", "the Beijing subway").
  {
    id: 'the-china',
    pattern: new RegExp(
      `\\b([Tt]he)\\s+(${PLACE_NAMES})(?=\\s*[.,!?;]|\\s*$|\\s+(?:is|was|has|have|are|and|in|at|for|with|to|from|last|this|next|because|but)\\b)`,
      'g',
    ),
    fix: (m) => (m[1] === 'The' ? m[2]! : m[0].slice(4)),
    en: 'A country or a city takes no "the": "China is a big country".',
    zh: '冠词（article）：国名和城市名前面一般不加 the：China is a big country（中国是个大国）。',
    examples: {
      wrong: [
        ['The China is a big country.', 'China is a big country.'],
        ['I want to visit the China.', 'I want to visit China.'],
      ],
      right: ['China is a big country.', 'I read the China Daily.'],
    },
  },
];
