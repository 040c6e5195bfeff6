import type { PhraseRow } from '../../engine/phrase-table';
import { indefiniteArticle, matchCase } from '../../lexicon/words';
import { ADJECTIVE_OF_NOUN, NOUNS_OF_ADJECTIVES, PEOPLE_NOUNS, DO_OF_MAKE, HAIR_LOOKS } from './words';

/*
 * Words mixed up, the table's fifth part (CONFUSED_WORDS, confused-words.ts): a noun where its adjective
 * belongs and back ("very convenience", "It is danger", "I have confident", "a success man"), "-ed" for
 * "-ing" ("an interested movie"), "long hairs", "raised" for "rose", "fastly", "sings very good", "made a
 * good job".
 */

/** The rows of CONFUSED_WORDS after more-confused-words.ts's own, tried in this order. */
export const NOUNS_AND_ADJECTIVES: readonly PhraseRow[] = [
  // "She has long hairs" -> "long hair", "She has a long hair" -> "long hair": the hair on one's head is
  // uncountable ("a few grey hairs", "a long hair in my soup" count single hairs).
  {
    id: 'hairs-uncountable',
    pattern: new RegExp(
      `(?<!\\b(?:few|some|several|many|two|three|four|five|\\d+)\\s+)\\b(${HAIR_LOOKS})hairs\\b`,
      'gi',
    ),
    fix: (m) => `${m[1]}hair`,
    en: 'The hair on one\'s head is uncountable: "She has long hair" ("two grey hairs" count single hairs).',
    zh: '单复数（number）：头上的头发作为整体是不可数的：She has long hair（她留着长发）；hairs 只指一根根的头发。',
    examples: {
      wrong: [['She has long hairs.', 'She has long hair.']],
      right: ['I found two grey hairs.', 'She has long hair.'],
    },
  },
  {
    id: 'a-long-hair',
    pattern: new RegExp(`\\b((?:has|have|had|having|with)\\s+)an?\\s+(${HAIR_LOOKS}hair)\\b`, 'gi'),
    fix: (m) => `${m[1]}${m[2]}`,
    en: 'The hair on one\'s head is uncountable: "She has long hair" ("a hair" is one single hair).',
    zh: '冠词（article）：头发作为整体不可数，前面不加 a：She has long hair（她留着长发）；a hair 是“一根头发”。',
    examples: {
      wrong: [
        ['She has a long hair.', 'She has long hair.'],
        ['She is a girl with a long black hair.', 'She is a girl with long black hair.'],
      ],
      right: ['She has long hair.'],
    },
  },
  // "It is very convenience" -> "convenient" (很方便): "very" goes with the adjective, not its noun.
  {
    id: 'very-noun',
    pattern: new RegExp(
      `(?<!\\b(?:the|this|that|its|his|her|their|our|my|your)\\s+)\\b((?:[Vv]ery|[Ss]o|[Tt]oo|[Qq]uite|[Rr]eally)\\s+)(${NOUNS_OF_ADJECTIVES})\\b(?!\\s+of\\b)(?=\\s*[.,!?;]|\\s*$|\\s+(?:to|for|and|but|because|in|at|with|now|today)\\b)`,
      'g',
    ),
    fix: (m) => `${m[1]}${ADJECTIVE_OF_NOUN[m[2]!]}`,
    en: '"Very" goes with an adjective, not a noun: "very convenient", "very important".',
    zh: '用词（word choice）：very 修饰形容词，不修饰名词：very convenient（很方便）；convenience 是名词“便利”。中文“方便”词形不变，英语要用形容词。',
    examples: {
      wrong: [['It is very convenience.', 'It is very convenient.']],
      right: ['It is very convenient.', 'This is of great importance.'],
    },
  },
  // "It is danger to swim here", "You should be confidence" -> "dangerous", "confident": after a pronoun and
  // "be", what something is like is an adjective. Only nouns a pronoun cannot be ("It is beauty that
  // matters", "The secret is patience" are nouns, and right); after any subject with "should be more"
  // ("Young people should be more independence"), but not "There should be more success".
  {
    id: 'be-noun-for-adjective',
    pattern:
      /\b((?:(?:I|you|he|she|it|we|they|You|He|She|It|We|They)\s+(?:am|is|are|was|were|will\s+be|can\s+be|should\s+be|must\s+be)|(?:I|you|he|she|it|we|they|You|He|She|It|We|They)['’](?:m|re|s)|\bto\s+be|(?<!\b[Tt]here\s+)\b(?:should|must|can|could|will|would)\s+be(?=\s+more\s))\s+(?:more\s+)?)(convenience|importance|danger|success|confidence|independence|talent)\b(?=\s*[.,!?;]|\s*$|\s+(?:to|for|and|but|because|in|at|with|now|today)\b)/g,
    fix: (m) => `${m[1]}${ADJECTIVE_OF_NOUN[m[2]!]}`,
    en: 'What something is like is an adjective: "It is dangerous", "You should be confident".',
    zh: '用词（word choice）：be 后面描述某物怎么样要用形容词：It is dangerous（这很危险）；danger 是名词“危险”。',
    examples: {
      wrong: [
        ['It is danger to swim here.', 'It is dangerous to swim here.'],
        ['You should be confidence.', 'You should be confident.'],
      ],
      right: ['It is beauty that matters.', 'There should be more success.'],
    },
  },
  // "I have confident in you" -> "confidence": what one has is the noun.
  {
    id: 'have-confident',
    pattern:
      /\b((?:have|has|had)\s+(?:(?:no|more|great|full|much|little|some)\s+)?)confident(?=\s+(?:in|that)\b)/g,
    fix: (m) => `${m[1]}confidence`,
    en: 'What one has is the noun: "I have confidence in you".',
    zh: '用词（word choice）：have 后面要接名词 confidence：I have confidence in you（我对你有信心）；confident 是形容词，要和 be 连用：I am confident。',
    examples: {
      wrong: [['I have confident in you.', 'I have confidence in you.']],
      right: ['I am confident in you.', 'I have confidence in you.'],
    },
  },
  // "It was a very interested movie" -> "interesting": a thing that makes one feel takes -ing (the one who
  // feels takes -ed: "an interested student").
  {
    id: 'ed-for-ing',
    pattern:
      /\b((?:very|so|really|quite|most)\s+)?(interested|bored|excited|surprised|confused|amazed|disappointed|frightened|tired)(?=\s+(?:movie|film|book|story|game|trip|class|lesson|question|experience|day|news|job|place|journey|match|show|speech)\b)/g,
    fix: (m) => `${m[1] ?? ''}${m[2]!.replace(/ed$/, 'ing')}`,
    en: 'A thing that makes one feel takes -ing: "a very interesting movie" ("an interested student").',
    zh: '语法（grammar）：-ing 形容词说事物“令人……的”（an interesting movie，有趣的电影），-ed 形容词说人“感到……的”（an interested student）。',
    examples: {
      wrong: [
        ['It was a very interested movie.', 'It was a very interesting movie.'],
        ['It was a bored lesson.', 'It was a boring lesson.'],
      ],
      right: ['He is an interested student.', 'It was a very interesting movie.'],
    },
  },
  // "He is a success man" -> "a successful man", "She is a beauty girl" -> "a beautiful girl": before a
  // person, what they are like is an adjective ("a beauty salon", "a success story" are things; not "the
  // danger men face", where "men" starts a clause, nor "comfort women", a name in history).
  {
    id: 'noun-before-person',
    pattern: new RegExp(
      `\\b(an?\\s+)(success|beauty|talent|luck|confidence|patience|importance)(?=\\s+(?:${PEOPLE_NOUNS})\\b)`,
      'gi',
    ),
    fix: (m) => {
      const adjective = ADJECTIVE_OF_NOUN[m[2]!.toLowerCase()]!;
      return `${matchCase(indefiniteArticle(adjective), m[1]!)} ${adjective}`;
    },
    en: 'Before a person, say what they are like with an adjective: "a successful man", "a beautiful girl".',
    zh: '用词（word choice）：在表示人的名词前说人怎么样要用形容词：a successful man（一个成功的人）；success 是名词，a success story 才是名词修饰名词。',
    examples: {
      wrong: [
        ['He is a success man.', 'He is a successful man.'],
        ['She is a beauty girl.', 'She is a beautiful girl.'],
      ],
      right: ['It is a success story.', 'She works in a beauty salon.'],
    },
  },
  // "I am confidence" -> "confident", "She is patience with children" -> "patient": what a person is like
  // after "be" is an adjective.
  {
    id: 'person-is-noun',
    pattern:
      /\b((?:I|you|he|she|we|they)\s+(?:am|is|are|was|were)\s+|(?:I|you|he|she|we|they)['’](?:m|re|s)\s+)(confidence|patience|success|anger|luck|health|happiness|talent)\b(?=\s*[.,!?;]|\s*$|\s+(?:with|at|and|about|in|now|today)\b)/gi,
    fix: (m) => `${m[1]}${ADJECTIVE_OF_NOUN[m[2]!.toLowerCase()]}`,
    en: 'What a person is like, after "be", is an adjective: "I am confident", "She is patient".',
    zh: '用词（word choice）：be 后面说人是什么样的要用形容词：I am confident（我很自信）；confidence 是名词“信心”。',
    examples: {
      wrong: [
        ['I am confidence.', 'I am confident.'],
        ['She is patience with children.', 'She is patient with children.'],
      ],
      right: ['I am confident.', 'Patience is important.'],
    },
  },
  // "The price raised last year" -> "rose", "The price has raised a lot" -> "has risen": "raise" needs an
  // object ("raise prices"); what goes up "rises".
  {
    id: 'raise-for-rise',
    pattern:
      /\b((?:the\s+)?(?:price|prices|cost|costs|temperature|temperatures|number|sea\s+level|water\s+level|sun|rate|rates|population)\s+(?:(?:has|have|had)\s+)?)(raise|raises|raised)\b(?=\s*[.,!?;]|\s*$|\s+(?:by|to|from|again|quickly|sharply|slowly|dramatically|every|last|in|this|a\s+lot)\b)/gi,
    fix: (m) => {
      const perfect = /\b(?:has|have|had)\s+$/i.test(m[1]!);
      const rise = { raise: 'rise', raises: 'rises', raised: perfect ? 'risen' : 'rose' } as const;
      return `${m[1]}${rise[m[2]!.toLowerCase() as keyof typeof rise]}`;
    },
    en: '"Raise" needs an object ("raise prices"); what goes up by itself "rises" (rose, risen).',
    zh: '易混词（confused words）：raise 是及物动词，必须有宾语（raise prices，提高价格）；东西自己“上升”用不及物动词 rise（rose, risen）：The price rose last year（去年价格上涨了）。',
    examples: {
      wrong: [
        ['The price raised last year.', 'The price rose last year.'],
        ['The price has raised a lot.', 'The price has risen a lot.'],
      ],
      right: ['They raised the price.', 'The price rose last year.'],
    },
  },
  // "He runs very fastly" -> "fast" (not the spelling guess "lastly"): "fast" is its own adverb.
  {
    id: 'fastly',
    pattern: /\b([Ff])astly\b/g,
    fix: (m) => `${m[1]}ast`,
    en: '"Fast" is an adjective and an adverb: "He runs fast".',
    zh: '拼写（spelling）：fast 既是形容词也是副词，没有 fastly 这个词：He runs fast（他跑得很快）。',
    examples: {
      wrong: [['He runs very fastly.', 'He runs very fast.']],
      right: ['He runs very fast.'],
    },
  },
  // "She sings very good", "He did it very good" -> "well": how one does something is an adverb ("It smells
  // good" is a sense, "exercise does good" a benefit). This and the adverbs above fix the word alone, so that
  // a fix of the verb ("She sing" -> "sings") stands beside it.
  {
    id: 'good-for-well',
    pattern:
      /(?<=\b(?:(?:sing|sings|sang|speak|speaks|spoke|play|plays|played|dance|dances|danced|swim|swims|swam|cook|cooks|cooked|write|writes|wrote|draw|draws|drew|recover|recovers|recovered|perform|performs|performed|sleep|sleeps|slept)(?:\s+(?:English|Chinese|it|football|basketball|the\s+piano|the\s+guitar))?|(?:do|does|did|done)\s+(?:it|the\s+job|the\s+work|this|that))\s+(?:very\s+|so\s+|really\s+|quite\s+)?)good(?=\s*[.!?,]|\s*$|\s+(?:yesterday|today|last|after|in|at|because|when|this)\b)/g,
    fix: () => 'well',
    en: 'How one does something takes an adverb: "She sings well" ("good" describes a thing: "a good song").',
    zh: '易混词（confused words）：good 是形容词，说东西好（a good song）；说事情做得好要用副词 well：She sings very well（她唱得很好）。',
    examples: {
      wrong: [
        ['She sings very good.', 'She sings very well.'],
        ['He did it very good.', 'He did it very well.'],
      ],
      right: ['It smells good.', 'She sings very well.'],
    },
  },
  // "He made a good job" -> "did a good job" (not "made a good job of it", British English).
  {
    id: 'make-good-job',
    pattern:
      /\b(make|makes|made|making)(?=\s+a\s+(?:good|great|nice|fine|bad|terrible)\s+job\b(?!\s+of\b))/gi,
    fix: (m) => matchCase(DO_OF_MAKE[m[1]!.toLowerCase()]!, m[1]!),
    en: 'One "does" a good job: "He did a good job".',
    zh: '固定搭配（fixed phrase）：“干得好”是 do a good job：He did a good job（他干得很好），不用 make。',
    examples: {
      wrong: [['He made a good job.', 'He did a good job.']],
      right: ['He made a good job of it.', 'He did a good job.'],
    },
  },
];
