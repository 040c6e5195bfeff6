import type { PartOfSpeech } from '@contract';

/* The list itself lives in the contract: the words a learner saves and filter by use the same vocabulary. */
export { PARTS_OF_SPEECH, type PartOfSpeech } from '@contract';

/**
 * ECDICT's abbreviations, both in its `pos` column ('n:60/v:40') and before translation lines ('vt. 放弃').
 * 'j' and 'r' are the corpus codes for adjective and adverb that the `pos` column may use.
 */
const ABBREVIATIONS: Readonly<Record<string, PartOfSpeech>> = {
  n: 'noun',
  pl: 'noun',
  un: 'noun',
  v: 'verb',
  vt: 'verb',
  vi: 'verb',
  aux: 'verb',
  a: 'adjective',
  adj: 'adjective',
  j: 'adjective',
  ad: 'adverb',
  adv: 'adverb',
  r: 'adverb',
  pron: 'pronoun',
  prep: 'preposition',
  conj: 'conjunction',
  int: 'interjection',
  interj: 'interjection',
  exclam: 'interjection',
  num: 'numeral',
  art: 'article',
  abbr: 'abbreviation',
  pref: 'prefix',
  suf: 'suffix',
  suff: 'suffix',
};

const LINE_PREFIX = /^\s*([a-z]+)\./;

/** The part of speech an ECDICT abbreviation stands for ('vt' -> verb); undefined for anything else. */
export function partOfSpeechOfCode(code: string): PartOfSpeech | undefined {
  return Object.hasOwn(ABBREVIATIONS, code) ? ABBREVIATIONS[code] : undefined;
}

/**
 * Every part of speech of the entry, main one first: by share for those in ECDICT's `pos` column, then the
 * rest in the order of the Chinese translation's labelled lines, which ECDICT lists most common sense first
 * ('run' has no `pos` shares: n., vi., vt. and a. lines make it a noun, a verb and an adjective).
 */
export function partsOfSpeech(posField: string, translation: string): PartOfSpeech[] {
  const fromPos = posField === '' ? [] : fromPosField(posField);
  return [...new Set([...fromPos, ...fromTranslation(translation)])];
}

function fromPosField(posField: string): PartOfSpeech[] {
  const shares = new Map<PartOfSpeech, number>();
  for (const part of posField.split('/')) {
    const [abbreviation = '', share = '0'] = part.split(':');
    const pos = ABBREVIATIONS[abbreviation];
    if (pos) shares.set(pos, (shares.get(pos) ?? 0) + Number(share));
  }
  return [...shares].sort((a, b) => b[1] - a[1]).map(([pos]) => pos);
}

function fromTranslation(translation: string): PartOfSpeech[] {
  const found = new Set<PartOfSpeech>();
  for (const line of translation.split('\n')) {
    const abbreviation = LINE_PREFIX.exec(line)?.[1];
    const pos = abbreviation === undefined ? undefined : ABBREVIATIONS[abbreviation];
    if (pos) found.add(pos);
  }
  return [...found];
}

/** The index's `pos` column: every part of speech of an entry, comma-separated, main one first. */
export function storedPartsOfSpeech(column: string | null): PartOfSpeech[] {
  return column === null ? [] : (column.split(',') as PartOfSpeech[]);
}
