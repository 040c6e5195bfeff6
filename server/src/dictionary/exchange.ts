import type { PartOfSpeech } from './parts-of-speech';

/** The inflected forms of a word, as a learner reads them. */
export interface Exchanges {
  past?: string;
  pastParticiple?: string;
  presentParticiple?: string;
  thirdPerson?: string;
  plural?: string;
  comparative?: string;
  superlative?: string;
}

/** ECDICT's exchange keys. Others it uses ('f', 'b', 'z') repeat these for a few words and are ignored. */
const FORM_KEYS: Readonly<Record<string, keyof Exchanges>> = {
  p: 'past',
  d: 'pastParticiple',
  i: 'presentParticiple',
  '3': 'thirdPerson',
  s: 'plural',
  r: 'comparative',
  t: 'superlative',
};

export interface InflectedForm {
  kind: keyof Exchanges;
  form: string;
}

export interface ParsedExchange {
  /** The forms this word inflects to ('go' -> went, gone, going, goes). */
  exchanges: Exchanges;
  /** Every form named, including a second spelling of the same kind ('p:dreamed/p:dreamt'). */
  forms: InflectedForm[];
  /** The word this entry is itself an inflection of (`0:`), e.g. 'went' -> 'go'. */
  lemma: string | null;
}

/** Parses an exchange field such as 'p:went/d:gone/i:going/3:goes' or '0:child/1:s'. */
export function parseExchange(field: string): ParsedExchange {
  const exchanges: Exchanges = {};
  const forms: InflectedForm[] = [];
  let lemma: string | null = null;
  for (const item of field.split('/')) {
    const colon = item.indexOf(':');
    const value = item.slice(colon + 1).trim();
    if (colon < 1 || value === '') continue;
    const key = item.slice(0, colon);
    const kind = FORM_KEYS[key];
    if (kind) {
      exchanges[kind] ??= value;
      forms.push({ kind, form: value });
    } else if (key === '0') lemma = value;
  }
  return { exchanges, forms, lemma };
}

const INFLECTING_PARTS: Readonly<Record<keyof Exchanges, readonly PartOfSpeech[]>> = {
  past: ['verb'],
  pastParticiple: ['verb'],
  presentParticiple: ['verb'],
  thirdPerson: ['verb'],
  plural: ['noun'],
  comparative: ['adjective', 'adverb'],
  superlative: ['adjective', 'adverb'],
};

/**
 * Whether a word with these parts of speech can have this kind of form. ECDICT's generated forms include
 * nonsense such as the pronoun 'thy' -> comparative 'thier'; a word whose parts are unknown gets the benefit of the doubt.
 */
export function canInflectAs(kind: keyof Exchanges, parts: readonly PartOfSpeech[]): boolean {
  return parts.length === 0 || INFLECTING_PARTS[kind].some((part) => parts.includes(part));
}
