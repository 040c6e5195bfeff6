import type { PhraseTable } from '../engine/phrase-table';
import { replacementLint as lint, type RawLint } from '../engine/lints';
import {
  irregularLemma,
  isNoun,
  isVerb,
  isVerbForm,
  nounNumber,
  pastOf,
  pluralOf,
  singularOf,
} from '../lexicon/forms';
import { lemmasOfThirdPerson, thirdPersonOf } from '../lexicon/inflect';
import {
  matchCase,
  MIDDLE_ADVERBS,
  MODALS,
  PREPOSITIONS,
  UNCOUNTABLE_NOUNS,
  type Word,
  wordTable,
  adjacentRun,
  verbAfterAdverbs,
  isDeterminer,
  startsSentence,
} from '../lexicon/words';
import type { SentenceContext } from './rule';

/*
 * Learner rules about relative clauses: what "who", "which" and "where" already stand for, and the verb
 * that agrees with them.
 */

/** Verbs of what people do for a person, whose object shows "who" before them is their subject. */
const DOING_FOR = ['help', 'teach', 'love', 'support', 'encourage', 'understand', 'visit'];

/** Verbs of where people are, whose place shows "who" before them is their subject. */
const BEING_SOMEWHERE = ['live', 'work', 'come', 'study', 'stay'];

/**
 * "<persons> who <pronoun> <verb> me" or "… lives in Beijing": a pronoun that says the persons again after
 * "who". The verb's object, or its place after "in/at/for/from" with a name or a determiner ("works at a
 * bank"), shows that "who" is not its object ("the man who she works for" is right).
 */
function whoThenSubject(persons: string, pronouns: string, number: 'one' | 'plural'): RegExp {
  const formsOf = (verbs: string[]) =>
    verbs.flatMap((verb) => [number === 'one' ? thirdPersonOf(verb) : verb, pastOf(verb)!]).join('|');
  const [personWords, pronounWords] = [persons, pronouns].map((words) => words.split(' ').join('|'));
  const object = `(?:${formsOf(DOING_FOR)})\\s+(?:me|us|him|her|them|you)\\b`;
  const place = `(?:${formsOf(BEING_SOMEWHERE)})\\s+(?:in|at|for|from|near)\\s+(?:(?:a|an|the|my|his|her|our|their)\\b|[A-Z])`;
  return new RegExp(
    `(?<=\\b(?:${personWords})\\s+)(who)\\s+(?:${pronounWords})(?=\\s+(?:${object}|${place}))`,
    'g',
  );
}

/**
 * "The man which lives next door" -> "who", "The book who I bought" -> "which": "who" is for people, "which"
 * for things. Only after a noun that is plainly one or the other, with "the", "a" or a possessive before it
 * ("the man which" cannot be "the man, which …"; "a group who" may be either).
 */
