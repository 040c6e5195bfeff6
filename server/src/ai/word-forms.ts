import type { Dictionary } from '../dictionary';

/*
 * Whether a generated sentence really uses a learner's word. Any inflection counts: the dictionary's
 * forms both ways ('go' -> went; 'went' in the sentence -> lemma go), then regular English endings as a
 * fallback for words the dictionary does not know. Matching is case-insensitive on word boundaries.
 */

type Lookup = Pick<Dictionary, 'lookup'>;

const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The words of a sentence in lower case, with the parts of hyphenated words and possessives too. */
export function sentenceTokens(sentence: string): string[] {
  const tokens: string[] = [];
  for (const [token] of sentence.toLowerCase().matchAll(TOKEN)) {
    tokens.push(token);
    const withoutPossessive = token.replace(/['’]s$/, '');
    if (withoutPossessive !== token) tokens.push(withoutPossessive);
    if (token.includes('-')) tokens.push(...token.split('-'));
  }
  return tokens;
}

/** Regular inflections of a base word: -s/-es, -ed, -ing, -er, -est, with y→i, e-drop and doubling. */
export function regularForms(base: string): string[] {
  const word = base.toLowerCase();
  const forms = new Set<string>([word]);
  const consonantY = /[^aeiou]y$/.test(word);
  const stem = consonantY ? word.slice(0, -1) + 'i' : word;
  forms.add(/(s|x|z|ch|sh|o)$/.test(word) ? `${word}es` : consonantY ? `${stem}es` : `${word}s`);
  if (word.endsWith('e')) {
    forms
      .add(`${word}d`)
      .add(`${word}r`)
      .add(`${word}st`)
      .add(`${word.slice(0, -1)}ing`);
  } else {
    for (const suffix of ['ed', 'er', 'est']) forms.add(stem + suffix);
    forms.add(`${word}ing`);
  }
  // Short words ending consonant-vowel-consonant double the consonant: stop -> stopped, big -> bigger.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word)) {
    const doubled = word + word.slice(-1);
    for (const suffix of ['ed', 'ing', 'er', 'est']) forms.add(doubled + suffix);
  }
  return [...forms];
}

/** Every form of a word that counts as using it. */
export function wordForms(word: string, dictionary: Lookup): Set<string> {
  const forms = new Set<string>();
  const bases = new Set<string>([word.toLowerCase().trim()]);
  const entry = dictionary.lookup(word);
  if (entry) {
    bases.add(entry.word.toLowerCase());
    if (entry.lemma) bases.add(entry.lemma.toLowerCase());
  }
  for (const base of bases) {
    for (const form of regularForms(base)) forms.add(form);
    const baseEntry = base === word ? entry : dictionary.lookup(base);
    for (const form of Object.values(baseEntry?.exchanges ?? {})) forms.add(form.toLowerCase());
  }
  return forms;
}

/** Where a sentence uses a word: UTF-16 offsets of the form used ('ran' for 'run'). */
export interface WordUse {
  start: number;
  end: number;
}

/** Whether the sentence contains the word or one of its forms. */
export function usesWord(sentence: string, word: string, dictionary: Lookup): boolean {
  return locateWord(sentence, word, dictionary) !== null;
}

/** The first place the sentence uses the word or one of its forms, or null. */
export function locateWord(sentence: string, word: string, dictionary: Lookup): WordUse | null {
  const parts = word.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  if (parts.length > 1) return locatePhrase(sentence, parts, dictionary);
  const { forms, bases } = knownForms(parts[0]!, dictionary);
  const candidates = tokenSpans(sentence);
  // The word's own forms first (no lookups); then tokens whose dictionary lemma is the word ('went' -> go).
  const byForm = candidates.find(({ text }) => forms.has(text));
  const byLemma =
    byForm ??
    candidates.find(({ text }) => {
      const lemma = lemmaOf(text, dictionary);
      return lemma !== null && bases.has(lemma);
    });
  return byLemma ? { start: byLemma.start, end: byLemma.start + byLemma.text.length } : null;
}

interface TokenSpan {
  /** Lower-cased. */
  text: string;
  start: number;
}

/* Each token, then without a possessive 's, then each part of a hyphenated word, with its offset. */
function tokenSpans(sentence: string): TokenSpan[] {
  const spans: TokenSpan[] = [];
  for (const match of sentence.matchAll(TOKEN)) {
    const token = match[0];
    const start = match.index;
    spans.push({ text: token.toLowerCase(), start });
    const withoutPossessive = token.replace(/['’]s$/i, '');
    if (withoutPossessive !== token) spans.push({ text: withoutPossessive.toLowerCase(), start });
    if (token.includes('-')) {
      let offset = start;
      for (const piece of token.split('-')) {
        spans.push({ text: piece.toLowerCase(), start: offset });
        offset += piece.length + 1;
      }
    }
  }
  return spans;
}

interface KnownForms {
  forms: Set<string>;
  bases: Set<string | undefined>;
}

/*
 * The dictionary does not change while the server runs, so what is read from it for a word is worked out
 * once: a review queue locates twenty words at a time, each in up to five sentences whose other words
 * ('the', 'yesterday') recur in every sentence. Bounded: a cache is emptied when full.
 */
const CACHE_SIZE = 20_000;

/** A function of (word, dictionary), remembered per dictionary. */
function memoized<T>(work: (word: string, dictionary: Lookup) => T): (word: string, dictionary: Lookup) => T {
  const caches = new WeakMap<Lookup, Map<string, T>>();
  return (word, dictionary) => {
    let cache = caches.get(dictionary);
    if (!cache) caches.set(dictionary, (cache = new Map()));
    if (cache.has(word)) return cache.get(word)!;
    const value = work(word, dictionary);
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(word, value);
    return value;
  };
}

const knownForms = memoized((word, dictionary): KnownForms => {
  const entry = dictionary.lookup(word);
  return {
    forms: wordForms(word, dictionary),
    bases: new Set([word, entry?.word.toLowerCase(), entry?.lemma?.toLowerCase()]),
  };
});

/** The base word of an inflected form ('went' -> 'go'), lower-cased, or null. */
const lemmaOf = memoized((token, dictionary) => dictionary.lookup(token)?.lemma?.toLowerCase() ?? null);

/* 'look up' is used by 'looked up' and 'looks up'; 'ice cream' by 'ice creams': inflect the first or last word. */
function locatePhrase(sentence: string, parts: string[], dictionary: Lookup): WordUse | null {
  const variants = (index: number) =>
    parts.map((part, position) =>
      position === index ? [...wordForms(part, dictionary)].map(escapeRegExp) : [escapeRegExp(part)],
    );
  let found: WordUse | null = null;
  for (const index of [0, parts.length - 1]) {
    const pattern = variants(index)
      .map((alternatives) => `(?:${alternatives.join('|')})`)
      .join('[\\s-]+');
    const match = new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'iu').exec(sentence);
    if (match && (found === null || match.index < found.start)) {
      found = { start: match.index, end: match.index + match[0].length };
    }
  }
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words the sentence does not use, in the order given. */
export function missingWords(sentence: string, words: string[], dictionary: Lookup): string[] {
  return words.filter((word) => !usesWord(sentence, word, dictionary));
}
