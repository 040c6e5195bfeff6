import type { PhraseTable } from '../engine/phrase-table';
import { isVerb, pastOf } from '../lexicon/forms';
import { thirdPersonOf } from '../lexicon/inflect';
import { matchCase, wordTable } from '../lexicon/words';

/*
 * Learner rules about words written apart and words mixed up: "him self", "loosing", "I advice you",
 * "very convenience", "a great affect on". Here: a double negative and words written apart; the words mixed
 * up are one table in word-choice/ (confused-words.ts, then more-confused-words.ts).
 */

/** Everyone for no one: "没有人不认识他" is "Everybody knows him". */
const EVERY_OF_NO = wordTable<string>({ nobody: 'everybody', 'no one': 'everyone' });
/** The positive of a negated auxiliary and what it does to the verb after it. */
const POSITIVE_OF = wordTable<(verb: string) => string | undefined>({
  "don't": (verb) => (isVerb(verb) ? thirdPersonOf(verb) : undefined),
  "doesn't": (verb) => (isVerb(verb) ? thirdPersonOf(verb) : undefined),
  "didn't": (verb) => (isVerb(verb) ? pastOf(verb) : undefined),
  "can't": (verb) => `can ${verb}`,
  cannot: (verb) => `can ${verb}`,
  "won't": (verb) => `will ${verb}`,
});

/**
 * "Nobody don't know him", "No one can't do it" -> "Everybody knows him", "Everyone can do it": two negatives
 * make a positive (没有人不…, "there is no one who does not"), which English says plainly. Only at a clause's
 * start, with a verb after the negation; not "Nothing can't stop us", which may mean "Nothing can stop us".
 */
