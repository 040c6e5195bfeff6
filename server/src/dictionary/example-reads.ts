import type Database from 'better-sqlite3';
import type { WordUse } from './word-use';

export interface StoredExample extends WordUse {
  sentence: string;
}

/*
 * A learner reads a cloze best at 6 to 20 words: shorter gives too little context to find the word from,
 * longer is a paragraph. The table keeps 4 to 25 (examples.ts, LEARNER_LENGTH) for the entry's examples.
 */
export const CLOZE_LENGTH = { min: 6, max: 20 } as const;

/*
 * British and American spellings of one word: WordNet files its examples under one of them ('color',
 * 'harbor'), ECDICT has entries for both. Whole-word pairs first, then endings.
 */
const SPELLING_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['grey', 'gray'],
  ['tyre', 'tire'],
  ['plough', 'plow'],
  ['programme', 'program'],
  ['aluminium', 'aluminum'],
  ['jewellery', 'jewelry'],
  ['pyjamas', 'pajamas'],
  ['storey', 'story'],
  ['ageing', 'aging'],
  ['mould', 'mold'],
  ['moustache', 'mustache'],
  ['cheque', 'check'],
  ['kerb', 'curb'],
];
const SPELLING_ENDINGS: ReadonlyArray<readonly [RegExp, string, RegExp, string]> = [
  // colour/color, harbours/harbors, favourite/favorite; not 'four' or 'tour' (two letters before at least).
  [/^([a-z]{2,})our([a-z]*)$/, '$1or$2', /^([a-z]{2,})or([a-z]*)$/, '$1our$2'],
  // centre/center, theatre/theater, metres/meters: a consonant before.
  [/^([a-z]*[^aeiou\W])re(s?)$/, '$1er$2', /^([a-z]*[^aeiou\W])er(s?)$/, '$1re$2'],
  // organise/organize, organisation/organization, analyse/analyze.
  [
    /^([a-z]{3,})is(e|es|ed|ing|ation|ations)$/,
    '$1iz$2',
    /^([a-z]{3,})iz(e|es|ed|ing|ation|ations)$/,
    '$1is$2',
  ],
  [/^([a-z]+)ys(e|es|ed|ing)$/, '$1yz$2', /^([a-z]+)yz(e|es|ed|ing)$/, '$1ys$2'],
  // catalogue/catalog, dialogue/dialog.
  [/^([a-z]{3,})ogue(s?)$/, '$1og$2', /^([a-z]{3,})og(s?)$/, '$1ogue$2'],
  // defence/defense, licence/license, offence/offense.
  [/^(def|lic|off|pret)ence(s?)$/, '$1ense$2', /^(def|lic|off|pret)ense(s?)$/, '$1ence$2'],
];

/** The word's other spellings (British for American and the reverse), most likely first; none for most. */
export function spellingVariants(key: string): string[] {
  const variants = new Set<string>();
  for (const [british, american] of SPELLING_PAIRS) {
    if (key === british) variants.add(american);
    if (key === american) variants.add(british);
  }
  for (const [british, toAmerican, american, toBritish] of SPELLING_ENDINGS) {
    if (british.test(key)) variants.add(key.replace(british, toAmerican));
    if (american.test(key)) variants.add(key.replace(american, toBritish));
  }
  variants.delete(key);
  return [...variants];
}

/**
 * A word's examples best first (leaving out those that quote words as words: WordNet's `red' in `the apple is
 * red'): those of the part of speech asked for, then the rest; among them, those
 * of a cloze's length (CLOZE_LENGTH) first, each by quality (examples.ts: its main part of speech, its most
 * frequent senses, a medium length). A sentence met in another word's sense has no part of speech of its
 * own, so it never fits the one asked for. A word WordNet has no example for under its spelling takes
 * those of its other spelling ('colour': 'a flash of color'); their span is the form the sentence uses.
 */
/*
 * WordNet writes its examples as lower-case fragments ('she could peel an apple with a single long paring');
 * a cloze shows one as a sentence: a capital first letter (unless the blank starts it, whose answer keeps the
 * form as written) and a full stop when it has no end punctuation. Offsets do not move.
 */
export function asSentence(example: StoredExample): StoredExample {
  const { sentence, start } = example;
  const capital = start === 0 ? sentence : sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return { ...example, sentence: /[.!?"')]$/.test(capital) ? capital : `${capital}.` };
}

export function exampleReads(
  db: Database.Database,
): (key: string, partOfSpeech: string | null, limit: number) => StoredExample[] {
  // Words are counted by the spaces between them: WordNet's examples are single-spaced.
  const query = db.prepare<[string, string | null, number, number, number], StoredExample>(`
    SELECT sentence, use_start AS start, use_end AS end FROM examples
    WHERE key = ? AND instr(sentence, '\`') = 0
    ORDER BY coalesce(pos = ?, 0) DESC,
      length(sentence) - length(replace(sentence, ' ', '')) + 1 BETWEEN ? AND ? DESC,
      quality, rowid
    LIMIT ?`);
  const read = (key: string, partOfSpeech: string | null, limit: number) =>
    query.all(key, partOfSpeech, CLOZE_LENGTH.min, CLOZE_LENGTH.max, limit);
  return (key, partOfSpeech, limit) => {
    const own = read(key, partOfSpeech, limit);
    if (own.length > 0) return own;
    for (const variant of spellingVariants(key)) {
      const found = read(variant, partOfSpeech, limit);
      if (found.length > 0) return found;
    }
    return [];
  };
}