export const RELATIVE_PRONOUN: PhraseTable = [
  // "People which have money", "Many students which are": people counted or plural at a clause's start too.
  {
    id: 'which-for-person',
    pattern:
      /(?<=(?:\b(?:the|a|an|my|his|her|our|their|your|this|that)\s+(?:man|woman|boy|girl|person|teacher|doctor|student|friend|lady|child|people|men|women|boys|girls|teachers|students|friends|children)|(?:^|[.!?;,]\s*|\b(?:and|but|many|some|most|all|few|several|those|these)\s+)(?:people|men|women|boys|girls|teachers|students|friends|children|parents|workers))\s+)which(?=\s+(?:is|was|are|were|lives|lived|live|works|worked|work|has|had|have|teaches|taught|helped|helps|came|comes|sits|sat|want|wants|like|likes|think|thinks|do|does|can|will)\b)/gi,
    fix: (m) => matchCase('who', m[0]),
    en: '"Who" is for people, "which" for things: "the man who lives next door".',
    zh: '定语从句（relative clause）：指人的定语从句用 who，指物才用 which；中文都说“……的”，不区分人和物：the man who lives next door（住在隔壁的那个人）。',
    examples: {
      wrong: [
        ['The man which lives next door is kind.', 'The man who lives next door is kind.'],
        ['People which have money are not always happy.', 'People who have money are not always happy.'],
      ],
      right: ['The man who lives next door is kind.', 'The book which is on the table is mine.'],
    },
  },
  {
    id: 'who-for-thing',
    pattern:
      /(?<=\b(?:the|a|an|my|his|her|our|their|your|this|that)\s+(?:book|car|house|film|movie|phone|bag|city|computer|bike|song|dress|shop|restaurant|books|cars|houses|films|movies|phones|bags|cities|songs|shops|restaurants)\s+)who(?=\s+(?:I|you|he|she|we|they|is|was|are|were|has|had)\b)/gi,
    fix: (m) => matchCase('which', m[0]),
    en: '"Which" (or "that") is for things, "who" for people: "the book which I bought".',
    zh: '定语从句（relative clause）：指物的定语从句用 which 或 that，who 只用来指人：the book which I bought（我买的那本书）。',
    examples: {
      wrong: [['The book who I bought is good.', 'The book which I bought is good.']],
      right: ['The book which I bought is good.', 'The man who I met is kind.'],
    },
  },
  // "who" is the subject of "is" ("I think" only comes between); "the man whom I met" is right.
  {
    id: 'whom-i-think-is',
    pattern:
      /\b([Ww])hom(?=\s+(?:I|you|he|she|we|they|everyone|everybody|people)\s+(?:think|thinks|thought|believe|believes|believed|guess|suppose|know|knew|feel|felt)\s+(?:is|was|are|were|will|can|has|have)\b)/g,
    fix: (m) => `${m[1]}ho`,
    en: '"Who" is the subject of the verb after "I think": "the man who I think is honest".',
    zh: '定语从句（relative clause）：I think 只是插在中间的话，关系代词其实是后面 is 的主语，要用主格 who，不用 whom：the man who I think is honest（我认为诚实的那个人）。',
    examples: {
      wrong: [['He is the man whom I think is honest.', 'He is the man who I think is honest.']],
      right: ['He is the man who I think is honest.', 'He is the man whom I met.'],
    },
  },
  // "which" needs its "in" ("which I grew up in"); a place with nothing after the verb is "where". Not "the house
  // which I bought" (an object).
  {
    id: 'which-for-place',
    pattern:
      /(?<=\b(?:place|city|town|village|house|home|hometown|country|school|room|flat|apartment)\s+)which(?=\s+(?:I|you|he|she|we|they)\s+(?:was\s+born|were\s+born|live|lives|lived|grew\s+up|work|works|worked|study|studies|studied|stay|stays|stayed)(?:\s*[.,!?;]|\s*$|\s+(?:is|was|are|were|has|have|and|but|for|since|when|with|now|today|until)\b))/gi,
    fix: (m) => matchCase('where', m[0]),
    en: 'A place the clause is in takes "where": "the place where I was born" ("which" needs its "in": "which I grew up in").',
    zh: '定语从句（relative clause）：从句里缺的是地点（“在那里”）而不是宾语时要用 where：the place where I was born（我出生的地方）；用 which 就得在句末加 in：the city which I grew up in。',
    examples: {
      wrong: [
        ['This is the place which I was born.', 'This is the place where I was born.'],
        ['The city which I grew up is beautiful.', 'The city where I grew up is beautiful.'],
      ],
      right: ['This is the house which I bought.', 'The city which I grew up in is beautiful.'],
    },
  },
  // After a noun or "all", "everything", the relative is "that" ("what" already holds its own noun: "I know
  // what you did").
  {
    id: 'thing-what',
    pattern: /(?<=\b(?:things|thing|everything|anything|something|nothing|all)\s+)what(?=\s+[A-Za-z])/gi,
    // Not "After all what matters is …", where "all" ends "after all".
    fix: (m) => (/\bafter\s+all\s+$/i.test(m.input.slice(0, m.index)) ? m[0] : matchCase('that', m[0])),
    en: 'After a noun or "everything", the relative is "that": "everything that I have" ("what" needs no noun before it).',
    zh: '定语从句（relative clause）：what 本身已经包含“……的东西”，前面不能再有名词或 everything；名词后面的定语从句用 that：everything that I have（我拥有的一切）。',
    examples: {
      wrong: [
        [
          'They can do many things what old people cannot do.',
          'They can do many things that old people cannot do.',
        ],
        ['I will give you everything what I have.', 'I will give you everything that I have.'],
      ],
      right: ['I know what you did.', 'After all what matters is your health.'],
    },
  },
];

