import type { PhraseRow } from '../../engine/phrase-table';
import { isNoun, pluralOf } from '../../lexicon/forms';
import { indefiniteArticle, matchCase, isMassNoun, ADJECTIVES_WITHOUT_BE } from '../../lexicon/words';
import { ONE_THING, isPlainAdjective, adjectiveOfAdverb, adverbOf } from './words';

/*
 * Words mixed up, the table's second part (CONFUSED_WORDS, confused-words.ts): a word in the wrong form or
 * place: "very" alone at the end, "too much expensive", "enough tall", "so" for "such", "putted", "persons",
 * "others students", "your's", "mine book", "as same as", "each others", "What beautiful flower!", an adverb
 * after "be" and an adjective for an adverb, a "big" rain.
 */

/** The rows of CONFUSED_WORDS after confused-words.ts's own, tried in this order. */
export const WORD_FORMS: readonly PhraseRow[] = [
  // "I like it very." -> "very much": "very" alone does not end a sentence (not "Thank you very, very much").
  {
    id: 'very-at-end',
    pattern:
      /\b((?:like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|thank|thanks)\s+(?:it|this|that|them|him|her|you|me|us)\s+very)(?=\s*[.!?]|\s*$)/gi,
    fix: (m) => `${m[1]} much`,
    en: '"Very" needs a word to go with at the end: "I like it very much".',
    zh: '语法（grammar）：very 只修饰形容词或副词，不能单独放在句末修饰动词；中文“很喜欢”要说 like it very much（非常喜欢）。',
    examples: {
      wrong: [
        ['I like it very.', 'I like it very much.'],
        ['Thank you very!', 'Thank you very much!'],
      ],
      right: ['Thank you very, very much.', 'I like it very much.'],
    },
  },
  // "It is too much expensive" -> "much too expensive"; "She is very much beautiful" -> "very beautiful":
  // before an adjective, "much" goes first or not at all.
  {
    id: 'much-before-adjective',
    pattern: /\b(too\s+much|very\s+much)\s+(?=([a-z]+)\b)/gi,
    fix: (m) =>
      ADJECTIVES_WITHOUT_BE.has(m[2]!) && !isNoun(m[2]!)
        ? /^too/i.test(m[1]!)
          ? `${matchCase('much', m[1]!)} too `
          : `${m[1]!.split(/\s+/)[0]} `
        : m[0],
    en: 'Before an adjective, it is "much too expensive" or "very beautiful".',
    zh: '语序（word order）：much 修饰形容词时要放在 too 前面：much too expensive（太贵了）；very 直接修饰形容词，不加 much：very beautiful（非常漂亮）。',
    examples: {
      wrong: [
        ['It is too much expensive.', 'It is much too expensive.'],
        ['She is very much beautiful.', 'She is very beautiful.'],
      ],
      right: ['I ate too much food.', 'Thank you very much.'],
    },
  },
  // "He is enough tall to play" -> "tall enough": "enough" comes after an adjective.
  {
    id: 'enough-before-adjective',
    pattern:
      /\b((?:am|is|are|was|were|be|['’]m|['’]re|['’]s|not)\s+)enough\s+([a-z]+)(?=\s+(?:to|for)\b|\s*[.,!?;]|\s*$)/g,
    fix: (m) => (ADJECTIVES_WITHOUT_BE.has(m[2]!) && !isNoun(m[2]!) ? `${m[1]}${m[2]} enough` : m[0]),
    en: '"Enough" comes after an adjective: "tall enough to play".',
    zh: '语序（word order）：enough 修饰形容词时放在形容词后面：tall enough to play（够高，可以打球）；中文“足够高”的语序正好相反。',
    examples: {
      wrong: [['He is enough tall to play.', 'He is tall enough to play.']],
      right: ['He is tall enough to play.', 'There is enough food.'],
    },
  },
  // "She is so kind person" -> "such a kind person": "so" goes with an adjective alone, "such a" with a noun.
  {
    id: 'so-adjective-noun',
    pattern: new RegExp(`\\b((?:is|was|['’]s|['’]m)\\s+)so\\s+([a-z]+)\\s+(${ONE_THING})\\b`, 'g'),
    fix: (m) => (isPlainAdjective(m[2]!) ? `${m[1]}such ${indefiniteArticle(m[2]!)} ${m[2]} ${m[3]}` : m[0]),
    en: 'Before an adjective and a noun, it is "such a": "such a kind person" ("so kind" alone).',
    zh: '句型（sentence pattern）：so 只修饰形容词（so kind）；形容词后面还有单数名词时要用 such a：She is such a kind person（她是个很善良的人）。',
    examples: {
      wrong: [['She is so kind person.', 'She is such a kind person.']],
      right: ['She is so kind.', 'She is such a kind person.'],
    },
  },
  // "It was such beautiful day" -> "such a beautiful day": one thing counted takes "a" after "such" (not
  // "such beautiful weather", "such kind people").
  {
    id: 'such-without-a',
    // "a such beautiful day" -> "such a beautiful day": the article comes after "such".
    pattern: new RegExp(`\\b(?:([Aa]n?)\\s+)?([Ss]uch)\\s+([a-z]+)\\s+(${ONE_THING})\\b`, 'g'),
    // Not after "are" or "were": "We are such good friend" wants "friends" (learner-agreement.ts).
    fix: (m) =>
      isPlainAdjective(m[3]!) && !/\b(?:are|were)\s+$/i.test(m.input.slice(0, m.index))
        ? `${m[1] ? matchCase('such', m[1]) : m[2]} ${indefiniteArticle(m[3]!)} ${m[3]} ${m[4]}`
        : m[0],
    en: 'One thing counted takes "a" after "such": "such a beautiful day".',
    zh: '冠词（article）：such 修饰单数可数名词时要加 a，而且 a 放在 such 后面：such a beautiful day（这么美好的一天）。',
    examples: {
      wrong: [
        ['It was such beautiful day.', 'It was such a beautiful day.'],
        ['It was a such beautiful day.', 'It was such a beautiful day.'],
      ],
      right: ['We had such beautiful weather.', 'They are such kind people.'],
    },
  },
  // "In a such situation" -> "In such a situation": the article comes after "such", with or without an
  // adjective (above).
  {
    id: 'a-such',
    pattern: new RegExp(
      `\\b([Aa]n?)\\s+such\\s+(?=(${ONE_THING}|situation|problem|thing|case|way|chance)\\b)`,
      'g',
    ),
    fix: (m) => `${matchCase('such', m[1]!)} ${indefiniteArticle(m[2]!)} `,
    en: 'The article comes after "such": "such a situation".',
    zh: '语序（word order）：冠词 a 要放在 such 后面：such a situation（这样的情况），不说 a such situation。',
    examples: {
      wrong: [['In a such situation, you should stay calm.', 'In such a situation, you should stay calm.']],
      right: ['In such a situation, you should stay calm.'],
    },
  },
  // "It cannot be putted in the box" -> "be put": "putted" is a word (golf's), so the rule for regular forms of
  // irregular verbs ("cutted", "hitted": no words) never sees it.
  {
    id: 'putted',
    pattern: /\b((?:am|is|are|was|were|be|been|being|have|has|had)\s+)putted\b/g,
    fix: (m) => `${m[1]}put`,
    en: 'The past participle of "put" is "put": "It was put on the table".',
    zh: '语法（grammar）：put 是不规则动词，过去式和过去分词都是 put：It was put on the table（它被放在桌上了）；putted 只是高尔夫“推杆”的意思。',
    examples: {
      wrong: [['It cannot be putted in the box.', 'It cannot be put in the box.']],
      right: ['He putted the ball into the hole.', 'It was put on the table.'],
    },
  },
  // "three persons" -> "three people": the everyday plural of "person" ("persons" is for laws and notices).
  {
    id: 'persons-for-people',
    pattern:
      /\b((?:[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]en|[Mm]any|[Ss]everal|[Ss]ome|[Tt]hese|[Tt]hose|\d+)\s+)persons\b/g,
    fix: (m) => `${m[1]}people`,
    en: 'The everyday plural of "person" is "people": "three people" ("persons" is for laws and notices).',
    zh: '单复数（number）：person 的日常复数是 people：three people（三个人）；persons 只用于法律、告示等正式场合。',
    examples: {
      wrong: [['There are three persons in my family.', 'There are three people in my family.']],
      right: ['There are three people in my family.', 'Only authorized persons may enter.'],
    },
  },
  // "The others students" -> "other students": before a noun, "other" takes no -s ("the others" stands alone).
  {
    id: 'others-before-noun',
    pattern:
      /\b([Oo]ther)s(?=\s+(?:students|people|children|friends|classmates|countries|things|kids|girls|boys|teachers|members|cities|animals|places|subjects|languages|parts|ways)\b)/g,
    fix: (m) => m[1]!,
    en: 'Before a noun, "other" takes no -s: "other students" ("the others" stands alone).',
    zh: '语法（grammar）：other 放在名词前面作修饰时不加 -s：other students（其他学生）；others 是代词，单独使用：The others are at home。',
    examples: {
      wrong: [['The others students are at home.', 'The other students are at home.']],
      right: ['The others are at home.', 'Other students are at home.'],
    },
  },
  // "Is this pen your's?" -> "yours": a possessive pronoun has no apostrophe.
  {
    id: 'possessive-pronoun-apostrophe',
    pattern: /\b([Yy]our|[Hh]er|[Tt]heir|[Oo]ur)['’]s\b/g,
    fix: (m) => `${m[1]}s`,
    en: 'A possessive pronoun has no apostrophe: "yours", "hers", "theirs", "ours".',
    zh: '拼写（spelling）：yours、hers、theirs、ours 本身就表示“……的”，不加撇号：Is this pen yours?（这支笔是你的吗？）。',
    examples: {
      wrong: [
        ["Is this pen your's?", 'Is this pen yours?'],
        ["The choice is their's.", 'The choice is theirs.'],
      ],
      right: ['Is this pen yours?', "It's hers."],
    },
  },
  // "It's mine book" -> "my book": before a noun it is "my" ("mine" stands alone: "The book is mine").
  {
    id: 'mine-before-noun',
    pattern:
      /(?<=\b(?:is|was|It['’]s|it['’]s|That['’]s|that['’]s)\s+)mine(?=\s+(?:book|pen|bag|phone|car|house|room|bike|computer|desk|seat|friend|idea|dog|cat|coat|key|keys|ticket|umbrella)\b)/g,
    fix: () => 'my',
    en: 'Before a noun it is "my": "It\'s my book" ("mine" stands alone: "The book is mine").',
    zh: "语法（grammar）：mine 是名词性物主代词，单独使用（The book is mine）；名词前面要用 my：It's my book（这是我的书）。",
    examples: {
      wrong: [["It's mine book.", "It's my book."]],
      right: ['The book is mine.', "It's my book."],
    },
  },
  // "That car is their." -> "theirs": a possessive that stands alone for its noun takes its own form ("It is
  // her." is the object pronoun, and right).
  {
    id: 'their-for-theirs',
    pattern: /(?<=\b(?:is|are|was|were)\s+)(their|our|your)(?=\s*[.!?;]|\s*$)/g,
    fix: (m) => `${m[1]}s`,
    en: 'A possessive that stands alone takes its own form: "That car is theirs" ("yours", "ours").',
    zh: '语法（grammar）：句末单独表示“……的”要用名词性物主代词：That car is theirs（那辆车是他们的）；their、your、our 后面必须接名词。',
    examples: {
      wrong: [
        ['That car is their.', 'That car is theirs.'],
        ['The choice is your.', 'The choice is yours.'],
      ],
      right: ['It is her.', 'That car is theirs.'],
    },
  },
  // "My answer is as same as yours" -> "the same as".
  {
    id: 'as-same-as',
    pattern: /\b([Aa])s\s+same\s+as\b/g,
    fix: (m) => `${m[1] === 'A' ? 'T' : 't'}he same as`,
    en: 'It is "the same as".',
    zh: '固定搭配（fixed phrase）：“和……一样”说 the same as，same 前面用 the，不用 as：My answer is the same as yours（我的答案和你的一样）。',
    examples: {
      wrong: [['My answer is as same as yours.', 'My answer is the same as yours.']],
      right: ['My answer is the same as yours.'],
    },
  },
  // "I think it will be rain tomorrow" -> "it will rain": "rain" and "snow" are the verbs ("There will be
  // rain" is the noun).
  {
    id: 'will-be-rain',
    pattern: /\b([Ii]t\s+will)\s+be\s+(rain|snow)\b(?!\s*(?:y|ing))/g,
    fix: (m) => `${m[1]} ${m[2]}`,
    en: 'Rain and snow fall: "It will rain" (or "There will be rain").',
    zh: '语法（grammar）：rain、snow 本身就可以作动词“下雨、下雪”，不需要 be：It will rain tomorrow（明天会下雨）；用名词要说 There will be rain。',
    examples: {
      wrong: [['I think it will be rain tomorrow.', 'I think it will rain tomorrow.']],
      right: ['There will be rain tomorrow.', 'It will be rainy tomorrow.'],
    },
  },
  // "We help each others" -> "each other" ("each other's" is the possessive).
  {
    id: 'each-others',
    pattern: /\b([Ee]ach\s+other)s\b(?!['’])/g,
    fix: (m) => m[1]!,
    en: 'It is "each other", with no -s.',
    zh: '固定搭配（fixed phrase）：each other（互相）是固定说法，other 不加 -s：We help each other（我们互相帮助）。',
    examples: {
      wrong: [['We help each others.', 'We help each other.']],
      right: ["We read each other's letters.", 'We help each other.'],
    },
  },
  // "What beautiful flower!" -> "What a beautiful flower!": one thing counted takes "a" (not "What
  // beautiful weather!", "What lovely flowers!").
  {
    id: 'what-without-a',
    pattern: /(?<=^|[.!?]\s+)What\s+(?=([a-z]+)\s+([a-z]+)\s*!)/g,
    fix: (m) =>
      isPlainAdjective(m[1]!) &&
      pluralOf(m[2]!) !== undefined &&
      pluralOf(m[2]!) !== m[2] &&
      !isMassNoun(m[2]!)
        ? `What ${indefiniteArticle(m[1]!)} `
        : m[0],
    en: 'An exclamation about one thing takes "a": "What a beautiful flower!".',
    zh: '冠词（article）：感叹句 what 后面接单数可数名词时要加 a：What a beautiful flower!（多美的花啊！）；不可数名词和复数名词不加。',
    examples: {
      wrong: [['What beautiful flower!', 'What a beautiful flower!']],
      right: ['What beautiful weather!', 'What lovely flowers!'],
    },
  },
  // "The test was very easily" -> "very easy": after "be", how a thing is takes an adjective (not "It was
  // easily the best": the adverb goes with what follows).
  {
    id: 'adverb-after-be',
    pattern:
      /\b((?:am|is|are|was|were|be|been|['’]s|['’]m|['’]re)\s+(?:very\s+|so\s+|really\s+|quite\s+|too\s+)?)([a-z]+ly)(?=\s*[.,!?;]|\s*$)/g,
    fix: (m) => {
      const adjective = adjectiveOfAdverb(m[2]!);
      return adjective ? `${m[1]}${adjective}` : m[0];
    },
    en: 'After "be", how a thing is takes an adjective: "The test was very easy".',
    zh: '语法（grammar）：be 后面描述主语怎么样要用形容词，不用副词：The test was very easy（考试很简单）。',
    examples: {
      wrong: [['The test was very easily.', 'The test was very easy.']],
      right: ['It was easily the best.', 'The test was very easy.'],
    },
  },
  // "He drives very careful", "She sings beautiful", "They danced happy" -> "carefully", "beautifully",
  // "happily": how one does something takes an adverb (not the flat adverbs "drive slow", "talk loud", "run
  // quick", which are everyday English; nor "looks beautiful", "feels bad": a verb of the senses takes an
  // adjective).
  {
    id: 'adjective-for-adverb',
    pattern:
      /(?<=\b(?:drive|drives|drove|driving|walk|walks|walked|speak|speaks|spoke|talk|talks|talked|work|works|worked|write|writes|wrote|answer|answers|answered|behave|behaves|behaved|sing|sings|sang|dance|dances|danced|run|runs|ran|move|moves|moved|eat|eats|ate|swim|swims|swam)\s+(?:very\s+|so\s+|really\s+|quite\s+|too\s+)?)(careful|careless|beautiful|polite|nervous|angry|serious|honest|patient|quiet|bad|correct|happy|perfect|rude|calm|brave|sad)(?=\s*[.,!?;]|\s*$)/g,
    fix: (m) => adverbOf(m[1]!),
    en: 'How one does something takes an adverb: "He drives very carefully".',
    zh: '语法（grammar）：说明“怎样做”要用副词修饰动词：He drives very carefully（他开车很小心）；中文“开得很小心”词形不变，英语要加 -ly。',
    examples: {
      wrong: [
        ['He drives very careful.', 'He drives very carefully.'],
        ['She sings beautiful.', 'She sings beautifully.'],
      ],
      right: ['Drive slow.', 'She looks beautiful.'],
    },
  },
  // "The rain is very big" -> "heavy" (雨很大), "The wind is very big" -> "strong" (风很大); "a big rain" ->
  // "a heavy rain".
  {
    id: 'big-rain-wind',
    pattern: /\b((?:rain|snow|wind)\s+(?:is|was|are|were)\s+(?:(?:very|so|too|really)\s+)?)big\b/gi,
    fix: (m) => `${m[1]}${/^wind/i.test(m[1]!) ? 'strong' : 'heavy'}`,
    en: 'Rain or snow is "heavy", wind is "strong" ("big" is a size).',
    zh: '固定搭配（fixed phrase）：中文说“雨很大、风很大”，英语里雨、雪用 heavy（The rain is very heavy，雨很大），风用 strong；big 只说大小。',
    examples: {
      wrong: [
        ['The rain is very big.', 'The rain is very heavy.'],
        ['The wind was big.', 'The wind was strong.'],
      ],
      right: ['The rain is very heavy.', 'The room is very big.'],
    },
  },
  // Not "a big rain barrel": a thing for rain.
  {
    id: 'big-rain',
    pattern:
      /\b(big)(?=\s+rain\s*(?:[.,;:!?]|$|\s(?:last|yesterday|today|and|in|on|at|this|that|for|all|fell|came|started|stopped|is|was)\b))/gi,
    fix: (m) => matchCase('heavy', m[1]!),
    en: 'Rain is "heavy" ("big" is a size).',
    zh: '固定搭配（fixed phrase）：“大雨”是 heavy rain，不说 big rain：There was a heavy rain yesterday（昨天下了一场大雨）。',
    examples: {
      wrong: [['There was a big rain yesterday.', 'There was a heavy rain yesterday.']],
      right: ['We bought a big rain barrel.'],
    },
  },
];
