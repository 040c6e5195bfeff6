import { replacementLint as lint, type RawLint } from '../engine/lints';
import { lineLints, type PhraseTable, type TableLine } from '../engine/phrase-table';
import { isNoun, isVerb } from '../lexicon/forms';
import { lemmasOfIng, thirdPersonOf } from '../lexicon/inflect';
import { adjacent, adjacentRun, PLACE_NAMES, COUNTED_NOUNS, type Word } from '../lexicon/words';
import { QUESTION_DO } from './learner-agreement';
import { ARTICLE_PHRASES, THE_PHRASES } from './learner-articles';
import { CLAUSE_PHRASES } from './learner-clause-phrases';
import { SUPERLATIVE_OF_ALL, ER_COMPARISON, DIFFERENCE_ORDER } from './learner-comparisons';
import { bareFeeling, feelingAdjective, thingFeeling, VERY_AFTER_BE, veryVerb } from './learner-feelings';
import { DIFFICULT_FOR } from './learner-for-someone';
import { ING_AFTER, GERUND_SUBJECT } from './learner-gerunds';
import { TO_INFINITIVE } from './learner-infinitives';
import { peopleAgreement, GROUP_NUMBER, ONE_PERSON, TWO_PEOPLE } from './learner-people';
import { PARTICLE_ORDER, WEATHER_IT, WORD_ORDER } from './learner-phrase-order';
import { PREPOSITION_PHRASES } from './learner-prepositions';
import { PERFECT_QUESTION, REPORTED_QUESTION } from './learner-questions';
import { RELATIVE_PRONOUN, RELATIVE_REPEAT } from './learner-relatives';
import { HOLIDAY_NAMES, TIME_PHRASES } from './learner-time-phrases';
import { DOUBLE_NEGATIVE, SPLIT_WORDS } from './learner-word-choice';
import { QUESTION_AUXILIARY } from './learner-word-order';
import { CONFUSED_WORDS } from './word-choice/confused-words';
import type { SentenceContext } from './rule';

/*
 * Learner rules about fixed phrases: errors Chinese-speaking learners make every day that are wrong
 * wherever they occur, so each rule matches the whole phrase and says nothing about anything else. Here:
 * - a paired conjunction: "Although …, but …" (虽然…但是), "Because …, so …" (因为…所以);
 * - a missing "the": "one of most important", "it was first time", "all over world";
 * - verb patterns: "was died", "had better to go", "If I were you, I will".
 * The rest have files of their own, and phraseLints runs them all, in a fixed order (it breaks ties between
 * their fixes): prepositions and phrases with another word (learner-prepositions.ts), articles
 * (learner-articles.ts), words written apart or mixed up (learner-word-choice.ts), feelings
 * (learner-feelings.ts), relative clauses (learner-relatives.ts), a question's "do" (learner-agreement.ts),
 * "to" (learner-infinitives.ts), -ing (learner-gerunds.ts), comparisons (learner-comparisons.ts), how many
 * people (learner-people.ts), questions (learner-questions.ts) and word order (learner-phrase-order.ts).
 * The phrase rules declared whole ("there have many", "a useful advice", "didn't went", "I don't like it
 * too", "explain me", "will able to", "another people", "much people") and the passes of -ing, "easy for
 * me" and relative clauses run after it, each on its own registry line.
 */

/**
 * Conjunctions a clause starts with, and the one its main clause must not repeat: 虽然…但是, 因为…所以, 如果…就.
 * "If …, so" only after a comma and before a subject: "If you think so you are wrong" and "If you want it,
 * so be it" are English ("If …, then …" is too).
 */
const PAIRED: [opener: RegExp, extra: string, onlyAfterCommaBeforeSubject?: boolean][] = [
  [/^(?:although|though|even though)\b/i, 'but'],
  [/^(?:because|since)\b/i, 'so'],
  [/^if\b/i, 'so', true],
];

/**
 * "Although it was late, but we went out" -> "…, we went out": English says "although" or "but", not
 * both. Only the conjunction right after the sentence's first comma, where the opening clause ends.
 */