export const DOUBLE_NEGATIVE: PhraseTable = [
  {
    id: 'nobody-doesnt',
    pattern:
      /(?<=^|[.!?;,]\s*|\b(?:and|but|because|so)\s+)([Nn]obody|[Nn]o\s+one)\s+(don['’]t|doesn['’]t|didn['’]t|can['’]t|cannot|won['’]t)\s+([a-z]+)\b/g,
    fix: (m) => {
      const positive = POSITIVE_OF[m[2]!.replace('’', "'")]?.(m[3]!);
      const every = EVERY_OF_NO[m[1]!.toLowerCase().replace(/\s+/, ' ')];
      return positive && every ? `${matchCase(every, m[1]!)} ${positive}` : m[0];
    },
    en: 'Two negatives make a positive: "Nobody doesn\'t know him" is "Everybody knows him".',
    zh: '双重否定（double negative）：中文“没有人不认识他”用两个否定表示肯定，英语直接用肯定句说：Everybody knows him（大家都认识他）。',
    examples: {
      wrong: [
        ["Nobody doesn't know him.", 'Everybody knows him.'],
        ["No one can't do it.", 'Everyone can do it.'],
      ],
      right: ['Nobody knows him.', "Nothing can't stop us."],
    },
  },
];

/** Words written apart that are one: "him self" -> "himself", "In deed," -> "Indeed,". */
export const SPLIT_WORDS: PhraseTable = [
  {
    id: 'him-self-apart',
    pattern: /\b([Hh]im|[Hh]er|[Ii]t|[Yy]our)\s+self\b(?![-‐])/g,
    fix: (m) => `${m[1]}self`,
    en: 'A reflexive pronoun is one word: "himself", "yourself".',
    zh: '词的分合（word boundary）：反身代词是一个词，himself、herself、yourself 中间不空格；中文“他自己”是两个字，但 self 要和 him 连写：He did it himself（他自己做的）。',
    examples: {
      wrong: [
        ['He did it him self.', 'He did it himself.'],
        ['Take care of your self.', 'Take care of yourself.'],
      ],
      right: ['He did it himself.', 'She wrote about her self-image.'],
    },
  },
  {
    id: 'them-selves-apart',
    pattern: /\b([Yy]our|[Oo]ur|[Tt]hem)\s+sel(?:f|ves)\b(?![-‐])/g,
    fix: (m) => `${m[1]}selves`,
    en: 'A reflexive pronoun is one word: "ourselves", "themselves".',
    zh: '词的分合（word boundary）：复数的反身代词也是一个词，self 变成 selves，中间不空格：They enjoyed themselves（他们玩得很开心）。',
    examples: {
      wrong: [
        ['They enjoyed them selves.', 'They enjoyed themselves.'],
        ['We did it our selves.', 'We did it ourselves.'],
      ],
      right: ['They enjoyed themselves.'],
    },
  },
  {
    id: 'in-deed-apart',
    pattern: /\b([Ii])n\s+deed(?=\s*,)/g,
    fix: (m) => `${m[1]}ndeed`,
    en: '"Indeed" is one word.',
    zh: '词的分合（word boundary）：indeed（确实）是一个词，不写成 in deed：Indeed, he was right（他确实是对的）。',
    examples: {
      wrong: [['In deed, he was right.', 'Indeed, he was right.']],
      right: ['He helped us in deed and in word.'],
    },
  },
  {
    id: 'now-a-days-apart',
    pattern: /\b([Nn])ow\s+a\s+days?\b/g,
    fix: (m) => `${m[1]}owadays`,
    en: '"Nowadays" is one word.',
    zh: '词的分合（word boundary）：nowadays（如今）是一个词，中间不空格：Nowadays, many people work from home（如今很多人在家工作）。',
    examples: {
      wrong: [['Now a days, many people work from home.', 'Nowadays, many people work from home.']],
      right: ['Nowadays, many people work from home.'],
    },
  },
  // "We enjoyed ourself" -> "ourselves": "we" are more than one.
  {
    id: 'ourself',
    pattern: /\b([Oo]ur)self\b(?![-‐])/g,
    fix: (m) => `${m[1]}selves`,
    en: 'The reflexive of "we" is "ourselves".',
    zh: '词的分合（word boundary）：we 是复数，反身代词要用复数形式 ourselves，不是 ourself：We enjoyed ourselves（我们玩得很开心）。',
    examples: {
      wrong: [['We enjoyed ourself at the party.', 'We enjoyed ourselves at the party.']],
      right: ['We enjoyed ourselves at the party.'],
    },
  },
  // "by theirselves", "hisself" -> "themselves", "himself": built from "their" and "his" by rule, not words.
  {
    id: 'theirselves',
    pattern: /\b([Tt])heirselves\b/g,
    fix: (m) => `${m[1]}hemselves`,
    en: 'The reflexive of "they" is "themselves".',
    zh: '词的分合（word boundary）：they 的反身代词由 them 构成，是 themselves，没有 theirselves 这个词：They did it by themselves（他们自己做的）。',
    examples: {
      wrong: [['They did it by theirselves.', 'They did it by themselves.']],
      right: ['They did it by themselves.'],
    },
  },
  {
    id: 'hisself',
    pattern: /\b([Hh])isself\b/g,
    fix: (m) => `${m[1]}imself`,
    en: 'The reflexive of "he" is "himself".',
    zh: '词的分合（word boundary）：he 的反身代词由 him 构成，是 himself，没有 hisself 这个词：He hurt himself（他伤到了自己）。',
    examples: {
      wrong: [['He hurt hisself.', 'He hurt himself.']],
      right: ['He hurt himself.'],
    },
  },
  // "Some times I feel lonely" -> "Sometimes": at a sentence's start before its subject, "now and then" (not
  // "Some times are harder than others").
  {
    id: 'some-times-apart',
    pattern: /(?<=^|[.!?]\s+)(S)ome\s+times(?=,?\s+(?:I|we|you|he|she|they|it|people|my|our)\b)/g,
    fix: (m) => `${m[1]}ometimes`,
    en: '"Sometimes" (now and then) is one word.',
    zh: '词的分合（word boundary）：sometimes（有时）是一个词；分开写的 some times 是“一些时候、几次”：Sometimes I feel lonely（我有时感到孤独）。',
    examples: {
      wrong: [
        ['Some times I feel lonely.', 'Sometimes I feel lonely.'],
        ['Some times, we go fishing.', 'Sometimes, we go fishing.'],
      ],
      right: ['Some times are harder than others.'],
    },
  },
  // "An other reason" -> "Another reason"; not "an other-worldly".
  {
    id: 'an-other-apart',
    pattern: /\b([Aa])n?\s+other\b(?![-‐])/g,
    fix: (m) => `${m[1]}nother`,
    en: '"Another" is one word.',
    zh: '词的分合（word boundary）：another（另一个）是一个词，不写成 an other：Another reason is the cost（另一个原因是费用）。',
    examples: {
      wrong: [['An other reason is the cost.', 'Another reason is the cost.']],
      right: ['It was an other-worldly experience.'],
    },
  },
];
