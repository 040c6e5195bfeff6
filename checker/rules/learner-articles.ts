import { isNoun, nounNumber } from '../lexicon/forms';
import type { PhraseTable } from '../engine/phrase-table';
import { indefiniteArticle, PAIR_NOUNS } from '../lexicon/words';

/*
 * Learner rules about articles, each wrong wherever its phrase occurs: "a 8-year-old", "What a beautiful
 * flowers!", "travel in group", "make a progress" (ARTICLE_PHRASES), and the "the" of what there is one of:
 * "Sun rises", "on internet" (THE_PHRASES, in a file of its own; the phrase family takes both from here).
 * Articles that depend on the noun's kind are in learner-everyday-articles.ts and learner-phrases.ts.
 */

export { THE_PHRASES } from './learner-definite-article';

/** Articles learners leave out or put wrong: "a 8-year-old", "What a beautiful flowers!", "in group". */
export const ARTICLE_PHRASES: PhraseTable = [
  // "I bought a new shoes" -> "new shoes", "I need a glasses" -> "glasses": a pair is said in the plural,
  // without "a" (or "a pair of shoes"; not "a shoe").
  {
    id: 'a-before-pair',
    pattern: new RegExp(
      `\\b([Aa]n?)\\s+((?:(?!(?:pair|lot|couple|few|number|kind|type)\\b)[a-z]+\\s+){0,2}?)(${[...PAIR_NOUNS].join('|')})\\b(?=\\s*[.,!?;]|\\s*$|\\s+(?:and|or|for|to|with|from|at|in|on|yesterday|today|last|because|but|that|which|are|were)\\b)`,
      'g',
    ),
    fix: (m) => {
      const rest = `${m[2]}${m[3]}`;
      return m[1]![0] === 'A' ? rest[0]!.toUpperCase() + rest.slice(1) : rest;
    },
    en: 'A pair is said in the plural, without "a": "I bought new shoes" (or "a pair of shoes").',
    zh: '冠词（article）：shoes、glasses、trousers 这类成对的东西总用复数，前面不加 a；要说“一双、一副”就用 a pair of：I bought new shoes（我买了新鞋）。',
    examples: {
      wrong: [
        ['She bought a new shoes.', 'She bought new shoes.'],
        ['I need a new glasses.', 'I need new glasses.'],
      ],
      right: ['I bought a pair of shoes.', 'I lost a shoe.'],
    },
  },
  // "We made a great progress" -> "made great progress" (取得很大进步): "progress" is uncountable (not "a
  // progress report", "a lot of progress").
  {
    id: 'make-a-progress',
    // With an adjective ("a great progress") the uncountable-noun rule takes the "a" out.
    pattern:
      /\b(make|makes|made|making)\s+an?\s+progress\b(?!\s+(?:report|bar|note|chart|meeting|review|check|test)s?\b)/gi,
    fix: (m) => `${m[1]} progress`,
    en: '"Progress" is uncountable: "We made great progress" (not "a progress").',
    zh: '冠词（article）：progress（进步）是不可数名词，前面不加 a：We made great progress（我们取得了很大进步）；中文说“一个进步”，英语却不能这样数。',
    examples: {
      wrong: [
        ['We should make a progress every day.', 'We should make progress every day.'],
        ['He made a progress in math.', 'He made progress in math.'],
      ],
      right: ['We made a progress report.', 'We made a lot of progress.'],
    },
  },
  // "a 8-year-old boy" -> "an 8-year-old", "an 5% rise" -> "a 5%": the article as the number is said.
  {
    id: 'a-an-before-number',
    pattern:
      /(?<=^|[\s(“"])([Aa]n?)\s+(?=(\d+)(?:[-‐%]|\s+(?:percent|per\s+cent|year|month|week|day|hour|minute|metre|meter|kilometre|kilometer|mile|page|point)))/g,
    fix: (m) => {
      const article = indefiniteArticle(m[2]!);
      return article === m[1]!.toLowerCase() ? m[0] : `${m[1]![0]}${article.slice(1)} `;
    },
    en: 'The article goes with how the number is said: "an 8-year-old boy" (eight), "a 5% rise" (five).',
    zh: '冠词（article）：a 还是 an 要看数字怎么读：8 读作 eight，以元音开头，用 an：an 8-year-old boy（一个八岁的男孩）；5 读作 five，用 a：a 5% rise（增长 5%）。',
    examples: {
      wrong: [
        ['He is a 8-year-old boy.', 'He is an 8-year-old boy.'],
        ['There was an 5% rise.', 'There was a 5% rise.'],
      ],
      right: ['He is an 8-year-old boy.', 'It was a 10-minute walk.'],
    },
  },
  // "What a beautiful flowers!" -> "What beautiful flowers!": "a" counts one, and flowers are more (not "What
  // a waste of resources!", "What a lot of books!", "What a busy few weeks!": the "a" counts the waste, the
  // lot, the few). Only an exclamation: "What a strong democracy demands is …" is a clause.
  {
    id: 'what-a-plural',
    pattern:
      /\b([Ww]hat)\s+an?\s+((?:(?!(?:of|lot|lots|bunch|number|couple|pair|series|waste|loss|way|few|many|dozen|hundred|thousand)\s)[a-z]+\s+){0,2}?)([a-z]+s)\b(?=\s*!|\s*$|\s+(?:they|these|those|you|we)\s+(?:are|were|have|had)\b)/g,
    fix: (m) => (nounNumber(m[3]!) === 'plural' ? `${m[1]} ${m[2]}${m[3]}` : m[0]),
    en: '"A" counts one thing: "What beautiful flowers!" ("What a beautiful flower!").',
    zh: '冠词（article）：感叹句 what 后面是复数名词时不加 a：What beautiful flowers!（多美的花啊！）；a 只表示一个：What a beautiful flower!',
    examples: {
      wrong: [
        ['What a beautiful flowers!', 'What beautiful flowers!'],
        ['What a cute dogs!', 'What cute dogs!'],
      ],
      right: ['What a waste of resources!', 'What a lot of books!'],
    },
  },
  // "I prefer to travel in group" -> "in a group", "a group led by tour guide", "without tour guide" -> "by a
  // tour guide", "without a tour guide": one group, one guide (not "in groups", "group work", "with tour guide
  // services").
  {
    id: 'in-group-by-guide',
    pattern:
      /\b((?:travel|travels|travelled|traveled|travelling|traveling|go|goes|went|going|work|working|study|studying|be|is|are|was|were)\s+in)\s+(group)\b(?=\s*[.,!?;]|\s*$|\s+(?:led|with|of|and|or|because|than|to|for|is|are)\b)|\b(led\s+by|with(?:out)?)\s+(tour\s+guide)\b(?=\s*[.,;!?]|\s*$|\s+(?:and|or|but|because|is|was|who|to|in|on|at|for|when)\b)|\b(led\s+by)\s+(guide)\b/gi,
    fix: (m) => (m[1] ? `${m[1]} a ${m[2]}` : m[3] ? `${m[3]} a ${m[4]}` : `${m[5]} a ${m[6]}`),
    en: 'One group, one guide: "travel in a group led by a tour guide".',
    zh: '冠词（article）：group、tour guide 是可数名词，单数要加 a：travel in a group led by a tour guide（跟着导游随团旅行）；中文“随团、跟导游”不用量词，英语却要加 a。',
    examples: {
      wrong: [
        ['I prefer to travel in group.', 'I prefer to travel in a group.'],
        ['We traveled in a group without tour guide.', 'We traveled in a group without a tour guide.'],
      ],
      right: ['We like to travel in groups.', 'We traveled with a tour guide.'],
    },
  },
  // "It takes long time", "We had great time" -> "a long time", "a great time": a stretch of time, or one
  // had, is counted (not "Long time no see", "a long-time friend", "have good time management"; "had hard
  // time" is Harper's HaveAHardTime).
  {
    id: 'long-time-great-time',
    pattern:
      /\b(take|takes|took|taken|taking|spend|spends|spent|spending|wait|waits|waited|waiting|need|needs|needed|after|in)\s+(long\s+time)(?=\s*[.,;!?]|\s*$|\s+(?:to|for|in|on|at|with|and|but|because|before|after|since|when|until|now|already|again|here|there|so|as|[a-z]+ing)\b)|\b(have|has|had|having)\s+((?:great|good|nice|wonderful|fantastic|lovely|terrible|bad|difficult|happy)\s+time)(?=\s*[.,;!?]|\s*$|\s+(?:to|for|in|on|at|with|and|but|because|before|after|since|when|until|now|already|again|here|there|so|as|together|[a-z]+ing)\b)/gi,
    fix: (m) => (m[1] ? `${m[1]} a ${m[2]}` : `${m[3]} a ${m[4]}`),
    en: 'A stretch of time, or a time one has, takes "a": "It takes a long time", "We had a great time".',
    zh: '冠词（article）：“很长时间”说 a long time，“玩得很开心”说 have a great time，这里的 time 可数，要加 a：It takes a long time（要花很长时间）。',
    examples: {
      wrong: [
        ['It takes long time to learn English.', 'It takes a long time to learn English.'],
        ['We had great time at the party.', 'We had a great time at the party.'],
      ],
      right: ['Long time no see.', 'He is a long-time friend.'],
    },
  },
  // "I live in big city", "He was born in small village" -> "a big city", "a small village": one place,
  // described, takes "a" (not "in big city life", where a noun goes on).
  {
    id: 'in-big-city',
    pattern:
      /\b(in|from|to|into|at)\s+((?:big|small|large|little|modern|beautiful|busy|quiet|poor|rich|famous)\s+(?:city|town|village|country|house|apartment|flat|family|company|school))\b(?=\s*[.,;!?]|\s*$|\s+(?:and|or|but|because|with|near|in|on|of|where|which|that|called|named|since|for|when)\b)/gi,
    fix: (m) => `${m[1]} ${indefiniteArticle(m[2]!.toLowerCase())} ${m[2]}`,
    en: 'One place, described, takes "a": "I live in a big city".',
    zh: '冠词（article）：city、village 是可数名词，单数前面即使有形容词也要加 a：I live in a big city（我住在一个大城市）；中文“住在大城市”不用量词。',
    examples: {
      wrong: [
        ['I live in big city.', 'I live in a big city.'],
        ['He was born in small village near Beijing.', 'He was born in a small village near Beijing.'],
      ],
      right: ['I live in a big city.', 'Life in big cities is busy.'],
    },
  },
  // "He is good at the math" -> "good at math", "I watched a TV last night" -> "watched TV": a school subject,
  // and TV as what is on, take no article (not "good at the math test", "watched a TV show").
  {
    id: 'the-subject-a-tv',
    pattern:
      /\b((?:good|bad|better|best|great|excellent|poor|weak)\s+at)\s+the\s+(math|maths|mathematics|English|Chinese|physics|chemistry|biology|history|geography)\b(?=\s*[.,!?;]|\s*$|\s+(?:and|but|because|so|too|now)\b)|\b(watch|watches|watched|watching)\s+an?\s+(TV)\b(?!\s+(?:show|shows|series|program|programme|programs|programmes|drama|channel|ad|advert|set)\b)/g,
    fix: (m) => (m[1] ? `${m[1]} ${m[2]}` : `${m[3]} ${m[4]}`),
    en: 'A school subject, and TV as what is on, take no article: "good at math", "watched TV".',
    zh: '冠词（article）：学科名称前和表示“看电视”的 TV 前不加冠词：He is good at math（他擅长数学），I watched TV last night（我昨晚看了电视）。',
    examples: {
      wrong: [
        ['He is good at the math.', 'He is good at math.'],
        ['I watched a TV last night.', 'I watched TV last night.'],
      ],
      right: ['He is good at math.', 'I watched a TV show last night.'],
    },
  },
  // "She is a very beautiful." -> "She is very beautiful": "a" goes with a noun, and none follows ("a very
  // beautiful girl"; not a noun at the end: "He is a very good cook").
  {
    id: 'a-very-adjective',
    pattern:
      /\b((?:is|was|are|were|am|['’]s|['’]m)\s+)an?\s+((?:very|so|really|quite|too)\s+([a-z]+))(?=\s*[.!?]|\s*$)/g,
    fix: (m) => (isNoun(m[3]!) ? m[0] : `${m[1]}${m[2]}`),
    en: '"A" goes with a noun: "She is very beautiful" (or "a very beautiful girl").',
    zh: '冠词（article）：a 后面要有名词；只用形容词作表语时不加 a：She is very beautiful（她很漂亮）；或者加上名词：a very beautiful girl。',
    examples: {
      wrong: [
        ['She is a very beautiful.', 'She is very beautiful.'],
        ['The room was a very quiet.', 'The room was very quiet.'],
      ],
      right: ['He is a very good cook.', 'She is very beautiful.'],
    },
  },
  // "The life is short", "The knowledge is power" -> "Life is short": life, health, knowledge or education in
  // general take no "the" ("The life of a student", "the education system" are one).
  {
    id: 'the-life-in-general',
    pattern:
      /(?<=^|[.!?]\s+)The\s+(life|health|education|happiness|success|friendship|knowledge)(?=\s+(?:is|was)\s+(?:very\s+|so\s+|too\s+|more\s+|the\s+most\s+)?(?:short|long|important|precious|hard|difficult|beautiful|wonderful|valuable|necessary|everything|key|good|great|power)\b)/g,
    fix: (m) => `${m[1]![0]!.toUpperCase()}${m[1]!.slice(1)}`,
    en: 'Life, health or education in general takes no "the": "Life is short".',
    zh: '冠词（article）：泛指生活、健康、知识、教育等抽象概念时不加 the：Life is short（人生苦短）；中文没有冠词，不要在句首习惯性地加 the。',
    examples: {
      wrong: [
        ['The life is short.', 'Life is short.'],
        ['The knowledge is power.', 'Knowledge is power.'],
      ],
      right: ['The life of a student is busy.', 'Life is short.'],
    },
  },
  // "It was a honour" -> "an honour": a British "honour" starts with a vowel sound, as "honor" does (Harper's
  // `AnA` knows "honor" only).
  {
    id: 'a-honour',
    pattern: /\b([Aa])(?=\s+honour(?:able|ably|s)?\b)/g,
    fix: (m) => `${m[1]}n`,
    en: '"Honour" starts with a vowel sound: "an honour".',
    zh: '冠词（article）：honour 的 h 不发音，单词以元音开头，要用 an：It was an honour to meet you（见到你很荣幸）。',
    examples: {
      wrong: [['It was a honour to meet you.', 'It was an honour to meet you.']],
      right: ['It was an honour to meet you.', 'A hotel is near the station.'],
    },
  },
  // "He is the only one person who knows" -> "the only person": "only" already says one.
  {
    id: 'only-one-person',
    pattern:
      /\b(the\s+only)\s+one(?=\s+(?:person|thing|way|reason|student|child|man|woman|place|time|problem|question)\b)/gi,
    fix: (m) => m[1]!,
    en: '"Only" already says one: "He is the only person who knows".',
    zh: '冠词（article）：only 已经表示“唯一的”，后面不用再加 one：He is the only person who knows（他是唯一知道的人）；中文“唯一一个人”里的“一个”在英语里不用说。',
    examples: {
      wrong: [
        ['He is the only one person who knows.', 'He is the only person who knows.'],
        ['It is the only one way to do it.', 'It is the only way to do it.'],
      ],
      right: ['He is the only one who knows.', 'He is the only person who knows.'],
    },
  },
  // "I want to become a famous", "He is a rich" -> "famous", "rich": an adjective alone takes no "a" ("He is a
  // rich man"; "It is a must" is a noun).
  {
    id: 'a-adjective-alone',
    pattern:
      /\b((?:is|was|are|were|am|be|become|became|becomes|['’]s|['’]m)\s+)an?\s+(famous|rich|poor|beautiful|handsome|good-looking|tall|short|happy|sad|kind|clever|smart|friendly|lazy|busy|honest|helpful|careful|successful|popular)(?=\s*[.!?]|\s*$)/g,
    fix: (m) => `${m[1]}${m[2]}`,
    en: 'An adjective alone takes no "a": "I want to become famous" (or "a famous singer").',
    zh: '冠词（article）：a 后面要有名词，形容词单独作表语时不加 a：I want to become famous（我想出名）；或者加上名词：a famous singer。',
    examples: {
      wrong: [
        ['I want to become a famous.', 'I want to become famous.'],
        ['He is a rich.', 'He is rich.'],
      ],
      right: ['He is a rich man.', 'It is a must.'],
    },
  },
  // "The rich people should help the poors" -> "the poor": "the poor" are people, and take no -s.
  {
    id: 'the-poors',
    pattern: /\b([Tt]he\s+)poors\b/g,
    fix: (m) => `${m[1]}poor`,
    en: '"The poor" are people, with no -s: "help the poor".',
    zh: '冠词（article）：“the + 形容词”表示一类人，本身就是复数意义，不加 -s：help the poor（帮助穷人）。',
    examples: {
      wrong: [['The rich people should help the poors.', 'The rich people should help the poor.']],
      right: ['We should help the poor.'],
    },
  },
];
