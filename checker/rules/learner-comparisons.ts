import type { PhraseTable } from '../engine/phrase-table';
import { matchCase, wordTable, PERSON_WORDS, PEOPLE_WORDS } from '../lexicon/words';

/*
 * Learner rules about comparisons: "more taller" and "tall than me" -> "taller than me", "the most tallest",
 * "older two years than me" -> "two years older than me". Tables of the phrase family (learner-phrases.ts
 * runs them).
 */

/**
 * Adjectives whose comparative is always "-er", never "more" ("more clear", "more common", "more sure" are
 * English too, so they are not here).
 */
const ER_COMPARATIVES = wordTable<string>({
  tall: 'taller',
  short: 'shorter',
  big: 'bigger',
  small: 'smaller',
  old: 'older',
  young: 'younger',
  fast: 'faster',
  slow: 'slower',
  cheap: 'cheaper',
  long: 'longer',
  high: 'higher',
  low: 'lower',
  hot: 'hotter',
  cold: 'colder',
  warm: 'warmer',
  hard: 'harder',
  rich: 'richer',
  poor: 'poorer',
  large: 'larger',
  nice: 'nicer',
  strong: 'stronger',
  weak: 'weaker',
  deep: 'deeper',
  wide: 'wider',
  thin: 'thinner',
  fat: 'fatter',
  heavy: 'heavier',
  busy: 'busier',
  happy: 'happier',
  easy: 'easier',
  early: 'earlier',
  pretty: 'prettier',
  funny: 'funnier',
  lucky: 'luckier',
  dirty: 'dirtier',
  angry: 'angrier',
});

/** What a comparison is made with: "than me", "than the others", "than before", "than Tom". */
const THAN_WHAT = String.raw`\s+than\s+(?:me|him|her|us|them|you|I|he|she|we|they|it|my|his|our|their|your|the|a|an|this|that|these|those|before|ever|usual|last|yesterday|\d|\p{Lu})`;

/** The possessive that stands alone for an object pronoun's owner: "than me" -> "than mine". */
const STANDING_POSSESSIVE = wordTable<string>({
  me: 'mine',
  you: 'yours',
  him: 'his',
  her: 'hers',
  us: 'ours',
  them: 'theirs',
});

/** The comparatives that are not "-er": "better than me", "worse than before". */
const IRREGULAR_COMPARATIVES = wordTable<string>({
  good: 'better',
  well: 'better',
  bad: 'worse',
  badly: 'worse',
});

/** Comparisons where the adjective takes "-er" (比我高 -> "taller than me"). */
/**
 * "This is the more interesting book I have ever read" -> "the most interesting": compared with all of its
 * kind ("I have ever", "in the world", "of all") is a superlative (not "The more you read, the more you know").
 */
export const SUPERLATIVE_OF_ALL: PhraseTable = [
  {
    id: 'the-more-of-all',
    pattern:
      /\b([Tt]he\s+)more(?=\s+[a-z]+\s+[a-z]+\s+(?:(?:that|which|who)\s+)?(?:I|we|you|he|she|they)\s+(?:have|has|had)\s+ever\b|\s+[a-z]+\s+[a-z]+\s+(?:in\s+the\s+world|of\s+all)\b)/g,
    fix: (m) => `${m[1]}most`,
    en: 'Compared with all of its kind, it is the superlative: "the most interesting book I have ever read".',
    zh: '最高级（superlative）：和同类的所有人或物相比（I have ever read、in the world），要用最高级 the most，不用比较级 the more：the most interesting book I have ever read（我读过的最有趣的书）。',
    examples: {
      wrong: [
        [
          'This is the more interesting book I have ever read.',
          'This is the most interesting book I have ever read.',
        ],
        ['She is the more beautiful girl in the world.', 'She is the most beautiful girl in the world.'],
      ],
      right: ['The more you read, the more you know.'],
    },
  },
];

