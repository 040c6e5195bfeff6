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
  [
    /(?<=^|[.!?;,]\s*|\b(?:and|but|because|so)\s+)([Nn]obody|[Nn]o\s+one)\s+(don['’]t|doesn['’]t|didn['’]t|can['’]t|cannot|won['’]t)\s+([a-z]+)\b/g,
    (m) => {
      const positive = POSITIVE_OF[m[2]!.replace('’', "'")]?.(m[3]!);
      const every = EVERY_OF_NO[m[1]!.toLowerCase().replace(/\s+/, ' ')];
      return positive && every ? `${matchCase(every, m[1]!)} ${positive}` : m[0];
    },
    'Two negatives make a positive: "Nobody doesn\'t know him" is "Everybody knows him".',
  ],
];

/** Words written apart that are one: "him self" -> "himself", "In deed," -> "Indeed,". */
export const SPLIT_WORDS: PhraseTable = [
  [
    /\b([Hh]im|[Hh]er|[Ii]t|[Yy]our)\s+self\b(?![-‐])/g,
    (m) => `${m[1]}self`,
    'A reflexive pronoun is one word: "himself", "yourself".',
  ],
  [
    /\b([Yy]our|[Oo]ur|[Tt]hem)\s+sel(?:f|ves)\b(?![-‐])/g,
    (m) => `${m[1]}selves`,
    'A reflexive pronoun is one word: "ourselves", "themselves".',
  ],
  [/\b([Ii])n\s+deed(?=\s*,)/g, (m) => `${m[1]}ndeed`, '"Indeed" is one word.'],
  [/\b([Nn])ow\s+a\s+days?\b/g, (m) => `${m[1]}owadays`, '"Nowadays" is one word.'],
  // "We enjoyed ourself" -> "ourselves": "we" are more than one.
  [/\b([Oo]ur)self\b(?![-‐])/g, (m) => `${m[1]}selves`, 'The reflexive of "we" is "ourselves".'],
  // "by theirselves", "hisself" -> "themselves", "himself": built from "their" and "his" by rule, not words.
  [/\b([Tt])heirselves\b/g, (m) => `${m[1]}hemselves`, 'The reflexive of "they" is "themselves".'],
  [/\b([Hh])isself\b/g, (m) => `${m[1]}imself`, 'The reflexive of "he" is "himself".'],
  // "Some times I feel lonely" -> "Sometimes": at a sentence's start before its subject, "now and then" (not
  // "Some times are harder than others").
  [
    /(?<=^|[.!?]\s+)(S)ome\s+times(?=,?\s+(?:I|we|you|he|she|they|it|people|my|our)\b)/g,
    (m) => `${m[1]}ometimes`,
    '"Sometimes" (now and then) is one word.',
  ],
  // "An other reason" -> "Another reason"; not "an other-worldly".
  [/\b([Aa])n?\s+other\b(?![-‐])/g, (m) => `${m[1]}nother`, '"Another" is one word.'],
];
