import { replacementLint as lint, type RawLint } from '../engine/lints';
import type { PhraseTable } from '../engine/phrase-table';
import { isNoun, isVerb, isThoughtThat, nounNumber, pluralOf, singularOf } from '../lexicon/forms';
import { lemmasOfIng, lemmasOfThirdPerson, thirdPersonOf } from '../lexicon/inflect';
import {
  type Word,
  wordTable,
  adjacentRun,
  PLURAL_VERB,
  SINGULAR_VERB,
  FAMILY_AND_FRIENDS,
  PEOPLE_OF_A_KIND,
  AUXILIARIES,
} from '../lexicon/words';
import type { SentenceAnalysis } from '../engine/analysis';

/*
 * Learner rules about how many people a verb or a noun speaks of: "people is" -> "people are", "one of my
 * friend" -> "friends", "my family are" as a group, "two person" -> "two people". A pass and tables of
 * the phrase family (learner-phrases.ts runs them).
 */

/**
 * "people is" -> "are", "more and more people likes" -> "like": "be", "have" and the verbs learners most
 * often give an -s after "people" (none of them a plural noun that could follow "people" in a compound).
 */
const PEOPLE_VERBS = wordTable<string>({
  ...PLURAL_VERB,
  "doesn't": "don't",
  ...Object.fromEntries(
    'like love want need think say know live believe prefer enjoy feel spend hope seem become use buy eat choose begin start try go come learn'
      .split(' ')
      .map((lemma) => [thirdPersonOf(lemma), lemma]),
  ),
});

/** How many people: "a lot of people", "more and more people", "many people". */
const HOW_MANY = /\b(?:(?:a\s+lot|lots|plenty)\s+of|more\s+and\s+more|many|most|some)\s+$/i;

/** Words that make the "people" after them an object: "for young people", "what frustrates the people". */
const NOT_BEFORE_SUBJECT = new Set(
  'for of to with from about among by in on at into than like what who which that frustrates'.split(' '),
);

/**
 * Whether "people" at `index` is the object of an "-ing" verb that opens its clause, which is the subject:
 * "Meeting new people is fun", "Helping old people is important" (not "Working people are").
 */
function inGerundSubject(analysis: SentenceAnalysis, index: number): boolean {
  const { words } = analysis;
  for (let at = index - 1; at >= Math.max(0, index - 3); at -= 1) {
    const word = words[at]!;
    if (PEOPLE_OF_A_KIND.has(word.lower) || !lemmasOfIng(word.lower).some(isVerb)) continue;
    return analysis.startsClause(at);
  }
  return false;
}

/**
 * "The people is kind" -> "are": "people" is plural (but "a people", one nation, is not; nor is "people"
 * the subject in "the number of people is growing", or in "Meeting new people is fun").
 */
export function peopleAgreement(sentence: string, analysis: SentenceAnalysis): RawLint[] {
  const { words } = analysis;
  const lints: RawLint[] = [];
  words.forEach((people, index) => {
    // "people who is", "people that has": the relative pronoun stands for "people" whatever its role.
    const who = /^(?:who|that)$/.test(words[index + 1]?.lower ?? '') ? words[index + 1] : undefined;
    const verb = words[index + (who ? 2 : 1)];
    const before = words[index - 1];
    const plural = verb && (who ? RELATIVE_PEOPLE_VERBS : PEOPLE_VERBS)[verb.lower];
    if (people.lower !== 'people' || !verb || !plural) return;
    if (!adjacentRun(sentence, words.slice(index, index + (who ? 3 : 2)))) return;
    if (who) {
      // "a people who is": a nation.
      if (!before || !/^(?:a|an)$/.test(before.lower)) lints.push(peopleLint(sentence, verb, plural, who));
      return;
    }
    if (inGerundSubject(analysis, index)) return;
    // "A lot of people thinks", "More and more people begins": how many, at the clause's start, makes
    // "people" the subject whatever the "a" or "of" in it (not "the views of many people matter").
    const count = HOW_MANY.exec(sentence.slice(0, people.start));
    if (count) {
      const first = words.findIndex((word) => word.start >= count.index);
      if (!analysis.startsClause(first)) return;
    } else {
      if (before && /^(a|every|each|one|of)$/.test(before.lower)) return;
      // "a weak people is", "an independent, non-aligned Islamic people is": a nation.
      if (/\ban?\s+[^.;!?]{0,40}$/i.test(sentence.slice(Math.max(0, people.start - 45), people.start)))
        return;
      // "Abstinence for young people is", "what frustrates the people is": "people" is no subject there. But
      // after "I think that" the "that" starts a clause, and "people" is its subject.
      const from = Math.max(0, index - 3);
      const objectPlace = words
        .slice(from, index)
        .some(
          (word, at) =>
            NOT_BEFORE_SUBJECT.has(word.lower) &&
            !isThoughtThat(word.lower, words[from + at - 1]?.lower ?? ''),
        );
      if (objectPlace) return;
    }
    lints.push(peopleLint(sentence, verb, plural));
  });
  return lints;
}