function pairedConjunction(sentence: string): RawLint[] {
  const [, extra, onlyAfterCommaBeforeSubject] =
    PAIRED.find(([opener]) => opener.test(sentence.trimStart())) ?? [];
  if (!extra) return [];
  const comma = sentence.indexOf(',');
  if (comma < 0) return onlyAfterCommaBeforeSubject ? [] : pairedWithoutComma(sentence, extra);
  const next = onlyAfterCommaBeforeSubject ? '(?:I|you|he|she|we|they|it|there)\\b' : '\\p{L}';
  const match = new RegExp(`^,\\s+(${extra})\\s+(?=${next})`, 'iu').exec(sentence.slice(comma));
  if (!match) return [];
  const start = comma + match[0].indexOf(match[1]!);
  return [
    lint(
      'WordloomPairedConjunction',
      'Grammar',
      sentence,
      start,
      comma + match[0].length,
      '',
      `"${sentence.trimStart().split(/\s/)[0]}" already joins the clauses: leave out "${match[1]}".`,
    ),
  ];
}

/**
 * "Although I like it but I don't buy it" -> "Although I like it, I don't buy it": with no comma at all, the
 * "but"/"so" before a subject pronoun ends the opening clause ("Although poor but honest" has none).
 */
function pairedWithoutComma(sentence: string, extra: string): RawLint[] {
  const match = new RegExp(`\\s+(${extra})(?=\\s+(?:I|you|he|she|we|they|it|there)\\b)`, 'u').exec(sentence);
  if (!match) return [];
  return [
    lint(
      'WordloomPairedConjunction',
      'Grammar',
      sentence,
      match.index,
      match.index + match[0].length,
      ',',
      `"${sentence.trimStart().split(/\s/)[0]}" already joins the clauses: leave out "${match[1]}", and end the first clause with a comma.`,
    ),
  ];
}

const SUPERLATIVES = new Set(
  'most least best worst biggest largest greatest highest lowest oldest youngest smallest fastest richest strongest easiest hardest longest newest simplest cheapest happiest nicest finest closest deepest smartest poorest busiest earliest shortest tallest'.split(
    ' ',
  ),
);

/** Places one goes to that take "the" ("the park"), none of them one that goes without it ("school", "bed"). */
const PLACES = new Set('park zoo cinema supermarket library museum airport beach gym mall'.split(' '));
const GOING =
  /^(?:go|goes|went|going|gone|come|comes|came|coming|walk|walks|walked|drive|drove|driven|run|ran|get|got)$/;

/**
 * Where "the" is missing before a word: "one of most", "it was first time", "all over world", "go to park",
 * "is capital of".
 */
