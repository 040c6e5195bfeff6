import type { PhraseTable } from '../../engine/phrase-table';
import { isVerb } from '../../lexicon/forms';
import { ingForm } from '../../lexicon/inflect';
import { indefiniteArticle, PLACE_NAMES, OBJECT_OF_SUBJECT, isStateAdjective } from '../../lexicon/words';
import { WELCOMED_TO_DO } from './words';

/*
 * Preposition phrases, the middle rows of VERB_AND_ADJECTIVE_PHRASES: the phrases of a learner's essay, an age
 * ("a five years old boy"), "discuss with … about", "the economy", "pay attention to", "welcome you to", a
 * number ("two hundreds"), among others.
 */

/** Rows of VERB_AND_ADJECTIVE_PHRASES (verbs-and-adjectives.ts), in the order they are tried. */
export const ESSAY_PHRASES: PhraseTable = [
  // A person or thing of an age after "be" takes "a".
  {
    id: 'is-years-old-noun',
    pattern:
      /\b((?:is|was|am|are)\s+)((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|\d{1,3})(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)\s+(year|month)s?\s+old(?=\s+(?:boy|girl|child|kid|son|daughter|baby|man|woman|student|dog|cat|car|house|building|tree)\b)/gi,
    fix: (m) => `${m[1]}${indefiniteArticle(m[2]!)} ${m[2]}-${m[3]!.toLowerCase()}-old`,
    en: 'Before a noun, an age is one word with hyphens, and one person takes "a": "a 20-year-old girl".',
    zh: '冠词（article）：年龄放在名词前面时要用连字符连成一个词，year 用单数，前面还要加 a；中文“她是二十岁女孩”不用冠词：She is a 20-year-old girl（她是个二十岁的女孩）。',
    examples: {
      wrong: [
        ['She is 20 years old girl.', 'She is a 20-year-old girl.'],
        ['He is eight years old boy.', 'He is an eight-year-old boy.'],
      ],
      right: ['She is 20 years old.', 'She is a 20-year-old girl.'],
    },
  },
  // "a 15-years-old boy" too: before a noun, an age is one word and "year" is singular.
  {
    id: 'years-old-before-noun',
    pattern:
      /\b((?:a|an|my|his|her|our|their|your|the|this|that)\s+)((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|\d{1,3})(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)[\s-]+(year|month|week|day)s[\s-]+old(?=\s+(?:boy|girl|child|kid|son|daughter|baby|man|woman|brother|sister|student|dog|cat|car|house|building|tree)s?\b)/gi,
    // "a 11 years old boy" -> "an 11-year-old boy": the article as the number is said.
    fix: (m) => {
      const article = indefiniteArticle(m[2]!);
      const before = /^an?\s+$/i.test(m[1]!) ? `${m[1]![0] === 'A' ? 'A' : 'a'}${article.slice(1)} ` : m[1];
      return `${before}${m[2]}-${m[3]!.toLowerCase()}-old`;
    },
    en: 'Before a noun, an age is one word with hyphens and a singular "year": "a five-year-old boy".',
    zh: '单复数（number）：年龄放在名词前面作定语时，要用连字符连成一个词，里面的 year 用单数：a five-year-old boy（一个五岁的男孩），不说 a five years old boy。',
    examples: {
      wrong: [
        ['He is a five years old boy.', 'He is a five-year-old boy.'],
        ['I have a 11 years old brother.', 'I have an 11-year-old brother.'],
        ['She has a 15-years-old son.', 'She has a 15-year-old son.'],
      ],
      right: ['The boy is five years old.', 'He is a five-year-old boy.'],
    },
  },
  {
    id: 'hardly-never',
    pattern: /\b(hardly|barely|scarcely)\s+never\b/gi,
    fix: (m) => `${m[1]} ever`,
    en: '"Hardly" is a negation already: "She is hardly ever late".',
    zh: '语法（grammar）：hardly 本身就是否定（“几乎不”），后面不能再用 never，要用 ever：She is hardly ever late（她几乎从不迟到）。',
    examples: {
      wrong: [['She is hardly never late.', 'She is hardly ever late.']],
      right: ['She is hardly ever late.', 'She is never late.'],
    },
  },
  // 和老师讨论这件事.
  {
    id: 'discuss-with-about',
    pattern:
      /\b(discuss(?:es|ed|ing)?)\s+with\s+(me|you|him|her|us|them|(?:my|your|his|her|our|their|the)\s+[a-z]+)\s+about\s+(it|this|that|them|(?:the|this|that|my|our|your|his|her|their)\s+[a-z]+)(?=\s*(?:[.,!?]|$))/g,
    fix: (m) => `${m[1]} ${m[3]} with ${m[2]}`,
    en: '"Discuss" takes what is talked about as its object: "discuss this with my teacher".',
    zh: '及物动词（transitive verb）：discuss 本身就是“讨论……”，讨论的内容直接放在后面作宾语，不加 about（discuss this with my teacher）。',
    examples: {
      wrong: [['I will discuss with my teacher about this.', 'I will discuss this with my teacher.']],
      right: ['I will discuss this with my teacher.', 'I will talk with my teacher about this.'],
    },
  },
  // "like" comes before a noun; a word for how someone is follows "look" itself.
  {
    id: 'look-like-adjective',
    pattern:
      /\b((?:look|looks|looked|seem|seems|seemed)\s+)like\s+((?:(?:very|so|really|quite)\s+)?([a-z]+))(?=\s*(?:[.,!?]|$))/g,
    fix: (m) =>
      isStateAdjective(m[3]!) || /^(?:very|so|really|quite)\s/.test(m[2]!) ? `${m[1]}${m[2]}` : m[0],
    en: 'How someone looks follows "look" itself: "She looks very happy" ("looks like" comes before a noun).',
    zh: '用词（word choice）：look、seem 后面直接接形容词说明状态（She looks very happy，她看起来很开心）；look like 后面接名词（She looks like her mother，她长得像她妈妈）。中文“看起来像……”容易让人多加 like。',
    examples: {
      wrong: [['She looks like very happy.', 'She looks very happy.']],
      right: ['She looks like her mother.', 'It looks like rain.'],
    },
  },
  {
    id: 'prevent-someone-to',
    pattern:
      /\b(prevent(?:s|ed|ing)?\s+(?:me|you|him|her|us|them|people|students|children)\s+)to\s+([a-z]+)\b/g,
    fix: (m) => (isVerb(m[2]!) ? `${m[1]}from ${ingForm(m[2]!)}` : m[0]),
    en: 'One prevents someone from doing something: "The noise prevented me from sleeping".',
    zh: '句型（sentence pattern）：“阻止某人做某事”是 prevent someone from doing something，不用 to do：The noise prevented me from sleeping（噪音让我睡不着）。',
    examples: {
      wrong: [['The noise prevented me to sleep.', 'The noise prevented me from sleeping.']],
      right: ['The noise prevented me from sleeping.'],
    },
  },
  // 北京的天气.
  {
    id: 'weather-of-place',
    pattern: new RegExp(
      `\\b([Ww]eather\\s+)of(?=\\s+(?:${PLACE_NAMES}|(?:my|our|his|her|their|your)\\s+(?:hometown|city|town|village|country))\\b)`,
      'g',
    ),
    fix: (m) => `${m[1]}in`,
    en: 'Weather is in a place: "The weather in Beijing is cold".',
    zh: '介词（preposition）：说某地的天气用 the weather in + 地点，不用 of（中文“北京的天气”里的“的”容易写成 of）：The weather in Beijing is cold（北京的天气很冷）。',
    examples: {
      wrong: [
        ['The weather of Beijing is cold.', 'The weather in Beijing is cold.'],
        ['The weather of my hometown is mild.', 'The weather in my hometown is mild.'],
      ],
      right: ['The weather in Beijing is cold.'],
    },
  },
  // Advice given as suggestions is counted (not "There was some suggestion that …": a hint).
  {
    id: 'some-suggestion',
    pattern:
      /(?<=\b(?:give|gives|gave|given|giving|have|has|had|need|needs|want|wants|get|got)\s+(?:(?:me|you|him|her|us|them)\s+)?)(some|any)\s+suggestion\b(?!['’])/g,
    fix: (m) => `${m[1]} suggestions`,
    en: '"Suggestion" is counted: "Can you give me some suggestions?" (or "some advice").',
    zh: '单复数（number）：suggestion 是可数名词，“一些建议”要用复数 some suggestions，或用不可数的 some advice；中文“建议”没有单复数变化：Can you give me some suggestions?（你能给我一些建议吗？）',
    examples: {
      wrong: [['Can you give me some suggestion?', 'Can you give me some suggestions?']],
      right: ['Can you give me some suggestions?', 'There was some suggestion that he lied.'],
    },
  },
  // A country's economy is one, and takes "the".
  {
    id: 'of-economy',
    pattern: /\b((?:development|growth|rise|decline|state|health|recovery)\s+of\s+)(economy)\b/g,
    fix: (m) => `${m[1]}the ${m[2]}`,
    en: 'A country\'s economy takes "the": "the development of the economy".',
    zh: '冠词（article）：指一个国家的经济时，economy 前面要加 the；中文没有冠词，容易漏掉：the development of the economy（经济的发展）。',
    examples: {
      wrong: [
        [
          'With the development of economy, life is better.',
          'With the development of the economy, life is better.',
        ],
      ],
      right: ['With the development of the economy, life is better.'],
    },
  },
  // Not "my first time, to be honest".
  {
    id: 'first-time-to',
    pattern: /\b((?:my|his|her|our|their|your)\s+first\s+time\s+)to\s+(?!be\s+(?:honest|frank)\b)([a-z]+)\b/g,
    fix: (m) => (isVerb(m[2]!) ? `${m[1]}${ingForm(m[2]!)}` : m[0]),
    en: '"My first time" is followed by the -ing form: "my first time coming to China".',
    zh: '非谓语动词（non-finite verb）：my first time 后面接动词的 -ing 形式，不接 to do；中文“第一次来”容易直译成 to come：This is my first time coming to China（这是我第一次来中国）。',
    examples: {
      wrong: [['This is my first time to come to China.', 'This is my first time coming to China.']],
      right: ['This is my first time coming to China.', 'It was my first time, to be honest.'],
    },
  },
  // "mostly" is an adverb ("It is mostly people who" is right).
  {
    id: 'mostly-people',
    pattern: /(^|[.!?]\s+)Mostly(\s+people\b)/g,
    fix: (m) => `${m[1]}Most${m[2]}`,
    en: '"Most people" is most of the people; "mostly" means "mainly".',
    zh: '易混词（confused words）：most people 是“大多数人”；mostly 是副词，意思是“主要地”，不能修饰名词：Most people like it（大多数人喜欢它）。',
    examples: {
      wrong: [['Mostly people like it.', 'Most people like it.']],
      right: ['Most people like it.', 'It is mostly people who like it.'],
    },
  },
  {
    id: 'attention-on',
    pattern: /\b(pa(?:y|ys|id|ying)\s+(?:more\s+|much\s+|close\s+|no\s+|little\s+)?attention)\s+on\b/gi,
    fix: (m) => `${m[1]} to`,
    en: 'It is "pay attention to".',
    zh: '固定搭配（fixed phrase）：“注意”是 pay attention to，不用 on（中文“把注意力放在……上”容易让人用 on）：Please pay attention to the teacher（请注意听老师讲）。',
    examples: {
      wrong: [['Please pay attention on the teacher.', 'Please pay attention to the teacher.']],
      right: ['Please pay attention to the teacher.'],
    },
  },
  // The passive keeps its "to" at the end.
  {
    id: 'paid-attention-without-to',
    pattern:
      /\b((?:is|are|was|were|be|been|being)\s+paid\s+(?:more\s+|much\s+|close\s+|special\s+|enough\s+)?attention)(?=\s*(?:[.!?;,]|$))/gi,
    fix: (m) => `${m[1]} to`,
    en: 'It is "pay attention to", in the passive too: "This problem should be paid attention to".',
    zh: '固定搭配（fixed phrase）：pay attention to 变成被动时，句末的 to 也要保留：This problem should be paid attention to（这个问题应该引起重视）。',
    examples: {
      wrong: [['This problem should be paid attention.', 'This problem should be paid attention to.']],
      right: ['This problem should be paid attention to.'],
    },
  },
  // The subject of "to" after "for" is an object pronoun.
  {
    id: 'for-we-to',
    pattern: /\b([Ff]or\s+)(I|we|they|he|she)(?=\s+to\s+[a-z])/g,
    fix: (m) => `${m[1]}${OBJECT_OF_SUBJECT[m[2]!.toLowerCase()]!}`,
    en: 'After "for", a pronoun is an object, also before "to": "It is useful for us to learn".',
    zh: '语法（grammar）：for 是介词，后面的代词要用宾格（me、us、them），即使后面还有 to do；中文“我们”没有主格宾格之分：It is useful for us to learn English（学英语对我们有用）。',
    examples: {
      wrong: [['It is useful for we to learn English.', 'It is useful for us to learn English.']],
      right: ['It is useful for us to learn English.'],
    },
  },
  {
    id: 'famous-of',
    pattern: /\b((?:is|are|was|were|be|been|become|became|very|most|world|also)\s+famous)\s+of\b/gi,
    fix: (m) => `${m[1]} for`,
    en: 'A place or a person is "famous for" something.',
    zh: '固定搭配（fixed phrase）：“因……而出名”是 be famous for，不用 of；of 只表示“……的”，说不出出名的原因：Hangzhou is famous for West Lake（杭州以西湖闻名）。',
    examples: {
      wrong: [['Hangzhou is famous of West Lake.', 'Hangzhou is famous for West Lake.']],
      right: ['Hangzhou is famous for West Lake.'],
    },
  },
  {
    id: 'different-with',
    pattern:
      /\b((?:is|are|was|were|be|very|quite|so|completely|totally|a\s+little|much)\s+different)\s+with\b/gi,
    fix: (m) => `${m[1]} from`,
    en: 'It is "different from" something.',
    zh: '介词（preposition）：“和……不同”是 different from，不用 with（中文“和……不同”的“和”容易直译成 with）：My idea is different from yours（我的想法和你的不同）。',
    examples: {
      wrong: [['My idea is different with yours.', 'My idea is different from yours.']],
      right: ['My idea is different from yours.'],
    },
  },
  {
    id: 'responsible-of',
    pattern: /\b((?:am|is|are|was|were|be|been|['’]m|['’]re|['’]s)\s+(?:not\s+)?responsible)\s+of\b/gi,
    fix: (m) => `${m[1]} for`,
    en: 'One is "responsible for" something.',
    zh: '固定搭配（fixed phrase）：“对……负责”是 be responsible for，不用 of：He is responsible for the project（他负责这个项目）。',
    examples: {
      wrong: [['He is responsible of the project.', 'He is responsible for the project.']],
      right: ['He is responsible for the project.'],
    },
  },
  // The greeting takes no object (欢迎你来中国); before a verb, an invitation (欢迎你来参观).
  {
    id: 'welcome-you-to',
    pattern: /(^|[.!?]\s+)(Welcome)\s+you(?=\s+to\s+(\p{L}+)(?<!\s+to\s+come)\b)/gu,
    fix: (m) => (WELCOMED_TO_DO.has(m[3]!) ? `${m[1]}You are welcome` : `${m[1]}${m[2]}`),
    en: 'The greeting is "Welcome to …"; to invite someone, "You are welcome to visit …".',
    zh: '句型（sentence pattern）：欢迎词是 Welcome to China（欢迎来中国），welcome 后面不加 you；邀请别人做某事说 You are welcome to visit our school（欢迎你来参观我们学校）。中文“欢迎你”容易直译成 welcome you。',
    examples: {
      wrong: [
        ['Welcome you to China!', 'Welcome to China!'],
        ['Welcome you to visit our school.', 'You are welcome to visit our school.'],
      ],
      right: ['Welcome to China!', 'You are welcome to visit our school.'],
    },
  },
  // 回复你 (not "a reply you will like": the noun).
  {
    id: 'reply-without-to',
    pattern:
      /(?<!\b(?:a|the|my|your|his|her|our|their|no|any|this|that)\s+)\b(reply|replies|replied|replying)(?=\s+(?:me|you|him|her|us|them)\b)/gi,
    fix: (m) => `${m[1]} to`,
    en: 'One replies "to" someone: "I will reply to you soon".',
    zh: '不及物动词（intransitive verb）：reply（回复）后面要加 to 再接人，中文“回复你”不用介词：I will reply to you soon（我会尽快回复你）。',
    examples: {
      wrong: [['I will reply you soon.', 'I will reply to you soon.']],
      right: ['I will reply to you soon.', 'It is a reply you will like.'],
    },
  },
  {
    id: 'because-of-before-clause',
    pattern:
      /\b([Bb]ecause)\s+of(?=\s+(?:I|we|he|she|they|you)\s+(?:am|is|are|was|were|have|has|had|can|could|will|would|do|does|did|don['’]t|doesn['’]t|didn['’]t)\b)/g,
    fix: (m) => m[1]!,
    en: '"Because of" takes a noun ("because of the rain"); a clause takes "because": "because he is ill".',
    zh: '语法（grammar）：because of 后面接名词（because of the rain，因为下雨）；接有主语和谓语的句子时只用 because：He stayed home because he was ill（他因为生病待在家里）。',
    examples: {
      wrong: [['He stayed home because of he was ill.', 'He stayed home because he was ill.']],
      right: ['He stayed home because of the rain.', 'He stayed home because he was ill.'],
    },
  },
  // Not "taller than her": "her" is the person too.
  {
    id: 'than-your',
    pattern: /\b(than\s+)(my|your|our|their)(?=\s*[.,!?;]|\s*$)/gi,
    fix: (m) => `${m[1]}${{ my: 'mine', your: 'yours', our: 'ours', their: 'theirs' }[m[2]!.toLowerCase()]}`,
    en: 'A possessive standing alone is "mine", "yours", "ours": "My bag is heavier than yours".',
    zh: '语法（grammar）：后面不跟名词时，物主代词要用名词性的 mine、yours、ours；中文“你的”后面可以省掉名词，英语要换成 yours：My bag is heavier than yours（我的包比你的重）。',
    examples: {
      wrong: [['My bag is heavier than your.', 'My bag is heavier than yours.']],
      right: ['My bag is heavier than yours.', 'She is taller than her.'],
    },
  },
  // "hundreds of books" is another way to say it.
  {
    id: 'two-hundreds',
    pattern:
      /\b((?:a|one|two|three|four|five|six|seven|eight|nine|ten|several|few|\d+)\s+)(hundred|thousand|million)s(?!\s+of\b)(?=\s+[a-z])/gi,
    fix: (m) => `${m[1]}${m[2]}`,
    en: 'After a number, "hundred", "thousand" and "million" take no -s: "two hundred books".',
    zh: '单复数（number）：hundred、thousand、million 前面有具体数字时不加 -s：two hundred books（两百本书）；只有 hundreds of 才表示“数以百计”。',
    examples: {
      wrong: [['There are two hundreds books.', 'There are two hundred books.']],
      right: ['There are two hundred books.', 'There are hundreds of books.'],
    },
  },
  {
    id: 'yuans',
    pattern: /\b(yuan|renminbi|jiao)s\b/gi,
    fix: (m) => m[1]!,
    en: 'Chinese money takes no -s: "10 yuan".',
    zh: '单复数（number）：yuan（元）、jiao（角）、fen（分）这些中国货币单位没有复数形式，不加 -s：It costs 10 yuan（它卖十元）。',
    examples: {
      wrong: [['It costs 10 yuans.', 'It costs 10 yuan.']],
      right: ['It costs 10 yuan.', 'The fens of East Anglia are flat.'],
    },
  },
  // A state that lasts takes "been" and the adjective; the verb happens once.
  {
    id: 'has-married-for',
    pattern:
      /\b(has|have|had)\s+(married|died)(?=\s+for\s+(?:a|one|two|three|four|five|six|seven|eight|nine|ten|many|several|a\s+few|\d+)\s+(?:years?|months?|weeks?|days?)\b)/gi,
    fix: (m) => `${m[1]} been ${m[2]!.toLowerCase() === 'died' ? 'dead' : 'married'}`,
    en: 'A state that lasts takes "been": "She has been married for two years", "He has been dead for three years".',
    zh: '时态（tense）：marry、die 是一次性的动作，不能和 for two years 这样的一段时间连用；表示持续的状态要用 have been married、have been dead。中文“结婚两年了”用的是动词，所以容易写错：She has been married for two years（她结婚两年了）。',
    examples: {
      wrong: [
        ['She has married for two years.', 'She has been married for two years.'],
        ['He has died for three years.', 'He has been dead for three years.'],
      ],
      right: ['She has been married for two years.', 'She has married a doctor.'],
    },
  },
];
