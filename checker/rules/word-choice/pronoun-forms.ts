import type { PhraseRow } from '../../engine/phrase-table';
import { isVerb } from '../../lexicon/forms';
import { OBJECT_OF_SUBJECT } from '../../lexicon/words';
import { PLACES_GONE_TO } from './words';

/*
 * Words mixed up, the table's third part (CONFUSED_WORDS, confused-words.ts): pronouns in the wrong form
 * ("between you and I", "Their going to win", "Who's book", "for we"), a person's age and name ("I have 18
 * years old", "My name calls"), "every people", and a few phrases: "don't know neither", "good at … than",
 * "How a beautiful day!", "What's your mean?".
 */

/** The rows of CONFUSED_WORDS after WORD_FORMS (word-forms.ts), tried in this order. */
export const PRONOUN_FORMS: readonly PhraseRow[] = [
  // "I have 18 years old" -> "I am 18 years old" (我有18岁): one "is" an age.
  {
    id: 'have-years-old',
    pattern:
      /\b(I|[Hh]e|[Ss]he|[Ww]e|[Yy]ou|[Tt]hey)\s+(have|has|had)(?=\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+[a-z]+)?\s+years?\s+old\b)/g,
    fix: (m) => {
      const subject = m[1]!.toLowerCase();
      const past = m[2] === 'had';
      const be =
        subject === 'i'
          ? past
            ? 'was'
            : 'am'
          : /^(?:he|she)$/.test(subject)
            ? past
              ? 'was'
              : 'is'
            : past
              ? 'were'
              : 'are';
      return `${m[1]} ${be}`;
    },
    en: 'One "is" an age: "I am 18 years old".',
    zh: '句型（sentence pattern）：中文说“我有18岁”，但英语说年龄要用 be：I am 18 years old（我18岁）。',
    examples: {
      wrong: [
        ['I have 18 years old.', 'I am 18 years old.'],
        ['He has twenty years old.', 'He is twenty years old.'],
      ],
      right: ['I am 18 years old.', 'I have two years of experience.'],
    },
  },
  // "I am 18 years." -> "18 years old": an age says "old" (a person's, after "I am", "he is").
  {
    id: 'years-without-old',
    pattern:
      /\b((?:I\s+am|I['’]m|[Hh]e\s+is|[Hh]e['’]s|[Ss]he\s+is|[Ss]he['’]s)\s+\d+\s+years)(?=\s*[.!?]|\s*$|\s+(?:and|this|now)\b)/g,
    fix: (m) => `${m[1]} old`,
    en: 'An age says "old": "I am 18 years old" (or "I am 18").',
    zh: '句型（sentence pattern）：用 years 说年龄时后面要加 old：I am 18 years old（我18岁），或者直接说 I am 18。',
    examples: {
      wrong: [['I am 18 years.', 'I am 18 years old.']],
      right: ['I am 18.', 'I am 18 years old.'],
    },
  },
  // "Smoking is harm to health" -> "harmful to": after "be", how a thing is takes the adjective.
  {
    id: 'harm-for-harmful',
    pattern: /\b((?:is|are|was|were)\s+(?:(?:very|so|really|quite|extremely)\s+)?)harm(?=\s+(?:to|for)\b)/g,
    fix: (m) => `${m[1]}harmful`,
    en: 'After "be", the adjective: "Smoking is harmful to health" ("harm" is the noun).',
    zh: '用词（word choice）：harm 是名词或动词，be 后面要用形容词 harmful：Smoking is harmful to health（吸烟有害健康）；用名词要说 do harm to。',
    examples: {
      wrong: [['Smoking is harm to health.', 'Smoking is harmful to health.']],
      right: ['Smoking does harm to health.', 'Smoking is harmful to health.'],
    },
  },
  // "Every people wants to be happy" -> "Everyone": "every" takes one ("every person"), "people" are many.
  {
    id: 'every-people',
    pattern: /\b([Ee])very\s+people\b/g,
    fix: (m) => `${m[1]}veryone`,
    en: '"Every" goes with one: "everyone", "every person".',
    zh: '单复数（number）：every 后面接单数名词，而 people 是复数；中文“每个人”要说 everyone 或 every person：Everyone wants to be happy（每个人都想快乐）。',
    examples: {
      wrong: [['Every people wants to be happy.', 'Everyone wants to be happy.']],
      right: ['Every person wants to be happy.', 'All people want to be happy.'],
    },
  },
  // "My name calls Li Ming" -> "My name is Li Ming" (我的名字叫): a name does not call.
  {
    id: 'name-calls',
    pattern: /\b((?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our)\s+name\s+)calls\b/g,
    fix: (m) => `${m[1]}is`,
    en: 'A name "is": "My name is Li Ming" (or "I am called Li Ming").',
    zh: '句型（sentence pattern）：中文说“我的名字叫李明”，但英语不用 call，要用 be：My name is Li Ming（我叫李明），或者 I am called Li Ming。',
    examples: {
      wrong: [['My name calls Li Ming.', 'My name is Li Ming.']],
      right: ['My name is Li Ming.', 'I am called Li Ming.'],
    },
  },
  // "Between you and I" -> "between you and me": after a preposition, the object form.
  {
    id: 'between-you-and-i',
    pattern: /\b([Bb]etween\s+you\s+and\s+)I\b/g,
    fix: (m) => `${m[1]}me`,
    en: 'After "between", it is "me": "between you and me".',
    zh: '语法（grammar）：介词后面的代词要用宾格，between you and I 要说 between you and me（只有你我知道）。',
    examples: {
      wrong: [['This is between you and I.', 'This is between you and me.']],
      right: ['This is between you and me.'],
    },
  },
  // "He gave it to my friend and I." -> "my friend and me": after a preposition, both are its object. Only
  // where "I" ends the clause ("for my friend and I think" has "I" as a subject).
  {
    id: 'preposition-and-i',
    pattern:
      /\b((?:to|for|with|from|about|of|at|by|like|without)\s+(?:my|his|her|our|their|your|the)\s+[a-z]+\s+and\s+)I(?=\s*[.,!?;]|\s*$)/g,
    fix: (m) => `${m[1]}me`,
    en: 'After a preposition, it is "me", also after "and": "He gave it to my friend and me".',
    zh: '语法（grammar）：介词后面的代词要用宾格，和别人并列时也一样：He gave it to my friend and me（他把它给了我朋友和我）。',
    examples: {
      wrong: [['He gave it to my friend and I.', 'He gave it to my friend and me.']],
      right: ['I made it for my friend and I think he liked it.'],
    },
  },
  // "Everyone of us should help" -> "Every one of us": "everyone" takes no "of".
  {
    id: 'everyone-of',
    pattern: /\b([Ee])veryone(?=\s+of\b)/g,
    fix: (m) => `${m[1]}very one`,
    en: 'Before "of", it is "every one": "every one of us".',
    zh: '语法（grammar）：everyone 后面不接 of；表示“……中的每一个”要分开写 every one of：Every one of us should help（我们每个人都应该帮忙）。',
    examples: {
      wrong: [['Everyone of us should help.', 'Every one of us should help.']],
      right: ['Every one of us should help.', 'Everyone should help.'],
    },
  },
  // "Their going to win" -> "They're going to win": "their" is whose; "they're" is "they are" (not "Their
  // going to the party was a surprise" or "Their going to school every day", where "going" is a noun).
  {
    id: 'their-for-they-are-going',
    pattern: /(?<=^|[.!?]\s+)Their(?=\s+going\s+to\s+([a-z]+)\b)/g,
    fix: (m) => (isVerb(m[1]!) && !PLACES_GONE_TO.has(m[1]!) ? "They're" : m[0]),
    en: '"They\'re" is "they are"; "their" says whose: "They\'re going to win".',
    zh: "拼写（spelling）：their 是“他们的”，they're 是 they are 的缩写：They're going to win（他们要赢了）。两个词读音相同。",
    examples: {
      wrong: [['Their going to win.', "They're going to win."]],
      right: ['Their going to school every day is good.', 'Their going to the party was a surprise.'],
    },
  },
  // "Who's book is this?" -> "Whose book": "who's" is "who is"; "Whose going to the party?" -> "Who's going":
  // "whose" asks whom something belongs to.
  {
    id: 'whos-for-whose',
    pattern:
      /(?<=^|[.!?]\s+)Who['’]s(?=\s+(?:book|bag|car|pen|phone|house|idea|turn|fault|coat|umbrella|dog|cat|money|seat|jacket|key|keys|shoes)\s+(?:is|are|was|were)\b)/g,
    fix: () => 'Whose',
    en: '"Whose" asks whom something belongs to; "who\'s" is "who is": "Whose book is this?".',
    zh: "拼写（spelling）：who's 是 who is 的缩写，问“谁的”要用 whose：Whose book is this?（这是谁的书？）。",
    examples: {
      wrong: [["Who's book is this?", 'Whose book is this?']],
      right: ["Who's there?", 'Whose book is this?'],
    },
  },
  {
    id: 'whose-for-whos',
    pattern: /\b([Ww])hose(?=\s+(?:going|coming|there|calling|speaking)\b)/g,
    fix: (m) => `${m[1]}ho's`,
    en: '"Who\'s" is "who is"; "whose" asks whom something belongs to: "Who\'s going to the party?".',
    zh: "拼写（spelling）：whose 是“谁的”，who's 是 who is 的缩写：Who's going to the party?（谁要去聚会？）。",
    examples: {
      wrong: [['Whose going to the party?', "Who's going to the party?"]],
      right: ['Whose book is this?', "Who's going to the party?"],
    },
  },

  // "It is important for we", "She gave it to he", "Come with we" -> "us", "him": after a preposition, the
  // object form. Only where the pronoun ends the clause: in "for we are friends" "for" means "because".
  {
    id: 'subject-pronoun-after-preposition',
    pattern:
      /\b((?:for|to|with|about|from|at|of|without|behind|near|around|after|before)\s+)(he|she|we|they)(?=\s*[.,!?;]|\s*$)/g,
    fix: (m) => `${m[1]}${OBJECT_OF_SUBJECT[m[2]!]!}`,
    en: 'After a preposition, a pronoun takes its object form: "for us", "to him", "with them".',
    zh: '语法（grammar）：介词后面的代词要用宾格：for us、to him、with them；中文“给我们、和他们”里的代词不变形，英语要变。',
    examples: {
      wrong: [
        ['It is important for we.', 'It is important for us.'],
        ['She gave it to he.', 'She gave it to him.'],
        ['Come with we.', 'Come with us.'],
      ],
      right: ['We stayed home, for we were tired.', 'It is important for us.'],
    },
  },
  // "I don't know neither" -> "either": one negation is enough (not "I didn't go, and neither did she"); its
  // "nor" goes with it ("doesn't like neither tea nor coffee" -> "either tea or coffee").
  {
    id: 'not-neither',
    pattern:
      /\b((?:don['’]t|doesn['’]t|didn['’]t|can['’]t|won['’]t|isn['’]t|aren['’]t|wasn['’]t|haven['’]t|hasn['’]t|couldn['’]t)\s+(?:(?!(?:and|or|but|nor)\b)[a-z]+\s+){0,2})neither\b(?:((?:\s+[^\s.,;!?]+){1,5}?\s+)nor\b)?/g,
    fix: (m) => `${m[1]}either${m[2] === undefined ? '' : `${m[2]}or`}`,
    en: 'After a negative ("don\'t"), it is "either": "I don\'t know either".',
    zh: "语法（grammar）：英语一句话里通常只用一个否定词，don't 后面再用 neither 就成了双重否定，要改用 either：I don't know either（我也不知道）。",
    examples: {
      wrong: [
        ["I don't know neither.", "I don't know either."],
        ["She doesn't like neither tea nor coffee.", "She doesn't like either tea or coffee."],
      ],
      right: ["I didn't go, and neither did she.", "I don't know either."],
    },
  },
  // "She is good at English than me" -> "better at": "than" compares, so the comparative.
  {
    id: 'good-than',
    pattern: /\b([Gg]ood)(?=\s+at\s+(?:(?!(?:and|or|but|better|more)\b)[A-Za-z]+\s+){1,3}than\b)/g,
    fix: (m) => (m[1] === 'Good' ? 'Better' : 'better'),
    en: 'With "than", the comparative: "better at English than me".',
    zh: '语法（grammar）：有 than 的比较句要用比较级，good 的比较级是 better：She is better at English than me（她英语比我好）。',
    examples: {
      wrong: [['She is good at English than me.', 'She is better at English than me.']],
      right: ['She is better at English than me.', 'She is good at English.'],
    },
  },
  // "How a beautiful day!" -> "What a beautiful day!": "what" goes with a noun, "how" with an adjective.
  {
    id: 'how-a-noun',
    pattern: /(?<=^|[.!?]\s+)How(?=\s+an?\s+[a-z]+(?:\s+[a-z]+)?\s*!)/g,
    fix: () => 'What',
    en: 'An exclamation about a noun takes "what": "What a beautiful day!" ("How beautiful it is!").',
    zh: '句型（sentence pattern）：感叹句里 what 修饰名词（What a beautiful day!，多美好的一天！），how 修饰形容词（How beautiful it is!）。',
    examples: {
      wrong: [['How a beautiful day!', 'What a beautiful day!']],
      right: ['How beautiful it is!', 'What a beautiful day!'],
    },
  },
  // "What's your mean?" -> "What do you mean?": "mean" is the verb (你的意思是什么?).
  {
    id: 'whats-your-mean',
    pattern: /(?<=^|[.!?]\s+)What(?:['’]s|\s+is)\s+your\s+mean(?=\s*\?)/g,
    fix: () => 'What do you mean',
    en: 'Asking what someone means takes the verb: "What do you mean?".',
    zh: '句型（sentence pattern）：中文说“你的意思是什么？”，但英语的 mean 是动词，要说 What do you mean?（你是什么意思？）；名词是 meaning。',
    examples: {
      wrong: [["What's your mean?", 'What do you mean?']],
      right: ['What do you mean?', 'What is your meaning?'],
    },
  },
];