function missingThe(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const before = words[index - 1];
    const twoBefore = words[index - 2];
    const next = words[index + 1];
    if (!before || word.text !== word.lower || !adjacent(sentence, before, word)) return;
    const afterWord = sentence.slice(word.end);
    // "for first-time buyers": a hyphen makes the word part of a compound.
    if (/^[-‐]/.test(afterWord)) return;
    // "one of most important", and "He is tallest boy": a superlative before its noun, after "be" (not
    // "most" or "least", which count, nor "They are best friends").
    const superlative =
      SUPERLATIVES.has(word.lower) &&
      next !== undefined &&
      ((before.lower === 'of' && twoBefore?.lower === 'one') ||
        (/^(?:is|are|was|were|am)$/.test(before.lower) &&
          !/^(?:most|least)$/.test(word.lower) &&
          next.text === next.lower &&
          adjacent(sentence, word, next) &&
          (isNoun(next.lower) || COUNTED_NOUNS.has(next.lower)) &&
          !(word.lower === 'best' && /^friends?$/.test(next.lower))) ||
        // "It is most important thing" -> "the most important thing": "most", an adjective and one thing
        // ("They are most welcome", "It is most welcome news" mean "very").
        (/^(?:is|was)$/.test(before.lower) &&
          word.lower === 'most' &&
          words[index + 2] !== undefined &&
          adjacentRun(sentence, [word, next, words[index + 2]!]) &&
          !isNoun(next.lower) &&
          COUNTED_NOUNS.has(words[index + 2]!.text)));
    const firstTime =
      /^(first|second|third|last)$/.test(word.lower) &&
      next?.lower === 'time' &&
      /^(is|was|for|it's)$/.test(before.lower);
    // "all over world", "around world", and "in world." at the end of a phrase ("in world affairs" is right).
    const world =
      word.lower === 'world' &&
      ((before.lower === 'over' && twoBefore?.lower === 'all') ||
        /^(around|across|throughout)$/.test(before.lower) ||
        (before.lower === 'in' && /^\s*([.,;!?]|$)/.test(afterWord)));
    // "go to park", "played at zoo." -> "the park", "the zoo": places one visits take "the" (unlike "go to
    // school", "go to bed"), after a verb of going or as a phrase's end.
    const place =
      PLACES.has(word.lower) &&
      ((before.lower === 'to' && GOING.test(twoBefore?.lower ?? '')) ||
        (/^(in|at)$/.test(before.lower) && /^\s*([.,;!?]|$)/.test(afterWord)));
    // "Beijing is capital of China" -> "the capital": the one capital of a country, after "be".
    const capital =
      word.lower === 'capital' && next?.lower === 'of' && /^(?:is|was|are|were|['’]s)$/.test(before.lower);
    if (!superlative && !firstTime && !world && !place && !capital) return;
    lints.push(
      lint(
        'WordloomMissingThe',
        'Grammar',
        sentence,
        word.start,
        word.end,
        `the ${word.text}`,
        `"${word.text}" needs "the" here: "the ${word.text}".`,
      ),
    );
  });
  return lints;
}

/** Verbs with no passive, written with "be" as Chinese writes 被/是…的. */
const NO_PASSIVE: PhraseTable = [
  // "He is graduated from Peking University" -> "He graduated": one graduates ("was graduated from" is an
  // old American passive, and left alone).
  {
    id: 'is-graduated-from',
    pattern: /\b((?:I|you|he|she|we|they|He|She|We|They|You)\s+)(?:am|is|are)\s+(graduated)(?=\s+from\b)/g,
    fix: (m) => `${m[1]}${m[2]}`,
    en: 'One "graduated from" a school: "He graduated from Peking University".',
    zh: '不及物动词（intransitive verb）：graduate from 表示“毕业于”，主语是人，直接说 graduated from：He graduated from Peking University（他毕业于北京大学）；不要受中文“是……毕业的”影响加 be。',
    examples: {
      wrong: [
        ['He is graduated from Peking University.', 'He graduated from Peking University.'],
        ['I am graduated from a small college.', 'I graduated from a small college.'],
      ],
      right: ['He graduated from Peking University.', 'He was graduated from Harvard in 1890.'],
    },
  },
  // "He was died in 2000" -> "He died", "The accident was happened" -> "happened": verbs that take no
  // object have no passive.
  {
    id: 'was-died',
    pattern: /\b(?:was|were)\s+(died|happened|occurred|disappeared|existed|arrived|appeared)\b/gi,
    fix: (m) => m[1]!,
    en: 'This verb has no passive ("be" + the verb): "He died", "It happened".',
    zh: '不及物动词（intransitive verb）：die、happen、occur、appear、arrive 等不带宾语，没有被动语态，不用 was/were + 过去分词：He died in 2000（他 2000 年去世了）；中文说“是……的”，英语不能照搬成 be 动词。',
    examples: {
      wrong: [
        ['He was died in 2000.', 'He died in 2000.'],
        ['The accident was happened yesterday.', 'The accident happened yesterday.'],
      ],
      right: ['He died in 2000.', 'The accident happened yesterday.'],
    },
  },
  // "Many accidents are happened every day" -> "happen", "It is happened often" -> "happens": in the present,
  // the verb's own present (not "What is happened?", which may mean "What happened?").
  {
    id: 'is-happened',
    pattern: /(?<!\b(?:what|who|how|where|why|when)\s+)\b(is|are)\s+(happen|occurr|disappear|exist)ed\b/gi,
    fix: (m) => {
      const verb = m[2]!.toLowerCase() === 'occurr' ? 'occur' : m[2]!.toLowerCase();
      return m[1]!.toLowerCase() === 'is' ? thirdPersonOf(verb) : verb;
    },
    en: 'This verb has no passive ("be" + the verb): "Accidents happen every day".',
    zh: '不及物动词（intransitive verb）：happen、occur、exist、disappear 没有被动语态，一般现在时直接用动词本身：Accidents happen every day（每天都有事故发生）；不要写成 are happened。',
    examples: {
      wrong: [
        ['Many accidents are happened every day.', 'Many accidents happen every day.'],
        ['It is happened every day.', 'It happens every day.'],
      ],
      right: ['Many accidents happen every day.', 'It happens every day.'],
    },
  },
  {
    id: 'been-happened',
    pattern: /\b(has|have|had)\s+been\s+(happened|occurred|died|disappeared|existed)\b/gi,
    fix: (m) => `${m[1]} ${m[2]}`,
    en: 'This verb has no passive ("been" + the verb): "It has happened".',
    zh: '不及物动词（intransitive verb）：happen、occur、die 等没有被动语态，完成时用 have/has + 过去分词，中间不加 been：It has happened before（这种事以前发生过）。',
    examples: {
      wrong: [
        ['It has been happened before.', 'It has happened before.'],
        ['Many old customs have been disappeared.', 'Many old customs have disappeared.'],
      ],
      right: ['It has happened before.', 'He has been arrested.'],
    },
  },
];

/** A country's or a city's name takes no "the" ("the United States", "the UK" are other names). */
const NAME_ARTICLE: PhraseTable = [
  // "I went to the China last year" -> "to China".
  {
    id: 'the-before-country',
    pattern: new RegExp(
      `\\b((?:to|in|from|visit|visited|visiting|about|love|like|left|leave|around)\\s+)the\\s+(${PLACE_NAMES})(?=\\s*[.,!?;]|\\s*$|\\s+(?:and|for|last|next|this|with|because|in|on|at|to|is|was|every|since|before|after|when|once|again|yesterday|tomorrow)\\b)`,
      'g',
    ),
    fix: (m) => `${m[1]}${m[2]}`,
    en: 'A country or a city takes no "the": "I went to China" ("the United States" and "the UK" are other names).',
    zh: '冠词（article）：国家和城市的名字前不加 the：I went to China（我去了中国）；the United States、the UK 这类由普通名词构成的名字才带 the。',
    examples: {
      wrong: [
        ['I went to the China last year.', 'I went to China last year.'],
        ['We visited the Japan last year.', 'We visited Japan last year.'],
      ],
      right: ['I went to China last year.', 'I went to the United States last year.'],
    },
  },
];

/**
 * "If I were you, I will go" -> "I would go": a wish or a thought, not a real condition, takes "would".
 * Only "were" with I, he, she or it, which is never the plain past ("If they were at home, they will have
 * seen it" may be a real one).
 */
const UNREAL_CONDITION: PhraseTable = [
  {
    id: 'if-i-were-will',
    pattern: /\b([Ii]f\s+(?:I|he|she|it)\s+were\b[^.;!?]*?,\s*(?:I|you|he|she|it|we|they)\s+)will\b/g,
    fix: (m) => `${m[1]}would`,
    en: 'After "If I were …", the other half takes "would": "If I were you, I would go".',
    zh: '虚拟条件句（unreal conditional）：If I were … 是与现在事实相反的假设（虚拟语气），主句要用 would，不用 will：If I were you, I would go（如果我是你，我就会去）。',
    examples: {
      wrong: [
        ['If I were you, I will go.', 'If I were you, I would go.'],
        ['If he were here, he will help us.', 'If he were here, he would help us.'],
      ],
      right: ['If I were you, I would go.', 'If they were at home, they will have seen it.'],
    },
  },
];

/** Phrases that take the bare verb, as modals do: "had better go", "would rather stay", "Why not go?". */
const BARE_AFTER: PhraseTable = [
  // "He helped me carrying the box" -> "carry": one helps someone do something.
  {
    id: 'help-someone-doing',
    pattern:
      /\b((?:help|helps|helped|helping)\s+(?:me|him|her|us|them|you)\s+)([a-z]+ing)\b(?=\s+(?:me|him|her|us|them|it|the|my|his|her|our|their|your|a|an|this|that|these|those)\b)/g,
    fix: (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    en: 'One helps someone do something: "He helped me carry the box".',
    zh: '不定式（bare infinitive）：help 后面接人，再接动词原形（或 to do），不用 -ing 形式：He helped me carry the box（他帮我搬箱子）。',
    examples: {
      wrong: [
        ['He helped me carrying the box.', 'He helped me carry the box.'],
        ['She helps us cleaning the room.', 'She helps us clean the room.'],
      ],
      right: ['He helped me carry the box.', 'He helped me with the box.'],
    },
  },
  // "He made me laughing" -> "made me laugh": "make" and "let" take someone and the bare verb (not "made
  // them dancing shoes": a noun after the -ing word).
  {
    id: 'make-someone-doing',
    pattern:
      /\b((?:make|makes|made|making|let|lets|letting)\s+(?:me|him|her|us|them|you)\s+)([a-z]+ing)\b(?=\s*[.,!?;]|\s*$|\s+(?:so|very|again|out|loud|hard|all|every|at|about|for|with|sad|happy|better|worse|good|bad)\b)/gi,
    fix: (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    en: '"Make" and "let" take someone and the bare verb: "He made me laugh".',
    zh: '不定式（bare infinitive）：make、let 表示“让某人做某事”，后面接人再接动词原形，不用 -ing 形式：He made me laugh（他把我逗笑了）。',
    examples: {
      wrong: [
        ['He made me laughing.', 'He made me laugh.'],
        ['The film made us crying again.', 'The film made us cry again.'],
      ],
      right: ['He made me laugh.', 'She made them dancing shoes.'],
    },
  },
  // "The movie let me very sad" -> "made me": one lets someone do something, and makes them feel something
  // (让 is both). Only after its subject and before a feeling ("Let me alone", "let him free", "It let me
  // feel relaxed" stay).
  {
    id: 'let-someone-feel',
    pattern:
      /(?<=\b[A-Za-z]+\s+)(let|lets)(?=\s+(?:me|him|her|us|them|you|people)\s+(?:(?:very|so|really|quite|more)\s+)?(?:sad|happy|angry|upset|nervous|tired|bored|excited|worried|afraid|scared|relaxed|comfortable|uncomfortable|confident|proud|disappointed|surprised|moved|interested|unhappy|lonely|embarrassed)\b)/g,
    fix: (m) => (m[1] === 'lets' ? 'makes' : 'made'),
    en: 'One lets someone do something, but makes them feel something: "The movie made me very sad".',
    zh: '不定式（bare infinitive）：中文的“让”既可以是 let 也可以是 make：let 是“允许某人做某事”，“使某人感到……”要用 make：The movie made me very sad（这部电影让我很难过）。',
    examples: {
      wrong: [
        ['The movie let me very sad.', 'The movie made me very sad.'],
        ['His words let her so happy.', 'His words made her so happy.'],
      ],
      right: ['The movie made me very sad.', 'It let me feel relaxed.', 'The teacher let us go home.'],
    },
  },
  {
    id: 'had-better-to',
    pattern:
      /\b((?:had|['’]d)\s+better(?:\s+not)?|(?:would|['’]d)\s+rather(?:\s+not)?|[Ww]hy\s+not|needn['’]t)\s+to(?=\s+[a-z]+\b)/g,
    fix: (m) => m[1]!,
    en: '"Had better", "would rather", "why not" and "needn\'t" are followed by the verb without "to".',
    zh: "不定式（bare infinitive）：had better、would rather、why not、needn't 后面直接接动词原形，不加 to：You had better go home now（你最好现在就回家）。",
    examples: {
      wrong: [
        ['You had better to go home now.', 'You had better go home now.'],
        ["I'd rather to stay at home.", "I'd rather stay at home."],
        ["You needn't to worry.", "You needn't worry."],
      ],
      right: ['You had better go home now.', 'I would rather stay here.'],
    },
  },
];

/**
 * The phrase tables in the order the family runs them (the order breaks ties between their fixes), each with
 * the rule its rows' lints carry.
 */
export const PHRASE_TABLES: readonly TableLine[] = [
  { rule: 'WordloomPhrase', table: PREPOSITION_PHRASES },
  { rule: 'WordloomPhrase', table: TIME_PHRASES },
  { rule: 'WordloomHolidayName', table: HOLIDAY_NAMES, kind: 'Capitalization' },
  { rule: 'WordloomPhrase', table: CLAUSE_PHRASES },
  { rule: 'WordloomArticle', table: ARTICLE_PHRASES, kind: 'Grammar' },
  { rule: 'WordloomMissingThe', table: THE_PHRASES, kind: 'Grammar' },
  { rule: 'WordloomQuestionDo', table: QUESTION_DO, kind: 'Agreement' },
  { rule: 'WordloomQuestionAuxiliary', table: QUESTION_AUXILIARY, kind: 'Grammar' },
  { rule: 'WordloomConfusedWord', table: CONFUSED_WORDS },
  { rule: 'WordloomDoubleNegative', table: DOUBLE_NEGATIVE, kind: 'Grammar' },
  { rule: 'WordloomSplitWord', table: SPLIT_WORDS, kind: 'BoundaryError' },
  { rule: 'WordloomWordOrder', table: WORD_ORDER, kind: 'WordOrder' },
  { rule: 'WordloomWeatherIt', table: WEATHER_IT, kind: 'WordOrder' },
  { rule: 'WordloomVeryVerb', table: VERY_AFTER_BE, kind: 'WordChoice' },
  { rule: 'WordloomDifficultFor', table: DIFFICULT_FOR, kind: 'Grammar' },
  { rule: 'WordloomTwoPeople', table: TWO_PEOPLE, kind: 'Agreement' },
  { rule: 'WordloomReportedQuestion', table: REPORTED_QUESTION, kind: 'Grammar' },
  { rule: 'WordloomParticleOrder', table: PARTICLE_ORDER, kind: 'WordOrder' },
  { rule: 'WordloomPerfectQuestion', table: PERFECT_QUESTION, kind: 'Grammar' },
  { rule: 'WordloomGerundSubject', table: GERUND_SUBJECT, kind: 'Grammar' },
  { rule: 'WordloomDifferenceOrder', table: DIFFERENCE_ORDER, kind: 'WordOrder' },
  { rule: 'WordloomErComparative', table: ER_COMPARISON, kind: 'Grammar' },
  { rule: 'WordloomSuperlative', table: SUPERLATIVE_OF_ALL, kind: 'Grammar' },
  { rule: 'WordloomExtraTo', table: BARE_AFTER, kind: 'Grammar' },
  { rule: 'WordloomUnrealWould', table: UNREAL_CONDITION, kind: 'Grammar' },
  { rule: 'WordloomGerundPhrase', table: ING_AFTER, kind: 'Grammar' },
  { rule: 'WordloomNameArticle', table: NAME_ARTICLE, kind: 'Grammar' },
  { rule: 'WordloomRelativeRepeat', table: RELATIVE_REPEAT, kind: 'Grammar' },
  { rule: 'WordloomRelativePronoun', table: RELATIVE_PRONOUN, kind: 'Grammar' },
  { rule: 'WordloomOnePerson', table: ONE_PERSON, kind: 'Agreement' },
  { rule: 'WordloomGroupNumber', table: GROUP_NUMBER, kind: 'Agreement' },
  { rule: 'WordloomNoPassive', table: NO_PASSIVE, kind: 'Grammar' },
  { rule: 'WordloomToInfinitive', table: TO_INFINITIVE, kind: 'Grammar' },
];

export function phraseLints(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  return [
    ...pairedConjunction(sentence),
    ...peopleAgreement(sentence, context.analysis),
    ...missingThe(sentence, words),
    ...PHRASE_TABLES.flatMap((line) => lineLints(sentence, line)),
    ...feelingAdjective(sentence, words),
    ...bareFeeling(sentence, words),
    ...thingFeeling(sentence, words),
    ...veryVerb(sentence, words),
  ];
}