/**
 * Only "be", "have" and "doesn't" after "people who/that": "that" before another verb may start a clause of
 * its own.
 */
const RELATIVE_PEOPLE_VERBS = wordTable<string>({ is: 'are', was: 'were', has: 'have', "doesn't": "don't" });

function peopleLint(sentence: string, verb: Word, plural: string, who?: Word): RawLint {
  const phrase = who ? `people ${who.text} ${plural}` : `people ${plural}`;
  return lint(
    'WordloomPeopleAre',
    'Agreement',
    sentence,
    verb.start,
    verb.end,
    plural,
    `"people" is plural: "${phrase}".`,
  );
}

/**
 * Nouns whose number is not what their form says: "the police" are many, "all of us" are many,
 * "mathematics" and "physics" are one subject, and many people have many lives.
 */
export const GROUP_NUMBER: PhraseTable = [
  {
    id: 'police-is',
    pattern: /\b((?:[Tt]he\s+police|(?:[Aa]ll|[Bb]oth)\s+of\s+(?:us|them|you))\s+)(is|was|has)\b/g,
    fix: (m) => `${m[1]}${PLURAL_VERB[m[2]!]}`,
    en: '"The police", "all of us" and "both of them" are more than one: "The police are coming", "Both of them are my friends".',
    zh: '主谓一致（subject–verb agreement）：police（警察）总是当复数用，all of us、both of them 也指不止一个人，谓语都用复数：The police are coming（警察来了）。',
    examples: {
      wrong: [
        ['The police is coming.', 'The police are coming.'],
        ['All of us has a dream.', 'All of us have a dream.'],
        ['Both of them is my friends.', 'Both of them are my friends.'],
      ],
      right: ['The police are coming.', 'The police station is near.'],
    },
  },
  {
    id: 'subject-of-study-are',
    pattern: /(?<=^|[.!?]\s+)((?:Mathematics|Maths|Physics)\s+)are\b/g,
    fix: (m) => `${m[1]}is`,
    en: 'A subject of study in "-s" is one subject: "Mathematics is difficult".',
    zh: '主谓一致（subject–verb agreement）：mathematics、physics 这类以 -s 结尾的学科名是单数，谓语用单数：Mathematics is difficult（数学很难）。',
    examples: {
      wrong: [
        ['Mathematics are difficult.', 'Mathematics is difficult.'],
        ['Physics are my favourite subject.', 'Physics is my favourite subject.'],
      ],
      right: ['Mathematics is difficult.', 'My physics books are heavy.'],
    },
  },
  // "Two hours are not enough", "Ten dollars are too much" -> "is": an amount of time, money or way is one
  // amount when said to be enough or too much (not "Two hours are left").
  {
    id: 'amount-are-enough',
    pattern:
      /(?<=^|[.!?]\s+)((?:Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Twenty|Thirty|Fifty|A\s+hundred|\d+)\s+(?:hours|minutes|days|weeks|months|years|dollars|yuan|pounds|euros|kilometers|kilometres|miles|meters|metres)\s+)(are|were)(?=\s+(?:not\s+)?(?:enough|too\s+(?:much|long|little|short|far|expensive)|a\s+long\s+time|a\s+lot)\b)/g,
    fix: (m) => `${m[1]}${SINGULAR_VERB[m[2]!]}`,
    en: 'An amount said to be enough or too much is one amount: "Two hours is not enough", "Ten dollars is too much".',
    zh: '主谓一致（subject–verb agreement）：一段时间、一笔钱或一段距离被看作一个整体的量时，谓语用单数：Two hours is not enough（两个小时不够）。',
    examples: {
      wrong: [
        ['Two hours are not enough.', 'Two hours is not enough.'],
        ['Ten dollars are too much.', 'Ten dollars is too much.'],
      ],
      right: ['Two hours is not enough.', 'Two hours are left.'],
    },
  },
  // "Everyone in the class like him" -> "likes": "everyone" is one, with a place after it or not (a verb of
  // a short list, so "Everyone in the class room" stays a noun).
  {
    id: 'everyone-in-place-verb',
    pattern:
      /(?<=^|[.!?]\s+)((?:Everyone|Everybody|Nobody|No\s+one|Someone|Somebody)\s+(?:in|at|from)\s+(?:the|my|our|this|your|his|her|their)\s+[a-z]+\s+)(like|love|want|need|know|think|agree|work|study|live|have|go|come|enjoy|hate)\b/g,
    fix: (m) => `${m[1]}${thirdPersonOf(m[2]!)}`,
    en: '"Everyone" is one, whatever follows it: "Everyone in the class likes him".',
    zh: '主谓一致（subject–verb agreement）：everyone、nobody、someone 是单数，即使后面跟着 in the class 这样的短语，谓语也用单数：Everyone in the class likes him（班上每个人都喜欢他）。',
    examples: {
      wrong: [
        ['Everyone in the class like him.', 'Everyone in the class likes him.'],
        ['Nobody in my family know it.', 'Nobody in my family knows it.'],
      ],
      right: ['Everyone in the class likes him.'],
    },
  },
  // "There are not anything I want", "There are nothing" -> "is": "anything", "nothing" and "no one" are one.
  {
    id: 'there-are-nothing',
    pattern:
      /\b([Tt]here\s+)(are|were)(?=\s+(?:not\s+)?(?:anything|nothing|nobody|no\s+one|anyone|anybody|something|someone|somebody|everything|everyone|everybody)\b)/g,
    fix: (m) => `${m[1]}${SINGULAR_VERB[m[2]!]}`,
    en: '"Anything", "nothing" and "no one" are one: "There is nothing I want", "There is not anything I want".',
    zh: '主谓一致（subject–verb agreement）：anything、nothing、no one 等不定代词是单数，there be 句型要用 is 或 was：There is nothing I want（没有我想要的东西）。',
    examples: {
      wrong: [
        ['There are not anything I want.', 'There is not anything I want.'],
        ['There are nothing to do here.', 'There is nothing to do here.'],
      ],
      right: ['There is nothing I want.', 'There are many things to do.'],
    },
  },
  // "People's life has improved" -> "People's lives": many people, many lives (not "people's life
  // expectancy", a noun after).
  {
    id: 'peoples-life',
    pattern:
      /\b([Pp]eople['’]s\s+)life(?:(\s+)(has|is|was)\b|(?=\s+(?:have|will|becomes|became|improved|changed|gets|got)\b|\s*[.,!?;]|\s*$))/g,
    fix: (m) => `${m[1]}lives${m[3] ? `${m[2]}${PLURAL_VERB[m[3]]}` : ''}`,
    en: 'Many people have many lives: "people\'s lives have improved".',
    zh: "主谓一致（subject–verb agreement）：许多人就有许多种生活，people's 后面的 life 要用复数 lives：People's lives have improved（人们的生活改善了）；中文“人们的生活”不分单复数。",
    examples: {
      wrong: [
        ["People's life has improved a lot.", "People's lives have improved a lot."],
        ["People's life is getting better.", "People's lives are getting better."],
      ],
      right: ["People's lives have improved a lot.", "People's life expectancy is rising."],
    },
  },
];

/**
 * Whether the match's clause has a verb further on: "Someone like you should know", "Everyone like me wants
 * to go", where "like" is a preposition and the verb comes later.
 */
function verbLater(match: RegExpExecArray): boolean {
  const rest = /^[^.,;:!?]*/.exec(match.input.slice(match.index + match[0].length))?.[0] ?? '';
  return rest
    .split(/\s+/)
    .some(
      (word) =>
        AUXILIARIES.has(word) || (/s$/.test(word) && !isNoun(word) && lemmasOfThirdPerson(word).some(isVerb)),
    );
}

/**
 * "Nobody know" -> "knows": "everybody", "everyone", "nobody", "someone" … are one, whatever they stand for.
 * Not after "do" or a modal ("Does anybody know?"), nor as the object of "let", "make", "see" ("Let anyone
 * come"), nor after "that", where it may be the subjunctive ("It is important that everyone understand"), nor
 * "like" with a verb later in its clause ("Someone like you should know": verbLater).
 */
export const ONE_PERSON: PhraseTable = [
  // "One of my friend lives in Shanghai" -> "One of my friends": one of many, who are plural.
  {
    id: 'one-of-my-friend',
    pattern: /\b([Oo]ne\s+of\s+(?:my|the|his|her|our|their|your)\s+)([a-z]+)\b(?![-'’])/g,
    fix: (m) => {
      const plural = FAMILY_AND_FRIENDS.has(m[2]!) ? pluralOf(m[2]!) : undefined;
      return plural && plural !== m[2] ? `${m[1]}${plural}` : m[0];
    },
    en: 'One of many: the noun after "one of my" is plural: "one of my friends".',
    zh: '主谓一致（subject–verb agreement）：one of 表示“……中的一个”，后面的名词要用复数：one of my friends（我的一个朋友）；中文“我的一个朋友”不分单复数，英语要说“朋友们中的一个”。',
    examples: {
      wrong: [
        ['One of my friend lives in Shanghai.', 'One of my friends lives in Shanghai.'],
        ['He is one of my classmate.', 'He is one of my classmates.'],
      ],
      right: ['One of my friends lives in Shanghai.', "One of my friend's books is here."],
    },
  },
  // "One of my friends live in London" -> "lives": the subject is "one". Only one of the people a learner
  // writes about, then a verb that is no noun, or one of the verbs of what people do, with no verb of its
  // own after ("One of my friends people admire is": a relative clause, whose subject is "people").
  {
    id: 'one-of-friends-verb',
    pattern:
      /(?<=(?:^|[.!?]\s+|,\s+|\b(?:and|but|because|that)\s+))([Oo]ne\s+of\s+(?:my|the|his|her|our|their|your|these|those)\s+[a-z]+s\s+)([a-z]+)\b(?![^.,;!?]*\b(?:is|was|are|were|has)\b)/g,
    fix: (m) => {
      const verb = m[2]!;
      const noun = m[1]!.trim().split(/\s+/).at(-1)!;
      const plainVerb = !isNoun(verb) || /^(?:work|study|love|need|help|play|visit|use|like)$/.test(verb);
      const person = FAMILY_AND_FRIENDS.has(singularOf(noun) ?? '') || /^(?:students|children)$/.test(noun);
      return person && isVerb(verb) && plainVerb ? `${m[1]}${thirdPersonOf(verb)}` : m[0];
    },
    en: 'The subject is "one": "One of my friends lives in London".',
    zh: '主谓一致（subject–verb agreement）：one of my friends 的主语是 one，谓语用第三人称单数：One of my friends lives in London（我的一个朋友住在伦敦）。',
    examples: {
      wrong: [
        ['One of my friends live in London.', 'One of my friends lives in London.'],
        ['One of my classmates study very hard.', 'One of my classmates studies very hard.'],
      ],
      right: ['One of my friends lives in London.', 'One of my friends people admire is here.'],
    },
  },
  {
    id: 'everybody-verb',
    pattern:
      /(?<!\b(?:[Dd]o|[Dd]oes|[Dd]id|[Dd]on't|[Dd]oesn't|[Dd]idn't|[Ww]ill|[Ww]ould|[Cc]an|[Cc]ould|[Ss]hould|[Mm]ay|[Mm]ight|[Mm]ust|[Ss]hall|[Ll]et|[Mm]ake|makes|making|made|[Hh]elp|helps|helping|helped|[Hh]ave|has|having|had|[Ss]ee|sees|seeing|seen|saw|[Hh]ear|hears|hearing|heard|[Ww]atch|watches|watching|watched|lets|letting|[Ll]et's|[Bb]id|that)\s+)\b((?:[Nn]obody|[Ss]omebody|[Ss]omeone|[Ee]verybody|[Ee]veryone|[Nn]o\s+one|[Aa]nybody|[Aa]nyone)\s+)(know|like|want|need|think|go|come|say|live|love|care|understand|believe|seem|feel|remember|agree|enjoy|hope)\b/g,
    fix: (m) => (m[2] === 'like' && verbLater(m) ? m[0] : `${m[1]}${thirdPersonOf(m[2]!)}`),
    en: '"Everybody", "nobody" and "someone" take the verb for one person: "Nobody knows".',
    zh: '主谓一致（subject–verb agreement）：everybody、nobody、someone 等不定代词是单数，谓语用第三人称单数：Nobody knows the answer（没人知道答案）。',
    examples: {
      wrong: [
        ['Nobody know the answer.', 'Nobody knows the answer.'],
        ['Everyone like it.', 'Everyone likes it.'],
      ],
      right: ['Does anybody know the answer?', 'Let anyone come.', 'Someone like you should know.'],
    },
  },
];

/**
 * "My brother and sister is at home" -> "are": two people joined by "and" are more than one. Only family and
 * friends, two different words ("My mother and best friend is here" may be one person).
 */
export const TWO_PEOPLE: PhraseTable = [
  {
    id: 'two-people-is',
    pattern:
      /(?<=^|[.!?]\s+)((?:My|His|Her|Our|Their|Your)\s+([a-z]+)\s+and\s+(?:(?:my|his|her|our|their|your)\s+)?([a-z]+)\s+)(is|was)\b/g,
    fix: (m) =>
      FAMILY_AND_FRIENDS.has(m[2]!) && FAMILY_AND_FRIENDS.has(m[3]!) && m[2] !== m[3]
        ? `${m[1]}${m[4] === 'is' ? 'are' : 'were'}`
        : m[0],
    en: 'Two people joined by "and" are more than one: "My brother and sister are at home".',
    zh: '主谓一致（subject–verb agreement）：用 and 连接的两个人作主语是复数，谓语用 are 或 were：My brother and sister are at home（我哥哥和姐姐在家）。',
    examples: {
      wrong: [
        ['My brother and sister is at home.', 'My brother and sister are at home.'],
        ['My father and mother was there.', 'My father and mother were there.'],
      ],
      right: ['My brother and sister are at home.', 'My mother and best friend is here.'],
    },
  },
  // "The first exam and the second exam is easy", "His thoughts and ideas is important" -> "are": two
  // things, each with its own "the", "my" …, or the second a plural, are more than one (not "My friend and
  // colleague is here": one person; nor "Bread and butter is", "Reading and writing is": one dish, one skill).
  {
    id: 'two-things-is',
    pattern:
      /(?<=^|[.!?]\s+)((?:The|My|His|Her|Our|Their|Your|This)\s+(?:[a-z0-9]+\s+)??([a-z]+)\s+and\s+((?:the|my|his|her|our|their|your|this|that)\s+)?(?:[a-z0-9]+\s+)??([a-z]+)\s+)(is|was)\b/g,
    fix: (m) => {
      const [first, determiner, second] = [m[2]!, m[3], m[4]!];
      const things = (word: string) => isNoun(singularOf(word) ?? word) && !/ing$/.test(word);
      const two = determiner
        ? things(first) && things(second)
        : nounNumber(second) === 'plural' && things(first);
      return two ? `${m[1]}${m[5] === 'is' ? 'are' : 'were'}` : m[0];
    },
    en: 'Two things joined by "and" are more than one: "The first exam and the second exam are easy".',
    zh: '主谓一致（subject–verb agreement）：用 and 连接的两件不同的事物作主语是复数，谓语用复数：The first exam and the second exam are easy（第一场和第二场考试都很简单）。',
    examples: {
      wrong: [
        ['The first exam and the second exam is easy.', 'The first exam and the second exam are easy.'],
        ['My book and my pen is on the desk.', 'My book and my pen are on the desk.'],
        ['His teachers and classmates is kind.', 'His teachers and classmates are kind.'],
      ],
      right: ['The first exam and the second exam are easy.', 'My friend and colleague is here.'],
    },
  },
  // "My friend and I am going", "He and I is" -> "are": the subject is two people, "I" among them. (Not "was"
  // -> "were": Harper reads "I were" as an error, and the second pass takes the fix back.)
  {
    id: 'someone-and-i-am',
    pattern:
      /(?<=^|[.!?]\s+)((?:(?:My|His|Her|Our|Their|Your)\s+([a-z]+)|He|She|You|They)\s+and\s+I\s+)(?:am|is)\b/g,
    fix: (m) => (m[2] === undefined || FAMILY_AND_FRIENDS.has(m[2]) ? `${m[1]}are` : m[0]),
    en: 'Two people joined by "and" are more than one: "My friend and I are going".',
    zh: '主谓一致（subject–verb agreement）：“某人 and I”是两个人，谓语用 are，不能因为紧挨着 I 就用 am：My friend and I are going to the park（我和朋友要去公园）。',
    examples: {
      wrong: [
        ['My friend and I am going to the park.', 'My friend and I are going to the park.'],
        ['He and I is good friends.', 'He and I are good friends.'],
      ],
      right: ['My friend and I are going to the park.'],
    },
  },
  // "Every boy and girl have a book" -> "has": "every" or "each" makes each one of them one, "and" or not.
  {
    id: 'every-and-are',
    pattern:
      /(?<=^|[.!?]\s+)((?:Every|Each)\s+([a-z]+)\s+and\s+(?:every\s+|each\s+)?([a-z]+)\s+)(have|are|were|do|don't)\b/g,
    fix: (m) =>
      nounNumber(m[2]!) === 'singular' && nounNumber(m[3]!) === 'singular'
        ? `${m[1]}${EVERY_ONE_VERB[m[4]!]}`
        : m[0],
    en: '"Every" and "each" count one at a time, "and" or not: "Every boy and girl has a book".',
    zh: '主谓一致（subject–verb agreement）：every 或 each 修饰 and 连接的名词时，强调每一个，谓语仍用单数：Every boy and girl has a book（每个男孩和女孩都有一本书）。',
    examples: {
      wrong: [
        ['Every boy and girl have a book.', 'Every boy and girl has a book.'],
        ['Each student and teacher are welcome.', 'Each student and teacher is welcome.'],
      ],
      right: ['Every boy and girl has a book.'],
    },
  },
];
/** The verb of one for "every … and …": "Every boy and girl has". */
const EVERY_ONE_VERB = wordTable<string>({
  have: 'has',
  are: 'is',
  were: 'was',
  do: 'does',
  "don't": "doesn't",
});