/** Words a relative clause repeats: "which" or "where" already stands for them. */
export const RELATIVE_REPEAT: PhraseTable = [
  // Not "that", which may start any clause: "He said that I bought it".
  {
    id: 'which-bought-it',
    pattern:
      /\b(which\s+(?:I|you|he|she|we|they)\s+(?:bought|saw|made|took|wrote|read|got|found|lost|sent|watched|visited|ate|cooked|liked|loved|chose|borrowed|received|used))\s+it\b(?=\s*[.,!?;]|\s+(?:yesterday|last|in|at|from|for|is|was|very|on)\b)/g,
    fix: (m) => m[1]!,
    en: '"Which" already stands for the thing: "the book which I bought" (no "it").',
    zh: '定语从句（relative clause）：which 已经代替了前面的东西，从句里不能再用 it 重复；中文定语从句没有关系代词，所以容易多加一个 it：the book which I bought yesterday（我昨天买的书）。',
    examples: {
      wrong: [
        ['The book which I bought it yesterday is good.', 'The book which I bought yesterday is good.'],
      ],
      right: ['The book which I bought yesterday is good.', 'He said that I bought it.'],
    },
  },
  // After a thing named, "that" stands for it.
  {
    id: 'that-bought-it',
    pattern:
      /(?<=\b(?:book|car|house|film|movie|phone|bag|computer|bike|song|dress|present|gift|letter|picture|photo|cake)\s+)(that\s+(?:I|you|he|she|we|they)\s+(?:bought|saw|made|took|wrote|read|got|found|lost|sent|watched|ate|cooked|liked|loved|chose|borrowed|received|used|gave\s+(?:me|you|him|her|us|them)))\s+it\b(?=\s*[.,!?;]|\s+(?:yesterday|last|in|at|from|for|is|was|very|on)\b)/g,
    fix: (m) => m[1]!,
    en: '"That" already stands for the thing: "the book that I bought" (no "it").',
    zh: '定语从句（relative clause）：that 在这里已经代替了前面的东西，从句里不能再用 it 重复：the book that I bought yesterday（我昨天买的书）。',
    examples: {
      wrong: [['The book that I bought it yesterday is good.', 'The book that I bought yesterday is good.']],
      right: ['The book that I bought yesterday is good.', 'He said that I bought it yesterday.'],
    },
  },
  // "who's" is "who is".
  {
    id: 'whos-for-whose',
    pattern:
      /\b([Ww])ho['’]s(?=\s+(?:father|mother|parents|name|brother|sister|husband|wife|son|daughter|family|house|car|job|dog|cat)\b)/g,
    fix: (m) => `${m[1]}hose`,
    en: '"Whose" says whom something belongs to; "who\'s" is "who is": "The girl whose father is a teacher".',
    zh: "定语从句（relative clause）：whose 表示“谁的”；who's 是 who is 的缩写，两者读音相同，容易写错：The girl whose father is a teacher（父亲是老师的那个女孩）。",
    examples: {
      wrong: [
        [
          "The girl who's father is a teacher is my friend.",
          'The girl whose father is a teacher is my friend.',
        ],
      ],
      right: ['The girl whose father is a teacher is my friend.', "I know who's coming."],
    },
  },
  // What belongs to the thing or person named is "whose" (其工资…).
  {
    id: 'which-name-is',
    pattern:
      /\b([a-z]+\s+)(?:which|who)(?=\s+(?:salary|name|price|father|mother|parents|owner|color|colour|size|job|house|car|wife|husband)\s+(?:is|was|are|were)\b)/g,
    // After a noun only: "I asked which price was right" is a question's "which".
    fix: (m) => (isNoun(m[1]!.trim()) ? `${m[1]}whose` : m[0]),
    en: '"Whose" says what belongs to the one named: "a job whose salary is high", "a girl whose name is Lily".',
    zh: '定语从句（relative clause）：表示“某人或某物的……”时，关系代词要用 whose；中文“工资高的工作”不需要关系词：a job whose salary is high（一份工资高的工作）。',
    examples: {
      wrong: [
        ['I want a job which salary is high.', 'I want a job whose salary is high.'],
        ['I have a friend who name is Lily.', 'I have a friend whose name is Lily.'],
      ],
      right: ['I want a job whose salary is high.', 'I asked which price was right.'],
    },
  },
  // "who" already stands for the person named (not "I can't remember who I told them was coming", nor "who I
  // saw him with", where "who" is someone else).
  {
    id: 'who-met-him',
    pattern:
      /(?<=\b(?:person|people|man|men|woman|women|girl|boy|friend|friends|teacher|student|one|guy|lady|doctor|child|children)\s+)((?:who|whom)\s+(?:I|you|he|she|we|they)\s+(?:met|saw|know|knew|love|loved|like|liked|called|helped|visited|married|admire|admired|told|asked|trust|trusted))\s+(?:him|her|them)\b(?=\s*[.,!?;]|\s+(?:yesterday|last|in|at|from|is|was|are|were|very|on|two|a|every)\b)/g,
    fix: (m) => m[1]!,
    en: '"Who" already stands for the person: "the person who I met" (no "him").',
    zh: '定语从句（relative clause）：who 已经代替了前面的人，从句里不能再用 him、her 重复：the person who I met yesterday（我昨天见到的那个人）。',
    examples: {
      wrong: [['He is the person who I met him yesterday.', 'He is the person who I met yesterday.']],
      right: ['He is the person who I met yesterday.', 'He is the man who I saw him with.'],
    },
  },
  // "who" is already the subject, when the pronoun after it is the person named again and the verb has its own
  // object (not "the people who they saw", where "who" is the object, nor "the people who they told me were
  // coming").
  {
    id: 'who-they-help',
    pattern: whoThenSubject(
      'friends people students parents children teachers classmates neighbours neighbors',
      'they',
      'plural',
    ),
    fix: (m) => m[1]!,
    en: '"Who" is already the subject: "friends who help me" (no "they").',
    zh: '定语从句（relative clause）：who 已经是从句的主语，后面不能再加 they；中文“他们”会让人想再补一个主语：friends who help me（帮助我的朋友）。',
    examples: {
      wrong: [['I have friends who they help me.', 'I have friends who help me.']],
      right: ['These are the people who they saw.', 'I have friends who help me.'],
    },
  },
  {
    id: 'who-she-helps',
    pattern: whoThenSubject(
      'friend teacher mother father sister brother girl boy man woman person classmate',
      'he she',
      'one',
    ),
    fix: (m) => m[1]!,
    en: '"Who" is already the subject: "a friend who helps me" (no "he" or "she").',
    zh: '定语从句（relative clause）：who 已经是从句的主语，后面不能再加 he 或 she：a friend who helps me（一个帮助我的朋友）。',
    examples: {
      wrong: [
        ['I have a teacher who she helps me.', 'I have a teacher who helps me.'],
        ['I have a friend who he lives in Beijing.', 'I have a friend who lives in Beijing.'],
      ],
      right: ['The man who she works for is kind.', 'I have a friend who lives in Beijing.'],
    },
  },
  // "where" is already "in which".
  {
    id: 'where-born-there',
    pattern:
      /\b(where\s+(?:I|you|he|she|we|they)\s+(?:was\s+born|were\s+born|live|lives|lived|grew\s+up|work|works|worked|study|studies|studied|stayed|stay))\s+(?:there\b|in(?=\s*[,.!?;]|\s*$|\s+(?:is|was|are|were|has|have|now|today)\b))/g,
    fix: (m) => m[1]!,
    en: '"Where" already stands for the place: "the place where I was born" (no "there"), "the city where I live" (no "in").',
    zh: '定语从句（relative clause）：where 相当于 in which，已经代替了地点，从句末尾不能再加 there 或 in：the city where I live（我住的城市）。',
    examples: {
      wrong: [
        ['This is the place where I was born there.', 'This is the place where I was born.'],
        ['The city where I live in is beautiful.', 'The city where I live is beautiful.'],
      ],
      right: ['The city which I live in is beautiful.', 'The city where I live is beautiful.'],
    },
  },
];

const SINGULAR_DETERMINERS = new Set('a an every each this that one'.split(' '));
/** Nouns for a group, which British English gives a plural verb: "a family who are", "a team that have". */
const COLLECTIVE = new Set(
  'family team group couple class staff government company country nation police crowd committee audience band crew public majority minority number lot pair variety series kind sort type'.split(
    ' ',
  ),
);
const RELATIVE_BE = wordTable<string>({ are: 'is', were: 'was', have: 'has' });
const RELATIVE_BE_PLURAL = wordTable<string>({ is: 'are', was: 'were', has: 'have' });
/** Determiners of either number, whose noun's own number decides: "the man who", "my friends who". */
const EITHER_DETERMINERS = new Set('the my your his her our their'.split(' '));
const PLURAL_ONLY_DETERMINERS = new Set('these those many some all both several'.split(' '));

/**
 * The verb "who" takes for its noun: one person, "a person who are" -> "is", "a girl who like" -> "likes";
 * more, "the people who lives" -> "live"; after an adverb too, "the one who always help me" -> "helps". A verb
 * of its own only after "who", not one that may be the subject of the clause ("a man who people respect"),
 * nor one whose past looks the same ("a girl who read": read then?).
 */
function relativeVerb(words: readonly Word[], index: number, plural: boolean): [Word, string] | undefined {
  const who = words[index]!;
  const be = (plural ? RELATIVE_BE_PLURAL : RELATIVE_BE)[words[index + 1]!.lower];
  if (be || who.lower !== 'who') return be ? [words[index + 1]!, be] : undefined;
  const verb = verbAfterAdverbs(words, index + 1);
  if (!verb || verb.text !== verb.lower || MODALS.has(verb.lower) || MIDDLE_ADVERBS.has(verb.lower))
    return undefined;
  // "a man who people respect", "a friend who name is Lily": a verb after it makes the word its subject.
  const after = words[words.indexOf(verb) + 1];
  if (after && (isVerbForm(after.lower) || /^(?:is|was|are|were)$/.test(after.lower))) return undefined;
  if (plural) {
    const lemma = lemmasOfThirdPerson(verb.lower).find((lemma) => isVerb(lemma) && !isVerb(verb.lower));
    return lemma ? [verb, lemma] : undefined;
  }
  // "The man who said he is rich": an irregular past, which the dictionary also lists as a word of its own
  // ("the said person"), agrees with any subject.
  if (!isVerb(verb.lower) || irregularLemma(verb.lower) !== undefined) return undefined;
  const third = thirdPersonOf(verb.lower);
  if (third === verb.lower || pastOf(verb.lower) === verb.lower) return undefined;
  return [verb, third];
}

/** Words that open a clause, after which a plural noun with no determiner is its subject: "when companies that". */
const BARE_NOUN_OPENERS = new Set('when if because although though while since and but so'.split(' '));

/**
 * "when international companies that has the certificate" -> "have", "Students who likes music" -> "like": a
 * plural noun with no determiner (one describing word allowed) opening its clause, then "who", "that" or
 * "which" and a verb for one (relativeVerb). With a determiner, relativeAgreement.
 */
function bareRelativeAgreement(sentence: string, words: readonly Word[]): RawLint[] {
  return words.flatMap((who, index) => {
    const noun = words[index - 1];
    if (!noun || !words[index + 1] || !/^(who|that|which)$/.test(who.lower)) return [];
    if (noun.text !== noun.lower && !startsSentence(sentence, noun)) return [];
    if (nounNumber(noun.lower) !== 'plural' || singularOf(noun.lower) === undefined) return [];
    const describing = words[index - 2];
    const adjective =
      describing !== undefined &&
      describing.text === describing.lower &&
      !BARE_NOUN_OPENERS.has(describing.lower) &&
      !isDeterminer(describing.lower) &&
      !isNoun(describing.lower) &&
      !isVerbForm(describing.lower);
    const first = index - (adjective ? 2 : 1);
    const opener = words[first - 1];
    if (opener ? !BARE_NOUN_OPENERS.has(opener.lower) : !startsSentence(sentence, words[first]!)) return [];
    if (COLLECTIVE.has(noun.lower) || UNCOUNTABLE_NOUNS.has(noun.lower)) return [];
    const found = relativeVerb(words, index, true);
    if (!found || !adjacentRun(sentence, words.slice(first, words.indexOf(found[0]) + 1))) return [];
    const [verb, fixed] = found;
    const message = `"${who.text}" stands for "${noun.text}", more than one: "${who.text} ${fixed}".`;
    return [lint('WordloomRelativeAgreement', 'Agreement', sentence, verb.start, verb.end, fixed, message)];
  });
}

/**
 * "a person who are" -> "is", "the people who lives" -> "live", "a place which have" -> "has": the verb agrees
 * with the noun "who", "that" or "which" stands for.
 */
export function relativeAgreement(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = bareRelativeAgreement(sentence, words);
  words.forEach((who, index) => {
    const noun = words[index - 1];
    if (!noun || noun.text !== noun.lower || !words[index + 1] || !/^(who|that|which)$/.test(who.lower))
      return;
    // "a person who", or one adjective between: "a beautiful girl who".
    const before = words[index - 2]?.lower;
    const adjective =
      before !== undefined &&
      !SINGULAR_DETERMINERS.has(before) &&
      !EITHER_DETERMINERS.has(before) &&
      !PLURAL_ONLY_DETERMINERS.has(before);
    const start = index - (adjective ? 3 : 2);
    const determiner = words[start];
    // The word before the determiner: "of", "for", "and" there put the noun inside a larger subject.
    const outside = words[start - 1]?.lower ?? '';
    if (!determiner || (adjective && (isNoun(words[index - 2]!.lower) || isVerb(words[index - 2]!.lower))))
      return;
    // A singular countable noun after "a", "every", "this" ("a person who"), or after "the", "my" … a noun
    // whose number is in the word ("the man who", "the people who").
    const d = determiner.lower;
    const number = nounNumber(noun.lower);
    // After "the", "my" …, only "who" and a noun that no phrase or "and" holds: in "the modules for the
    // interpreter that are" and "the war and the destruction that have", the clause is about more.
    // "that" only where the noun opens the sentence ("The companies that has …"): nothing before it to stand for.
    const either =
      EITHER_DETERMINERS.has(d) &&
      (who.lower === 'who' || determiner.start === 0) &&
      !/^(?:and|or)$/.test(outside) &&
      !PREPOSITIONS.has(outside);
    const one =
      (SINGULAR_DETERMINERS.has(d) && pluralOf(noun.lower) !== undefined) ||
      (either && number === 'singular');
    const many = (either || PLURAL_ONLY_DETERMINERS.has(d)) && number === 'plural';
    if ((!one && !many) || COLLECTIVE.has(noun.lower) || UNCOUNTABLE_NOUNS.has(noun.lower)) return;
    const found = relativeVerb(words, index, many);
    if (!found) return;
    const [verb, fixed] = found;
    // "the portions of that line that are acted upon", "families in this country who have": "that" or
    // "who" may stand for the noun before the phrase.
    if (outside === 'of' || PREPOSITIONS.has(outside)) return;
    // "a pig and a spider who become friends": two nouns joined, whom "who" may stand for together.
    if (!many && /^(?:and|or)$/.test(outside)) return;
    // "My sister, who live in Shanghai": a comma may set the clause off its noun.
    const setOff = who.lower === 'who' && sentence.slice(noun.end, who.start) === ', ';
    const run = words.slice(start, words.indexOf(verb) + 1);
    const joined = setOff
      ? adjacentRun(sentence, run.slice(0, index - start)) && adjacentRun(sentence, run.slice(index - start))
      : adjacentRun(sentence, run);
    if (!joined) return;
    lints.push(
      lint(
        'WordloomRelativeAgreement',
        'Agreement',
        sentence,
        verb.start,
        verb.end,
        fixed,
        `"${who.text}" stands for "${determiner.text} ${noun.text}", ${many ? 'more than one' : 'one'}: "${who.text} ${fixed}".`,
      ),
    );
  });
  return lints;
}