export const ER_COMPARISON: PhraseTable = [
  // "He is more tall than me" -> "taller than me". Only before what is compared with ("than me", "than the
  // others", "than before"), not "more old than new houses", where both describe the noun.
  {
    id: 'more-short-adjective',
    pattern: new RegExp(String.raw`\b([Mm]ore\s+)([a-z]+)(?=${THAN_WHAT})`, 'gu'),
    fix: (m) => {
      const comparative = ER_COMPARATIVES[m[2]!];
      return comparative ? matchCase(comparative, m[1]!) : m[0];
    },
    en: 'A short adjective compares with "-er": "taller than me", not "more tall".',
    zh: '比较级（comparative）：tall、big、cheap 这样的短形容词，比较级加 -er，不用 more；中文说“更高”，英语却不说 more tall：He is taller than me（他比我高）。',
    examples: {
      wrong: [
        ['He is more tall than me.', 'He is taller than me.'],
        ['This bag is more cheap than that one.', 'This bag is cheaper than that one.'],
      ],
      right: ['There are more old than new houses.', 'This is more clear than before.'],
    },
  },
  // "She sings very well than me" -> "better than me", "He is very tall than me" -> "taller": a comparison
  // takes the comparative; "He is very taller than me" -> "much taller": "very" does not go with one.
  {
    id: 'very-before-than',
    pattern: new RegExp(String.raw`\b([Vv]ery)\s+([a-z]+)(?=${THAN_WHAT})`, 'gu'),
    fix: (m) => {
      const [very, word] = [m[1]!, m[2]!];
      if (ADJECTIVE_OF_COMPARATIVE.has(word) || word === 'better' || word === 'worse')
        return `${matchCase('much', very)} ${word}`;
      const comparative = ER_COMPARATIVES[word] ?? IRREGULAR_COMPARATIVES[word];
      return comparative ? matchCase(comparative, very) : m[0];
    },
    en: 'A comparison takes the comparative: "She sings better than me", "He is much taller than me".',
    zh: '比较级（comparative）：“比……更”要用比较级；very 只修饰原级，不能修饰比较级，比较级前面用 much 加强：He is much taller than me（他比我高得多）。',
    examples: {
      wrong: [
        ['She sings very well than me.', 'She sings better than me.'],
        ['He is very taller than me.', 'He is much taller than me.'],
        ['He is very tall than me.', 'He is taller than me.'],
      ],
      right: ['He is very tall, taller than me.'],
    },
  },
  // "It is much more colder today" -> "much colder": a comparative with "-er" needs no "more" (Harper's rule
  // takes "more colder" alone, not after "much").
  {
    id: 'much-more-er',
    pattern: /\b((?:[Mm]uch|[Ee]ven|[Ff]ar|a\s+lot|a\s+little)\s+)more\s+([a-z]+er)\b/g,
    fix: (m) => (ADJECTIVE_OF_COMPARATIVE.has(m[2]!) ? `${m[1]}${m[2]}` : m[0]),
    en: 'A comparative with "-er" needs no "more": "It is much colder today".',
    zh: '比较级（comparative）：colder 已经是比较级，前面不能再加 more；加强语气只用 much、even、far：It is much colder today（今天冷得多）。',
    examples: {
      wrong: [['It is much more colder today.', 'It is much colder today.']],
      right: ['This answer is much more clever.'],
    },
  },
  // "It's getting more and more hot" -> "hotter and hotter": a short adjective grows with "-er".
  {
    id: 'more-and-more-short',
    pattern: /\bmore\s+and\s+more\s+([a-z]+)\b/g,
    fix: (m) => {
      const comparative = ER_COMPARATIVES[m[1]!];
      return comparative ? `${comparative} and ${comparative}` : m[0];
    },
    en: 'A short adjective grows with "-er": "It\'s getting hotter and hotter".',
    zh: "比较级（comparative）：“越来越……”用“比较级 and 比较级”，短形容词加 -er，不用 more and more：It's getting hotter and hotter（天越来越热了）。",
    examples: {
      wrong: [["It's getting more and more hot.", "It's getting hotter and hotter."]],
      right: ["It's getting more and more expensive."],
    },
  },
  // "His English is better than me", "My bag is bigger than you" -> "than mine", "than yours": a thing is
  // compared with a thing (not "My brother is taller than me": two people).
  {
    id: 'than-me-for-mine',
    pattern:
      /(?<=(?:^|[.!?]\s+)(?:My|His|Her|Your|Our|Their)\s+([A-Za-z]+)\s+(?:is|was|are|were)\s+(?:much\s+|a\s+little\s+|even\s+|far\s+)?(?:[a-z]+er|better|worse|more\s+[a-z]+|less\s+[a-z]+)\s+than\s+)(me|you|him|her|us|them)(?=\s*[.!?]|\s*$)/g,
    fix: (m) =>
      PERSON_WORDS.has(m[1]!.toLowerCase()) ||
      PEOPLE_WORDS.has(m[1]!.toLowerCase()) ||
      /^(?:dog|cat|dogs|cats|horse|pet)$/.test(m[1]!)
        ? m[0]
        : STANDING_POSSESSIVE[m[2]!]!,
    en: 'A thing is compared with a thing: "His English is better than mine".',
    zh: '比较级（comparative）：比较的双方要对等；中文“他的英语比我好”省略了“的英语”，英语要用物主代词 mine 指“我的英语”：His English is better than mine（他的英语比我的好）。',
    examples: {
      wrong: [
        ['His English is better than me.', 'His English is better than mine.'],
        ['My bag is bigger than you.', 'My bag is bigger than yours.'],
      ],
      right: ['My brother is taller than me.'],
    },
  },
  // "He is as taller as his father" -> "as tall as": "as … as" takes the adjective itself.
  {
    id: 'as-er-as',
    pattern: /\b([Aa]s\s+)([a-z]+er)(?=\s+as\b)/g,
    fix: (m) => {
      const adjective = ADJECTIVE_OF_COMPARATIVE.get(m[2]!);
      return adjective ? `${m[1]}${adjective}` : m[0];
    },
    en: '"As … as" takes the adjective itself: "as tall as his father".',
    zh: '比较级（comparative）：as … as 表示“和……一样”，中间用形容词原级，不用比较级：He is as tall as his father（他和他父亲一样高）。',
    examples: {
      wrong: [['He is as taller as his father.', 'He is as tall as his father.']],
      right: ['He is as tall as his father.', 'She is as clever as her sister.'],
    },
  },
  // "He is too young that he can't go" -> "so young that": "too" goes with "to", "so" with "that".
  {
    id: 'too-that',
    pattern:
      /\b[Tt]oo(?=\s+(?:(?:very|much)\s+)?[a-z]+\s+that\s+(?:I|you|he|she|we|they|it)\s+(?:can['’]?t|cannot|couldn['’]t|could\s+not|can\s+not|didn['’]t|don['’]t|doesn['’]t|wasn['’]t|won['’]t)\b)/g,
    fix: (m) => (m[0][0] === 'T' ? 'So' : 'so'),
    en: '"Too" goes with "to", "so" with "that": "too young to go", "so young that he can\'t go".',
    zh: "比较级（comparative）：too … to 和 so … that 是两个句型，too 不接 that 从句：He is so young that he can't go（他太小了，不能去），也可以说 too young to go。",
    examples: {
      wrong: [["He is too young that he can't go.", "He is so young that he can't go."]],
      right: ['He is too young to go.'],
    },
  },
  // "He was very tired that he fell asleep" -> "so tired that": a result takes "so … that" (not "very happy
  // that you came": a feeling's own "that"; only states that have none).
  {
    id: 'very-that-result',
    pattern:
      /\b((?:am|is|are|was|were|['’]m|['’]re|['’]s)\s+)[Vv]ery(?=\s+(?:tired|hungry|busy|sleepy|thirsty|weak|late|full|cold|hot|poor|lazy|heavy|crowded|noisy|expensive|far|fast)\s+that\s+(?:I|you|he|she|we|they|it)\b)/g,
    fix: (m) => `${m[1]}so`,
    en: 'A result takes "so … that": "He was so tired that he fell asleep".',
    zh: '比较级（comparative）：表示“太……以致……”的结果要用 so … that，very 不能引出结果从句：He was so tired that he fell asleep（他累得睡着了）。',
    examples: {
      wrong: [['He was very tired that he fell asleep.', 'He was so tired that he fell asleep.']],
      right: ['I am very happy that you came.'],
    },
  },
];

/** The adjective of each "-er" comparative above: "taller" -> "tall". */
const ADJECTIVE_OF_COMPARATIVE = new Map(
  Object.entries(ER_COMPARATIVES).map(([adjective, er]) => [er, adjective]),
);

/**
 * "He is older than me two years" -> "two years older than me" (他比我大两岁): how much more goes before the
 * comparative, as a number and its unit. The one compared with is a pronoun or "my/his … + a word"; not
 * "two days ago", which is a time.
 */
export const DIFFERENCE_ORDER: PhraseTable = [
  {
    id: 'difference-after-than',
    pattern:
      /\b((?:more|less)\s+[a-z]+|[a-z]+er|better|worse)\s+than\s+(me|him|her|us|them|you|mine|yours|hers|ours|theirs|(?:my|his|her|our|their|your)\s+[a-z]+)\s+((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|a\s+few|several|\d+)\s+(?:years?|months?|weeks?|days?|hours?|minutes?|centimet(?:er|re)s?|met(?:er|re)s?|kilos?|kilograms?|points?|dollars?|yuan))\b(?!\s+ago\b)/g,
    fix: (m) => `${m[3]} ${m[1]} than ${m[2]}`,
    en: 'How much more goes before the comparative: "two years older than me".',
    zh: '语序（word order）：中文说“他比我大两岁”，数量在后面；英语要把相差的数量放在比较级前面：He is two years older than me（他比我大两岁）。',
    examples: {
      wrong: [['He is older than me two years.', 'He is two years older than me.']],
      right: ['He was taller than me two days ago.', 'He is two years older than me.'],
    },
  },
];
