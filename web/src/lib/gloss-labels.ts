import type { PartOfSpeech } from '@contract';

/*
 * The codes that start dictionary lines: WordNet's in English definitions ('s.' satellite adjective, 'r.'
 * adverb) and ECDICT's in Chinese translations ('vt.', 'adj.'). Learners know parts of speech, not these.
 */
const CODES: Readonly<Record<string, PartOfSpeech>> = {
  n: 'noun',
  pl: 'noun',
  v: 'verb',
  vt: 'verb',
  vi: 'verb',
  aux: 'verb',
  a: 'adjective',
  s: 'adjective',
  adj: 'adjective',
  r: 'adverb',
  ad: 'adverb',
  adv: 'adverb',
  pron: 'pronoun',
  prep: 'preposition',
  conj: 'conjunction',
  int: 'interjection',
  interj: 'interjection',
  num: 'numeral',
  art: 'article',
  abbr: 'abbreviation',
  pref: 'prefix',
  suf: 'suffix',
};

const LEADING_CODE = /^(\s*)([a-z]+)(\.?)(?=\s)/;
/**
 * ECDICT's older rows write some WordNet codes without the dot ("n a young person"). Only letters that no
 * English text starts with count without it: "a round fruit", a learner's own definition, is no adjective.
 */
const DOTLESS_CODES = new Set(['n', 'v', 's', 'r']);

/** Each line's leading code replaced by `label(partOfSpeech)`; lines without a known code stay as they are. */
export function relabelGloss(text: string, label: (partOfSpeech: PartOfSpeech) => string): string {
  return text
    .split('\n')
    .map((line) =>
      line.replace(LEADING_CODE, (whole, space: string, code: string, dot: string) => {
        const partOfSpeech = dot || DOTLESS_CODES.has(code) ? CODES[code] : undefined;
        return partOfSpeech ? `${space}${label(partOfSpeech)}` : whole;
      }),
    )
    .join('\n');
}
